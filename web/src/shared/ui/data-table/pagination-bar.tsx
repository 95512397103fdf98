import { Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { formatCount } from '../../lib/format.ts';

export interface PaginationBarProps {
  pageIndex: number;
  pageSize: number;
  totalCount: number;
  pageSizeOptions: readonly number[];
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

export function PaginationBar({ pageIndex, pageSize, totalCount, pageSizeOptions, onPageChange, onPageSizeChange }: PaginationBarProps) {
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));
  const first = totalCount === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(totalCount, (pageIndex + 1) * pageSize);
  const atStart = pageIndex <= 0;
  const atEnd = pageIndex >= pageCount - 1;
  return (
    <HStack justify="space-between" wrap="wrap" gap="3" py="2">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Showing {formatCount(first)}–{formatCount(last)} of {formatCount(totalCount)}
      </Text>
      <HStack gap="1" as="nav" aria-label="Pagination">
        <Button size="xs" variant="outline" aria-label="First page" disabled={atStart} onClick={() => onPageChange(0)}>
          «
        </Button>
        <Button size="xs" variant="outline" aria-label="Previous page" disabled={atStart} onClick={() => onPageChange(pageIndex - 1)}>
          ‹
        </Button>
        <Text fontSize="sm" px="2">
          Page {formatCount(pageIndex + 1)} of {formatCount(pageCount)}
        </Text>
        <Button size="xs" variant="outline" aria-label="Next page" disabled={atEnd} onClick={() => onPageChange(pageIndex + 1)}>
          ›
        </Button>
        <Button size="xs" variant="outline" aria-label="Last page" disabled={atEnd} onClick={() => onPageChange(pageCount - 1)}>
          »
        </Button>
        <NativeSelect.Root size="xs" width="auto" ms="2">
          <NativeSelect.Field aria-label="Rows per page" value={pageSize} onChange={(e) => onPageSizeChange(Number(e.currentTarget.value))}>
            {pageSizeOptions.map((size) => (
              <option key={size} value={size}>
                {size} / page
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
    </HStack>
  );
}
