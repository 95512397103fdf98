import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { Box, Button, HStack, Spinner, Table, Text } from '@chakra-ui/react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type SortingState, type Updater } from '@tanstack/react-table';
import { ColumnFilter } from './column-filter.tsx';
import { PaginationBar } from './pagination-bar.tsx';
import {
  PAGE_SIZE_OPTIONS,
  withFilter,
  withSorting,
  withPageSize,
  type ColumnFieldSpec,
  type MatchMode,
  type TableState,
} from './table-state.ts';
import { EmptyTableRow } from '../empty-table-row.tsx';

export const EMPTY_TEXT = 'No data found.';

export interface DataColumn<T, F extends string = string> extends ColumnFieldSpec<F> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Match modes offered by the column's filter (first is the default); no filter when absent. */
  matchModes?: readonly MatchMode[];
  /** Sortable on the server; defaults to true for columns with a field. */
  sortable?: boolean;
  filterInput?: 'text' | 'date';
}

export interface DataTableProps<T, F extends string = string> {
  /** Accessible name of the table. */
  caption: string;
  columns: readonly DataColumn<T, F>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  totalCount: number;
  loading: boolean;
  state: TableState;
  onStateChange: (state: TableState) => void;
  pageSizeOptions?: readonly number[];
  emptyText?: string;
  /** Buttons above the table (e.g. the CSV export). */
  toolbar?: ReactNode;
  /**
   * Detail shown under a row when it is expanded (a first column of expand toggles appears);
   * rows for which it answers null cannot be expanded.
   */
  renderExpanded?: (row: T) => ReactNode | null;
  /** Label of a row's expand toggle, e.g. `Show change log for 123`. */
  expandLabel?: (row: T) => string;
  /** Clicking (or Enter on) a row opens it; interactive cells should stop propagation. */
  onRowClick?: (row: T) => void;
  /** Accessible name of a clickable row. */
  rowLabel?: (row: T) => string;
}

const resolve = <V,>(updater: Updater<V>, old: V): V => (typeof updater === 'function' ? (updater as (o: V) => V)(old) : updater);

/**
 * A server-driven table: filtering, sorting and paging happen on the gateway, so this component
 * only renders the current page and reports state changes (see tableStateToArgs).
 */
