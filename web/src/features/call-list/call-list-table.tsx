import { Button, Table } from '@chakra-ui/react';
import type { CallListViewFragment } from '../../generated/graphql.ts';
import { NONE, formatDateTime, formatPoints } from './format.ts';
import { EmptyTableRow } from '../../shared/ui/empty-table-row.tsx';

export type CallListRow = CallListViewFragment['entries'][number];

export const EMPTY_LIST_TEXT = "No members left on today's list.";

interface CallListTableProps {
  campaignName: string;
  entries: readonly CallListRow[];
  /** Members whose call is being logged: their Call button is disabled. */
  calling: ReadonlySet<string>;
  onCall(row: CallListRow): void;
}

/** Today's list of one campaign, highest points first as the gateway sends it (spec 4 §2.3). */
export function CallListTable({ campaignName, entries, calling, onCall }: CallListTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" striped stickyHeader aria-label={`${campaignName} call list`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>AaneelId</Table.ColumnHeader>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Points</Table.ColumnHeader>
            <Table.ColumnHeader>Driver</Table.ColumnHeader>
            <Table.ColumnHeader>Last Attempt</Table.ColumnHeader>
            <Table.ColumnHeader aria-label="Actions" />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.length === 0 && (
            <EmptyTableRow colSpan={6}>{EMPTY_LIST_TEXT}</EmptyTableRow>
          )}
          {entries.map((row) => (
            <Table.Row key={row.memberId} data-member-id={row.memberId}>
              <Table.Cell>{row.aaneelId}</Table.Cell>
              <Table.Cell fontWeight="medium">{row.fullName}</Table.Cell>
              <Table.Cell textAlign="end">{formatPoints(row.points)}</Table.Cell>
              <Table.Cell>{row.primaryDriver ?? NONE}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(row.lastCallAttempt)}</Table.Cell>
              <Table.Cell textAlign="end">
                <Button
                  size="xs"
                  colorPalette="green"
                  aria-label={`Call ${row.aaneelId}`}
                  disabled={calling.has(row.memberId)}
                  onClick={() => onCall(row)}
                >
                  Call
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
