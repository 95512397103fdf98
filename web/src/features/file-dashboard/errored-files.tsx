import { useMemo, useState } from 'react';
import { Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ErroredFilesDocument, type FileRowFragment } from '../../generated/graphql.ts';
import { formatText } from '../../shared/lib/format.ts';
import { DataTable, useTableState, type DataColumn } from '../../shared/ui/data-table/index.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';

/** The errored-files table shows 10 rows a page. */
export const ERRORED_PAGE_SIZE = 10;

/** Errored Files: files that landed in an error folder, by bucket, narrowed to one bucket by the filter. */
export function ErroredFiles({ onView }: { onView: (file: FileRowFragment) => void }) {
  const [bucket, setBucket] = useState('');
  const { state, setState } = useTableState(ERRORED_PAGE_SIZE);
  const { data, previousData, loading, error } = useQuery(ErroredFilesDocument, {
    variables: { bucket: bucket || null, skip: state.pageIndex * state.pageSize, take: state.pageSize },
  });
  const shown = data ?? previousData;
  const buckets = shown?.erroredFileBuckets ?? [];

  const columns = useMemo<DataColumn<FileRowFragment>[]>(
    () => [
      { id: 'bucket', header: 'Bucket', cell: (f) => formatText(f.erroredBucket) },
      { id: 'name', header: 'File Name', cell: (f) => <Text wordBreak="break-all">{f.name}</Text> },
      {
        id: 'actions',
        header: 'Actions',
        cell: (f) => (
          <Button size="sm" variant="outline" aria-label={`View details of ${f.name}`} onClick={() => onView(f)}>
            View Details
          </Button>
        ),
      },
    ],
    [onView],
  );

  return (
    <Stack gap="3">
      <ErrorAlert error={error} tool="Files" />
      <HStack>
        <Field.Root maxW="xs">
          <Field.Label>Bucket</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={bucket}
              onChange={(e) => {
                setBucket(e.currentTarget.value);
                setState((s) => ({ ...s, pageIndex: 0 }));
              }}
            >
              <option value="">All buckets</option>
              {buckets.map((b) => (
                <option key={b} value={b}>
                  {b}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      <DataTable
        caption="Errored files"
        columns={columns}
        rows={shown?.erroredFiles.nodes ?? []}
        rowKey={(f) => f.id}
        totalCount={shown?.erroredFiles.totalCount ?? 0}
        loading={loading}
        state={state}
        onStateChange={setState}
        pageSizeOptions={[ERRORED_PAGE_SIZE]}
      />
    </Stack>
  );
}
