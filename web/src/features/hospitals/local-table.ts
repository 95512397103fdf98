/**
 * The shared table's column filters, sorting and paging applied in the browser: a market's
 * facilities arrive whole (a few dozen at most), so the table filters what it already holds.
 */
import type { MatchMode, TableState } from '../../shared/ui/data-table/index.ts';

/** The value a column filters and sorts on. */
export type ColumnValue<T> = (row: T) => string | number;

function matches(value: string | number, mode: MatchMode, wanted: string): boolean {
  if (typeof value === 'number') {
    const n = Number(wanted);
    if (!Number.isFinite(n)) return false;
    switch (mode) {
      case 'NOT_EQUALS':
        return value !== n;
      case 'LESS_THAN':
        return value < n;
      case 'LESS_THAN_OR_EQUAL':
        return value <= n;
      case 'GREATER_THAN':
        return value > n;
      case 'GREATER_THAN_OR_EQUAL':
        return value >= n;
      default:
        return value === n;
    }
  }
  const text = value.toLocaleLowerCase();
  const w = wanted.toLocaleLowerCase();
  switch (mode) {
    case 'NOT_CONTAINS':
      return !text.includes(w);
    case 'STARTS_WITH':
      return text.startsWith(w);
    case 'ENDS_WITH':
      return text.endsWith(w);
    case 'EQUALS':
      return text === w;
    case 'NOT_EQUALS':
      return text !== w;
    default:
      return text.includes(w);
  }
}

const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), undefined, { numeric: true });

/** The rows that pass every filled filter, sorted, and the page of them the state shows. */
export function applyLocalTable<T>(
  rows: readonly T[],
  state: TableState,
  values: Readonly<Record<string, ColumnValue<T>>>,
): { page: T[]; totalCount: number } {
  let kept = rows.filter((row) =>
    Object.entries(state.filters).every(([id, filter]) => {
      const value = values[id];
      const wanted = filter.value.trim();
      return !value || wanted === '' || matches(value(row), filter.matchMode, wanted);
    }),
  );
  const sort = state.sorting[0];
  const sortValue = sort ? values[sort.id] : undefined;
  if (sort && sortValue) {
    kept = [...kept].sort((a, b) => compare(sortValue(a), sortValue(b)) * (sort.desc ? -1 : 1));
  }
  const start = state.pageIndex * state.pageSize;
  return { page: kept.slice(start, start + state.pageSize), totalCount: kept.length };
}
