/**
 * Bench (b), APP Lookup: the closestOffices query for one address (the ten offices with their
 * node, member counts, APP, backups, iAPP and CES). It is one GetClosest request whatever the
 * offices hold, so two different addresses must cost the same number of Care API requests; a
 * difference (or a failing query) fails the run. Then p50/p99 latency over N sequential lookups
 * of different seeded member homes (BENCH_APP_LOOKUP_QUERIES, default 100).
 *
 * Run alone: `npx tsx tests/bench/app-lookup.ts` (BENCH_SEED_SCALE, default 1).
 */
import { z } from 'zod';
import type { Queryable } from '../../sandbox/src/db/index.ts';
import { runIfMain, runScenarioAlone } from './bench-gateway.ts';
import { personaGql, type BenchGraphql } from './approval-tables.ts';
import { listAt } from './graphql-data.ts';
import { percentile, table as textTable } from './measure.ts';

const EMPLOYEE = '{ id fullName }';
const LOOKUP = (lat: number, lng: number) =>
  `{ closestOffices(lat: ${lat}, lng: ${lng}) { distance office { id name commonName engagedMembers eligibleMembers } ` +
  `node { id address lat lng } apps ${EMPLOYEE} backup1 ${EMPLOYEE} backup2 ${EMPLOYEE} backup3 ${EMPLOYEE} iapps ${EMPLOYEE} cess ${EMPLOYEE} } }`;

export interface AppLookupResult {
  /** Upstream requests of one lookup, per address. */
  counts: Array<{ address: string; offices: number; requests: number; error?: string }>;
  latenciesMs: number[];
  failures: number;
  firstFailure?: string;
}

/** Seeded eligible member homes, spread over the member ids. */
async function homes(db: Queryable, n: number): Promise<Array<{ lat: number; lng: number }>> {
  const { rows } = await db.query<{ lat: number; lng: number }>(
    `SELECT l.lat, l.lng FROM member_locations l JOIN members m ON m.id = l.member_id WHERE m.eligible
     ORDER BY hashint4(m.id) LIMIT $1`,
    [n],
  );
  return rows;
}

export async function benchAppLookup(
  client: Pick<BenchGraphql, 'gql' | 'requests'>,
  db: Queryable,
  queries: number,
): Promise<AppLookupResult> {
  const points = await homes(db, Math.max(2, queries));
  const [a, b] = points;
  // Warms token verification and the gateway's shared answers equally for both addresses.
  for (const p of [a, b]) await client.gql(LOOKUP(p.lat, p.lng)).catch(() => undefined);
  const counts: AppLookupResult['counts'] = [];
  for (const [name, p] of [
    ['address 1', a],
    ['address 2', b],
  ] as const) {
    const address = `${name} (${p.lat.toFixed(3)}, ${p.lng.toFixed(3)})`;
    try {
      client.requests.reset();
      const body: { data?: unknown; errors?: unknown } = await client.gql(LOOKUP(p.lat, p.lng));
      if (body.errors) throw new Error(JSON.stringify(body.errors).slice(0, 300));
      counts.push({ address, offices: listAt(z.unknown(), body.data, 'closestOffices').length, requests: client.requests.count() });
    } catch (error) {
      counts.push({ address, offices: 0, requests: 0, error: (error as Error).message.slice(0, 300) });
    }
  }
  const latenciesMs: number[] = [];
  let failures = 0;
  let firstFailure: string | undefined;
  for (const p of points.slice(0, queries)) {
    const started = performance.now();
    try {
      const body: { data?: unknown; errors?: unknown } = await client.gql(LOOKUP(p.lat, p.lng));
      if (body.errors || listAt(z.unknown(), body.data, 'closestOffices').length === 0)
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
export function reportAppLookup(result: AppLookupResult, table: typeof textTable): boolean {
  console.log('(b) APP Lookup (closestOffices for one address): Care API requests per query');
  console.log(
    table(
      ['address', 'offices', 'upstream requests'],
      result.counts.map((c) => [c.address, String(c.offices), c.error ? 'failed' : String(c.requests)]),
    ),
  );
  const sorted = [...result.latenciesMs].sort((x, y) => x - y);
  console.log(`APP Lookup latency over ${sorted.length} sequential queries`);
  console.log(
    table(
      ['queries', 'p50 ms', 'p99 ms', 'failures'],
      [[String(sorted.length), percentile(sorted, 0.5).toFixed(1), percentile(sorted, 0.99).toFixed(1), String(result.failures)]],
    ),
  );
  const failures = result.counts.filter((c) => c.error).map((c) => `APP Lookup for ${c.address}: query failed: ${c.error}`);
  if (new Set(result.counts.map((c) => c.requests)).size > 1) {
    failures.push(`APP Lookup: upstream requests differ between addresses (${result.counts.map((c) => c.requests).join(' vs ')})`);
  }
  if (result.failures > 0) failures.push(`APP Lookup: ${result.failures} failed queries; first: ${result.firstFailure}`);
  for (const failure of failures) console.error(`FAIL: ${failure}`);
  return failures.length === 0;
}

export const appLookupQueries = () => Number(process.env.BENCH_APP_LOOKUP_QUERIES ?? 100);

/** `npx tsx tests/bench/app-lookup.ts`: this lookup alone, on a fresh sandbox and gateway. */
async function main(): Promise<number> {
  return runScenarioAlone(async ({ sandbox, gatewayUrl }) => {
    const gqlAs = personaGql(gatewayUrl, sandbox.issuer);
    const result = await benchAppLookup(
      { gql: (query) => gqlAs('staff', query), requests: sandbox.requests },
      sandbox.db,
      appLookupQueries(),
    );
    return reportAppLookup(result, textTable) ? 0 : 1;
  });
}

runIfMain(import.meta.url, main);
