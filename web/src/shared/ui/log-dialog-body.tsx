import { Dialog, Stack } from '@chakra-ui/react';
import { ErrorAlert } from './error-alert.tsx';
import { ListTable, type ListTableProps } from './list-table.tsx';
import { LoadingBlock } from './loading-block.tsx';

export interface LogDialogBodyProps<T> extends Omit<ListTableProps<T>, 'rows'> {
  /** The log's query state: rows once loaded (undefined while the first answer is awaited). */
  rows: readonly T[] | undefined;
  loading: boolean;
  error: unknown;
  /** What the loading skeleton announces, e.g. 'Loading the change log'. */
  loadingLabel: string;
}

/**
 * The body of a record's log dialog (a change log, a node log, a change history): the query's
 * error, a skeleton until the first answer, then the entries as a list, or the empty text.
 */
export function LogDialogBody<T>({ rows, loading, error, loadingLabel, ...table }: LogDialogBodyProps<T>) {
  return (
    <Dialog.Body>
      <Stack gap="3">
        <ErrorAlert error={error} />
        {loading && !rows ? <LoadingBlock label={loadingLabel} heights={['6', '24']} /> : <ListTable {...table} rows={rows ?? []} />}
      </Stack>
    </Dialog.Body>
  );
}
