/**
 * Bench (b), embedded analytics: for each workbook, the Care API requests of one workbookEmbed
 * query (the link, plus for the Medical Cost workbooks the viewer's employee record when their
 * claims alone do not admit them: at most two, the same for every link), the query's p50/p99 over N sequential links
 * (BENCH_WORKBOOK_LINKS, default 20), and the time the sandbox takes to open a link, that is to
 * draw the workbook page from its data (the same number of opens). A query asking more than two
 * requests or a different number for two links, or a link that does not open, fails the run.
 *
 * Run alone: `npx tsx tests/bench/workbooks.ts` (BENCH_SEED_SCALE, default 1).
 */
import { z } from 'zod';
import type { Queryable } from '../../sandbox/src/db/index.ts';
import { runIfMain, runScenarioAlone } from './bench-gateway.ts';
import { personaGql, type BenchGraphql } from './approval-tables.ts';
import { pathOf } from './graphql-data.ts';
import { percentile, table as textTable } from './measure.ts';

const WORKBOOKS = ['HEDIS_GAPS', 'ONE_LIST', 'HIGH_NEEDS', 'PATIENT_COST_PROFILES'] as const;

const EMBED = (workbook: string, memberId: number) =>
  `{ workbookEmbed(workbook: ${workbook}${workbook === 'PATIENT_COST_PROFILES' ? `, memberId: "${memberId}"` : ''}) { url expiresAt } }`;

export interface WorkbookBenchRow {
  workbook: string;
  /** Care API requests of two links, one after the other. */
  requests: [number, number];
  linkMs: number[];
  openMs: number[];
  pageKb: number;
  failures: number;
  firstFailure?: string;
}

export async function benchWorkbooks(
  client: Pick<BenchGraphql, 'gql' | 'requests'>,
  db: Queryable,
  links: number,
): Promise<WorkbookBenchRow[]> {
  // A member with hospital use, so the cost profile has something to draw.
  const { rows } = await db.query<{ id: number }>(`SELECT member_id AS id FROM hospital_census ORDER BY member_id LIMIT 1`);
  const memberId = rows[0]?.id ?? 1;
  const result: WorkbookBenchRow[] = [];
  for (const workbook of WORKBOOKS) {
    const row: WorkbookBenchRow = { workbook, requests: [0, 0], linkMs: [], openMs: [], pageKb: 0, failures: 0 };
    try {
      for (const i of [0, 1]) {
        client.requests.reset();
        await client.gql(EMBED(workbook, memberId));
        row.requests[i] = client.requests.count();
      }
    } catch (error) {
      row.failures++;
      row.firstFailure = (error as Error).message.slice(0, 300);
    }
    for (let i = 0; i < links; i++) {
      try {
        let started = performance.now();
        const body = await client.gql(EMBED(workbook, memberId));
        row.linkMs.push(performance.now() - started);
        started = performance.now();
        const page = await fetch(z.string().parse(pathOf(body.data, 'workbookEmbed', 'url')));
        const html = await page.text();
        if (page.status !== 200 || !html.includes('<table')) throw new Error(`the link answered ${page.status}`);
        row.openMs.push(performance.now() - started);
        row.pageKb = html.length / 1024;
      } catch (error) {
        row.failures++;
        row.firstFailure ??= (error as Error).message.slice(0, 300);
      }
    }
    result.push(row);
  }
  return result;
}

/** Prints the table; false when a query asked more than one request or anything failed. */
export function reportWorkbooks(rows: WorkbookBenchRow[], table: typeof textTable): boolean {
  console.log('(b) Embedded analytics: Care API requests per workbookEmbed, link and page-open latency');
  const ms = (values: number[], p: number) =>
    percentile(
      [...values].sort((x, y) => x - y),
      p,
    ).toFixed(1);
  console.log(
    table(
      [
        'workbook',
        'upstream requests (2 links)',
        'links',
        'link p50 ms',
        'link p99 ms',
        'open p50 ms',
        'open p99 ms',
        'page KB',
        'failures',
      ],
      rows.map((r) => [
        r.workbook,
        r.requests.join(' / '),
        String(r.linkMs.length),
        ms(r.linkMs, 0.5),
        ms(r.linkMs, 0.99),
        ms(r.openMs, 0.5),
        ms(r.openMs, 0.99),
        r.pageKb.toFixed(0),
        String(r.failures),
      ]),
    ),
  );
  const failures = rows.flatMap((r) => [
    ...(r.requests[0] !== r.requests[1] || r.requests[0] < 1 || r.requests[0] > 2
      ? [`${r.workbook}: ${r.requests.join(' then ')} Care API requests for one link (expected the same, 1 or 2)`]
      : []),
    ...(r.failures > 0 ? [`${r.workbook}: ${r.failures} failures; first: ${r.firstFailure}`] : []),
  ]);
  for (const failure of failures) console.error(`FAIL: ${failure}`);
  return failures.length === 0;
}

export const workbookLinks = () => Number(process.env.BENCH_WORKBOOK_LINKS ?? 20);

/** `npx tsx tests/bench/workbooks.ts`: the workbooks alone, on a fresh sandbox and gateway. */
async function main(): Promise<number> {
  return runScenarioAlone(async ({ sandbox, gatewayUrl }) => {
    const gqlAs = personaGql(gatewayUrl, sandbox.issuer);
    const rows = await benchWorkbooks({ gql: (query) => gqlAs('cd', query), requests: sandbox.requests }, sandbox.db, workbookLinks());
    return reportWorkbooks(rows, textTable) ? 0 : 1;
  });
}

runIfMain(import.meta.url, main);