export function DataTable<T, F extends string = string>(props: DataTableProps<T, F>) {
  const { caption, columns, rows, rowKey, totalCount, loading, state, onStateChange, toolbar, renderExpanded, onRowClick } = props;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const columnCount = columns.length + (renderExpanded ? 1 : 0);
  const pageSizeOptions = props.pageSizeOptions ?? PAGE_SIZE_OPTIONS;
  const emptyText = props.emptyText ?? EMPTY_TEXT;

  const columnDefs = useMemo<ColumnDef<T>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        header: c.header,
        // Sorting happens on the server; tanstack still only offers it for columns with an accessor.
        accessorFn: (row: T) => row,
        // Otherwise tanstack guesses the first direction from the accessor's value type.
        sortDescFirst: false,
        enableSorting: Boolean(c.field) && c.sortable !== false,
        cell: ({ row }) => c.cell(row.original),
      })),
    [columns],
  );

  const table = useReactTable<T>({
    data: rows as T[],
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => rowKey(row),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: false,
    rowCount: totalCount,
    state: { sorting: state.sorting, pagination: { pageIndex: state.pageIndex, pageSize: state.pageSize } },
    onSortingChange: (updater) => onStateChange(withSorting(state, resolve<SortingState>(updater, state.sorting))),
  });

  const anyFilter = columns.some((c) => c.field && c.matchModes?.length);

  return (
    <Box>
      {toolbar && (
        <HStack justify="flex-end" mb="2">
          {toolbar}
        </HStack>
      )}
      <Box position="relative" overflowX="auto" borderWidth="1px" borderRadius="md" minH={loading ? '24' : undefined}>
        <Table.Root size="sm" aria-label={caption} aria-busy={loading} aria-rowcount={totalCount}>
          <Table.Header>
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id}>
                {renderExpanded && <Table.ColumnHeader w="8" aria-label="Details" />}
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
                  const label = String(header.column.columnDef.header);
                  return (
                    <Table.ColumnHeader key={header.id} aria-sort={header.column.getCanSort() ? ariaSort : undefined} whiteSpace="nowrap">
                      {header.column.getCanSort() ? (
                        <Button
                          variant="ghost"
                          size="xs"
                          px="1"
                          fontWeight="semibold"
                          onClick={header.column.getToggleSortingHandler()}
                          aria-label={`Sort by ${label}`}
                        >
                          {label}
                          <Text as="span" aria-hidden color="fg.muted">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </Text>
                        </Button>
                      ) : (
                        <Text as="span" fontSize="xs" fontWeight="semibold" px="1">
                          {label}
                        </Text>
                      )}
                    </Table.ColumnHeader>
                  );
                })}
              </Table.Row>
            ))}
            {anyFilter && (
              <Table.Row>
                {renderExpanded && <Table.ColumnHeader py="1" />}
                {columns.map((c) => (
                  <Table.ColumnHeader key={c.id} py="1">
                    {c.field && c.matchModes?.length ? (
                      <ColumnFilter
                        label={c.header}
                        matchModes={c.matchModes}
                        inputType={c.filterInput ?? 'text'}
                        filter={state.filters[c.id]}
                        onChange={(filter) => onStateChange(withFilter(state, c.id, filter))}
                      />
                    ) : null}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            )}
          </Table.Header>
          <Table.Body>
            {table.getRowModel().rows.map((row) => {
              const detail = renderExpanded?.(row.original) ?? null;
              const isOpen = detail !== null && expanded.has(row.id);
              return (
                <Fragment key={row.id}>
                  <Table.Row
                    {...(onRowClick && {
                      cursor: 'pointer',
                      tabIndex: 0,
                      'aria-label': props.rowLabel?.(row.original),
                      _hover: { bg: 'bg.muted' },
                      onClick: () => onRowClick(row.original),
                      onKeyDown: (e: React.KeyboardEvent) => {
                        if (e.key === 'Enter' && e.target === e.currentTarget) onRowClick(row.original);
                      },
                    })}
                  >
                    {renderExpanded && (
                      <Table.Cell px="1">
                        {detail !== null && (
                          <Button
                            variant="ghost"
                            size="2xs"
                            aria-expanded={isOpen}
                            aria-label={props.expandLabel?.(row.original) ?? 'Show details'}
                            onClick={(e) => {
                              e.stopPropagation();
                              toggle(row.id);
                            }}
                          >
                            {isOpen ? '▾' : '▸'}
                          </Button>
                        )}
                      </Table.Cell>
                    )}
                    {row.getVisibleCells().map((cell) => (
                      <Table.Cell key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Cell>
                    ))}
                  </Table.Row>
                  {isOpen && (
                    <Table.Row bg="bg.subtle">
                      <Table.Cell colSpan={columnCount}>{detail}</Table.Cell>
                    </Table.Row>
                  )}
                </Fragment>
              );
            })}
            {!loading && rows.length === 0 && <EmptyTableRow colSpan={columnCount}>{emptyText}</EmptyTableRow>}
          </Table.Body>
        </Table.Root>
        {loading && (
          <Box position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center" bg="bg/60" role="status">
            <Spinner size="md" aria-hidden />
            <Text ms="2">Loading…</Text>
          </Box>
        )}
      </Box>
      <PaginationBar
        pageIndex={state.pageIndex}
        pageSize={state.pageSize}
        totalCount={totalCount}
        pageSizeOptions={pageSizeOptions}
        onPageChange={(pageIndex) => onStateChange({ ...state, pageIndex })}
        onPageSizeChange={(pageSize) => onStateChange(withPageSize(state, pageSize))}
      />
    </Box>
  );
}
