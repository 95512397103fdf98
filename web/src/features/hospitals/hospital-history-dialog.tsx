import { Badge, Dialog } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { HospitalFacilityHistoryDocument, type HospitalFacilityChangeRowFragment } from '../../generated/graphql.ts';
import { formatDate, formatDateTime, formatText } from '../../shared/lib/format.ts';
import { DialogDismissButton, DialogShell } from '../../shared/ui/dialog-shell.tsx';
import type { ListColumn } from '../../shared/ui/list-table.tsx';
import { LogDialogBody } from '../../shared/ui/log-dialog-body.tsx';
import type { HospitalFacilityRow } from './hospital-columns.tsx';

const HISTORY_COLUMNS: readonly ListColumn<HospitalFacilityChangeRowFragment>[] = [
  { key: 'facilityName', header: 'Facility Name', cell: (c) => c.facilityName },
  { key: 'address', header: 'Address', cell: (c) => c.address },
  {
    key: 'active',
    header: 'Active',
    cell: (c) => <Badge colorPalette={c.active ? 'green' : 'gray'}>{c.active ? 'Active' : 'Inactive'}</Badge>,
  },
  { key: 'ces', header: 'CESs', cell: (c) => formatText(c.assignedCESs || null) },
  { key: 'deactivatedDt', header: 'Deactivated Date', cell: (c) => formatDate(c.deactivatedDt) },
  { key: 'updatedDt', header: 'Update Date', cellProps: { whiteSpace: 'nowrap' }, cell: (c) => formatDateTime(c.updatedDt) },
  { key: 'updatedBy', header: 'Updated By', cell: (c) => formatText(c.updatedBy?.fullName) },
  { key: 'note', header: 'Note', cell: (c) => formatText(c.note) },
];

/** A facility's change history, newest first (opened by clicking its row). */
export function HospitalHistoryDialog({ facility, onClose }: { facility: HospitalFacilityRow | null; onClose: () => void }) {
  return (
    <DialogShell
      open={facility !== null}
      onClose={onClose}
      size="cover"
      contentProps={{ maxW: '7xl', h: 'auto' }}
      title={facility ? `Change History: ${facility.facilityName}` : ''}
    >
      {facility && <HistoryBody facilityId={facility.id} />}
      <Dialog.Footer>
        <DialogDismissButton />
      </Dialog.Footer>
    </DialogShell>
  );
}

function HistoryBody({ facilityId }: { facilityId: string }) {
  const { data, loading, error } = useQuery(HospitalFacilityHistoryDocument, { variables: { facilityId } });
  return (
    <LogDialogBody
      rows={data?.hospitalFacilityHistory.entries}
      loading={loading}
      error={error}
      loadingLabel="Loading the change history"
      caption="Change history"
      columns={HISTORY_COLUMNS}
      rowKey={(c) => c.id}
      emptyText="No changes recorded."
      rowProps={(c) => ({ 'data-change-id': c.id })}
    />
  );
}
