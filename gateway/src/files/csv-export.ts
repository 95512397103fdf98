/**
 * Streams every row of a server-driven table as CSV: pages are fetched one at a
 * time and written with backpressure, so memory stays bounded by one page whatever the row
 * count. UTF-8 with a byte-order mark (Excel reads it correctly); cells that a spreadsheet
 * would run as a formula are neutralised.
 */
import type { ServerResponse } from 'node:http';
import { once } from 'node:events';
import { stringify } from 'csv-stringify';
import { attachmentHeader } from './download.ts';
import { beginAudit, filterTargets, type AuditContext, type AuditIds } from '../audit/index.ts';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

export interface CsvExportOptions<Row> {
  /** File name stem: the file is `<label>-<yyyyMMdd-HHmmss>.csv` (UTC). */
  label: string;
  columns: ReadonlyArray<CsvColumn<Row>>;
  /** Fetches rows [skip, skip + take); fewer than `take` rows means the last page. */
  fetchPage(skip: number, take: number): Promise<readonly Row[]>;
  pageSize: number;
  /** Audit: who exports what; the event gets the rows written and the outcome. */
  audit?: CsvExportAudit;
  /** Clock for the file name (tests). */
  now?: () => Date;
}

export interface CsvExportAudit {
  ctx: AuditContext;
  /** e.g. 'members.export'. */
  what: string;
  /** Record ids the export is about (e.g. a campaign). */
  targets?: AuditIds;
  /** The table filter exported: only each filter's field and match mode are kept, never its value. */
  filters?: ReadonlyArray<{ field: string; matchMode?: string | null }> | null;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet would evaluate (=, +, -, @, tab, CR first) is prefixed with a single quote. */
export function neutraliseCell(value: string | number | boolean | null | undefined): string | number | boolean | null | undefined {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

export function exportFileName(label: string, now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getUTCFullYear()}${p(now.getUTCMonth() + 1)}${p(now.getUTCDate())}-${p(now.getUTCHours())}${p(now.getUTCMinutes())}${p(now.getUTCSeconds())}`;
  return `${label}-${stamp}.csv`;
}

/** Resolves with the number of data rows written. Errors before the first byte reject (the caller answers JSON). */
export async function streamCsvExport<Row>(res: ServerResponse, options: CsvExportOptions<Row>): Promise<number> {
  const { columns, pageSize } = options;
  let rows = 0;
  let aborted = false;
  res.once('close', () => {
    if (!res.writableFinished) aborted = true;
  });

  const event = options.audit
    ? beginAudit(options.audit.ctx, options.audit.what, { targets: options.audit.targets }).addTargetList(
        filterTargets(options.audit.filters),
      )
    : undefined;
  const audit = (outcome: 'ok' | 'failed' | 'aborted', error?: unknown) => {
    if (!event) return;
    event.rows = rows;
    if (outcome === 'failed') event.fail(error);
    else event.finish(outcome, outcome === 'aborted' ? 'CLIENT_CLOSED' : null);
  };

  // The first page is fetched before any header is sent, so an early failure is still a clean error answer.
  let page: readonly Row[];
  try {
    page = await options.fetchPage(0, pageSize);
  } catch (error) {
    audit('failed', error);
    throw error;
  }

  const fileName = exportFileName(options.label, (options.now ?? (() => new Date()))());
  res.statusCode = 200;
  res.setHeader('content-type', 'text/csv; charset=utf-8');
  res.setHeader('content-disposition', attachmentHeader(fileName));
  res.setHeader('cache-control', 'no-store');
  res.setHeader('x-content-type-options', 'nosniff');

  const csv = stringify({ header: true, columns: columns.map((c, i) => ({ key: String(i), header: c.header })), bom: true });
  csv.pipe(res);

  // Waits for the client to take the buffered bytes (or leave); listeners are removed either way.
  const drained = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        csv.off('drain', done);
        res.off('close', done);
        resolve();
      };
      csv.on('drain', done);
      res.on('close', done);
    });

  const write = async (row: Row) => {
    const record: Record<string, unknown> = {};
    columns.forEach((c, i) => {
      record[String(i)] = neutraliseCell(c.value(row));
    });
    if (!csv.write(record)) await drained();
  };

  try {
    for (let skip = 0; ; skip += pageSize) {
      if (skip > 0) page = await options.fetchPage(skip, pageSize);
      for (const row of page) {
        if (aborted) break;
        await write(row);
        rows++;
      }
      if (aborted || page.length < pageSize) break;
    }
  } catch (error) {
    audit('failed', error);
    csv.unpipe(res);
    res.destroy(error as Error);
    return rows;
  }
  if (aborted) {
    audit('aborted');
    csv.destroy();
    return rows;
  }
  csv.end();
  await once(res, 'finish').catch(() => undefined);
  audit('ok');
  return rows;
}
