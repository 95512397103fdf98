/**
 * File routes of data management's bulk uploads (bearer auth like /graphql), for every flow of
 * BULK_FLOWS:
 * - POST /files/uploads/data-mgmt/:flow/validate?note=&cohortId=&skipTransferDashboard=
 *   body = the .xlsx bytes. Refused before anything is read or sent: 403 by the policy, 400 for a
 *   bad query (a blank note), 413 beyond BULK_MAX_BYTES, 400 for anything that is not an .xlsx.
 *   Otherwise the Care API's NDJSON answer is relayed line by line as it comes (each line checked
 *   against the protocol), flushed per line; the Care API's 422 for a wrong template or an empty
 *   sheet is answered as JSON before any line.
 * - POST /files/uploads/data-mgmt/:flow/submit (same query and body) → BulkSubmitResult JSON; the
 *   Care API applies every valid row in one transaction. Never retried.
 * - GET /files/templates/data-mgmt/:flow.xlsx → the flow's template (its header row), built here
 *   from BULK_TEMPLATES.
 * - POST /files/uploads/data-mgmt/file-upload?sourceId=&name= body = the file's bytes, any type
 *   → 201 `{ fileId, name, sourceId, folder, bytes }`: File Upload. The Care API places the file in
 *   the outbound folder named after the source in lower case, from where it is delivered. Refused
 *   before anything is read: 403 without dataMgmt, 400 for a missing source or name; then 413
 *   beyond FILE_UPLOAD_MAX_BYTES (counted as the body arrives) and 400 for an empty body. The name
 *   is sanitised (word characters, dot, hyphen, at most 255) before it is sent. Never retried.
 * Each bulk upload writes one audit event: the flow, the bytes and rows, never a cell's value or the
 * note; each File Upload one with the source, the file's id and its byte count, never its name or
 * contents.
 */
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import ExcelJS from 'exceljs';
import {
  FILE_UPLOAD_MAX_BYTES,
  FILE_UPLOAD_MESSAGES,
  fileUploadRule,
  type FileUploadInput,
  BULK_MAX_BYTES,
  BULK_MESSAGES,
  BULK_TEMPLATES,
  bulkNoteRule,
  bulkValidationLineSchema,
  isBulkFlow,
  type BulkFlow,
  type BulkValidationLine,
} from '@luminate/schema/rules';
import type { RequestContext } from '../../context.ts';
import type { HttpHelpers } from '../../module.ts';
import { badUserInput, gatewayError, ErrorCode, parseInput } from '../../errors.ts';
import { audited, refused } from '../../audit.ts';
import { beginAudit } from '../../audit/index.ts';
import { attachmentHeader } from '../../files/download.ts';
import { assertUploadContentType, assertXlsxWorkbook, readBodyCapped, UploadRefused, XLSX_CONTENT_TYPE } from '../../files/upload.ts';
import { queryParam } from '../../files/query-params.ts';
import { sanitizeFileName } from '../../upstream/file-name.ts';
import { bulkFlowDecision, useDataMgmtDecision } from './policy.ts';
import type { BulkUploadParams } from './data-source.ts';

/** Unpacked size a bulk workbook may reach: 50,000 rows of a wide template stay far below it. */
const BULK_MAX_UNCOMPRESSED_BYTES = 400 * 1024 * 1024;

function flowOf(raw: string): BulkFlow {
  if (!isBulkFlow(raw)) throw gatewayError(ErrorCode.NOT_FOUND, 'No such bulk flow');
  return raw;
}

/** The viewer may use the flow (and, for the neighborhood update, the skip option asked for). */
async function authorize(ctx: RequestContext, flow: BulkFlow, action: string, skip: boolean): Promise<void> {
  const decision = bulkFlowDecision(ctx.viewer, flow);
  if (!decision.allowed) throw refused(ctx, action, decision.reason);
  if (skip) {
    const option = await ctx.dataSources.dataMgmt.skipTransferDashboard();
    if (!option.allowed) throw refused(ctx, action, option.reason);
  }
}

