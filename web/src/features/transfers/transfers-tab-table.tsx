import { useMemo } from 'react';
import { Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { APPROVAL_PAGE_SIZES, TRANSFER_TABS } from '@luminate/schema/approvals';
import { OfficeTransfersDocument, type TransferTab } from '../../generated/graphql.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { DataTable, tableStateToArgs, type TableState } from '../../shared/ui/data-table/index.ts';
import { transferColumns, type TransferRow } from './transfer-columns.tsx';

export interface TransfersTabTableProps {
  tab: TransferTab;
  state: TableState;
  onStateChange(state: TableState): void;
  onOpen(transfer: TransferRow): void;
}

/** One tab's transfers in the shared server-driven table; the Transfer button opens the drawer. */
export function TransfersTabTable({ tab, state, onStateChange, onOpen }: TransfersTabTableProps) {
  const columns = useMemo(() => transferColumns(onOpen), [onOpen]);
  const args = tableStateToArgs(state, columns);
  const { data, previousData, loading, error } = useQuery(OfficeTransfersDocument, {
    variables: { tab, filters: args.filters, sort: args.sort, skip: args.skip, take: args.take },
  });
  const page = data?.officeTransfers ?? previousData?.officeTransfers;
  const label = TRANSFER_TABS.find((t) => t.tab === tab)?.label ?? tab;

  return (
    <Stack gap="3">
      <ErrorAlert error={error} tool="Patient Transfer" />
      <DataTable
        caption={`${label} transfers`}
        columns={columns}
        rows={page?.nodes ?? []}
        rowKey={(t) => t.id}
        totalCount={page?.totalCount ?? 0}
        loading={loading}
        state={state}
        onStateChange={onStateChange}
        pageSizeOptions={APPROVAL_PAGE_SIZES}
      />
    </Stack>
  );
}
