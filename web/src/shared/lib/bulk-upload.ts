/**
 * The bulk upload client of the Data Mgmt flows and the bulk neighborhood update.
 *
 * Validation sends the workbook once, on one XMLHttpRequest, because only XHR reports both halves
 * of the wait: `upload.onprogress` counts the bytes sent, then the gateway answers NDJSON (one JSON
 * object per line, flushed as the sandbox reads the sheet) and `onprogress` sees the text grow:
 *   {"type":"progress","rows":N}  …at least every 2,000 rows and once at the end, then exactly one of
 *   {"type":"result","result":<BulkValidation>}   {"type":"error","status":422|500,"message":"…"}
 * Refusals before anything is read (policy, a blank note, not an .xlsx, a wrong template, too large)
 * answer the gateway's usual error JSON `{ message, code }` with the HTTP status instead.
 *
 * Submit applies the valid rows in one transaction upstream and is never retried; File Upload puts
 * any file in a source's outbound folder.
 */
import {
  bulkValidationLineSchema,
  type BulkFlow,
  type BulkSubmitResult,
  type BulkValidation,
  type BulkValidationLine,
} from '@luminate/schema/rules';
import { gatewayUrl } from './download.ts';
import { HttpError, httpErrorFrom, UNPROCESSABLE_CODE } from './errors.ts';
import { XLSX_MIME } from './filter-upload.ts';

export const BULK_UPLOAD_PATH = '/files/uploads/data-mgmt';
export const BULK_TEMPLATE_PATH = '/files/templates/data-mgmt';

export interface BulkRequest {
  flow: BulkFlow;
  /** The workbook: the chosen file, or (emails, phones) the clean file validation returned. */
  file: Blob;
  /** Required by every flow but addresses; sent as typed (the gateway trims and checks it). */
  note: string;
  /** New members: the cohort the members are staged in. */
  cohortId?: string | null;
  /** Neighborhood update: move the members at once instead of through the Patient Transfer dashboard. */
  skipTransferDashboard?: boolean;
}

/** Where a validation is: the bytes going up, then the rows the sandbox has read. */
export type BulkProgress = { phase: 'uploading'; sent: number; total: number } | { phase: 'validating'; rows: number };

export interface ValidateOptions {
  accessToken: string | null;
  onProgress?: (progress: BulkProgress) => void;
  signal?: AbortSignal;
}

/** The template of a flow (header row only), downloaded with the session like the reports. */
export function bulkTemplateUrl(flow: BulkFlow): string {
  return gatewayUrl(`${BULK_TEMPLATE_PATH}/${flow}.xlsx`);
}

/** The query both bulk routes read: the note, and the cohort or skip option when the flow has them. */
export function bulkQuery({
  note,
  cohortId,
  skipTransferDashboard,
}: Pick<BulkRequest, 'note' | 'cohortId' | 'skipTransferDashboard'>): string {
  const query = new URLSearchParams();
  if (note.trim() !== '') query.set('note', note);
  if (cohortId) query.set('cohortId', cohortId);
  if (skipTransferDashboard) query.set('skipTransferDashboard', 'true');
  return query.toString();
}

function bulkRouteUrl(action: 'validate' | 'submit', request: BulkRequest): string {
  const query = bulkQuery(request);
  return gatewayUrl(`${BULK_UPLOAD_PATH}/${request.flow}/${action}${query ? `?${query}` : ''}`);
}

/**
 * Reads NDJSON as it arrives: `push` takes the whole text so far (XHR's responseText only grows)
 * and hands every complete new line to `onLine`; a partial last line waits for the rest.
 */
export class NdjsonReader {
  private consumed = 0;

  constructor(private readonly onLine: (line: BulkValidationLine) => void) {}

  push(text: string, final = false): void {
    let end = text.indexOf('\n', this.consumed);
    while (end !== -1) {
      this.take(text.slice(this.consumed, end));
      this.consumed = end + 1;
      end = text.indexOf('\n', this.consumed);
    }
    if (final && this.consumed < text.length) {
      this.take(text.slice(this.consumed));
      this.consumed = text.length;
    }
  }

  private take(raw: string): void {
    const line = raw.trim();
    if (line === '') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      parsed = null;
    }
    const checked = bulkValidationLineSchema.safeParse(parsed);
    if (!checked.success) throw new HttpError(502, 'The validation answer could not be read');
    this.onLine(checked.data);
  }
}

/** A non-2xx answer of the XHR as the same HttpError the fetch-based routes throw. */
function xhrError(xhr: XMLHttpRequest): Promise<HttpError> {
  const headers = new Headers();
  const type = xhr.getResponseHeader('content-type');
  if (type) headers.set('content-type', type);
  return httpErrorFrom(new Response(xhr.responseText, { status: xhr.status, headers }));
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled', 'AbortError');
}

