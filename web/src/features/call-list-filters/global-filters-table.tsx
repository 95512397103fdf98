import { Button, Flex, IconButton, Table } from '@chakra-ui/react';
import type { CallListFilterRowFragment } from '../../generated/graphql.ts';
import { formatCount, formatDate } from '../campaigns/format.ts';

interface GlobalFiltersTableProps {
  filters: readonly CallListFilterRowFragment[];
  /** The filter whose delete awaits the tick or the cross. */
  confirmingId: string | null;
  deletingId: string | null;
  onAskDelete(filter: CallListFilterRowFragment): void;
  onConfirmDelete(filter: CallListFilterRowFragment): void;
  onCancelDelete(): void;
}

/** Filters that make a member ineligible for every campaign; delete asks a ✓ / ✗ in the row (spec 4 §2.4). */
export function GlobalFiltersTable({ filters, confirmingId, deletingId, onAskDelete, onConfirmDelete, onCancelDelete }: GlobalFiltersTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" striped aria-label="Global filters">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Added By</Table.ColumnHeader>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Member Count</Table.ColumnHeader>
            <Table.ColumnHeader aria-label="Actions" w="120px" />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {filters.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={5} textAlign="center" color="fg.muted">
                No global filters.
              </Table.Cell>
            </Table.Row>
          )}
          {filters.map((filter) => (
            <Table.Row key={filter.id} data-filter-name={filter.name}>
              <Table.Cell fontWeight="medium">{filter.name}</Table.Cell>
              <Table.Cell>{filter.addedBy}</Table.Cell>
              <Table.Cell>{formatDate(filter.addedAt)}</Table.Cell>
              <Table.Cell textAlign="end">{formatCount(filter.memberCount)}</Table.Cell>
              <Table.Cell textAlign="end">
                {confirmingId === filter.id ? (
                  <Flex gap="1" justify="flex-end">
                    <IconButton size="xs" colorPalette="red" aria-label="Confirm delete" loading={deletingId === filter.id} onClick={() => onConfirmDelete(filter)}>
                      ✓
                    </IconButton>
                    <IconButton size="xs" variant="outline" aria-label="Cancel delete" disabled={deletingId === filter.id} onClick={onCancelDelete}>
                      ✗
                    </IconButton>
                  </Flex>
                ) : (
                  <Button size="xs" variant="ghost" colorPalette="red" aria-label={`Delete ${filter.name}`} disabled={deletingId !== null} onClick={() => onAskDelete(filter)}>
                    Delete
                  </Button>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
