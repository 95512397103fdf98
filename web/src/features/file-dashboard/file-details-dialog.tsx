import { useState } from 'react';
import { Badge, Box, Button, DataList, Dialog, Heading, HStack, Menu, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  FileDetailsDocument,
  SendFileToSourceDocument,
  type FileDetailFragment,
  type FileJobRowFragment,
} from '../../generated/graphql.ts';
import { useAccessTokenGetter } from '../../shared/auth/access-token.ts';
import { EMPTY, formatDateTime } from '../../shared/lib/format.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { DialogShell } from '../../shared/ui/dialog-shell.tsx';
import { DownloadButton } from '../../shared/ui/download-button.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { ListTable, type ListColumn } from '../../shared/ui/list-table.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { EMPTY_TEXT } from '../../shared/ui/data-table/index.ts';
import { forgetSourceHistories } from './cache.ts';

export const SEND_SUCCESS = 'File Successfully Sent';
export const SEND_FAILED = 'Failed To Send File';
export const SEND_FAILED_DETAIL = 'File could not be sent due to server issue.';

/** The confirmation before a file is sent. */
export const sendQuestion = (destination: string) => `Send File to ${destination}?`;

const JOB_COLUMNS: readonly ListColumn<FileJobRowFragment>[] = [
  { key: 'action', header: 'Action', cell: (j) => (j.destination ? `${j.action} → ${j.destination.name}` : j.action) },
  { key: 'timestamp', header: 'Timestamp', cellProps: { whiteSpace: 'nowrap' }, cell: (j) => formatDateTime(j.timestamp) },
  {
    key: 'status',
    header: 'Status',
    cell: (j) => (
      <Badge colorPalette={/fail/i.test(j.status) ? 'red' : /complete|success/i.test(j.status) ? 'green' : 'gray'}>{j.status}</Badge>
    ),
  },
];

export interface FileDetailsDialogProps {
  /** The file shown; the dialog is open while it is set. */
  fileId: string | null;
  onClose: () => void;
  /** Add Category for this file (shown only when the file's capability allows it). */
  onAddCategory: (file: FileDetailFragment) => void;
  /** Add FileType for this file (shown only when the file's capability allows it). */
  onAddFileType: (file: FileDetailFragment) => void;
}

/**
 * File Details: what the file store knows of one file, its history, and what may be done with it
 * (send it to a destination after a confirmation, download it, and for admins categorise or type it).
 */
export function FileDetailsDialog({ fileId, onClose, onAddCategory, onAddFileType }: FileDetailsDialogProps) {
  return (
    <DialogShell open={fileId !== null} onClose={onClose} size="xl" title="File Details" scrollBehavior="inside">
      {fileId && <FileDetailsBody fileId={fileId} onAddCategory={onAddCategory} onAddFileType={onAddFileType} />}
    </DialogShell>
  );
}

function FileDetailsBody({
  fileId,
  onAddCategory,
  onAddFileType,
}: { fileId: string } & Omit<FileDetailsDialogProps, 'fileId' | 'onClose'>) {
  const { data, loading, error } = useQuery(FileDetailsDocument, { variables: { id: fileId } });
  const file = data?.file ?? null;

  if (loading && !data) {
    return (
      <Dialog.Body>
        <LoadingBlock label="Loading file details" heights={['6', '6', '6', '6', '24']} />
      </Dialog.Body>
    );
  }
  return (
    <Dialog.Body>
      <ErrorAlert error={error} tool="Files" />
      {!error && !file && <Text>This file no longer exists.</Text>}
      {file && <FileDetailsView file={file} onAddCategory={onAddCategory} onAddFileType={onAddFileType} />}
    </Dialog.Body>
  );
}

function FileDetailsView({
  file,
  onAddCategory,
  onAddFileType,
}: { file: FileDetailFragment } & Omit<FileDetailsDialogProps, 'fileId' | 'onClose'>) {
  const getAccessToken = useAccessTokenGetter();
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const [destination, setDestination] = useState<{ id: string; name: string } | null>(null);
  const [send, sending] = useMutation(SendFileToSourceDocument, {
    update: (cache, { data }) => data && forgetSourceHistories(cache, data.sendFileToSource.delivered.source.id),
  });

  const confirmSend = async () => {
    if (!destination) return;
    try {
      await send({ variables: { fileId: file.id, destinationId: destination.id } });
      toast.success({ title: SEND_SUCCESS, description: `${file.name} sent to ${destination.name}.` });
    } catch {
      toast.error({ title: SEND_FAILED, description: SEND_FAILED_DETAIL });
    } finally {
      setDestination(null);
    }
  };

  const fields: [string, string][] = [
    ['Name', file.name],
    ['Source', file.source.name],
    ['Category', file.category?.name ?? 'Uncategorized'],
    ['Received', formatDateTime(file.receivedDate)],
    ['Storage location', file.storageLocation],
    ['Type pattern', file.type?.regex ?? EMPTY],
  ];
  if (file.erroredBucket) fields.push(['Error bucket', file.erroredBucket]);

  return (
    <Stack gap="5">
      <ErrorAlert error={downloadError} onDismiss={() => setDownloadError(null)} tool="Files" />
      <DataList.Root orientation="horizontal" size="md" gap="2">
        {fields.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
            <DataList.ItemValue
              wordBreak="break-all"
              fontFamily={label === 'Storage location' || label === 'Type pattern' ? 'mono' : undefined}
            >
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>

      <HStack gap="2" wrap="wrap">
        {file.viewerCan.send.allowed && (
          <Menu.Root>
            <Menu.Trigger asChild>
              <Button
                size="sm"
                colorPalette="blue"
                disabled={file.sendDestinations.length === 0}
                loading={sending.loading}
                loadingText="Sending…"
              >
                Send To ▾
              </Button>
            </Menu.Trigger>
            {/* Not portalled: the menu stays inside the dialog, above its content. */}
            <Menu.Positioner>
              <Menu.Content maxH="64" overflowY="auto" minW="14rem">
                {file.sendDestinations.map((d) => (
                  <Menu.Item key={d.id} value={d.id} onSelect={() => setDestination(d)}>
                    {d.name}
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Menu.Root>
        )}
        {file.viewerCan.download.allowed && (
          <DownloadButton
            url={file.downloadPath}
            getAccessToken={getAccessToken}
            fallbackName={file.name}
            label="Download"
            loadingText="Downloading…"
            onStart={() => setDownloadError(null)}
            onError={setDownloadError}
          />
        )}
        {file.viewerCan.addCategory.allowed && (
          <Button size="sm" variant="outline" colorPalette="teal" onClick={() => onAddCategory(file)}>
            Add Category
          </Button>
        )}
        {file.viewerCan.addFileType.allowed && (
          <Button size="sm" variant="outline" colorPalette="teal" onClick={() => onAddFileType(file)}>
            Add FileType
          </Button>
        )}
      </HStack>

      <Box>
        <Heading as="h3" size="sm" mb="2">
          Job History
        </Heading>
        <ListTable
          caption={`Job history of ${file.name}`}
          columns={JOB_COLUMNS}
          rows={file.jobs}
          rowKey={(j) => j.id}
          emptyText={EMPTY_TEXT}
        />
      </Box>

      <ConfirmDialog
        open={destination !== null}
        title={destination ? sendQuestion(destination.name) : ''}
        confirmLabel="Send"
        busy={sending.loading}
        onConfirm={() => void confirmSend()}
        onCancel={() => setDestination(null)}
      >
        {`${file.name} will be copied into ${destination?.name ?? 'the destination'}'s folder.`}
      </ConfirmDialog>
    </Stack>
  );
}
