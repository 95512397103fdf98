import { Button } from '@chakra-ui/react';
import type { CallListViewFragment } from '../../generated/graphql.ts';
import { formatDateTime, formatPoints, formatText } from '../../shared/lib/format.ts';
import { ListTable, type ListColumn } from '../../shared/ui/list-table.tsx';

export type CallListRow = CallListViewFragment['entries'][number];

export const EMPTY_LIST_TEXT = "No members left on today's list.";

interface CallListTableProps {
  campaignName: string;
  entries: readonly CallListRow[];
  /** Members whose call is being logged: their Call button is disabled. */
  calling: ReadonlySet<string>;
  onCall(row: CallListRow): void;
}

function columns(calling: ReadonlySet<string>, onCall: (row: CallListRow) => void): ListColumn<CallListRow>[] {
  return [
    { key: 'aaneelId', header: 'AaneelId', cell: (row) => row.aaneelId },
    { key: 'name', header: 'Name', cellProps: { fontWeight: 'medium' }, cell: (row) => row.fullName },
    { key: 'points', header: 'Points', align: 'end', cell: (row) => formatPoints(row.points) },
    { key: 'driver', header: 'Driver', cell: (row) => formatText(row.primaryDriver) },
    { key: 'lastAttempt', header: 'Last Attempt', cellProps: { whiteSpace: 'nowrap' }, cell: (row) => formatDateTime(row.lastCallAttempt) },
    {
      key: 'actions',
      header: null,
      label: 'Actions',
      align: 'end',
      cell: (row) => (
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
}

/** Today's list of one campaign, highest points first as the gateway sends it. */
export function CallListTable({ campaignName, entries, calling, onCall }: CallListTableProps) {
  return (
    <ListTable
      caption={`${campaignName} call list`}
      columns={columns(calling, onCall)}
      rows={entries}
      rowKey={(row) => row.memberId}
      emptyText={EMPTY_LIST_TEXT}
      stickyHeader
      rowProps={(row) => ({ 'data-member-id': row.memberId })}
    />
  );
}
