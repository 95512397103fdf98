/**
 * The bulk upload machinery shared by every flow (see ../flow.ts for what a flow adds).
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
import type { Response } from 'express';
import { bulkRowCheck, bulkSubmitMessage, type BulkSubmitResult, type BulkValidationLine } from '@luminate/schema/rules';
import type { Db } from '../../../db/index.ts';
import type { CallListEvents } from '../../../call-list/events.ts';
import { HttpError } from '../../http.ts';
import type { BulkFlowModule, BulkRequest } from '../flow.ts';
import { validationOf } from './answers.ts';
import { checkStaged } from './checks.ts';
import { ClientGone, openUpload, stageRows } from './staging.ts';

/** Uploads older than this were left by a stopped process: the next upload deletes them. */
const STALE_UPLOAD_SQL = "started_at < now() - interval '1 hour'";

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
