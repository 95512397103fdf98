import { Badge, Table } from '@chakra-ui/react';
import type { CallListFilterRowFragment } from '../../generated/graphql.ts';
import { formatCount, formatDate } from '../campaigns/format.ts';

/** Member lists of Targeted and Creatio campaigns: only listed members are eligible (spec 4 §2.4). */
export function TargetedFiltersTable({ filters }: { filters: readonly CallListFilterRowFragment[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" striped aria-label="Targeted campaign members">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Added By</Table.ColumnHeader>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Member Count</Table.ColumnHeader>
            <Table.ColumnHeader>Campaign Name</Table.ColumnHeader>
            <Table.ColumnHeader>Is Exclusive</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {filters.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={6} textAlign="center" color="fg.muted">
                No targeted campaign lists.
              </Table.Cell>
            </Table.Row>
          )}
          {filters.map((filter) => (
            <Table.Row key={filter.id} data-filter-name={filter.name}>
              <Table.Cell fontWeight="medium">{filter.name}</Table.Cell>
              <Table.Cell>{filter.addedBy}</Table.Cell>
              <Table.Cell>{formatDate(filter.addedAt)}</Table.Cell>
              <Table.Cell textAlign="end">{formatCount(filter.memberCount)}</Table.Cell>
              <Table.Cell>{filter.campaignName ?? ''}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={filter.isExclusive ? 'purple' : 'gray'}>{filter.isExclusive ? 'Yes' : 'No'}</Badge>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
