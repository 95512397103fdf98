import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { exportFileName, neutraliseCell, streamCsvExport } from '../../gateway/src/files/csv-export.ts';

interface Row {
  id: number;
  note: string;
}

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Serves one export and returns what a browser would download. */
async function download(rows: Row[], pageSize: number, onFetch?: (skip: number) => void) {
  const fetches: Array<{ skip: number; take: number }> = [];
  let maxInFlight = 0;
  let inFlight = 0;
  server = createServer(
    (_req, res) =>
      void (async () => {
        await streamCsvExport<Row>(res, {
          label: 'members',
          pageSize,
          now: () => new Date(Date.UTC(2026, 10, 21, 9, 30, 5)),
          columns: [
            { header: 'Id', value: (r) => r.id },
            { header: 'Note', value: (r) => r.note },
          ],
          async fetchPage(skip, take) {
            inFlight++;
            maxInFlight = Math.max(maxInFlight, inFlight);
            fetches.push({ skip, take });
            onFetch?.(skip);
            await new Promise((r) => setTimeout(r, 1));
            inFlight--;
            return rows.slice(skip, skip + take);
          },
        });
      })(),
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes, text: bytes.toString('utf8'), fetches, maxInFlight };
}

describe('CSV export', () => {
  it('writes a BOM, a header and every row, as an attachment with a timestamped name', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, note: `note ${i + 1}` }));
    const { res, bytes, text, fetches } = await download(rows, 10);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('filename="members-20261121-093005.csv"');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Id,Note');
    expect(lines).toHaveLength(26);
    expect(lines[25]).toBe('25,note 25');
    expect(fetches).toEqual([
      { skip: 0, take: 10 },
      { skip: 10, take: 10 },
      { skip: 20, take: 10 },
    ]);
  });

  it('neutralises cells that a spreadsheet would run as formulas', async () => {
    const notes = ['=HYPERLINK("http://evil")', '+1+1', '-2', '@SUM(A1)', '\tTab', '\rCR', 'plain'];
    const { text } = await download(
      notes.map((note, i) => ({ id: i, note })),
      100,
    );
    const body = text.replace(/^\uFEFF/, '');
    expect(body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(body).toContain("'+1+1");
    expect(body).toContain("'-2");
    expect(body).toContain("'@SUM(A1)");
    expect(body).toContain("'\tTab");
    expect(body).toContain(`"'\rCR"`);
    expect(body).toContain('6,plain');
    expect(neutraliseCell(-5)).toBe(-5);
  });

  it('fetches one page at a time, so memory is bounded by a page', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({ id: i, note: 'x'.repeat(100) }));
    const { text, fetches, maxInFlight } = await download(rows, 500);
    expect(maxInFlight).toBe(1);
    expect(fetches).toHaveLength(11); // ten full pages and the empty one that proves the end
    expect(text.trim().split('\n')).toHaveLength(5001);
  });

  it('writes only the header for an empty result', async () => {
    const { text } = await download([], 10);
    expect(text).toBe('\uFEFFId,Note\n');
  });

  it('names files yyyyMMdd-HHmmss', () => {
    expect(exportFileName('members', new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('members-20260102-030405.csv');
  });
});
