/**
 * A report streams in: `fetchFile` reports the bytes received as each chunk arrives (with the
 * whole size when the server sends Content-Length), keeps every byte and the server's file name,
 * and the size shows as the download button and dialogs print it.
 */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { fetchFile } from '../../web/src/shared/lib/download.ts';
import { EMPTY, formatBytes } from '../../web/src/shared/lib/format.ts';
import { mockHttp } from '../support/msw.ts';

const CHUNK = 64 * 1024;
const CHUNKS = 5;

mockHttp([
  http.get('http://luminate.test/files/reports/next-visit', () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === CHUNKS) return controller.close();
        controller.enqueue(new Uint8Array(CHUNK).fill(sent));
        sent += 1;
      },
    });
    return new HttpResponse(body, {
      headers: {
        'content-type': 'application/octet-stream',
        'content-disposition': 'attachment; filename="NextVisitReport-2026-01-05.xlsx"',
      },
    });
  }),
]);

describe('download progress', () => {
  it('counts the bytes of a streamed report as they arrive', async () => {
    const seen: Array<[number, number | null]> = [];
    const file = await fetchFile('http://luminate.test/files/reports/next-visit', {
      accessToken: 'token',
      fallbackName: 'report.xlsx',
      onProgress: (received, total) => seen.push([received, total]),
    });
    expect(file.fileName).toBe('NextVisitReport-2026-01-05.xlsx');
    expect(file.blob.size).toBe(CHUNK * CHUNKS);
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    expect(bytes[CHUNK * 3]).toBe(3);
    const counts = seen.map(([received]) => received);
    expect(counts[0]).toBe(0);
    expect(counts.at(-1)).toBe(CHUNK * CHUNKS);
    expect(counts.length).toBeGreaterThan(2);
    expect(counts.every((n, i) => i === 0 || n > counts[i - 1])).toBe(true);
    // Streamed without a Content-Length: the whole size is unknown.
    expect(seen.every(([, total]) => total === null)).toBe(true);
  });

  it('prints sizes in binary units', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(CHUNK * CHUNKS)).toBe('320.0 KB');
    expect(formatBytes(5 * 1024 * 1024 + 200 * 1024)).toBe('5.2 MB');
    expect(formatBytes(null)).toBe(EMPTY);
  });
});
