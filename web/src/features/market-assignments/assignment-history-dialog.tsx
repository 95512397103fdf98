import { useMemo, useState } from 'react';
import { Dialog, NativeSelect, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ASSIGNMENT_TYPES } from '@luminate/schema/constants';
import { NeighborhoodAssignmentHistoryDocument } from '../../generated/graphql.ts';
import { formatDate, formatInitialName } from '../../shared/lib/format.ts';
import { DialogShell } from '../../shared/ui/dialog-shell.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { ListTable, type ListColumn } from '../../shared/ui/list-table.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';

/** Type names by the graph's id (an ID, so a string). */
const TYPE_NAMES = new Map<string, string>(ASSIGNMENT_TYPES.map((t) => [String(t.id), t.name]));
export const typeName = (typeId: string) => TYPE_NAMES.get(typeId) ?? `Type ${typeId}`;

export interface HistoryEntry {
  id: string;
  assignmentTypeId: string;
  activeDt: string;
  inactiveDt: string | null;
  employee: { firstName: string; lastName: string };
}

const HISTORY_COLUMNS: readonly ListColumn<HistoryEntry>[] = [
  { key: 'employee', header: 'Employee', cell: (e) => formatInitialName(e.employee) },
  { key: 'assignment', header: 'Assignment', cell: (e) => typeName(e.assignmentTypeId) },
  { key: 'active', header: 'Active Date', cell: (e) => formatDate(e.activeDt) },
  { key: 'inactive', header: 'Inactive Date', cell: (e) => formatDate(e.inactiveDt) },
];

/** The history list with its type filter: employee, assignment, active and inactive dates, newest first (as sent). */
export function HistoryList({ entries, caption }: { entries: readonly HistoryEntry[]; caption: string }) {
  const [type, setType] = useState('');
  // Type ids are numbers written as text: the filter lists them in numeric order.
  const types = useMemo(() => [...new Set(entries.map((e) => e.assignmentTypeId))].sort((a, b) => Number(a) - Number(b)), [entries]);
  const shown = type ? entries.filter((e) => e.assignmentTypeId === type) : entries;
  return (
    <Stack gap="3">
      <NativeSelect.Root size="sm" maxW="xs">
        <NativeSelect.Field aria-label="Filter by assignment type" value={type} onChange={(e) => setType(e.currentTarget.value)}>
          <option value="">All assignment types</option>
          {types.map((id) => (
            <option key={id} value={id}>
              {typeName(id)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <ListTable
        caption={caption}
        columns={HISTORY_COLUMNS}
        rows={shown}
        rowKey={(e) => e.id}
        emptyText="No assignments."
        rowProps={(e) => ({ 'data-assignment-id': e.id })}
      />
    </Stack>
  );
}

/** The assignment history of one neighborhood (row click on the table). */
export function AssignmentHistoryDialog({ officeId, onClose }: { officeId: string | null; onClose: () => void }) {
  const { data, loading, error } = useQuery(NeighborhoodAssignmentHistoryDocument, {
    variables: { officeId: officeId ?? '' },
    skip: officeId === null,
  });
  const row = data?.neighborhoodAssignments;
  return (
    <DialogShell
      open={officeId !== null}
      onClose={onClose}
      size="lg"
      scrollBehavior="inside"
      title={`Assignment History${row ? ` — ${row.office.name}` : ''}`}
    >
      <Dialog.Body>
        <ErrorAlert error={error} tool="Market Assignments" />
        {loading && !row ? (
          <LoadingBlock label="Loading history" heights={['6', '24']} />
        ) : (
          row && <HistoryList entries={row.history} caption={`Assignment history of ${row.office.name}`} />
        )}
      </Dialog.Body>
    </DialogShell>
  );
}
