/**
 * Bench (b), App Availability: the grid query for one market over the default 37 days (every
 * provider's days with their IVs, open slots and shares of the day). It is one EngineerEvents
 * request whatever the market holds, so the smallest and the largest market must cost the same
 * number of Care API requests; a difference (or a failing query) fails the run. Then p50/p99
 * latency over N sequential queries of the largest market (BENCH_AVAILABILITY_QUERIES, default 50).
 *
 * Run alone: `npx tsx tests/bench/availability.ts` (BENCH_SEED_SCALE, default 1).
 */
import { z } from 'zod';
import type { Queryable } from '../../sandbox/src/db/index.ts';
import { addDays, AVAILABILITY_DEFAULT_DAYS, AVAILABILITY_PROVIDER_TYPES } from '@luminate/schema/rules';
import { runIfMain, runScenarioAlone } from './bench-gateway.ts';
import { personaGql, type BenchGraphql } from './approval-tables.ts';
import { listAt } from './graphql-data.ts';
import { percentile, table as textTable } from './measure.ts';

/** A market of the availability grid as the bench counts it: its providers and their days. */
const GridMarket = z.object({
  communities: z.array(z.object({ providers: z.array(z.object({ days: z.array(z.unknown()) })) })),
});

const GRID = (marketId: number, start: string, end: string) =>
  `{ appAvailability(input: { marketIds: ["${marketId}"], start: "${start}", end: "${end}" }) { dates markets { marketId ivCount ivOpportunityCount ` +
  `communities { communityId ivCount ivOpportunityCount providers { providerId name typeMark dailyIvLimit ivCount ivOpportunityCount ` +
  `days { date ivCount ivOpportunityCount availabilityPercentage optimizationPercentage eventCount } } } } } }`;

export interface AvailabilityBenchResult {
  counts: Array<{ market: string; providers: number; cells: number; kilobytes: number; requests: number; error?: string }>;
  latenciesMs: number[];
  failures: number;
  firstFailure?: string;
}

/** The markets with the fewest and the most providers (as the dashboard lists them). */
async function smallestAndLargest(db: Queryable): Promise<Array<{ id: number; name: string }>> {
  const { rows } = await db.query<{ id: number; name: string; n: number }>(
    `SELECT mk.id, mk.name, count(DISTINCT a.employee_id)::int AS n
     FROM market_assignments a JOIN offices o ON o.id = a.office_id JOIN markets mk ON mk.id = o.market_id
     WHERE a.inactive_dt IS NULL AND a.assignment_type_id = ANY($1::int[]) AND o.active AND NOT o.deleted AND mk.active
     GROUP BY mk.id, mk.name ORDER BY n, mk.id`,
    [AVAILABILITY_PROVIDER_TYPES],
  );
  return [rows[0], rows[rows.length - 1]];
}

export async function benchAvailability(
  client: Pick<BenchGraphql, 'gql' | 'requests'>,
  db: Queryable,
  queries: number,
): Promise<AvailabilityBenchResult> {
  const start = new Date().toISOString().slice(0, 10);
  const end = addDays(start, AVAILABILITY_DEFAULT_DAYS - 1);
  const markets = await smallestAndLargest(db);
  // Warms token verification equally for both markets.
  for (const m of markets) await client.gql(GRID(m.id, start, end)).catch(() => undefined);
  const counts: AvailabilityBenchResult['counts'] = [];
  for (const m of markets) {
    const market = `${m.name} (${m.id})`;
    try {
      client.requests.reset();
      const body: { data?: unknown; errors?: unknown } = await client.gql(GRID(m.id, start, end));
      if (body.errors) throw new Error(JSON.stringify(body.errors).slice(0, 300));
      const providers = listAt(GridMarket, body.data, 'appAvailability', 'markets').flatMap((x) =>
        x.communities.flatMap((c) => c.providers),
      );
      counts.push({
        market,
        providers: providers.length,
        cells: providers.reduce((n, p) => n + p.days.length, 0),
        kilobytes: Math.round(JSON.stringify(body).length / 1024),
        requests: client.requests.count(),
      });
    } catch (error) {
      counts.push({ market, providers: 0, cells: 0, kilobytes: 0, requests: 0, error: (error as Error).message.slice(0, 300) });
    }
  }
  const largest = markets[markets.length - 1];
  const latenciesMs: number[] = [];
  let failures = 0;
  let firstFailure: string | undefined;
  for (let i = 0; i < queries; i++) {
    const started = performance.now();
    try {
      const body: { data?: unknown; errors?: unknown } = await client.gql(GRID(largest.id, start, end));
      if (body.errors || listAt(z.unknown(), body.data, 'appAvailability', 'markets').length === 0)
        throw new Error(JSON.stringify(body.errors ?? body).slice(0, 300));
      latenciesMs.push(performance.now() - started);
    } catch (error) {
      failures++;
      firstFailure ??= (error as Error).message;
    }
  }
  return { counts, latenciesMs, failures, firstFailure };
}

/** Prints the counts and the latency; false when a query failed or the counts differ. */
export function reportAvailability(result: AvailabilityBenchResult, table: typeof textTable): boolean {
  console.log(`(b) App Availability (one market, ${AVAILABILITY_DEFAULT_DAYS} days): Care API requests per query`);
  console.log(
    table(
      ['market', 'providers', 'day cells', 'answer kB', 'upstream requests'],
      result.counts.map((c) => [
        c.market,
        String(c.providers),
        String(c.cells),
        String(c.kilobytes),
        c.error ? 'failed' : String(c.requests),
      ]),
    ),
  );
  const sorted = [...result.latenciesMs].sort((x, y) => x - y);
  console.log(`App Availability latency over ${sorted.length} sequential queries of the largest market`);
  console.log(
    table(
      ['queries', 'p50 ms', 'p99 ms', 'failures'],
      [[String(sorted.length), percentile(sorted, 0.5).toFixed(1), percentile(sorted, 0.99).toFixed(1), String(result.failures)]],
    ),
  );
  const failures = result.counts.filter((c) => c.error).map((c) => `App Availability for ${c.market}: query failed: ${c.error}`);
  if (new Set(result.counts.map((c) => c.requests)).size > 1) {
    failures.push(`App Availability: upstream requests differ between markets (${result.counts.map((c) => c.requests).join(' vs ')})`);
  }
  if (result.failures > 0) failures.push(`App Availability: ${result.failures} failed queries; first: ${result.firstFailure}`);
  for (const failure of failures) console.error(`FAIL: ${failure}`);
  return failures.length === 0;
}

export const availabilityQueries = () => Number(process.env.BENCH_AVAILABILITY_QUERIES ?? 50);

/** `npx tsx tests/bench/availability.ts`: this query alone, on a fresh sandbox and gateway. */
async function main(): Promise<number> {
  return runScenarioAlone(async ({ sandbox, gatewayUrl }) => {
    const gqlAs = personaGql(gatewayUrl, sandbox.issuer);
    const result = await benchAvailability(
      { gql: (query) => gqlAs('opsmanager', query), requests: sandbox.requests },
      sandbox.db,
      availabilityQueries(),
    );
    return reportAvailability(result, textTable) ? 0 : 1;
  });
}

runIfMain(import.meta.url, main);
