import { useQuery } from '@apollo/client/react';
import { ProviderChangeLogsDocument, type ProviderChangeLogsQuery, type ProviderRowFragment } from '../../generated/graphql.ts';
import { formatDateTime, formatText, formatYesNo } from '../../shared/lib/format.ts';
import { DialogShell } from '../../shared/ui/dialog-shell.tsx';
import type { ListColumn } from '../../shared/ui/list-table.tsx';
import { LogDialogBody } from '../../shared/ui/log-dialog-body.tsx';

type ChangeLog = ProviderChangeLogsQuery['providerChangeLogs'][number];

const BASE_COLUMNS: readonly ListColumn<ChangeLog>[] = [
  { key: 'dailyIvLimit', header: 'Daily IV Limit', align: 'end', cell: (l) => l.dailyIvLimit },
];
const FULL_COLUMNS: readonly ListColumn<ChangeLog>[] = [
  { key: 'maxDistance', header: 'Max Distance (mi)', align: 'end', cell: (l) => formatText(l.maxDistance) },
  { key: 'f2f', header: 'F2F', cell: (l) => formatYesNo(l.f2FEligible) },
  { key: 'telehealth', header: 'Telehealth', cell: (l) => formatYesNo(l.telehealthEligible) },
  { key: 'psv', header: 'PSV', cell: (l) => formatYesNo(l.psvEligible) },
];
const WHO_COLUMNS: readonly ListColumn<ChangeLog>[] = [
  { key: 'updatedDt', header: 'Updated', cellProps: { whiteSpace: 'nowrap' }, cell: (l) => formatDateTime(l.updatedDt) },
  { key: 'updatedBy', header: 'Updated By', cell: (l) => formatText(l.updatedBy) },
];

/** A provider's change log, newest first (read afresh at each opening). */
export function ProviderChangeLogDialog({ row, full, onClose }: { row: ProviderRowFragment | null; full: boolean; onClose: () => void }) {
  return (
    <DialogShell open={row !== null} onClose={onClose} size="xl" title={row ? `Change Log: ${row.name}` : ''}>
      {row && <LogBody employeeId={row.employeeId} full={full} />}
    </DialogShell>
  );
}

function LogBody({ employeeId, full }: { employeeId: string; full: boolean }) {
  const { data, loading, error } = useQuery(ProviderChangeLogsDocument, { variables: { employeeId }, fetchPolicy: 'network-only' });
  const columns = [...BASE_COLUMNS, ...(full ? FULL_COLUMNS : []), ...WHO_COLUMNS];
  return (
    <LogDialogBody
      rows={data?.providerChangeLogs}
      loading={loading}
      error={error}
      loadingLabel="Loading the change log"
      caption="Provider change log"
      columns={columns}
      rowKey={(l) => l.id}
      emptyText="No changes recorded."
    />
  );
}
