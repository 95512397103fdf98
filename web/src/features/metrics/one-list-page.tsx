import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import { Box, Button, Field, Grid, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { MetricsOfficeTreeDocument, OneListDocument, type MetricRowField } from '../../generated/graphql.ts';
import { useAccessTokenGetter } from '../../shared/auth/access-token.ts';
import type { PageProps } from '../../shared/lib/page.ts';
import { CsvExportButton, DataTable, useTableState } from '../../shared/ui/data-table/index.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { dataColumns, metricRowSort, type MetricRowData } from './metric-columns.ts';
import { oneListCsvUrl } from './drill-down.ts';
import { OfficeTree } from './office-tree.tsx';
import { useOfficeSelection } from './use-office-selection.ts';

const EmbeddedWorkbook = lazy(() => import('../../shared/embed/index.ts').then((m) => ({ default: m.EmbeddedWorkbook })));

/** Rows per page of the One List table. */
export const ONE_LIST_PAGE_SIZE = 10;

/**
 * /one-list: the One List workbook embedded (with its own refresh), and under it the One List
 * table of every member of the chosen offices — paged and sorted on the gateway, searchable by
 * AANEEL id or name, and exported whole as CSV.
 */
export default function OneListPage({ pageName }: PageProps) {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [exportError, setExportError] = useState<unknown>(null);
  const { state, setState } = useTableState(ONE_LIST_PAGE_SIZE);
  const getAccessToken = useAccessTokenGetter();

  const treeQuery = useQuery(MetricsOfficeTreeDocument, { variables: { employeeId: null } });
  const gatewayTree = treeQuery.data?.metricsOfficeTree;
  // Every office counts until the user narrows the tree.
  const { roots, selected: chosen, chosenOffices, setSelected } = useOfficeSelection('self', gatewayTree);

  const sort = metricRowSort(state.sorting);
  const listQuery = useQuery(OneListDocument, {
    variables: {
      officeIds: chosenOffices,
      employeeId: null,
      search: search || null,
      sort: sort ? [sort] : null,
      skip: state.pageIndex * state.pageSize,
      take: state.pageSize,
    },
    skip: chosenOffices.length === 0,
  });
  const page = (listQuery.data ?? listQuery.previousData)?.oneList;
  const contractColumns = page?.columns;
  const columns = useMemo(() => dataColumns(contractColumns ?? []), [contractColumns]);

  const applySearch = (e: FormEvent) => {
    e.preventDefault();
    setSearch(searchText.trim());
    setState({ ...state, pageIndex: 0 });
  };

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {pageName}
      </Heading>
      <Suspense fallback={<LoadingBlock label="Loading the One List workbook" heights={['96']} />}>
        <EmbeddedWorkbook workbook="ONE_LIST" title="One List" />
      </Suspense>
      <Grid templateColumns={{ base: '1fr', md: '280px 1fr' }} gap="4" alignItems="start">
        <Box borderWidth="1px" rounded="md" p="3" bg="bg.panel" maxH={{ md: '80vh' }} overflowY="auto">
          <ErrorAlert error={treeQuery.error} />
          {gatewayTree && chosen ? (
            roots.length === 0 ? (
              <Text color="fg.muted">No offices to show.</Text>
            ) : (
              <OfficeTree
                roots={roots}
                selected={chosen}
                onChange={(ids) => {
                  setSelected(ids);
                  setState({ ...state, pageIndex: 0 });
                }}
              />
            )
          ) : (
            !treeQuery.error && <LoadingBlock label="Loading offices" heights={['6', '6', '6', '6']} />
          )}
        </Box>
        <Stack as="section" aria-labelledby="one-list-table-heading" gap="3" minW="0">
          <Heading as="h2" size="lg" id="one-list-table-heading">
            One List Members
          </Heading>
          <HStack as="form" onSubmit={applySearch} gap="2" align="end" wrap="wrap" role="search">
            <Field.Root w="auto" minW="64">
              <Field.Label>Search members</Field.Label>
              <Input size="sm" value={searchText} placeholder="AANEEL id or name" onChange={(e) => setSearchText(e.currentTarget.value)} />
            </Field.Root>
            <Button type="submit" size="sm" colorPalette="blue">
              Search
            </Button>
            {search && (
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  setSearchText('');
                  setSearch('');
                  setState({ ...state, pageIndex: 0 });
                }}
              >
                Clear search
              </Button>
            )}
          </HStack>
          <ErrorAlert error={listQuery.error} />
          <ErrorAlert error={exportError} onDismiss={() => setExportError(null)} />
          {chosenOffices.length === 0 && gatewayTree ? (
            <Text color="fg.muted" data-testid="one-list-empty">
              Choose at least one office to list its members.
            </Text>
          ) : !page ? (
            !listQuery.error && <LoadingBlock label="Loading the One List" heights={['8', '8', '8', '8', '8']} />
          ) : (
            <DataTable<MetricRowData, MetricRowField>
              caption="One List"
              columns={columns}
              rows={page.nodes}
              rowKey={(row) => row.rowId}
              totalCount={page.totalCount}
              loading={listQuery.loading}
              state={state}
              onStateChange={setState}
              emptyText={search ? 'No members match this search.' : 'No members in the selected offices.'}
              toolbar={
                <CsvExportButton
                  url={oneListCsvUrl({ officeIds: chosenOffices, employeeId: null, search, metricId: null }, sort)}
                  getAccessToken={getAccessToken}
                  fallbackName="OneList.csv"
                  onError={setExportError}
                  disabled={page.totalCount === 0}
                />
              }
            />
          )}
        </Stack>
      </Grid>
    </Stack>
  );
}
