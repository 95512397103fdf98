import { useState } from 'react';
import { Flex, Spinner } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from '../../shared/lib/router.ts';
import { MyCallHistoryDocument, type MyCallHistoryQuery } from '../../generated/graphql.ts';
import { ActionErrorModal } from '../../shared/ui/error-modal.tsx';
import { formatDateTime, formatPoints, formatText } from '../../shared/lib/format.ts';
import { ListTable, type ListColumn } from '../../shared/ui/list-table.tsx';

export const EMPTY_HISTORY_TEXT = 'You have not logged any calls yet.';

type HistoryRow = MyCallHistoryQuery['myCallHistory'][number];

const HISTORY_COLUMNS: readonly ListColumn<HistoryRow>[] = [
  { key: 'aaneelId', header: 'AaneelId', cell: (row) => row.aaneelId },
  { key: 'name', header: 'Name', cellProps: { fontWeight: 'medium' }, cell: (row) => row.fullName },
  { key: 'neighborhood', header: 'Neighborhood', cell: (row) => formatText(row.neighborhood) },
  { key: 'payer', header: 'Payer', cell: (row) => row.payer },
  { key: 'points', header: 'Points', align: 'end', cell: (row) => formatPoints(row.points) },
  { key: 'driver', header: 'Driver', cell: (row) => formatText(row.primaryDriver) },
  { key: 'date', header: 'Date', cellProps: { whiteSpace: 'nowrap' }, cell: (row) => formatDateTime(row.calledAt) },
];

/**
 * My Call History: the viewer's last 20 calls. Mounted each time the tab opens,
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
      <ActionErrorModal
        failure={error && error !== dismissed ? { action: 'Loading Call Logs', error } : null}
        onClose={() => setDismissed(error)}
      />
      {loading && !data ? (
        <Flex justify="center" py="10">
          <Spinner aria-label="Loading call history" />
        </Flex>
      ) : (
        <ListTable
          caption="My Call History"
          columns={HISTORY_COLUMNS}
          rows={rows}
          rowKey={(row) => `${row.campaignId}-${row.memberId}-${row.calledAt}`}
          emptyText={EMPTY_HISTORY_TEXT}
          interactive
          rowProps={(row) => ({
            'data-member-id': row.memberId,
            cursor: 'pointer',
            tabIndex: 0,
            onClick: () => open(row.memberId),
            onKeyDown: (event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                open(row.memberId);
              }
            },
          })}
        />
      )}
    </>
  );
}
