/**
 * Uploads through the gateway: the request body is read with a hard size cap (413 beyond it,
 * without buffering the excess), and an .xlsx workbook is checked before anything parses it or
 * it is forwarded: a real zip, the entries a workbook must have, a bounded entry count, and a
 * bounded unpacked size per part and in total, measured by really unpacking every part (the zip
 * headers' sizes are not trusted), so a zip bomb never reaches a spreadsheet reader.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { crc32, createInflateRaw } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { BULK_MESSAGES } from '@luminate/schema/rules';
import { badUserInput } from '../errors.ts';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ACCEPTED_CONTENT_TYPES = new Set([XLSX_CONTENT_TYPE, 'application/octet-stream']);

/** Unpacked size a filter workbook may reach, all parts together (a 5 MB upload of ids unpacks to far less). */
export const XLSX_MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;
/** Unpacked size one part of a workbook may reach (its largest part is the sheet of ids). */
export const XLSX_MAX_ENTRY_UNCOMPRESSED_BYTES = 40 * 1024 * 1024;
export const XLSX_MAX_ENTRIES = 1_000;

/** Every upload's answer for a file that is not a workbook: the bulk forms' own words, shown beside the file field. */
export const NOT_XLSX_MESSAGE = BULK_MESSAGES.xlsx;

/**
 * An HTTP client error the gateway's error handler answers as `{ message, code }` with `status`
 * (its handler trusts `status` + `expose`, as for body-parser errors). The code follows the
 * status as on /graphql: 413 PAYLOAD_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE, 422 UNPROCESSABLE.
 */
export class UploadRefused extends Error {
  readonly expose = true;
  constructor(
    readonly status: 413 | 415 | 422,
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
  /** Most bytes all parts together may unpack to. */
  maxUncompressedBytes?: number;
  /** Most bytes one part may unpack to. */
  maxEntryUncompressedBytes?: number;
  maxEntries?: number;
}

/** The entry names a SpreadsheetML package always has. */
const REQUIRED_ENTRIES = ['[Content_Types].xml', 'xl/workbook.xml'];

/** zip compression methods a workbook uses: stored and deflated. */
const STORED = 0;
const DEFLATED = 8;
/** Output chunk of the inflater: big enough that counting a limit's worth of bytes is quick. */
const INFLATE_CHUNK_BYTES = 256 * 1024;

export const workbookTooLarge = (maxBytes: number) =>
  new UploadRefused(413, `The workbook is larger than ${megabytes(maxBytes)} when unpacked`);
export const workbookPartTooLarge = (maxBytes: number) =>
  new UploadRefused(413, `A part of the workbook is larger than ${megabytes(maxBytes)} when unpacked`);
export const DAMAGED_WORKBOOK_MESSAGE = 'The workbook is damaged: a part does not unpack to the size and checksum its zip headers declare';

function openZip(buffer: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    // Sizes are checked below by unpacking, not by yauzl, so a lie is reported as such.
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: false, strictFileNames: false }, (error, zip) => {
      if (error || !zip) reject(error ?? new Error('not a zip'));
      else resolve(zip);
    });
  });
}

/** The entry's packed bytes, located through its local header (bounds-checked by yauzl). */
function packedBytes(zip: ZipFile, buffer: Buffer, entry: Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.readLocalFileHeader(entry, { minimal: true }, (error, header) => {
      if (error) reject(error);
      else resolve(buffer.subarray(header.fileDataStart, header.fileDataStart + entry.compressedSize));
    });
  });
}

interface Unpacked {
  /** Bytes produced, counted up to the first chunk beyond the allowance. */
  bytes: number;
  crc: number;
  /** Unpacking stopped because it passed the allowance. */
  over: boolean;
}

/**
 * Unpacks one entry as a stream, counting the bytes it really produces (whatever the headers
 * say) and keeping none of them; stops and reports `over` as soon as the count passes
 * `allowance`, so a bomb costs no more inflating than the limit itself.
 */
