import { useQuery } from '@apollo/client/react';
import {
  OfficeChangeLogsDocument,
  OfficeNodeLogsDocument,
  type NeighborhoodRowFragment,
  type OfficeChangeLogsQuery,
  type OfficeNodeLogsQuery,
} from '../../generated/graphql.ts';
import { formatDateTime, formatText, formatYesNo } from '../../shared/lib/format.ts';
import { DialogShell } from '../../shared/ui/dialog-shell.tsx';
import type { ListColumn } from '../../shared/ui/list-table.tsx';
import { LogDialogBody } from '../../shared/ui/log-dialog-body.tsx';

interface LogDialogProps {
  office: NeighborhoodRowFragment | null;
  onClose: () => void;
}

type ChangeLog = NonNullable<OfficeChangeLogsQuery['office']>['changeLogs'][number];
type NodeLog = NonNullable<OfficeNodeLogsQuery['office']>['nodeLogs'][number];

const CHANGE_COLUMNS: readonly ListColumn<ChangeLog>[] = [
  { key: 'commonName', header: 'Common Name', cell: (l) => formatText(l.commonName) },
  { key: 'active', header: 'Active', cell: (l) => formatYesNo(l.active) },
  { key: 'outreaching', header: 'Outreaching', cell: (l) => formatYesNo(l.outreaching) },
  { key: 'updatedBy', header: 'Updated By', cell: (l) => formatText(l.updatedBy) },
  { key: 'updatedDt', header: 'Updated', cellProps: { whiteSpace: 'nowrap' }, cell: (l) => formatDateTime(l.updatedDt) },
];

const NODE_COLUMNS: readonly ListColumn<NodeLog>[] = [
  { key: 'address', header: 'Address', cell: (l) => l.address },
  { key: 'addedDt', header: 'Added', cellProps: { whiteSpace: 'nowrap' }, cell: (l) => formatDateTime(l.addedDt) },
  { key: 'addedBy', header: 'Added By', cell: (l) => formatText(l.addedBy) },
  { key: 'deactivatedDt', header: 'Deactivated', cellProps: { whiteSpace: 'nowrap' }, cell: (l) => formatDateTime(l.deactivatedDt) },
];

/** The office's change log: every add and edit, newest first (read afresh at each opening). */
export function OfficeChangeLogDialog({ office, onClose }: LogDialogProps) {
  return (
    <DialogShell open={office !== null} onClose={onClose} size="xl" title={office ? `Change Log: ${office.name}` : ''}>
      {office && <ChangeLogBody officeId={office.id} />}
    </DialogShell>
  );
}

function ChangeLogBody({ officeId }: { officeId: string }) {
  const { data, loading, error } = useQuery(OfficeChangeLogsDocument, { variables: { id: officeId }, fetchPolicy: 'network-only' });
  return (
    <LogDialogBody
      rows={data && (data.office?.changeLogs ?? [])}
      loading={loading}
      error={error}
      loadingLabel="Loading the change log"
      caption="Change log"
      columns={CHANGE_COLUMNS}
      rowKey={(l) => l.id}
      emptyText="No changes recorded."
    />
  );
}

/** The office's node log: its locations as they were added and retired, newest first. */
export function OfficeNodeLogDialog({ office, onClose }: LogDialogProps) {
  return (
    <DialogShell open={office !== null} onClose={onClose} size="xl" title={office ? `Node Log: ${office.name}` : ''}>
      {office && <NodeLogBody officeId={office.id} />}
    </DialogShell>
  );
}

function NodeLogBody({ officeId }: { officeId: string }) {
  const { data, loading, error } = useQuery(OfficeNodeLogsDocument, { variables: { id: officeId }, fetchPolicy: 'network-only' });
  return (
    <LogDialogBody
      rows={data && (data.office?.nodeLogs ?? [])}
      loading={loading}
      error={error}
      loadingLabel="Loading the node log"
      caption="Node log"
      columns={NODE_COLUMNS}
      rowKey={(l) => l.id}
      emptyText="No locations recorded."
    />
  );
}
