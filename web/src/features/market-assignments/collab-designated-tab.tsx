import { useState } from 'react';
import { Badge, Dialog, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ClinicianAssignmentsDocument, type ClinicianAssignmentsQuery } from '../../generated/graphql.ts';
import { EMPTY, formatInitialName } from '../../shared/lib/format.ts';
import { DialogShell } from '../../shared/ui/dialog-shell.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { ListTable, type ListColumn } from '../../shared/ui/list-table.tsx';
import { HistoryList } from './assignment-history-dialog.tsx';
import { ChangeAssignmentPanel } from './change-assignment-panel.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';

type ClinicianRow = ClinicianAssignmentsQuery['clinicianAssignments'][number];

/** A physician cell: the name, or 'Required' where the clinician's market needs one and has none. */
function physician(row: ClinicianRow, held: ClinicianRow['collaboratingPhysician']) {
  if (held) return formatInitialName(held.employee);
  return row.physiciansRequired ? <Badge colorPalette="red">Required</Badge> : EMPTY;
}

const COLUMNS: readonly ListColumn<ClinicianRow>[] = [
  { key: 'clinician', header: 'Clinician', cell: (r) => formatInitialName(r.clinician) },
  { key: 'market', header: 'Market', cell: (r) => r.market?.name ?? EMPTY },
  { key: 'collab', header: 'Collaborating Physician', cell: (r) => physician(r, r.collaboratingPhysician) },
  { key: 'designated', header: 'Designated Physician', cell: (r) => physician(r, r.designatedPhysician) },
];

/** Collab/Designated: each clinician (APP) with their collaborating and designated physicians. */
export function CollabDesignatedTab() {
  const { data, loading, error } = useQuery(ClinicianAssignmentsDocument);
  const [open, setOpen] = useState<string | null>(null);
  if (error) return <ErrorAlert error={error} tool="Market Assignments" />;
  if (loading && !data) return <LoadingBlock label="Loading clinicians" heights={['40']} />;
  const rows = data?.clinicianAssignments ?? [];
  const opened = rows.find((r) => r.id === open) ?? null;
  return (
    <Stack gap="4">
      {data?.viewer.can.changeAssignment.allowed && (
        <ChangeAssignmentPanel tab={{ kind: 'collab', clinicians: rows.map((r) => r.clinician) }} />
      )}
      <ListTable
        caption="Collaborating and designated physicians"
        columns={COLUMNS}
        rows={rows}
        rowKey={(r) => r.id}
        emptyText="No clinicians."
        interactive
        stickyHeader
        scrollProps={{ maxH: '70vh' }}
        rowProps={(r) => ({
          'data-clinician-id': r.id,
          cursor: 'pointer',
          tabIndex: 0,
          'aria-label': `Physician history of ${formatInitialName(r.clinician)}`,
          onClick: () => setOpen(r.id),
          onKeyDown: (e) => {
            if (e.key === 'Enter') setOpen(r.id);
          },
        })}
      />
      <DialogShell
        open={opened !== null}
        onClose={() => setOpen(null)}
        size="lg"
        title={`Physician History${opened ? ` — ${formatInitialName(opened.clinician)}` : ''}`}
      >
        <Dialog.Body>{opened && <HistoryList entries={opened.history} caption="Physician history" />}</Dialog.Body>
      </DialogShell>
    </Stack>
  );
}
