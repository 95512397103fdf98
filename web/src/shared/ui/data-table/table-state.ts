/**
 * The state of a server-driven table and its translation to the gateway's typed table
 * arguments `{ filters: [{ field, matchMode, value }], sort: [{ field, direction }], skip, take }`.
 * Pure, so the mapping is tested without a browser.
 */

/** Match modes the gateway's table fields accept (schema/graph/core.graphql MatchMode). */
export type MatchMode =
  | 'EQUALS'
  | 'NOT_EQUALS'
  | 'CONTAINS'
  | 'NOT_CONTAINS'
  | 'STARTS_WITH'
  | 'ENDS_WITH'
  | 'LESS_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'GREATER_THAN'
  | 'GREATER_THAN_OR_EQUAL'
  | 'DATE_IS'
  | 'DATE_IS_NOT'
  | 'DATE_BEFORE'
  | 'DATE_AFTER';

export const MATCH_MODE_LABELS: Record<MatchMode, string> = {
  CONTAINS: 'Contains',
  NOT_CONTAINS: 'Not contains',
  STARTS_WITH: 'Starts with',
  ENDS_WITH: 'Ends with',
  EQUALS: 'Equals',
  NOT_EQUALS: 'Not equals',
  LESS_THAN: 'Less than',
  LESS_THAN_OR_EQUAL: 'Less than or equal',
  GREATER_THAN: 'Greater than',
  GREATER_THAN_OR_EQUAL: 'Greater than or equal',
  DATE_IS: 'Date is',
  DATE_IS_NOT: 'Date is not',
  DATE_BEFORE: 'Date before',
  DATE_AFTER: 'Date after',
};

export const TEXT_MATCH_MODES: readonly MatchMode[] = ['CONTAINS', 'NOT_CONTAINS', 'STARTS_WITH', 'ENDS_WITH', 'EQUALS', 'NOT_EQUALS'];
export const DATE_MATCH_MODES: readonly MatchMode[] = ['DATE_IS', 'DATE_IS_NOT', 'DATE_BEFORE', 'DATE_AFTER'];
export const ID_MATCH_MODES: readonly MatchMode[] = ['EQUALS', 'NOT_EQUALS'];

export const PAGE_SIZE_OPTIONS: readonly number[] = [10, 20, 50];

export interface ColumnFilterState {
  matchMode: MatchMode;
  value: string;
}

export interface SortState {
  /** Column id. */
  id: string;
  desc: boolean;
}

export interface TableState {
  /** Column id → its filter box (empty values are not sent). */
  filters: Record<string, ColumnFilterState>;
  sorting: SortState[];
  pageIndex: number;
  pageSize: number;
}

/** What the state mapping needs to know about a column: the gateway field it filters and sorts on. */
export interface ColumnFieldSpec<F extends string = string> {
  id: string;
  /** The gateway's field enum value; columns without one cannot be filtered or sorted. */
  field?: F;
}

export interface TableFilterArg<F extends string = string> {
  field: F;
  matchMode: MatchMode;
  value: string;
}
export interface TableSortArg<F extends string = string> {
  field: F;
  direction: 'ASC' | 'DESC';
}
export interface TableArgs<F extends string = string> {
  filters: TableFilterArg<F>[];
  sort: TableSortArg<F>[];
  skip: number;
  take: number;
}

export function initialTableState(pageSize = PAGE_SIZE_OPTIONS[0], sorting: SortState[] = []): TableState {
  return { filters: {}, sorting, pageIndex: 0, pageSize };
}

/** Table state → the gateway's typed arguments, in column order; blank filter boxes are dropped. */
export function tableStateToArgs<F extends string>(state: TableState, columns: readonly ColumnFieldSpec<F>[]): TableArgs<F> {
  const fieldOf = new Map(columns.filter((c) => c.field).map((c) => [c.id, c.field!]));
  const filters: TableFilterArg<F>[] = [];
  for (const column of columns) {
    const filter = state.filters[column.id];
    const field = fieldOf.get(column.id);
    const value = filter?.value.trim() ?? '';
    if (!filter || !field || value === '') continue;
    filters.push({ field, matchMode: filter.matchMode, value });
  }
  const sort = state.sorting.flatMap((s): TableSortArg<F>[] => {
    const field = fieldOf.get(s.id);
    return field ? [{ field, direction: s.desc ? 'DESC' : 'ASC' }] : [];
  });
  return { filters, sort, skip: state.pageIndex * state.pageSize, take: state.pageSize };
}

/** Applying a filter or sort change starts again from the first page (the old page may not exist). */
export function withFilter(state: TableState, columnId: string, filter: ColumnFilterState): TableState {
  return { ...state, filters: { ...state.filters, [columnId]: filter }, pageIndex: 0 };
}
export function withSorting(state: TableState, sorting: SortState[]): TableState {
  return { ...state, sorting, pageIndex: 0 };
}
export function withPageSize(state: TableState, pageSize: number): TableState {
  return { ...state, pageSize, pageIndex: 0 };
}
