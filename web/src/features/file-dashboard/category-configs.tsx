import { Code, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { CategoryConfigsDocument, type CategoryConfigRowFragment } from '../../generated/graphql.ts';
import { DataTable, useTableState, type DataColumn } from '../../shared/ui/data-table/index.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { CONFIG_PAGE_SIZES, localPage, type SortValue } from './local-page.ts';

const COLUMNS: readonly DataColumn<CategoryConfigRowFragment>[] = [
  { id: 'regex', field: 'regex', header: 'Regex', cell: (p) => <Code wordBreak="break-all">{p.regex}</Code> },
  { id: 'category', field: 'category', header: 'Category', cell: (p) => p.category.name },
  { id: 'source', field: 'source', header: 'Source Name', cell: (p) => p.source.name },
];

const SORT_VALUES: Record<string, SortValue<CategoryConfigRowFragment>> = {
  regex: (p) => p.regex,
  category: (p) => p.category.name,
  source: (p) => p.source.name,
};

/** Category Configs: every category pattern (regex, category, source), sortable. */
export function CategoryConfigs() {
  const { data, loading, error } = useQuery(CategoryConfigsDocument);
  const { state, setState } = useTableState(CONFIG_PAGE_SIZES[0]);
  const patterns = data?.categoryConfigs ?? [];
  return (
    <Stack gap="2">
      <ErrorAlert error={error} tool="Files" />
      <DataTable
        caption="Category configs"
        columns={COLUMNS}
        rows={localPage(patterns, state, SORT_VALUES)}
        rowKey={(p) => p.id}
        totalCount={patterns.length}
        loading={loading && !data}
        state={state}
        onStateChange={setState}
        pageSizeOptions={CONFIG_PAGE_SIZES}
      />
    </Stack>
  );
}
