import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { MEDICAL_RECORD_POLL_MS } from '@luminate/schema/rules';
import type { PageProps } from '../../shared/lib/page.ts';
import {
  MedicalRecordRequestsDocument,
  type MedicalRecordRequestRowFragment,
  type MedicalRecordRequestStatus,
} from '../../generated/graphql.ts';
import { downloadFile, gatewayUrl } from '../../shared/lib/download.ts';
import { formatCount, formatDateTime } from '../../shared/lib/format.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { useAccessTokenGetter } from '../../shared/auth/access-token.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { ListTable, type ListColumn } from '../../shared/ui/list-table.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { RequestDialog } from './request-dialog.tsx';

export const PAGE_HEADING = 'CCD & Progress Note Extract';
export const NOTIFICATION_NOTICE = 'You will receive a notification email when your files are ready.';

const STATUS_LABELS: Record<MedicalRecordRequestStatus, { label: string; palette: string }> = {
  PENDING: { label: 'Pending', palette: 'gray' },
  PROCESSING: { label: 'Processing', palette: 'blue' },
  FINISHED: { label: 'Finished', palette: 'green' },
};

/** /med-records: make a request for members' CCDs and progress notes, follow it, and download the extract. */
export default function MedicalRecordsPage(_props: PageProps) {
  const getAccessToken = useAccessTokenGetter();
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(MedicalRecordRequestsDocument, {
    notifyOnNetworkStatusChange: false,
  });
  const [requesting, setRequesting] = useState(false);
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<unknown>(null);

  const requests = data?.medicalRecordRequests ?? [];
  const can = data?.viewer.can.requestMedicalRecords;
  // The job works in the background: the list is read again while a request is unfinished, and only then.
  const anyUnfinished = requests.some((r) => r.status !== 'FINISHED');
  useEffect(() => {
    if (!anyUnfinished) return undefined;
    startPolling(MEDICAL_RECORD_POLL_MS);
    return () => stopPolling();
  }, [anyUnfinished, startPolling, stopPolling]);

  const download = async (request: MedicalRecordRequestRowFragment) => {
    if (!request.extractPath) return;
    setDownloadingId(request.id);
    setActionError(null);
    try {
      await downloadFile(gatewayUrl(request.extractPath), {
        accessToken: await getAccessToken(),
        fallbackName: `MedicalRecords_${request.id}.zip`,
      });
    } catch (failed) {
      setActionError(failed);
    } finally {
      setDownloadingId(null);
    }
  };

  const columns: ListColumn<MedicalRecordRequestRowFragment>[] = [
    { key: 'order', header: '#', cell: (r) => r.id },
    { key: 'requestedBy', header: 'Requested By', cell: (r) => r.requestedBy },
    { key: 'requestedAt', header: 'Request Date', cell: (r) => formatDateTime(r.requestedAt) },
    { key: 'members', header: 'Members Requested', align: 'end', cell: (r) => formatCount(r.membersRequested) },
    { key: 'loaded', header: 'Files Loaded', align: 'end', cell: (r) => formatCount(r.filesLoaded) },
    { key: 'processed', header: 'Files Processed', align: 'end', cell: (r) => formatCount(r.filesProcessed) },
    {
      key: 'status',
      header: 'Status',
      cell: (r) => (
        <Badge colorPalette={STATUS_LABELS[r.status].palette} variant="subtle">
          {STATUS_LABELS[r.status].label}
        </Badge>
      ),
    },
    {
      key: 'download',
      header: null,
      label: 'Download',
      align: 'end',
      cell: (r) =>
        r.extractPath ? (
          <Button
            size="xs"
            variant="outline"
            aria-label={`Download request ${r.id}`}
            loading={downloadingId === r.id}
            loadingText="Downloading…"
            disabled={downloadingId !== null && downloadingId !== r.id}
            onClick={() => void download(r)}
          >
            Download
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {PAGE_HEADING}
      </Heading>
      <Alert.Root status="info" variant="subtle">
        <Alert.Indicator />
        <Alert.Description>Request CCD XML, CCD PDF and progress note files for a list of members. {NOTIFICATION_NOTICE}</Alert.Description>
      </Alert.Root>
      <Flex gap="2" wrap="wrap" align="center">
        <Button colorPalette="blue" disabled={!can?.allowed} onClick={() => setRequesting(true)}>
          Make Request
        </Button>
        {can && !can.allowed && (
          <Text fontSize="sm" color="fg.muted">
            {can.reason}
          </Text>
        )}
      </Flex>
      <ErrorAlert error={actionError ?? error} onDismiss={actionError ? () => setActionError(null) : undefined} />
      {loading && !data ? (
        <LoadingBlock label="Loading medical record requests" />
      ) : (
        <ListTable
          caption="Medical record requests"
          columns={columns}
          rows={requests}
          rowKey={(r) => r.id}
          emptyText="No medical record requests yet."
          rowProps={(r) => ({ 'data-request-id': r.id, 'data-status': r.status })}
        />
      )}
      <RequestDialog
        open={requesting}
        getAccessToken={getAccessToken}
        onClose={() => setRequesting(false)}
        onRequested={(created) => {
          setRequesting(false);
          toast.success({
            title: 'Request sent',
            description: `${created.membersRequested} member${created.membersRequested === 1 ? '' : 's'} requested. ${NOTIFICATION_NOTICE}`,
          });
          void refetch();
        }}
      />
    </Stack>
  );
}
