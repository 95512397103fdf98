import type { ReactNode } from 'react';
import { Table } from '@chakra-ui/react';
import { EmptyTableRow } from './empty-table-row.tsx';

export interface ListColumn<T> {
  key: string;
  /** Header text; leave it empty for a column of buttons and give `label`. */
  header: ReactNode;
  /** Accessible name of a header without text (e.g. 'Actions'). */
  label?: string;
  /** Numbers and row buttons line up at the end. */
  align?: 'end';
  cell: (row: T) => ReactNode;
  cellProps?: Table.CellProps;
  headerProps?: Table.ColumnHeaderProps;
}

export interface ListTableProps<T> {
  /** The table's accessible name. */
  caption: string;
  columns: readonly ListColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** What the table says when it lists nothing. */
  emptyText: ReactNode;
  striped?: boolean;
  stickyHeader?: boolean;
  interactive?: boolean;
  /** Extra props of a row: data attributes, a click that opens it. */
  rowProps?: (row: T) => Table.RowProps & Record<`data-${string}`, string>;
  scrollProps?: Table.ScrollAreaProps;
}

/**
 * A list the page already holds in full, as one small bordered table: a header row, one row per
 * item, and the empty text when there is none. Pages and filters on the server use DataTable.
 */
export function ListTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  emptyText,
  striped = true,
  stickyHeader,
  interactive,
  rowProps,
  scrollProps,
}: ListTableProps<T>) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" {...scrollProps}>
      <Table.Root size="sm" striped={striped} stickyHeader={stickyHeader} interactive={interactive} aria-label={caption}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} textAlign={column.align} aria-label={column.label} {...column.headerProps}>
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 && <EmptyTableRow colSpan={columns.length}>{emptyText}</EmptyTableRow>}
          {rows.map((row) => (
            <Table.Row key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column) => (
                <Table.Cell key={column.key} textAlign={column.align} {...column.cellProps}>
                  {column.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
