import { useMemo, useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FilesDocument, type DataFileField, type DataFileSort, type FileRowFragment } from '../../generated/graphql.ts';
import { useAccessTokenGetter } from '../../shared/auth/access-token.ts';
import { formatDateTime } from '../../shared/lib/format.ts';
import { DataTable, useTableState, type DataColumn, type TableState } from '../../shared/ui/data-table/index.ts';
import { DownloadButton } from '../../shared/ui/download-button.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';

/** File lists page by 20, with 20, 40, 80 or 160 a page. */
export const FILE_PAGE_SIZES = [20, 40, 80, 160] as const;

/** Which files the table lists: one source's, a name search across sources, or the uncategorised ones. */
export type FileFilter = { sourceId: string } | { search: string } | { uncategorized: true };

export interface FilesTableProps {
  caption: string;
  filter: FileFilter;
  /** Lists of several sources name each file's source. */
  showSource?: boolean;
  canDownload: boolean;
  onView: (file: FileRowFragment) => void;
  emptyText?: string;
}

const SORT_FIELDS: Record<string, DataFileField> = { date: 'RECEIVED_DATE', name: 'NAME' };

/** The table's sort as the gateway's sort keys; newest first when the user has not sorted. */
function sortOf(state: TableState): DataFileSort[] {
  const sort = state.sorting[0];
  const field = sort ? SORT_FIELDS[sort.id] : undefined;
  if (!sort || !field) return [{ field: 'RECEIVED_DATE', direction: 'DESC' }];
  return [{ field, direction: sort.desc ? 'DESC' : 'ASC' }];
}

/**
 * File History: the files of the filter, server-paged and sorted by date or name, each with View
 * Details and (for those who may) Download.
 */
export function FilesTable({ caption, filter, showSource, canDownload, onView, emptyText }: FilesTableProps) {
  const { state, setState } = useTableState(FILE_PAGE_SIZES[0]);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const getAccessToken = useAccessTokenGetter();
  const { data, previousData, loading, error } = useQuery(FilesDocument, {
    variables: { ...filter, sort: sortOf(state), skip: state.pageIndex * state.pageSize, take: state.pageSize },
  });
  const page = (data ?? previousData)?.files;

  const columns = useMemo<DataColumn<FileRowFragment>[]>(
    () => [
      { id: 'date', field: 'date', header: 'Date', cell: (f) => <Text whiteSpace="nowrap">{formatDateTime(f.receivedDate)}</Text> },
      { id: 'name', field: 'name', header: 'Name', cell: (f) => <Text wordBreak="break-all">{f.name}</Text> },
      ...(showSource ? [{ id: 'source', header: 'Source', cell: (f: FileRowFragment) => f.source.name }] : []),
      {
        id: 'category',
        header: 'Category',
        cell: (f) =>
          f.category?.name ?? (
            <Text as="span" color="fg.muted" fontStyle="italic">
              Uncategorized
            </Text>
          ),
      },
      {
        id: 'actions',
        header: 'Actions',
        cell: (f) => (
          <HStack gap="2" justify="flex-end">
            <Button size="sm" variant="outline" aria-label={`View details of ${f.name}`} onClick={() => onView(f)}>
              View Details
            </Button>
            {canDownload && (
              <DownloadButton
                url={f.downloadPath}
                getAccessToken={getAccessToken}
                fallbackName={f.name}
                label="Download"
                loadingText="Downloading…"
                onStart={() => setDownloadError(null)}
                onError={setDownloadError}
              />
            )}
          </HStack>
        ),
      },
    ],
    [showSource, canDownload, onView, getAccessToken],
  );

  return (
    <Stack gap="2">
      <ErrorAlert error={error} tool="Files" />
      <ErrorAlert error={downloadError} onDismiss={() => setDownloadError(null)} tool="Files" />
      <DataTable
        caption={caption}
        columns={columns}
        rows={page?.nodes ?? []}
        rowKey={(f) => f.id}
        totalCount={page?.totalCount ?? 0}
        loading={loading}
        state={state}
        onStateChange={setState}
        pageSizeOptions={FILE_PAGE_SIZES}
        emptyText={emptyText}
      />
    </Stack>
  );
}
