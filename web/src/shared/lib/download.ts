/**
 * Authenticated file downloads from the gateway's plain HTTP routes (CSV exports, reports):
 * fetch with the bearer token, collect the streamed body into a Blob, and hand it to the
 * browser under the server's file name.
 */
import { httpErrorFrom } from './errors.ts';

/** The gateway's plain HTTP routes share the web client's origin. */
export function gatewayUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

/** The file name of a Content-Disposition header: RFC 5987 `filename*` first, then `filename`. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:[\w-]+)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return sanitize(decodeURIComponent(extended[1].trim().replace(/^"|"$/g, '')));
    } catch {
      // Malformed percent-encoding: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name ? sanitize(name) : null;
}

/** Path separators and control characters never reach the saved file's name. */
function sanitize(name: string): string | null {
  const clean = Array.from(name, (ch) => (ch === '/' || ch === '\\' || ch.charCodeAt(0) < 0x20 ? '_' : ch))
    .join('')
    .trim();
  return clean === '' ? null : clean;
}

export interface DownloadOptions {
  /** The signed-in user's access token; sent as `Authorization: Bearer`. */
  accessToken: string | null;
  /** Used when the server names no file. */
  fallbackName: string;
  signal?: AbortSignal;
  /** Called as the body streams in: bytes so far, and the whole size when the server says it. */
  onProgress?: (received: number, total: number | null) => void;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** Fetches a file; a non-2xx answer throws the server's message as an HttpError. */
export async function fetchFile(url: string, { accessToken, fallbackName, signal, onProgress }: DownloadOptions): Promise<DownloadedFile> {
  const headers: Record<string, string> = {};
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  const response = await fetch(url, { headers, signal });
  if (!response.ok) throw await httpErrorFrom(response);
  // The export is streamed page by page; Response.blob() reads the stream to its end.
  const blob = onProgress && response.body ? await readCounting(response, onProgress) : await response.blob();
  return { blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName };
}

/** Reads a streamed body chunk by chunk, telling the caller how much has arrived. */
async function readCounting(response: Response, onProgress: NonNullable<DownloadOptions['onProgress']>): Promise<Blob> {
  const length = Number(response.headers.get('content-length'));
  const total = Number.isSafeInteger(length) && length > 0 ? length : null;
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received, total);
  }
  return new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? '' });
}

/** Offers a Blob to the user as a download (a temporary object URL on a hidden link). */
export function saveBlob({ blob, fileName }: DownloadedFile): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Let the browser start reading the URL before it is released.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

export async function downloadFile(url: string, options: DownloadOptions): Promise<DownloadedFile> {
  const file = await fetchFile(url, options);
  saveBlob(file);
  return file;
}
