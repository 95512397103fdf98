/**
 * The bulk upload machinery shared by every flow (see flow.ts for what a flow adds).
 *
 * Validate: the workbook is read with exceljs's streaming reader, one row at a time. The header
 * row is checked against the flow's template and at least one data row must follow; a wrong
 * template, an empty sheet or an unreadable file is refused with 422 JSON before anything else
 * is answered. Then the answer becomes an NDJSON stream: a progress line at least every
 * BULK_PROGRESS_EVERY_ROWS rows while rows are staged in bulk_upload_rows in batches (memory
 * stays bounded: rows are never collected in an array), then the checks run in SQL over the
 * staged rows, and the last line carries the result (or an error). More than BULK_MAX_ROWS rows
 * end the stream with a 422 error line.
 *
 * Submit: the same reading and checks (without a stream), then one transaction re-runs the SQL
 * checks and applies every valid row: all of them or none.
 *
 * The staged rows are deleted when the request ends. Logs and messages never quote cell values.
 */
import { PassThrough, Readable } from 'node:stream';
import type { Response } from 'express';
import ExcelJS from 'exceljs';
import {
  BULK_CHANGES_LIMIT,
  BULK_EXCEPTION_COLUMNS,
  BULK_MAX_ROWS,
  BULK_MESSAGES,
  BULK_PROBLEMS_LIMIT,
  BULK_PROGRESS_EVERY_ROWS,
  BULK_TEMPLATES,
  bulkRowCheck,
  bulkSubmitMessage,
  bulkTemplateMismatch,
  bulkValidationMessage,
  type BulkProblem,
  type BulkSubmitResult,
  type BulkValidation,
  type BulkValidationLine,
} from '@luminate/schema/rules';
import type { Db, Queryable } from '../../db/index.ts';
import type { CallListEvents } from '../../call-list/events.ts';
import { HttpError, unprocessable } from '../http.ts';
import type { BulkFlowModule, BulkRequest } from './flow.ts';

/** Rows staged per INSERT. */
const STAGE_BATCH_ROWS = 1_000;
/** Rows read back per query when writing the exception and clean workbooks. */
const WRITE_BATCH_ROWS = 2_000;
/** Uploads older than this were left by a stopped process: the next upload deletes them. */
const STALE_UPLOAD_SQL = "started_at < now() - interval '1 hour'";

/** A refusal the answer carries as its message (422). */
const refuse = (message: string) => unprocessable(message);

// ---------------------------------------------------------------------------------------------
// Reading.

/** The cell's value as text: formulas by their result, rich text by its text, dates as yyyy-mm-dd. */
export function bulkCellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (typeof value === 'object') {
    if ('error' in value) return '';
    if ('result' in value) return bulkCellText(value.result);
    if ('richText' in value && Array.isArray(value.richText))
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('text' in value) return bulkCellText(value.text);
  }
  return '';
}

interface SheetRow {
  rowNo: number;
  cells: string[];
}

/**
 * The first sheet's non-blank rows, streamed. Any failure of the reader (not a zip, a broken
 * part) becomes a 422 with BULK_MESSAGES.corrupt.
 */
async function* sheetRows(bytes: Buffer): AsyncGenerator<SheetRow> {
  let reader: ExcelJS.stream.xlsx.WorkbookReader;
  try {
    reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      // Styles tell dates from numbers.
      styles: 'cache',
      entries: 'ignore',
    });
  } catch {
    throw refuse(BULK_MESSAGES.corrupt);
  }
  const iterate = async function* () {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = Array.isArray(row.values) ? row.values : [];
        const cells: string[] = [];
        for (let i = 1; i < values.length; i++) cells.push(bulkCellText(values[i]));
        if (cells.some((c) => c !== '')) yield { rowNo: row.number, cells };
      }
      // Only the first sheet is read.
      return;
    }
  };
  try {
    yield* iterate();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw refuse(BULK_MESSAGES.corrupt);
  }
}

// ---------------------------------------------------------------------------------------------
// Staging.

interface StagedRow {
  row_no: number;
  raw: Record<string, string>;
  data: Record<string, unknown> | null;
  aaneel_id: string | null;
  reason: string | null;
  reason_column: string | null;
}

async function insertBatch(db: Queryable, uploadId: number, batch: StagedRow[]): Promise<void> {
  if (batch.length === 0) return;
  await db.query(
    `INSERT INTO bulk_upload_rows (upload_id, row_no, raw, data, aaneel_id, reason, reason_column)
     SELECT $1, r.row_no, r.raw, r.data, r.aaneel_id, r.reason, r.reason_column
     FROM jsonb_to_recordset($2::jsonb) AS r(row_no int, raw jsonb, data jsonb, aaneel_id text, reason text, reason_column text)`,
    [uploadId, JSON.stringify(batch)],
  );
}

