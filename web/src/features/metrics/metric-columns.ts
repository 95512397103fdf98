/**
 * The drill-down and One List columns, rendered from the contract's column list: each column
 * names the row field holding its value and how to show it. Two fields have their own rule: the
 * last IV visit date ('Unavailable' when missing or before 1900) and the engaged flag (Termed /
 * Engaged / Unengaged).
 */
import type { DataColumn } from '../../shared/ui/data-table/index.ts';
import { EMPTY, formatCount, formatDate, formatDateTime, formatText, formatYesNo } from '../../shared/lib/format.ts';
import type { MetricColumnFieldsFragment, MetricRowField, MetricRowFieldsFragment, MetricRowSort } from '../../generated/graphql.ts';
import { engagedLabel, formatLastIvVisitDate, formatUsd } from './metric-format.ts';

export type MetricRowData = MetricRowFieldsFragment;
export type MetricColumnSpec = MetricColumnFieldsFragment;

/** The row's value for a column key (the key names a MetricRow field). */
function valueOf(row: MetricRowData, key: string): unknown {
  return (row as unknown as Record<string, unknown>)[key];
}

/** A column's value as the table shows it. */
export function cellText(row: MetricRowData, column: MetricColumnSpec): string {
  if (column.key === 'lastIvVisitDate') return formatLastIvVisitDate(row.lastIvVisitDate);
  if (column.key === 'isEngaged') return engagedLabel(row);
  const value = valueOf(row, column.key);
  switch (column.type) {
    case 'DATE':
      return formatDate(value as string | null);
    case 'DATETIME':
      return formatDateTime(value as string | null);
    case 'CURRENCY':
      return formatUsd(value as number | null);
    case 'NUMBER':
      return formatCount(value as number | null);
    case 'BOOLEAN':
      return formatYesNo(value as boolean | null);
    case 'TEXT_LIST': {
      const list = (value as readonly string[] | null) ?? [];
      return list.length ? list.join(', ') : EMPTY;
    }
    default:
      return formatText(value as string | number | null);
  }
}

/** The contract's columns as DataTable columns, sortable on the server by their field. */
export function dataColumns(columns: readonly MetricColumnSpec[]): DataColumn<MetricRowData, MetricRowField>[] {
  return columns.map((column) => ({
    // The id is the sort field itself, so a sort is sent without looking the column up.
    id: column.field,
    field: column.field,
    // A list column (high-need criteria) has no order the gateway sorts by.
    sortable: column.type !== 'TEXT_LIST',
    header: column.label,
    cell: (row) => cellText(row, column),
  }));
}

/** The table's sort as the gateway's one-field sort (the tables sort on one column at a time). */
export function metricRowSort(sorting: readonly { id: string; desc: boolean }[]): MetricRowSort | null {
  const first = sorting[0];
  return first ? { field: first.id as MetricRowField, direction: first.desc ? 'DESC' : 'ASC' } : null;
}
