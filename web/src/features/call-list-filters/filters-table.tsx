import type { CallListFilterRowFragment } from '../../generated/graphql.ts';
import { formatCount, formatDate } from '../../shared/lib/format.ts';
import { ListTable, type ListColumn } from '../../shared/ui/list-table.tsx';

/** A column a filters table adds after the shared Name / Added By / Date / Member Count ones. */
export type FilterColumn = ListColumn<CallListFilterRowFragment>;

interface FiltersTableProps {
  /** The table's accessible name. */
  label: string;
  filters: readonly CallListFilterRowFragment[];
  emptyText: string;
  columns: readonly FilterColumn[];
}

const SHARED_COLUMNS: readonly FilterColumn[] = [
  { key: 'name', header: 'Name', cellProps: { fontWeight: 'medium' }, cell: (filter) => filter.name },
  { key: 'addedBy', header: 'Added By', cell: (filter) => filter.addedBy },
  { key: 'date', header: 'Date', cell: (filter) => formatDate(filter.addedAt) },
  { key: 'memberCount', header: 'Member Count', align: 'end', cell: (filter) => formatCount(filter.memberCount) },
];

/** The call-list filters tables: one row per filter, its shared columns, then the table's own. */
export function FiltersTable({ label, filters, emptyText, columns }: FiltersTableProps) {
  return (
    <ListTable
      caption={label}
      columns={[...SHARED_COLUMNS, ...columns]}
      rows={filters}
      rowKey={(filter) => filter.id}
      emptyText={emptyText}
      rowProps={(filter) => ({ 'data-filter-name': filter.name })}
    />
  );
}