function unpack(packed: Buffer, compressionMethod: number, allowance: number): Promise<Unpacked> {
  if (compressionMethod === STORED) {
    return Promise.resolve(
      packed.length > allowance ? { bytes: packed.length, crc: 0, over: true } : { bytes: packed.length, crc: crc32(packed), over: false },
    );
  }
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw({ chunkSize: INFLATE_CHUNK_BYTES });
    let bytes = 0;
    let crc = 0;
    let settled = false;
    const finish = (result: Unpacked) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    inflate.on('data', (chunk: Buffer) => {
      if (settled) return;
      bytes += chunk.length;
      if (bytes > allowance) {
        finish({ bytes, crc, over: true });
        inflate.destroy();
        return;
      }
      crc = crc32(chunk, crc);
    });
    inflate.once('end', () => finish({ bytes, crc, over: false }));
    inflate.once('error', (error) => {
      if (settled) return;
      settled = true;
      reject(error);
    });
    inflate.end(packed);
  });
}

/**
 * Throws unless `buffer` is a zip holding a workbook within the limits, before anything parses
 * it: 400 for anything that is not an .xlsx (not a zip, broken directory, missing workbook parts,
 * encrypted parts or unknown compression), 413 when it has too many parts or unpacks beyond the
 * total or the per-part limit, 422 when a part unpacks to another size or checksum than its
 * headers declare.
 *
 * Declared sizes are only a first, cheap refusal: every part is then really unpacked (streamed,
 * nothing kept) and its bytes counted, and unpacking stops at the first chunk past the limits,
 * so a zip whose headers understate its parts is refused after at most the limit's worth of
 * inflating.
 */
export async function assertXlsxWorkbook(buffer: Buffer, limits: XlsxLimits = {}): Promise<void> {
  const maxBytes = limits.maxUncompressedBytes ?? XLSX_MAX_UNCOMPRESSED_BYTES;
  const maxEntryBytes = limits.maxEntryUncompressedBytes ?? XLSX_MAX_ENTRY_UNCOMPRESSED_BYTES;
  const maxEntries = limits.maxEntries ?? XLSX_MAX_ENTRIES;
  let zip: ZipFile;
  try {
    zip = await openZip(buffer);
  } catch {
    throw badUserInput(NOT_XLSX_MESSAGE);
  }
  try {
    if (zip.entryCount > maxEntries) throw new UploadRefused(413, `The workbook has more than ${maxEntries} parts`);
    const entries: Entry[] = [];
    let declaredTotal = 0;
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: Entry) => {
        declaredTotal += entry.uncompressedSize;
        if (declaredTotal > maxBytes) return reject(workbookTooLarge(maxBytes));
        if (entry.uncompressedSize > maxEntryBytes) return reject(workbookPartTooLarge(maxEntryBytes));
        entries.push(entry);
        zip.readEntry();
      });
      zip.once('end', () => resolve());
      zip.once('error', () => reject(badUserInput(NOT_XLSX_MESSAGE)));
      zip.readEntry();
    });
    const names = new Set(entries.map((e) => e.fileName));
    if (!REQUIRED_ENTRIES.every((name) => names.has(name))) throw badUserInput(NOT_XLSX_MESSAGE);

    // Every part is unpacked against the limits first, so a bomb is reported as too large
    // whatever its headers claim; a part that unpacks to other bytes than declared, within the
    // limits, is refused once all parts are measured.
    let total = 0;
    let damaged = false;
    for (const entry of entries) {
      if (entry.isEncrypted() || (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED))
        throw badUserInput(NOT_XLSX_MESSAGE);
      let part: Unpacked;
      try {
        const remaining = maxBytes - total;
        part = await unpack(await packedBytes(zip, buffer, entry), entry.compressionMethod, Math.min(maxEntryBytes, remaining));
        if (part.over) throw maxEntryBytes < remaining ? workbookPartTooLarge(maxEntryBytes) : workbookTooLarge(maxBytes);
      } catch (error) {
        if (error instanceof UploadRefused) throw error;
        throw badUserInput(NOT_XLSX_MESSAGE);
      }
      if (part.bytes !== entry.uncompressedSize || part.crc !== entry.crc32) damaged = true;
      total += part.bytes;
    }
    if (damaged) throw new UploadRefused(422, DAMAGED_WORKBOOK_MESSAGE);
  } finally {
    zip.close();
  }
}
