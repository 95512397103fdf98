import type { Ref } from 'react';
import { Alert, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import {
  BULK_CLEAN_FILE_NAME,
  BULK_EXCEPTION_FILE_NAME,
  type BulkChange,
  type BulkProblem,
  type BulkSummaryEntry,
  type BulkValidation,
} from '@luminate/schema/rules';
import { saveBlob } from '../lib/download.ts';
import { workbookFromBase64 } from '../lib/bulk-upload.ts';
import { EMPTY, formatCount } from '../lib/format.ts';
import { ListTable, type ListColumn } from '../ui/list-table.tsx';

export interface BulkResultProps {
  result: BulkValidation;
  /** The summary table's first header: 'Term Reason', 'Office', 'Records'. */
  summaryHeading: string;
  /** The results heading, focused by the card when the result arrives. */
  headingRef?: Ref<HTMLHeadingElement>;
}

const CHANGE_COLUMNS: ListColumn<BulkChange>[] = [
  { key: 'aaneelId', header: 'AaneelId', cell: (c) => c.aaneelId },
  { key: 'newValue', header: 'New ID', cell: (c) => c.newValue },
  { key: 'type', header: 'Type', cell: (c) => c.type },
];

const PROBLEM_COLUMNS: ListColumn<BulkProblem>[] = [
  { key: 'row', header: 'Row', align: 'end', cell: (p) => formatCount(p.row) },
  { key: 'member', header: 'Member', cell: (p) => p.aaneelId ?? EMPTY },
  { key: 'column', header: 'Column', cell: (p) => p.column ?? EMPTY },
  { key: 'reason', header: 'Reason', cell: (p) => p.reason },
];

/** The invalid rows the answer does not list (it lists at most the first 200; the exception file has every one). */
export function unlistedInvalidRows(result: BulkValidation): number {
  const listed = new Set(result.problems.map((p) => p.row)).size;
  return Math.max(0, result.invalidRows - listed);
}

/**
 * What a validation found: the counts and message, the summary (Term Reason / Count, Office /
 * Count, …), the Member Ids changes, the invalid rows with their reasons, and the ValidRecords and
 * InvalidRecords workbooks to download. The heading takes the focus when the result arrives.
 */
export function BulkResult({ result, summaryHeading, headingRef }: BulkResultProps) {
  const summaryColumns: ListColumn<BulkSummaryEntry>[] = [
    { key: 'label', header: summaryHeading, cell: (s) => s.label },
    { key: 'count', header: 'Count', align: 'end', cell: (s) => formatCount(s.count) },
  ];
  const unlisted = unlistedInvalidRows(result);
  const moreChanges = result.changesTruncated ? result.validRows - result.changes.length : 0;

  return (
    <Stack gap="4" as="section" aria-labelledby="bulk-result-heading">
      <Heading
        as="h3"
        size="md"
        id="bulk-result-heading"
        ref={headingRef}
        tabIndex={-1}
        _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing' }}
      >
        Validation results
      </Heading>
      <Alert.Root status={result.invalidRows > 0 ? 'warning' : 'success'} variant="subtle" data-testid="bulk-result-message">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{result.message}</Alert.Title>
          <Alert.Description>
            {formatCount(result.totalRows)} {result.totalRows === 1 ? 'row' : 'rows'} read: {formatCount(result.validRows)} valid,{' '}
            {formatCount(result.invalidRows)} invalid.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>

      {result.summary.length > 0 && (
        <ListTable
          caption="Validation summary"
          columns={summaryColumns}
          rows={result.summary}
          rowKey={(s) => s.label}
          emptyText="No valid rows"
        />
      )}

      {result.changes.length > 0 && (
        <Stack gap="1">
          <ListTable
            caption="Member id changes"
            columns={CHANGE_COLUMNS}
            rows={result.changes}
            rowKey={(c) => `${c.aaneelId}\u0000${c.type}\u0000${c.newValue}`}
            emptyText="No changes"
            scrollProps={{ maxH: '24rem' }}
            stickyHeader
          />
          {moreChanges > 0 && (
            <Text fontSize="sm" color="fg.muted">
              {formatCount(moreChanges)} more changes not shown
            </Text>
          )}
        </Stack>
      )}

      {result.problems.length > 0 && (
        <Stack gap="1">
          <Heading as="h4" size="sm">
            Invalid rows
          </Heading>
          <ListTable
            caption="Invalid rows"
            columns={PROBLEM_COLUMNS}
            rows={result.problems}
            rowKey={(p) => `${p.row}\u0000${p.column ?? ''}\u0000${p.reason}`}
            emptyText="No invalid rows"
            scrollProps={{ maxH: '24rem' }}
            stickyHeader
          />
          {unlisted > 0 && (
            <Text fontSize="sm" color="fg.muted">
              {formatCount(unlisted)} more in the exception file
            </Text>
          )}
        </Stack>
      )}

      {(result.cleanFile || result.exceptionFile) && (
        <HStack gap="2" wrap="wrap">
          {result.cleanFile && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => saveBlob({ blob: workbookFromBase64(result.cleanFile!), fileName: BULK_CLEAN_FILE_NAME })}
            >
              Download ValidRecords
            </Button>
          )}
          {result.exceptionFile && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="orange"
              onClick={() => saveBlob({ blob: workbookFromBase64(result.exceptionFile!), fileName: BULK_EXCEPTION_FILE_NAME })}
            >
              Download InvalidRecords
            </Button>
          )}
        </HStack>
      )}
    </Stack>
  );
}