/** A query value as text: repeated or nested values are not text (the rule then refuses them). */
const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** The query: the note (by the flow's rule), the cohort (new members) and the skip option (neighborhoods). */
function paramsOf(flow: BulkFlow, query: Request['query']): BulkUploadParams {
  const template = BULK_TEMPLATES[flow];
  const shape = z.object({
    note: z.preprocess((v) => text(v) ?? '', bulkNoteRule(flow)),
    cohortId: z.preprocess(
      (v) => (v === '' ? undefined : text(v)),
      template.needsCohort
        ? z
            .string({ message: BULK_MESSAGES.cohort })
            .regex(/^[1-9]\d{0,8}$/, BULK_MESSAGES.cohort)
            .transform(Number)
        : z.undefined({ message: 'cohortId is only for new members' }),
    ),
    skipTransferDashboard: z.preprocess(
      (v) => (v === '' ? undefined : text(v)),
      z.enum(['true', 'false'], { message: 'skipTransferDashboard must be true or false' }).optional(),
    ),
  });
  const parsed = parseInput(shape, query);
  const skip = parsed.skipTransferDashboard === 'true';
  if (skip && flow !== 'neighborhoods') throw badUserInput('skipTransferDashboard is only for the bulk neighborhood update');
  return { note: parsed.note, cohortId: parsed.cohortId ?? null, skipTransferDashboard: skip };
}

/** The upload's bytes, capped and checked as an .xlsx workbook before anything parses or forwards them. */
async function workbookOf(req: Request, res: Response): Promise<Buffer> {
  assertUploadContentType(req);
  const bytes = await readBodyCapped(req, res, BULK_MAX_BYTES);
  if (bytes.length === 0) throw badUserInput(BULK_MESSAGES.xlsx);
  try {
    await assertXlsxWorkbook(bytes, {
      maxUncompressedBytes: BULK_MAX_UNCOMPRESSED_BYTES,
      maxEntryUncompressedBytes: BULK_MAX_UNCOMPRESSED_BYTES,
    });
  } catch (error) {
    // Not a workbook at all: the page's own words.
    if (!(error instanceof UploadRefused)) throw badUserInput(BULK_MESSAGES.xlsx);
    throw error;
  }
  return bytes;
}

/** Relays the Care API's NDJSON lines as they come; answers the last line's result (or null). */
async function relayLines(res: Response, stream: Readable): Promise<BulkValidationLine | null> {
  res.status(200);
  res.setHeader('content-type', 'application/x-ndjson; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.setHeader('x-content-type-options', 'nosniff');
  // Tells proxies not to buffer: each line is progress the user is waiting for.
  res.setHeader('x-accel-buffering', 'no');
  res.flushHeaders();
  // The browser leaving ends the Care API's work too: closing its stream stops the reading there.
  const onClose = () => {
    if (!res.writableFinished) stream.destroy();
  };
  res.once('close', onClose);
  let last: BulkValidationLine | null = null;
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  try {
    for await (const line of lines) {
      if (line.trim() === '') continue;
      let parsed: BulkValidationLine;
      try {
        parsed = bulkValidationLineSchema.parse(JSON.parse(line));
      } catch {
        parsed = { type: 'error', status: 500, message: 'The Care API answered an unreadable validation' };
      }
      if (res.destroyed) break;
      res.write(`${JSON.stringify(parsed)}\n`);
      if (parsed.type !== 'progress') {
        last = parsed;
        break;
      }
    }
  } catch {
    // The Care API's stream broke (or was closed because the browser left): answered below.
  } finally {
    lines.close();
    if (!stream.destroyed) stream.destroy();
  }
  if (!last && !res.destroyed) {
    last = { type: 'error', status: 500, message: 'The Care API stopped before the validation ended' };
    res.write(`${JSON.stringify(last)}\n`);
  }
  res.end();
  return last;
}

/** The template: the flow's columns as the header row of the first sheet. */
export async function templateWorkbook(flow: BulkFlow): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  const columns = BULK_TEMPLATES[flow].columns;
  sheet.columns = columns.map((header) => ({ header, key: header, width: Math.max(14, header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Both upload routes start alike: the flow, the viewer's right to it, then the upload's audit event. */
async function beginUpload(helpers: HttpHelpers, req: Request<{ flow: string }>, action: string) {
  const ctx = await helpers.contextFor(req);
  const flow = flowOf(req.params.flow);
  await authorize(ctx, flow, action, req.query.skipTransferDashboard === 'true');
  const event = beginAudit(ctx, action, { targets: {} }).addTargetList([{ key: 'flow', value: flow }]);
  return { ctx, flow, event };
}

/** The upload's query and workbook, checked; the event learns the cohort and the byte count. */
async function uploadOf(flow: BulkFlow, req: Request, res: Response, event: ReturnType<typeof beginAudit>) {
  const params = paramsOf(flow, req.query);
  if (params.cohortId !== null) event.addTargets({ cohortId: params.cohortId });
  const workbook = await workbookOf(req, res);
  event.bytes = workbook.length;
  return { params, workbook };
}

const FILE_UPLOAD_ACTION = 'fileUpload.upload';

/** File Upload's source and sanitised name from the query; 400 when either is missing or unusable. */
function fileUploadInputOf(query: { sourceId?: string; name?: string }): FileUploadInput {
  if (query.name === undefined) throw badUserInput(FILE_UPLOAD_MESSAGES.file);
  return parseInput(fileUploadRule, { sourceId: query.sourceId ?? '', name: sanitizeFileName(query.name) });
}

function fileUploadRoute(router: Router, helpers: HttpHelpers): void {
  router.post('/files/uploads/data-mgmt/file-upload', async (req, res) => {
    const ctx = await helpers.contextFor(req);
    const decision = useDataMgmtDecision(ctx.viewer);
    if (!decision.allowed) throw refused(ctx, FILE_UPLOAD_ACTION, decision.reason);
    const result = await audited(
      ctx,
      FILE_UPLOAD_ACTION,
      {},
      async (event) => {
        const input = fileUploadInputOf({
          sourceId: queryParam(req, 'sourceId', { blankIsAbsent: true }),
          name: queryParam(req, 'name', { blankIsAbsent: true }),
        });
        event.addTargets({ sourceId: input.sourceId });
        const bytes = await readBodyCapped(req, res, FILE_UPLOAD_MAX_BYTES);
        event.bytes = bytes.length;
        if (bytes.length === 0) throw badUserInput(FILE_UPLOAD_MESSAGES.file);
        return ctx.dataSources.dataMgmt.uploadFile(input, bytes);
      },
      (uploaded) => ({ fileId: uploaded.fileId }),
    );
    res.status(201).json({
      fileId: result.fileId,
      name: result.name,
      sourceId: result.sourceId,
      folder: result.folder,
      bytes: result.bytes,
    });
  });
}

export function dataMgmtFileRoutes(router: Router, helpers: HttpHelpers): void {
  fileUploadRoute(router, helpers);
  router.post('/files/uploads/data-mgmt/:flow/validate', async (req, res) => {
    const { ctx, flow, event } = await beginUpload(helpers, req, 'bulkUpload.validate');
    try {
      const { params, workbook } = await uploadOf(flow, req, res, event);
      const answer = await ctx.dataSources.dataMgmt.validate(flow, params, workbook);
      const last = await relayLines(res, answer.stream);
      if (last?.type === 'result') {
        event.rows = last.result.totalRows;
        event.finish('ok');
      } else if (res.destroyed) event.finish('aborted', 'CLIENT_CLOSED');
      else event.finish('failed', last?.type === 'error' && last.status === 422 ? ErrorCode.UNPROCESSABLE : 'UPSTREAM_ERROR');
    } catch (error) {
      event.fail(error);
      if (res.headersSent) {
        if (!res.destroyed) res.destroy();
        return;
      }
      throw error;
    }
  });

  router.post('/files/uploads/data-mgmt/:flow/submit', async (req, res) => {
    const { ctx, flow, event } = await beginUpload(helpers, req, 'bulkUpload.submit');
    try {
      const { params, workbook } = await uploadOf(flow, req, res, event);
      const result = await ctx.dataSources.dataMgmt.submit(flow, params, workbook);
      event.rows = result.applied;
      event.finish('ok');
      res.status(200).json(result);
    } catch (error) {
      event.fail(error);
      throw error;
    }
  });

  router.get('/files/templates/data-mgmt/:file', async (req, res) => {
    const ctx = await helpers.contextFor(req);
    const match = /^([a-z-]+)\.xlsx$/.exec(req.params.file);
    const flow = flowOf(match?.[1] ?? '');
    const decision = bulkFlowDecision(ctx.viewer, flow);
    if (!decision.allowed) throw refused(ctx, 'bulkUpload.template', decision.reason);
    const bytes = await templateWorkbook(flow);
    res.status(200);
    res.setHeader('content-type', XLSX_CONTENT_TYPE);
    res.setHeader('content-disposition', attachmentHeader(BULK_TEMPLATES[flow].fileName));
    res.setHeader('cache-control', 'no-store');
    res.setHeader('content-length', String(bytes.length));
    res.end(bytes);
  });
}
