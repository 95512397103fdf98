import { Button, Flex, IconButton } from '@chakra-ui/react';
import type { CallListFilterRowFragment } from '../../generated/graphql.ts';
import { FiltersTable, type FilterColumn } from './filters-table.tsx';

interface GlobalFiltersTableProps {
  filters: readonly CallListFilterRowFragment[];
  /** The filter whose delete awaits the tick or the cross. */
  confirmingId: string | null;
  deletingId: string | null;
  onAskDelete: (filter: CallListFilterRowFragment) => void;
  onConfirmDelete: (filter: CallListFilterRowFragment) => void;
  onCancelDelete: () => void;
}

/** Filters that make a member ineligible for every campaign; delete asks a ✓ / ✗ in the row. */
export function GlobalFiltersTable({
  filters,
  confirmingId,
  deletingId,
  onAskDelete,
  onConfirmDelete,
  onCancelDelete,
}: GlobalFiltersTableProps) {
  const actions: FilterColumn = {
    key: 'actions',
    header: null,
    label: 'Actions',
    align: 'end',
    headerProps: { w: '120px' },
    cell: (filter) =>
      confirmingId === filter.id ? (
        <Flex gap="1" justify="flex-end">
          <IconButton
            size="xs"
            colorPalette="red"
            aria-label="Confirm delete"
            loading={deletingId === filter.id}
            onClick={() => onConfirmDelete(filter)}
          >
            ✓
          </IconButton>
          <IconButton size="xs" variant="outline" aria-label="Cancel delete" disabled={deletingId === filter.id} onClick={onCancelDelete}>
            ✗
          </IconButton>
        </Flex>
      ) : (
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          aria-label={`Delete ${filter.name}`}
          disabled={deletingId !== null}
          onClick={() => onAskDelete(filter)}
        >
          Delete
        </Button>
      ),
  };
  return <FiltersTable label="Global filters" filters={filters} emptyText="No global filters." columns={[actions]} />;
}
