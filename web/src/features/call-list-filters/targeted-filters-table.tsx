import { Badge, Table } from '@chakra-ui/react';
import type { CallListFilterRowFragment } from '../../generated/graphql.ts';
import { FiltersTable, type FilterColumn } from './filters-table.tsx';

const TARGETED_COLUMNS: readonly FilterColumn[] = [
  {
    key: 'campaign',
    header: <Table.ColumnHeader>Campaign Name</Table.ColumnHeader>,
    cell: (filter) => <Table.Cell>{filter.campaignName ?? ''}</Table.Cell>,
  },
  {
    key: 'exclusive',
    header: <Table.ColumnHeader>Is Exclusive</Table.ColumnHeader>,
    cell: (filter) => (
      <Table.Cell>
        <Badge colorPalette={filter.isExclusive ? 'purple' : 'gray'}>{filter.isExclusive ? 'Yes' : 'No'}</Badge>
      </Table.Cell>
    ),
  },
];

/** Member lists of Targeted and Creatio campaigns: only listed members are eligible (spec 4 §2.4). */
export function TargetedFiltersTable({ filters }: { filters: readonly CallListFilterRowFragment[] }) {
  return <FiltersTable label="Targeted campaign members" filters={filters} emptyText="No targeted campaign lists." columns={TARGETED_COLUMNS} />;
}
