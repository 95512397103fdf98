import { useRef, type ReactNode } from 'react';
import { Button, chakra, Table } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { CallListViewFragment } from '../../generated/graphql.ts';
import { formatDateTime, formatPoints, formatText } from '../../shared/lib/format.ts';
import { EmptyTableRow } from '../../shared/ui/empty-table-row.tsx';
import { nextSort, type CallListSort, type CallListSortKey } from './call-list-view.ts';

export type CallListRow = CallListViewFragment['entries'][number];

export const EMPTY_LIST_TEXT = "No members left on today's list.";
export const NO_MATCH_TEXT = 'No member on this list matches the search.';

/** Lists longer than this render only the rows in view (plus a few either side) as the user scrolls. */
export const VIRTUALISE_FROM = 200;
/** Height of one row of the small table, in pixels: the first guess before rows are measured. */
const ROW_HEIGHT_PX = 49;

interface CallListTableProps {
  campaignName: string;
  /** The rows to show, already searched and sorted. */
  entries: readonly CallListRow[];
  /** Whether the list is being searched (changes what the table says when it shows nothing). */
  searching: boolean;
  sort: CallListSort | null;
  onSort: (sort: CallListSort | null) => void;
  /** Members whose call is being logged: their Call button is disabled. */
  calling: ReadonlySet<string>;
  onCall: (row: CallListRow) => void;
}

interface Column {
  key: CallListSortKey | 'actions';
  header: string;
  align?: 'end';
  cell: (row: CallListRow, props: CallListTableProps) => ReactNode;
}

const COLUMNS: readonly Column[] = [
  { key: 'aaneelId', header: 'AaneelId', cell: (row) => row.aaneelId },
  { key: 'name', header: 'Name', cell: (row) => <chakra.span fontWeight="medium">{row.fullName}</chakra.span> },
  { key: 'points', header: 'Points', align: 'end', cell: (row) => formatPoints(row.points) },
  { key: 'driver', header: 'Driver', cell: (row) => formatText(row.primaryDriver) },
  { key: 'lastAttempt', header: 'Last Attempt', cell: (row) => formatDateTime(row.lastCallAttempt) },
  {
    key: 'actions',
    header: 'Actions',
    align: 'end',
    cell: (row, { calling, onCall }) => (
      <Button
        size="xs"
        colorPalette="green"
        aria-label={`Call ${row.aaneelId}`}
        disabled={calling.has(row.memberId)}
        onClick={() => onCall(row)}
      >
        Call
      </Button>
    ),
  },
];

function SortHeader({ column, sort, onSort }: { column: Column; sort: CallListSort | null; onSort: CallListTableProps['onSort'] }) {
  if (column.key === 'actions') {
    return (
      <Table.ColumnHeader textAlign="end">
        <chakra.span srOnly>{column.header}</chakra.span>
      </Table.ColumnHeader>
    );
  }
  const key = column.key;
  const direction = sort?.key === key ? sort.direction : undefined;
  return (
    <Table.ColumnHeader textAlign={column.align} aria-sort={direction ?? 'none'} whiteSpace="nowrap">
      <Button
        variant="ghost"
        size="xs"
        px="1"
        fontWeight="semibold"
        onClick={() => onSort(nextSort(sort, key))}
        title={`Sort by ${column.header}`}
      >
        {column.header}
        <chakra.span aria-hidden color="fg.muted">
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </chakra.span>
      </Button>
    </Table.ColumnHeader>
  );
}

function Row({
  row,
  index,
  props,
  measure,
}: {
  row: CallListRow;
  index: number;
  props: CallListTableProps;
  measure?: (el: Element | null) => void;
}) {
  return (
    <Table.Row data-member-id={row.memberId} data-index={index} aria-rowindex={index + 2} ref={measure}>
      {COLUMNS.map((column) => (
        <Table.Cell key={column.key} textAlign={column.align} whiteSpace="nowrap">
          {column.cell(row, props)}
        </Table.Cell>
      ))}
    </Table.Row>
  );
}

/** A spacer row standing in for the rows scrolled out of view. */
function Spacer({ height }: { height: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={COLUMNS.length} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}

/**
 * Today's list of one campaign: sortable column headers (a click sorts ascending, again
 * descending, a third time back to the list's own order), a header that stays in view while the
 * rows scroll inside their box, and — for long lists — only the rows in view in the page, so a
 * list of thousands scrolls as fast as one of ten. Screen readers still hear the full row count.
 */
export function CallListTable(props: CallListTableProps) {
  const { campaignName, entries, searching, sort, onSort } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = entries.length > VIRTUALISE_FROM;
  const virtualizer = useVirtualizer({
    count: virtual ? entries.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: 10,
    getItemKey: (index) => entries[index]?.memberId ?? index,
    // Rows are measured once shown; an element not laid out (height 0) keeps the estimate.
    measureElement: (element) => element.getBoundingClientRect().height || ROW_HEIGHT_PX,
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const before = items[0]?.start ?? 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;

  return (
    // The box scrolls by keyboard too (it takes focus), and its name says which list it holds.
    <Table.ScrollArea
      ref={scrollRef}
      borderWidth="1px"
      rounded="md"
      maxH="max(20rem, calc(100vh - 16rem))"
      overflow="auto"
      tabIndex={0}
      role="region"
      aria-label={`${campaignName} call list, scrollable`}
      data-testid="call-list-scroll"
    >
      <Table.Root size="sm" stickyHeader aria-label={`${campaignName} call list`} aria-rowcount={entries.length + 1}>
        <Table.Header>
          <Table.Row aria-rowindex={1}>
            {COLUMNS.map((column) => (
              <SortHeader key={column.key} column={column} sort={sort} onSort={onSort} />
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.length === 0 && <EmptyTableRow colSpan={COLUMNS.length}>{searching ? NO_MATCH_TEXT : EMPTY_LIST_TEXT}</EmptyTableRow>}
          {virtual ? (
            <>
              <Spacer height={before} />
              {items.map((item) => (
                <Row key={item.key} row={entries[item.index]} index={item.index} props={props} measure={virtualizer.measureElement} />
              ))}
              <Spacer height={after} />
            </>
          ) : (
            entries.map((row, index) => <Row key={row.memberId} row={row} index={index} props={props} />)
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
