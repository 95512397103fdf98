/**
 * The config tables (category patterns, file types, sources) arrive whole — a few hundred rows at
 * most — so sorting and paging them happens in the browser, with the shared table's state.
 */
import type { TableState } from '../../shared/ui/data-table/index.ts';

/** Config tables show 5 rows, with 5, 10, 25 or 50 a page. */
export const CONFIG_PAGE_SIZES = [5, 10, 25, 50] as const;

/** The text a column sorts on. */
export type SortValue<T> = (row: T) => string;

/** The rows sorted as the state asks (numbers inside text in numeric order) and the page it shows. */
export function localPage<T>(rows: readonly T[], state: TableState, values: Readonly<Record<string, SortValue<T>>>): T[] {
  const sort = state.sorting[0];
  const value = sort ? values[sort.id] : undefined;
  const sorted =
    sort && value
      ? [...rows].sort((a, b) => value(a).localeCompare(value(b), 'en', { numeric: true, sensitivity: 'base' }) * (sort.desc ? -1 : 1))
      : rows;
  const start = state.pageIndex * state.pageSize;
  return sorted.slice(start, start + state.pageSize);
}
