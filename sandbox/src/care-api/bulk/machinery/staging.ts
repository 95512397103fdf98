/**
 * Staging an upload's rows in bulk_upload_rows: the header row is checked against the flow's
 * template and at least one data row must follow, then every row is checked by the flow's row
 * rule and inserted in batches (rows are never collected in an array, so memory stays bounded).
 */
import {
  BULK_MAX_ROWS,
  BULK_MESSAGES,
  BULK_PROGRESS_EVERY_ROWS,
  BULK_TEMPLATES,
  bulkRowCheck,
  bulkTemplateMismatch,
} from '@luminate/schema/rules';
import type { Queryable } from '../../../db/index.ts';
import type { BulkFlowModule } from '../flow.ts';
import { refuse, sheetRows, type SheetRow } from './reading.ts';

/** Rows staged per INSERT. */
const STAGE_BATCH_ROWS = 1_000;

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
export interface OpenedUpload {
  columnIndex: number[];
  first: SheetRow;
  rest: AsyncGenerator<SheetRow>;
}

/**
 * Reads the header row and the first data row. 422 when the file cannot be read, the header does
 * not match the template, or no data row follows.
 */
export async function openUpload(flow: BulkFlowModule, bytes: Buffer): Promise<OpenedUpload> {
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
export async function stageRows(
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
export class ClientGone extends Error {
  constructor() {
    super('The client closed the connection');
    this.name = 'ClientGone';
  }
}
