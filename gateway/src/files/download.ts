/**
 * Sends a file answered by the Care API to the browser as an attachment, streaming it (never
 * buffered) under its sanitised name, and writes its one audit event: ok once the last byte is
 * handed over, aborted when the browser leaves first, failed when the Care API's stream breaks;
 * with the bytes sent.
 */
import type { ServerResponse } from 'node:http';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { UpstreamFile } from '../context.ts';
import { sanitizeFileName } from '../upstream/file-name.ts';
import { auditCode, beginAudit, type AuditContext, type AuditIds } from '../audit/index.ts';

/** `attachment; filename="…"; filename*=UTF-8''…` for an already sanitised name. */
export function attachmentHeader(fileName: string): string {
  const safe = sanitizeFileName(fileName);
  return `attachment; filename="${safe}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}

export interface DownloadAudit {
  /** The request's context: who downloads, through which route. */
  ctx: AuditContext;
  /** What was downloaded, e.g. 'claims.export'. */
  what: string;
  /** The records (or filter) the file covers: ids only. */
  targets?: AuditIds;
}

/**
 * Streams `file` to the browser. Pass the Care API call itself (its promise) so that a refusal
 * or failure before the first byte is audited too; such errors are rethrown for the route's
 * JSON error answer.
 */
export async function sendUpstreamFile(
  res: ServerResponse,
  pending: UpstreamFile | Promise<UpstreamFile>,
  audit?: DownloadAudit,
): Promise<void> {
  const event = audit ? beginAudit(audit.ctx, audit.what, { targets: audit.targets }) : undefined;
  let file: UpstreamFile;
  try {
    file = await pending;
  } catch (error) {
    event?.fail(error);
    throw error;
  }
  if (event && file.rows !== undefined) event.rows = file.rows;
  res.statusCode = 200;
  res.setHeader('content-type', file.contentType);
  res.setHeader('content-disposition', attachmentHeader(file.fileName));
  res.setHeader('cache-control', 'no-store');
  res.setHeader('x-content-type-options', 'nosniff');
  if (file.contentLength !== undefined) res.setHeader('content-length', String(file.contentLength));

  let bytes = 0;
  let upstreamBroke = false;
  let clientLeft = false;
  // Whichever side ends first decides: the browser closing early is aborted, the Care API's stream erroring is failed.
  file.stream.once('error', () => {
    if (!clientLeft) upstreamBroke = true;
  });
  res.once('close', () => {
    if (!res.writableFinished && !upstreamBroke) clientLeft = true;
  });
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(file.stream, counter, res);
    if (event) {
      event.bytes = bytes;
      event.finish('ok');
    }
  } catch (error) {
    if (event) {
      event.bytes = bytes;
      if (clientLeft) event.finish('aborted', 'CLIENT_CLOSED');
      else event.finish('failed', upstreamBroke ? 'UPSTREAM_ERROR' : auditCode(error));
    }
    if (!res.destroyed) res.destroy(error as Error);
  }
}
