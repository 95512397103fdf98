import { useState } from 'react';
import { Flex, Spinner, Table } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { MyCallHistoryDocument } from '../../generated/graphql.ts';
import { ActionErrorModal } from './action-error-modal.tsx';
import { NONE, formatDateTime, formatPoints } from './format.ts';
import { EmptyTableRow } from '../../shared/ui/empty-table-row.tsx';

export const EMPTY_HISTORY_TEXT = 'You have not logged any calls yet.';

/**
 * My Call History (spec 4 §2.3): the viewer's last 20 calls. Mounted each time the tab opens,
 * and always read from the network, so it shows the calls just logged.
 */
export function CallHistory() {
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(MyCallHistoryDocument, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const [dismissed, setDismissed] = useState<unknown>(null);
  const rows = data?.myCallHistory ?? [];
  const open = (memberId: string) => void navigate(`/member/${encodeURIComponent(memberId)}#communications`);

  return (
    <>
      <ActionErrorModal action="Loading Call Logs" error={error && error !== dismissed ? error : null} onClose={() => setDismissed(error)} />
      {loading && !data ? (
        <Flex justify="center" py="10">
          <Spinner aria-label="Loading call history" />
        </Flex>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" striped interactive aria-label="My Call History">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>AaneelId</Table.ColumnHeader>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Neighborhood</Table.ColumnHeader>
                <Table.ColumnHeader>Payer</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Points</Table.ColumnHeader>
                <Table.ColumnHeader>Driver</Table.ColumnHeader>
                <Table.ColumnHeader>Date</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.length === 0 && (
                <EmptyTableRow colSpan={7}>{EMPTY_HISTORY_TEXT}</EmptyTableRow>
              )}
              {rows.map((row) => (
                <Table.Row
                  key={`${row.campaignId}-${row.memberId}-${row.calledAt}`}
                  data-member-id={row.memberId}
                  cursor="pointer"
                  tabIndex={0}
                  onClick={() => open(row.memberId)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      open(row.memberId);
                    }
                  }}
                >
                  <Table.Cell>{row.aaneelId}</Table.Cell>
                  <Table.Cell fontWeight="medium">{row.fullName}</Table.Cell>
                  <Table.Cell>{row.neighborhood ?? NONE}</Table.Cell>
                  <Table.Cell>{row.payer}</Table.Cell>
                  <Table.Cell textAlign="end">{formatPoints(row.points)}</Table.Cell>
                  <Table.Cell>{row.primaryDriver ?? NONE}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(row.calledAt)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </>
  );
}
