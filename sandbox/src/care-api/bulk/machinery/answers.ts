/**
 * The validation answer: counts, the first problems, the flow's summary and changes, and the
 * clean and exception workbooks written from the staged rows in batches.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  BULK_CHANGES_LIMIT,
  BULK_EXCEPTION_COLUMNS,
  BULK_PROBLEMS_LIMIT,
  BULK_TEMPLATES,
  bulkValidationMessage,
  type BulkProblem,
  type BulkValidation,
} from '@luminate/schema/rules';
import type { Queryable } from '../../../db/index.ts';
import type { BulkFlowModule, BulkRequest } from '../flow.ts';

/** Rows read back per query when writing the exception and clean workbooks. */
const WRITE_BATCH_ROWS = 2_000;

/** Writes rows read in batches from the staging table into an .xlsx, streamed into one Buffer. */
async function workbookOf(
  db: Queryable,
  uploadId: number,
  columns: readonly string[],
  where: string,
  toRow: (r: { row_no: number; raw: Record<string, string>; reason: string | null }) => unknown[],
): Promise<string> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    sink.once('end', resolve);
    sink.once('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow([...columns]).commit();
  let after = 0;
  for (;;) {
    const { rows } = await db.query<{ row_no: number; raw: Record<string, string>; reason: string | null }>(
      `SELECT r.row_no, r.raw, r.reason FROM bulk_upload_rows r
       WHERE r.upload_id = $1 AND r.row_no > $2 AND ${where} ORDER BY r.row_no LIMIT ${WRITE_BATCH_ROWS}`,
      [uploadId, after],
    );
    for (const r of rows) sheet.addRow(toRow(r)).commit();
    if (rows.length < WRITE_BATCH_ROWS) break;
    after = rows[rows.length - 1].row_no;
  }
  sheet.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks).toString('base64');
}

export async function validationOf(
  db: Queryable,
  uploadId: number,
  flow: BulkFlowModule,
  request: BulkRequest,
  totalRows: number,
): Promise<BulkValidation> {
  const template = BULK_TEMPLATES[flow.flow];
  const { rows: counts } = await db.query<{ valid: number }>(
    'SELECT count(*) FILTER (WHERE reason IS NULL)::int AS valid FROM bulk_upload_rows WHERE upload_id = $1',
    [uploadId],
  );
  const validRows = counts[0]?.valid ?? 0;
  const invalidRows = totalRows - validRows;
  const { rows: problemRows } = await db.query<{ row: number; aaneelId: string | null; column: string | null; reason: string }>(
    `SELECT row_no AS row, aaneel_id AS "aaneelId", reason_column AS column, reason FROM bulk_upload_rows
     WHERE upload_id = $1 AND reason IS NOT NULL ORDER BY row_no LIMIT $2`,
    [uploadId, BULK_PROBLEMS_LIMIT + 1],
  );
  const problems: BulkProblem[] = problemRows.slice(0, BULK_PROBLEMS_LIMIT);
  const changes = flow.changes ? await flow.changes(db, uploadId, BULK_CHANGES_LIMIT + 1) : [];
  const columns = template.columns;
  return {
    flow: flow.flow,
    totalRows,
    validRows,
    invalidRows,
    message: bulkValidationMessage(validRows, invalidRows),
    summary: await flow.summary(db, uploadId, request),
    changes: changes.slice(0, BULK_CHANGES_LIMIT),
    changesTruncated: changes.length > BULK_CHANGES_LIMIT,
    problems,
    problemsTruncated: problemRows.length > BULK_PROBLEMS_LIMIT,
    cleanFile:
      template.returnsCleanFile && validRows > 0
        ? await workbookOf(db, uploadId, columns, 'r.reason IS NULL', (r) => columns.map((c) => r.raw[c] ?? ''))
        : null,
    exceptionFile:
      invalidRows > 0
        ? await workbookOf(db, uploadId, [...columns, ...BULK_EXCEPTION_COLUMNS], 'r.reason IS NOT NULL', (r) => [
            ...columns.map((c) => r.raw[c] ?? ''),
            r.row_no,
            r.reason,
          ])
        : null,
  };
}
