/**
 * Bench (b), Metrics Homepage: the metricsDashboard query (every card of the ALL role with its
 * columns, acuity, quality gaps) for an office tree of 1 and of 50 offices. The Care API counts
 * every metric in one Measures request whatever the offices, so both must cost the same number of
 * Care API requests; a difference (or a failing query) fails the run. Then p50/p99 latency over N
 * sequential dashboards of each size (BENCH_METRICS_QUERIES, default 30), with different offices
 * each time.
 *
 * Run alone: `npx tsx tests/bench/metrics-homepage.ts` (BENCH_SEED_SCALE, default 1).
 */
import { z } from 'zod';
import { runIfMain, runScenarioAlone } from './bench-gateway.ts';
import { personaGql, type BenchGraphql } from './approval-tables.ts';
import { listAt, numberAt, pathOf } from './graphql-data.ts';
import { percentile, table as textTable } from './measure.ts';

const TREE = `{ metricsOfficeTree { key children { key children { officeId } } } }`;
/** A market of the office tree as TREE reads it: communities, then their offices. */
const TreeMarket = z.object({ children: z.array(z.object({ children: z.array(z.object({ officeId: z.string() })) })) });
const DASHBOARD = (officeIds: string[]) =>
  `{ metricsDashboard(officeIds: ${JSON.stringify(officeIds)}, role: ALL) { role actionablePanelSize eligibleMembers hedisGapCount ` +
  `acuity { level count percent color } metrics { id label group value denominator hoverText table viewTarget expansion columns { field key label type } } } }`;

/** Sizes of the office trees measured: one office and fifty. */
const SIZES = [1, 50] as const;

export interface MetricsHomepageResult {
  counts: Array<{ offices: number; members: number; requests: number; error?: string }>;
  latencies: Array<{ offices: number; ms: number[]; failures: number; firstFailure?: string }>;
}

export async function benchMetricsHomepage(
  client: Pick<BenchGraphql, 'gql' | 'requests'>,
  queries: number,
): Promise<MetricsHomepageResult> {
  const tree = listAt(TreeMarket, (await client.gql(TREE)).data, 'metricsOfficeTree');
  const officeIds: string[] = tree.flatMap((m) => m.children.flatMap((c) => c.children.map((o) => o.officeId)));
  if (officeIds.length < 50) throw new Error(`The office tree has ${officeIds.length} offices; 50 are needed`);
  /** The i-th set of n offices, rotating through the tree so each query reads other rows. */
  const officesAt = (n: number, i: number) => Array.from({ length: n }, (_, k) => officeIds[(i * n + k) % officeIds.length]);

  // Warms token verification and the gateway's answers equally for both sizes.
  for (const n of SIZES) await client.gql(DASHBOARD(officesAt(n, 0))).catch(() => undefined);
  const counts: MetricsHomepageResult['counts'] = [];
  for (const n of SIZES) {
    try {
      client.requests.reset();
      const body: { data?: unknown; errors?: unknown } = await client.gql(DASHBOARD(officesAt(n, 1)));
      if (body.errors) throw new Error(JSON.stringify(body.errors).slice(0, 300));
      counts.push({
        offices: n,
        members: numberAt(0, body.data, 'metricsDashboard', 'eligibleMembers'),
        requests: client.requests.count(),
      });
    } catch (error) {
      counts.push({ offices: n, members: 0, requests: 0, error: (error as Error).message.slice(0, 300) });
    }
  }
  const latencies: MetricsHomepageResult['latencies'] = [];
  for (const n of SIZES) {
    const ms: number[] = [];
    let failures = 0;
    let firstFailure: string | undefined;
    for (let i = 0; i < queries; i++) {
      const started = performance.now();
      try {
        const body: { data?: unknown; errors?: unknown } = await client.gql(DASHBOARD(officesAt(n, i + 2)));
        if (body.errors || !pathOf(body.data, 'metricsDashboard')) throw new Error(JSON.stringify(body.errors ?? body).slice(0, 300));
        ms.push(performance.now() - started);
      } catch (error) {
        failures++;
        firstFailure ??= (error as Error).message;
      }
    }
    latencies.push({ offices: n, ms, failures, firstFailure });
  }
  return { counts, latencies };
}

/** Prints the counts and the latencies; false when a query failed or the counts differ. */
export function reportMetricsHomepage(result: MetricsHomepageResult, table: typeof textTable): boolean {
  console.log('(b) Metrics Homepage (metricsDashboard, role ALL): Care API requests per query');
  console.log(
    table(
      ['offices', 'eligible members', 'upstream requests'],
      result.counts.map((c) => [String(c.offices), String(c.members), c.error ? 'failed' : String(c.requests)]),
    ),
  );
  console.log('Metrics Homepage latency over sequential queries');
  console.log(
    table(
      ['offices', 'queries', 'p50 ms', 'p99 ms', 'failures'],
      result.latencies.map((l) => {
        const sorted = [...l.ms].sort((x, y) => x - y);
        return [
          String(l.offices),
          String(sorted.length),
          percentile(sorted, 0.5).toFixed(1),
          percentile(sorted, 0.99).toFixed(1),
          String(l.failures),
        ];
      }),
    ),
  );
  const failures = result.counts.filter((c) => c.error).map((c) => `Metrics Homepage for ${c.offices} offices: query failed: ${c.error}`);
  if (new Set(result.counts.map((c) => c.requests)).size > 1) {
    failures.push(
      `Metrics Homepage: upstream requests differ between 1 and 50 offices (${result.counts.map((c) => c.requests).join(' vs ')})`,
    );
  }
  for (const l of result.latencies) {
    if (l.failures > 0) failures.push(`Metrics Homepage (${l.offices} offices): ${l.failures} failed queries; first: ${l.firstFailure}`);
  }
  for (const failure of failures) console.error(`FAIL: ${failure}`);
  return failures.length === 0;
}

export const metricsHomepageQueries = () => Number(process.env.BENCH_METRICS_QUERIES ?? 30);

/** `npx tsx tests/bench/metrics-homepage.ts`: this dashboard alone, on a fresh sandbox and gateway. */
async function main(): Promise<number> {
  return runScenarioAlone(async ({ sandbox, gatewayUrl }) => {
    const gqlAs = personaGql(gatewayUrl, sandbox.issuer);
    // superadmin has no assignments: the tree is every live office, so 50 offices exist at any scale.
    const result = await benchMetricsHomepage(
      { gql: (query) => gqlAs('superadmin', query), requests: sandbox.requests },
      metricsHomepageQueries(),
    );
    return reportMetricsHomepage(result, textTable) ? 0 : 1;
  });
}

runIfMain(import.meta.url, main);
