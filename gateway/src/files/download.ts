/**
 * Sends a file answered by the Care API to the browser as an attachment, streaming it (never
 * buffered) under its sanitised name, and writes the audit line.
 */
import type { ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { Logger } from 'pino';
import type { UpstreamFile } from '../context.ts';
import { sanitizeFileName } from '../upstream/file-name.ts';

/** `attachment; filename="…"; filename*=UTF-8''…` for an already sanitised name. */
export function attachmentHeader(fileName: string): string {
  const safe = sanitizeFileName(fileName);
  return `attachment; filename="${safe}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}

export interface DownloadAudit {
  log: Logger;
  /** What was downloaded, e.g. 'claims.report'. */
  what: string;
  uid: string | null;
  details?: Record<string, unknown>;
}

export async function sendUpstreamFile(res: ServerResponse, file: UpstreamFile, audit?: DownloadAudit): Promise<void> {
  res.statusCode = 200;
  res.setHeader('content-type', file.contentType);
  res.setHeader('content-disposition', attachmentHeader(file.fileName));
  res.setHeader('cache-control', 'no-store');
  res.setHeader('x-content-type-options', 'nosniff');
  if (file.contentLength !== undefined) res.setHeader('content-length', String(file.contentLength));
  try {
    await pipeline(file.stream, res);
    audit?.log.info({ audit: audit.what, uid: audit.uid, outcome: 'ok', ...audit.details }, 'download');
  } catch (error) {
    audit?.log.warn({ audit: audit.what, uid: audit.uid, outcome: res.destroyed ? 'aborted' : 'failed', ...audit.details }, 'download');
    if (!res.destroyed) res.destroy(error as Error);
  }
}
