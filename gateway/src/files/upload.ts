/**
 * Uploads through the gateway: the request body is read with a hard size cap (413 beyond it,
 * without buffering the excess), and an .xlsx workbook is checked from its zip central directory
 * — a real zip, the entries a workbook must have, a bounded entry count and a bounded total
 * unpacked size — before anything parses it, so a zip bomb never reaches a spreadsheet reader.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { badUserInput } from '../errors.ts';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ACCEPTED_CONTENT_TYPES = new Set([XLSX_CONTENT_TYPE, 'application/octet-stream']);

/** Unpacked size a filter workbook may reach (a 5 MB upload of ids unpacks to far less). */
export const XLSX_MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;
export const XLSX_MAX_ENTRIES = 1_000;

export const NOT_XLSX_MESSAGE = 'Please upload a .xlsx workbook';

/**
 * An HTTP client error the gateway's error handler answers as `{ message, code }` with `status`
 * (its handler trusts `status` + `expose`, as for body-parser errors).
 */
export class UploadRefused extends Error {
  readonly expose = true;
  constructor(
    readonly status: 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'UploadRefused';
  }
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export function tooLarge(maxBytes: number): UploadRefused {
  return new UploadRefused(413, `The file is larger than ${megabytes(maxBytes)}`);
}

/** Refuses bodies that are not declared as a workbook or raw bytes (a missing type is accepted). */
export function assertUploadContentType(req: IncomingMessage): void {
  const raw = req.headers['content-type'];
  if (!raw) return;
  const type = raw.split(';')[0].trim().toLowerCase();
  if (!ACCEPTED_CONTENT_TYPES.has(type)) {
    throw new UploadRefused(415, `Send the workbook as ${XLSX_CONTENT_TYPE}`);
  }
}

/**
 * Reads the whole body into one Buffer, refusing it with 413 as soon as it is known to exceed
 * `maxBytes` (declared length first, then counted bytes). On refusal the connection is marked to
 * close, so the unread remainder is not drained for a keep-alive reuse.
 */
export function readBodyCapped(req: IncomingMessage, res: ServerResponse, maxBytes: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.setHeader('connection', 'close');
    return Promise.reject(tooLarge(maxBytes));
  }
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        cleanup();
        chunks.length = 0;
        req.pause();
        res.setHeader('connection', 'close');
        reject(tooLarge(maxBytes));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onClose = () => {
      if (req.complete) return;
      cleanup();
      reject(new Error('The upload was interrupted'));
    };
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onError);
    req.once('close', onClose);
  });
}

export interface XlsxLimits {
  maxUncompressedBytes?: number;
  maxEntries?: number;
}

/** The entry names a SpreadsheetML package always has. */
const REQUIRED_ENTRIES = ['[Content_Types].xml', 'xl/workbook.xml'];

function openZip(buffer: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (error, zip) => {
      if (error || !zip) reject(error ?? new Error('not a zip'));
      else resolve(zip);
    });
  });
}

/**
 * Throws unless `buffer` is a zip holding a workbook within the limits: 400 for anything that
 * is not an .xlsx (not a zip, broken directory, missing workbook parts), 413 when the entries
 * would unpack beyond `maxUncompressedBytes` or are too many. Reads only the central directory.
 */
export async function assertXlsxWorkbook(buffer: Buffer, limits: XlsxLimits = {}): Promise<void> {
  const maxBytes = limits.maxUncompressedBytes ?? XLSX_MAX_UNCOMPRESSED_BYTES;
  const maxEntries = limits.maxEntries ?? XLSX_MAX_ENTRIES;
  let zip: ZipFile;
  try {
    zip = await openZip(buffer);
  } catch {
    throw badUserInput(NOT_XLSX_MESSAGE);
  }
  try {
    if (zip.entryCount > maxEntries) throw new UploadRefused(413, `The workbook has more than ${maxEntries} parts`);
    const names = new Set<string>();
    let total = 0;
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: Entry) => {
        total += entry.uncompressedSize;
        if (total > maxBytes) {
          reject(new UploadRefused(413, `The workbook unpacks to more than ${megabytes(maxBytes)}`));
          return;
        }
        names.add(entry.fileName);
        zip.readEntry();
      });
      zip.once('end', () => resolve());
      zip.once('error', () => reject(badUserInput(NOT_XLSX_MESSAGE)));
      zip.readEntry();
    });
    if (!REQUIRED_ENTRIES.every((name) => names.has(name))) throw badUserInput(NOT_XLSX_MESSAGE);
  } finally {
    zip.close();
  }
}
