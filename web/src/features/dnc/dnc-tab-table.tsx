import { Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { APPROVAL_PAGE_SIZES, DNC_TABS } from '@luminate/schema/approvals';
import { DncRequestsDocument, LiveDncQueueDocument, type DncRequestFilter, type DncTab } from '../../generated/graphql.ts';
import { useLiveQueue } from '../../shared/approvals/use-live-queue.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { tableStateToArgs, type TableState } from '../../shared/ui/data-table/index.ts';
import { MineOrTable, type MineView } from '../../shared/approvals/mine-view.tsx';
import { HISTORY_COLUMNS, PENDING_COLUMNS, type DncRow } from './dnc-columns.tsx';

export interface DncTabTableProps {
  tab: DncTab;
  /** Mine lists only the requests the viewer may decide (filtered by the gateway before paging); All by default. */
  view?: MineView;
  state: TableState;
  onStateChange(state: TableState): void;
  /** Filters the page adds to the column filters (History's 'Handled by me'). */
  extraFilters?: readonly DncRequestFilter[];
  onOpen(request: DncRow): void;
  /** An empty Mine view offers every request of the tab. */
  onShowAll?(): void;
}

/** One tab's requests in the shared server-driven table; a row opens its dialog. */
export function DncTabTable({ tab, view = 'all', state, onStateChange, extraFilters = [], onOpen, onShowAll }: DncTabTableProps) {
  const columns = tab === 'HISTORY' ? HISTORY_COLUMNS : PENDING_COLUMNS;
  const args = tableStateToArgs(state, columns);
  const mine = view === 'mine';
  const variables = { tab, mine, filters: [...extraFilters, ...args.filters], sort: args.sort, skip: args.skip, take: args.take };
  const { data, previousData, loading, error } = useQuery(DncRequestsDocument, { variables });
  // Rows decided, added or moved by anyone leave or enter this page with the tab counts.
  useLiveQueue(LiveDncQueueDocument, variables);
  const page = data?.dncRequests ?? previousData?.dncRequests;
  const label = DNC_TABS.find((t) => t.tab === tab)?.label ?? tab;
  const nothingMine = mine && !loading && data?.dncRequests.totalCount === 0 && args.filters.length === 0;

  return (
    <Stack gap="3">
      <ErrorAlert error={error} tool="Do Not Contact" />
      <MineOrTable
        label={label}
        emptyMine={nothingMine}
        onShowAll={onShowAll}
        caption={`${label} requests`}
        columns={columns}
        rows={page?.nodes ?? []}
        rowKey={(r) => r.id}
        totalCount={page?.totalCount ?? 0}
        loading={loading}
        state={state}
        onStateChange={onStateChange}
        pageSizeOptions={APPROVAL_PAGE_SIZES}
        onRowClick={onOpen}
        rowLabel={(r) => `DNC request ${r.id}: ${r.member.fullName}`}
      />
    </Stack>
  );
}