/** An opened upload: header checked, first data row in hand, ready to stage the rest. */
interface OpenedUpload {
  columnIndex: number[];
  first: SheetRow;
  rest: AsyncGenerator<SheetRow>;
}

/**
 * Reads the header row and the first data row. 422 when the file cannot be read, the header does
 * not match the template, or no data row follows.
 */
async function openUpload(flow: BulkFlowModule, bytes: Buffer): Promise<OpenedUpload> {
  if (flow.inspect) {
    const refusal = await flow.inspect(bytes);
    if (refusal) throw refuse(refusal);
  }
  const rows = sheetRows(bytes);
  const header = await rows.next();
  if (header.done) throw refuse(BULK_MESSAGES.emptySheet);
  const mismatch = bulkTemplateMismatch(flow.flow, header.value.cells);
  if (mismatch) throw refuse(mismatch);
  const cells = header.value.cells.map((c) => c.trim());
  const columnIndex = BULK_TEMPLATES[flow.flow].columns.map((c) => cells.indexOf(c));
  const first = await rows.next();
  if (first.done) throw refuse(BULK_MESSAGES.emptySheet);
  return { columnIndex, first: first.value, rest: rows };
}

/**
 * Stages every data row (row rule applied) in batches; `onProgress` is told the rows read at
 * least every BULK_PROGRESS_EVERY_ROWS rows and once at the end. 422 beyond BULK_MAX_ROWS.
 */
async function stageRows(
  db: Queryable,
  uploadId: number,
  flow: BulkFlowModule,
  opened: OpenedUpload,
  check: ReturnType<typeof bulkRowCheck>,
  onProgress: (rows: number) => void,
  stopped: () => boolean,
): Promise<number> {
  const columns = BULK_TEMPLATES[flow.flow].columns;
  const memberColumn = flow.memberColumn === undefined ? 'AaneelId' : flow.memberColumn;
  let batch: StagedRow[] = [];
  let count = 0;
  const stage = async (row: SheetRow) => {
    count += 1;
    if (count > BULK_MAX_ROWS) throw refuse(BULK_MESSAGES.tooManyRows);
    const raw: Record<string, string> = {};
    columns.forEach((column, i) => {
      const index = opened.columnIndex[i];
      raw[column] = index >= 0 ? (row.cells[index] ?? '') : '';
    });
    const outcome = check(raw);
    batch.push({
      row_no: row.rowNo,
      raw,
      data: outcome.ok ? outcome.values : null,
      aaneel_id: memberColumn ? raw[memberColumn] || null : null,
      reason: outcome.ok ? null : outcome.reason,
      reason_column: outcome.ok ? null : outcome.column,
    });
    if (batch.length >= STAGE_BATCH_ROWS) {
      const full = batch;
      batch = [];
      await insertBatch(db, uploadId, full);
    }
    if (count % BULK_PROGRESS_EVERY_ROWS === 0) onProgress(count);
  };
  await stage(opened.first);
  for await (const row of opened.rest) {
    if (stopped()) throw new ClientGone();
    await stage(row);
  }
  await insertBatch(db, uploadId, batch);
  onProgress(count);
  return count;
}

/** The browser (or the gateway) left while the upload was read. */
class ClientGone extends Error {
  constructor() {
    super('The client closed the connection');
    this.name = 'ClientGone';
  }
}

// ---------------------------------------------------------------------------------------------
// Checking in SQL.

/** The machinery's checks (member exists, duplicates), then the flow's own. Safe to run again. */
async function checkStaged(q: Queryable, uploadId: number, flow: BulkFlowModule, request: BulkRequest): Promise<void> {
  const memberColumn = flow.memberColumn === undefined ? 'AaneelId' : flow.memberColumn;
  if (memberColumn) {
    await q.query(
      `UPDATE bulk_upload_rows r SET member_id = m.id FROM members m
       WHERE r.upload_id = $1 AND r.reason IS NULL AND m.aaneel_id = r.aaneel_id`,
      [uploadId],
    );
    await q.query(
      `UPDATE bulk_upload_rows r SET reason = $2, reason_column = $3
       WHERE r.upload_id = $1 AND r.reason IS NULL AND (r.member_id IS NULL OR NOT EXISTS (SELECT 1 FROM members m WHERE m.id = r.member_id))`,
      [uploadId, BULK_MESSAGES.memberNotFound, memberColumn],
    );
  }
  const key = flow.duplicateKey ?? (memberColumn ? { sql: 'r.member_id::text', column: memberColumn } : null);
  if (key) {
    await q.query(
      `UPDATE bulk_upload_rows r SET reason = 'Duplicate of row ' || d.first_row, reason_column = $2
       FROM (SELECT r.row_no, min(r.row_no) OVER (PARTITION BY ${key.sql}) AS first_row
             FROM bulk_upload_rows r WHERE r.upload_id = $1 AND r.reason IS NULL) d
       WHERE r.upload_id = $1 AND r.row_no = d.row_no AND d.first_row <> d.row_no`,
      [uploadId, key.column],
    );
  }
  if (flow.validate) await flow.validate(q, uploadId, request);
}

