import { useMemo } from 'react';
import { Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { APPROVAL_PAGE_SIZES, TRANSFER_TABS } from '@luminate/schema/approvals';
import { LiveOfficeTransferQueueDocument, OfficeTransfersDocument, type TransferTab } from '../../generated/graphql.ts';
import { useLiveQueue } from '../../shared/approvals/use-live-queue.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { tableStateToArgs, type TableState } from '../../shared/ui/data-table/index.ts';
import { MineOrTable, type MineView } from '../../shared/approvals/mine-view.tsx';
import { transferColumns, type TransferRow } from './transfer-columns.tsx';

export interface TransfersTabTableProps {
  tab: TransferTab;
  /** Mine lists only the transfers the viewer may act on (filtered by the gateway before paging); All by default. */
  view?: MineView;
  state: TableState;
  onStateChange(state: TableState): void;
  onOpen(transfer: TransferRow): void;
  /** An empty Mine view offers every transfer of the tab. */
  onShowAll?(): void;
}

/**
 * One tab's transfers in the shared server-driven table. A row opens the drawer (click or Enter);
 * its Transfer button shows only where the viewer may act, other rows open read-only.
 */
export function TransfersTabTable({ tab, view = 'all', state, onStateChange, onOpen, onShowAll }: TransfersTabTableProps) {
  const columns = useMemo(() => transferColumns(onOpen), [onOpen]);
  const args = tableStateToArgs(state, columns);
  const variables = { tab, mine: view === 'mine', filters: args.filters, sort: args.sort, skip: args.skip, take: args.take };
  const { data, previousData, loading, error } = useQuery(OfficeTransfersDocument, { variables });
  // Rows decided, added or moved by anyone leave or enter this page with the tab counts.
  useLiveQueue(LiveOfficeTransferQueueDocument, variables);
  const page = data?.officeTransfers ?? previousData?.officeTransfers;
  const label = TRANSFER_TABS.find((t) => t.tab === tab)?.label ?? tab;
  const nothingMine = view === 'mine' && !loading && data?.officeTransfers.totalCount === 0 && args.filters.length === 0;

  return (
    <Stack gap="3">
      <ErrorAlert error={error} tool="Patient Transfer" />
      <MineOrTable
        label={label}
        emptyMine={nothingMine}
        onShowAll={onShowAll}
        caption={`${label} transfers`}
        columns={columns}
        rows={page?.nodes ?? []}
        rowKey={(t) => t.id}
        totalCount={page?.totalCount ?? 0}
        loading={loading}
        state={state}
        onStateChange={onStateChange}
        pageSizeOptions={APPROVAL_PAGE_SIZES}
        onRowClick={onOpen}
        rowLabel={(t) => `Transfer ${t.id}: ${t.member.fullName}`}
      />
    </Stack>
  );
}
