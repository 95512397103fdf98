import { Fragment, type ReactNode } from 'react';
import { Table } from '@chakra-ui/react';
import type { CallListFilterRowFragment } from '../../generated/graphql.ts';
import { formatCount, formatDate } from '../campaigns/format.ts';
import { EmptyTableRow } from '../../shared/ui/empty-table-row.tsx';

/** A column a filters table adds after the shared Name / Added By / Date / Member Count ones. */
export interface FilterColumn {
  key: string;
  /** A Table.ColumnHeader. */
  header: ReactNode;
  /** The filter's Table.Cell. */
  cell(filter: CallListFilterRowFragment): ReactNode;
}

interface FiltersTableProps {
  /** The table's accessible name. */
  label: string;
  filters: readonly CallListFilterRowFragment[];
  emptyText: string;
  columns: readonly FilterColumn[];
}

const SHARED_COLUMN_COUNT = 4;

/** The call-list filters tables' frame: one row per filter, its shared columns, then the table's own. */
export function FiltersTable({ label, filters, emptyText, columns }: FiltersTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" striped aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Added By</Table.ColumnHeader>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Member Count</Table.ColumnHeader>
            {columns.map((column) => (
              <Fragment key={column.key}>{column.header}</Fragment>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {filters.length === 0 && (
            <EmptyTableRow colSpan={SHARED_COLUMN_COUNT + columns.length}>{emptyText}</EmptyTableRow>
          )}
          {filters.map((filter) => (
            <Table.Row key={filter.id} data-filter-name={filter.name}>
              <Table.Cell fontWeight="medium">{filter.name}</Table.Cell>
              <Table.Cell>{filter.addedBy}</Table.Cell>
              <Table.Cell>{formatDate(filter.addedAt)}</Table.Cell>
              <Table.Cell textAlign="end">{formatCount(filter.memberCount)}</Table.Cell>
              {columns.map((column) => (
                <Fragment key={column.key}>{column.cell(filter)}</Fragment>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