// ---------------------------------------------------------------------------------------------
// Answers.

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

async function validationOf(
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

// ---------------------------------------------------------------------------------------------
// The two entry points.

export interface BulkEnvironment {
  db: Db;
  callListEvents: CallListEvents;
}

async function beginUpload(db: Db, request: BulkRequest): Promise<number> {
  await db.query(`DELETE FROM bulk_uploads WHERE ${STALE_UPLOAD_SQL}`);
  const { rows } = await db.query<{ id: number }>('INSERT INTO bulk_uploads (flow, started_by_uid) VALUES ($1, $2) RETURNING id', [
    request.flow,
    request.caller.uid,
  ]);
  return rows[0].id;
}

const endUpload = (db: Db, uploadId: number) => db.query('DELETE FROM bulk_uploads WHERE id = $1', [uploadId]);

async function prepared(env: BulkEnvironment, flow: BulkFlowModule, request: BulkRequest) {
  await flow.authorize(request.caller, request, env.db);
  if (flow.prepare) request.prepared = await flow.prepare(env.db, request);
  const { rows: states } = await env.db.query<{ abbrev: string }>('SELECT abbrev FROM states');
  return bulkRowCheck(flow.flow, {
    today: request.today,
    stateAbbrevs: states.map((s) => s.abbrev),
    payerId: typeof request.prepared.payerId === 'number' ? request.prepared.payerId : null,
    ...request.prepared,
  });
}

/** Validates an upload, answering the NDJSON stream on `res` (or 422 JSON before it starts). */
export async function validateUpload(
  env: BulkEnvironment,
  flow: BulkFlowModule,
  request: BulkRequest,
  bytes: Buffer,
  res: Response,
  log?: (error: unknown) => void,
): Promise<void> {
  const check = await prepared(env, flow, request);
  const opened = await openUpload(flow, bytes);
  // From here on the answer is the NDJSON stream.
  res.status(200);
  res.setHeader('content-type', 'application/x-ndjson; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.setHeader('x-content-type-options', 'nosniff');
  res.flushHeaders();
  let gone = false;
  res.once('close', () => {
    if (!res.writableFinished) gone = true;
  });
  const send = (line: BulkValidationLine) => {
    if (!gone) res.write(`${JSON.stringify(line)}\n`);
  };
  let uploadId: number | null = null;
  try {
    uploadId = await beginUpload(env.db, request);
    const id = uploadId;
    let lastReported = 0;
    const total = await stageRows(
      env.db,
      id,
      flow,
      opened,
      check,
      (rows) => {
        if (rows === lastReported) return;
        lastReported = rows;
        send({ type: 'progress', rows });
      },
      () => gone,
    );
    await checkStaged(env.db, id, flow, request);
    const result = await validationOf(env.db, id, flow, request, total);
    send({ type: 'result', result });
  } catch (error) {
    if (error instanceof ClientGone) return;
    if (error instanceof HttpError && error.status === 422) send({ type: 'error', status: 422, message: error.message });
    else {
      log?.(error);
      send({ type: 'error', status: 500, message: 'Validation failed' });
    }
  } finally {
    if (uploadId !== null) await endUpload(env.db, uploadId).catch(() => undefined);
    if (!gone) res.end();
  }
}

/** Validates an upload again and applies every valid row in one transaction. */
export async function submitUpload(
  env: BulkEnvironment,
  flow: BulkFlowModule,
  request: BulkRequest,
  bytes: Buffer,
): Promise<BulkSubmitResult> {
  const check = await prepared(env, flow, request);
  const opened = await openUpload(flow, bytes);
  const uploadId = await beginUpload(env.db, request);
  try {
    const total = await stageRows(
      env.db,
      uploadId,
      flow,
      opened,
      check,
      () => undefined,
      () => false,
    );
    const afterCommit: Array<() => void> = [];
    const applied = await env.db.transaction(async (tx) => {
      await checkStaged(tx, uploadId, flow, request);
      return flow.apply(tx, uploadId, {
        ...request,
        callListEvents: env.callListEvents,
        afterCommit: (fn) => afterCommit.push(fn),
      });
    });
    for (const fn of afterCommit) fn();
    const skipped = total - applied;
    return { flow: flow.flow, applied, skipped, message: bulkSubmitMessage(applied, skipped) };
  } finally {
    await endUpload(env.db, uploadId).catch(() => undefined);
  }
}