/**
 * Sends the workbook for validation and resolves with the result; reports upload bytes, then rows
 * read. Rejects with an HttpError carrying the gateway's message (422 for a refused workbook), a
 * TypeError when the network failed, or an AbortError when `signal` aborted it.
 */
export function validateBulkUpload(request: BulkRequest, { accessToken, onProgress, signal }: ValidateOptions): Promise<BulkValidation> {
  return new Promise<BulkValidation>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    let settled = false;
    let result: BulkValidation | null = null;
    let failure: HttpError | null = null;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const onAbort = () => {
      xhr.abort();
      finish(() => reject(abortError()));
    };
    signal?.addEventListener('abort', onAbort);

    const reader = new NdjsonReader((line) => {
      if (line.type === 'progress') onProgress?.({ phase: 'validating', rows: line.rows });
      else if (line.type === 'result') result = line.result;
      else if (line.type === 'error') failure = new HttpError(line.status, line.message, line.status === 422 ? UNPROCESSABLE_CODE : null);
    });
    const read = (final: boolean) => {
      // Only a 200 answer is the stream; an error answer is one JSON body, read at the end.
      if (xhr.status !== 200) return;
      try {
        reader.push(xhr.responseText, final);
      } catch (error) {
        xhr.abort();
        finish(() => reject(error instanceof Error ? error : new HttpError(502, 'The validation answer could not be read')));
      }
    };

    xhr.open('POST', bulkRouteUrl('validate', request));
    xhr.setRequestHeader('content-type', XLSX_MIME);
    if (accessToken) xhr.setRequestHeader('authorization', `Bearer ${accessToken}`);
    const total = request.file.size;
    xhr.upload.onprogress = (event) =>
      onProgress?.({ phase: 'uploading', sent: event.loaded, total: event.lengthComputable ? event.total : total });
    // Every byte is up: the gateway is reading the sheet until the first progress line arrives.
    xhr.upload.onload = () => onProgress?.({ phase: 'validating', rows: 0 });
    xhr.onprogress = () => read(false);
    xhr.onerror = () => finish(() => reject(new TypeError('Network error: the upload did not reach the server')));
    xhr.onload = () => {
      if (xhr.status !== 200) {
        void xhrError(xhr).then((error) => finish(() => reject(error)));
        return;
      }
      read(true);
      finish(() => {
        if (failure) reject(failure);
        else if (result) resolve(result);
        else reject(new HttpError(502, 'The validation ended without a result'));
      });
    };
    xhr.send(request.file);
  });
}

/** Applies the workbook's valid rows (all or none). Sent once: a failed submit is never retried. */
export async function submitBulkUpload(request: BulkRequest, accessToken: string | null): Promise<BulkSubmitResult> {
  const headers: Record<string, string> = { 'content-type': XLSX_MIME };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  const response = await fetch(bulkRouteUrl('submit', request), { method: 'POST', headers, body: request.file });
  if (!response.ok) throw await httpErrorFrom(response);
  return (await response.json()) as BulkSubmitResult;
}

/** A validation's base64 workbook (clean or exception file) as a Blob to save or to send. */
export function workbookFromBase64(base64: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: XLSX_MIME });
}

/** What the File Upload route answers: the file as placed in the source's outbound folder. */
export interface UploadedSourceFile {
  name: string;
  sourceId: string;
  /** The outbound folder: the source's name in lower case. */
  folder: string;
  bytes: number;
}

export const SOURCE_FILE_UPLOAD_PATH = `${BULK_UPLOAD_PATH}/file-upload`;

/** File Upload: any file to a source's outbound folder, with the bytes sent reported as they go. */
export function uploadSourceFile(
  { file, fileName, sourceId }: { file: Blob; fileName: string; sourceId: string },
  { accessToken, onProgress }: { accessToken: string | null; onProgress?: (sent: number, total: number) => void },
): Promise<UploadedSourceFile> {
  return new Promise<UploadedSourceFile>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const query = new URLSearchParams({ sourceId, name: fileName });
    xhr.open('POST', gatewayUrl(`${SOURCE_FILE_UPLOAD_PATH}?${query}`));
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    if (accessToken) xhr.setRequestHeader('authorization', `Bearer ${accessToken}`);
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onerror = () => reject(new TypeError('Network error: the upload did not reach the server'));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        void xhrError(xhr).then(reject);
        return;
      }
      try {
        resolve(JSON.parse(xhr.responseText) as UploadedSourceFile);
      } catch {
        reject(new HttpError(502, 'The upload answer could not be read'));
      }
    };
    xhr.send(file);
  });
}
