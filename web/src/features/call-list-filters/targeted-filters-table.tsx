import { Badge } from '@chakra-ui/react';
import type { CallListFilterRowFragment } from '../../generated/graphql.ts';
import { formatText, formatYesNo } from '../../shared/lib/format.ts';
import { FiltersTable, type FilterColumn } from './filters-table.tsx';

const TARGETED_COLUMNS: readonly FilterColumn[] = [
  {
    key: 'campaign',
    header: 'Campaign Name',
    cell: (filter) => formatText(filter.campaignName),
  },
  {
    key: 'exclusive',
    header: 'Is Exclusive',
    cell: (filter) => <Badge colorPalette={filter.isExclusive ? 'purple' : 'gray'}>{formatYesNo(filter.isExclusive)}</Badge>,
  },
];

/** Member lists of Targeted and Creatio campaigns: only listed members are eligible. */
export function TargetedFiltersTable({ filters }: { filters: readonly CallListFilterRowFragment[] }) {
  return (
    <FiltersTable label="Targeted campaign members" filters={filters} emptyText="No targeted campaign lists." columns={TARGETED_COLUMNS} />
  );
}
