import { useMemo, useState } from 'react';
import { Box, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { MarketAssignmentTableDocument } from '../../generated/graphql.ts';
import { useAccessTokenGetter } from '../../shared/auth/access-token.ts';
import { formatInitialName } from '../../shared/lib/format.ts';
import { DataTable, useTableState } from '../../shared/ui/data-table/index.ts';
import { DownloadButton } from '../../shared/ui/download-button.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { PageMessage } from '../../shared/ui/page-message.tsx';
import { assignmentColumns, visibleRows } from './assignment-columns.tsx';
import { AssignmentHistoryDialog } from './assignment-history-dialog.tsx';
import { ChangeAssignmentPanel } from './change-assignment-panel.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';

const PAGE_SIZES = [25, 50, 100] as const;
export const REPORT_PATH = '/files/market-assignments-report';

/** A labelled holder of the market's header (RVP, SMO, Auditor Educator). */
export function HeaderHolder({ label, holder }: { label: string; holder: { employee: { firstName: string; lastName: string } } | null }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text fontWeight="semibold" aria-label={label}>
        {formatInitialName(holder?.employee)}
      </Text>
    </Box>
  );
}

/** One market's tab: its RVP and SMO, the table per neighborhood, Export and (for nh-mgmt) Change Assignment. */
export function MarketTab({ marketId }: { marketId: string }) {
  const { data, loading, error } = useQuery(MarketAssignmentTableDocument, { variables: { marketId } });
  const [useFilters, setUseFilters] = useState(false);
  const { state, setState } = useTableState(PAGE_SIZES[1]);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [exportError, setExportError] = useState<unknown>(null);
  const getAccessToken = useAccessTokenGetter();
  const table = data?.marketAssignmentTable;
  const columns = useMemo(() => assignmentColumns(useFilters), [useFilters]);
  const kept = useMemo(
    () => visibleRows(table?.rows ?? [], useFilters ? state.filters : {}, state.sorting),
    [table, useFilters, state.filters, state.sorting],
  );
  const page = kept.slice(state.pageIndex * state.pageSize, (state.pageIndex + 1) * state.pageSize);

  if (error) return <ErrorAlert error={error} tool="Market Assignments" />;
  if (loading && !table) {
    return <LoadingBlock label="Loading assignments" heights={['12', '64']} />;
  }
  if (!table) return <PageMessage title="Market not found">This market has no assignments to show.</PageMessage>;

  return (
    <Stack gap="4">
      <HStack gap="8" wrap="wrap" align="end">
        <HeaderHolder label="Regional Vice President" holder={table.regionalVicePresident} />
        <HeaderHolder label="Senior Medical Officer" holder={table.seniorMedicalOfficer} />
      </HStack>
      {table.viewerCan.change.allowed && (
        <ChangeAssignmentPanel tab={{ kind: 'market', marketId: table.market.id, marketName: table.market.name }} />
      )}
      <ErrorAlert error={exportError} onDismiss={() => setExportError(null)} tool="Market Assignments" />
      <DataTable
        caption={`Assignments of ${table.market.name}`}
        columns={columns}
        rows={page}
        rowKey={(row) => row.id}
        totalCount={kept.length}
        loading={false}
        state={state}
        onStateChange={(next) => setState(next)}
        pageSizeOptions={PAGE_SIZES}
        emptyText="No neighborhoods match."
        onRowClick={(row) => setHistoryOf(row.id)}
        rowLabel={(row) => `Assignment history of ${row.office.name}`}
        toolbar={
          <>
            <Checkbox.Root
              size="sm"
              checked={useFilters}
              onCheckedChange={(e) => {
                setUseFilters(e.checked === true);
                setState({ ...state, filters: {}, pageIndex: 0 });
              }}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Use filters</Checkbox.Label>
            </Checkbox.Root>
            <DownloadButton
              url={`${REPORT_PATH}?marketId=${encodeURIComponent(table.market.id)}`}
              getAccessToken={getAccessToken}
              fallbackName="MarketAssignmentsReport.csv"
              label="Export"
              loadingText="Exporting…"
              onStart={() => setExportError(null)}
              onError={setExportError}
            />
          </>
        }
      />
      <AssignmentHistoryDialog officeId={historyOf} onClose={() => setHistoryOf(null)} />
    </Stack>
  );
}
