import { Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { APPROVAL_PAGE_SIZES, DNC_TABS } from '@luminate/schema/approvals';
import { DncRequestsDocument, type DncRequestFilter, type DncTab } from '../../generated/graphql.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { DataTable, tableStateToArgs, type TableState } from '../../shared/ui/data-table/index.ts';
import { HISTORY_COLUMNS, PENDING_COLUMNS, type DncRow } from './dnc-columns.tsx';

export interface DncTabTableProps {
  tab: DncTab;
  state: TableState;
  onStateChange(state: TableState): void;
  /** Filters the page adds to the column filters (History's 'Handled by me'). */
  extraFilters?: readonly DncRequestFilter[];
  onOpen(request: DncRow): void;
}

/** One tab's requests in the shared server-driven table; a row opens its dialog. */
export function DncTabTable({ tab, state, onStateChange, extraFilters = [], onOpen }: DncTabTableProps) {
  const columns = tab === 'HISTORY' ? HISTORY_COLUMNS : PENDING_COLUMNS;
  const args = tableStateToArgs(state, columns);
  const { data, previousData, loading, error } = useQuery(DncRequestsDocument, {
    variables: { tab, filters: [...extraFilters, ...args.filters], sort: args.sort, skip: args.skip, take: args.take },
  });
  const page = data?.dncRequests ?? previousData?.dncRequests;
  const label = DNC_TABS.find((t) => t.tab === tab)?.label ?? tab;

  return (
    <Stack gap="3">
      <ErrorAlert error={error} tool="Do Not Contact" />
      <DataTable
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
