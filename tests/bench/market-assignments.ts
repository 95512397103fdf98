/**
 * Bench (b), Market Assignments: Care API requests for the whole table of a small and of a large
 * market (every neighborhood row with its holders, the header, each row's history). The table is
 * one MarketAssignments request beside the market's offices and the assignment types, which the
 * gateway keeps for every user, so both markets must cost the same; a difference (or a failing
 * query) fails the run. The rows and assignments answered are printed beside the counts.
 *
 * Run alone: `npx tsx tests/bench/market-assignments.ts` (BENCH_SEED_SCALE, default 1).
 */
import { z } from 'zod';
import { Markets } from '@luminate/schema/constants';
import type { Queryable } from '../../sandbox/src/db/index.ts';
import { runIfMain, runScenarioAlone } from './bench-gateway.ts';
import { personaGql, type BenchGraphql } from './approval-tables.ts';
import { listAt } from './graphql-data.ts';
import { table as textTable } from './measure.ts';

const TABLE = (marketId: number) =>
  `{ marketAssignmentTable(marketId: "${marketId}") { id regionalVicePresident { id employee { id firstName lastName } } ` +
  'seniorMedicalOfficer { id employee { id } } viewerCan { change { allowed } } ' +
  'rows { id communityName office { id name } assignments { id assignmentTypeId employee { id firstName lastName } } history { id activeDt inactiveDt } } } }';

export interface MarketAssignmentsCount {
  marketId: number;
  name: string;
  rows: number;
  assignments: number;
  requests: number;
  error?: string;
}

/** The active markets (the Coding Quality market has its own tab) with the fewest and the most active neighborhoods. */
async function smallAndLarge(db: Queryable): Promise<Array<{ id: number; name: string }>> {
  const { rows } = await db.query<{ id: number; name: string; n: number }>(
    `SELECT m.id, m.name, count(o.id)::int AS n FROM markets m
       JOIN offices o ON o.market_id = m.id AND o.active AND NOT o.deleted AND o.name NOT LIKE '%.000'
     WHERE m.active AND m.id <> $1 GROUP BY m.id, m.name ORDER BY n, m.id`,
    [Markets.CODING_QUALITY],
  );
  return [rows[0], rows[rows.length - 1]].map((r) => ({ id: r.id, name: r.name }));
}

export async function benchMarketAssignments(
  client: Pick<BenchGraphql, 'gql' | 'requests'>,
  db: Queryable,
): Promise<MarketAssignmentsCount[]> {
  const markets = await smallAndLarge(db);
  const results: MarketAssignmentsCount[] = [];
  // Warms token verification and the gateway's shared reference answers equally for both.
  for (const m of markets) await client.gql(TABLE(m.id)).catch(() => undefined);
  for (const m of markets) {
    try {
      client.requests.reset();
      const body = await client.gql(TABLE(m.id));
      const requests = client.requests.count();
      const rows = listAt(z.object({ assignments: z.array(z.unknown()) }), body.data, 'marketAssignmentTable', 'rows');
      results.push({
        marketId: m.id,
        name: m.name,
        rows: rows.length,
        assignments: rows.reduce((n, r) => n + r.assignments.length, 0),
        requests,
      });
    } catch (error) {
      results.push({ marketId: m.id, name: m.name, rows: 0, assignments: 0, requests: 0, error: (error as Error).message.slice(0, 300) });
    }
  }
  return results;
}

/** Prints the two markets side by side; false when the query failed or the counts differ. */
export function reportMarketAssignments(results: readonly MarketAssignmentsCount[], table: typeof textTable): boolean {
  console.log('(b) Care API requests for the Market Assignments table of a small and a large market');
  console.log(
    table(
      ['market', 'neighborhood rows', 'assignments shown', 'upstream requests'],
      results.map((r) => [`${r.name} (${r.marketId})`, String(r.rows), String(r.assignments), r.error ? 'failed' : String(r.requests)]),
    ),
  );
  const failures = results.filter((r) => r.error).map((r) => `market assignments of ${r.marketId}: query failed: ${r.error}`);
  if (new Set(results.map((r) => r.requests)).size > 1) {
    failures.push(
      `market assignments: upstream requests grow with the market (${results.map((r) => `${r.rows} rows: ${r.requests}`).join(' vs ')})`,
    );
  }
  for (const failure of failures) console.error(`FAIL: ${failure}`);
  return failures.length === 0;
}

/** `npx tsx tests/bench/market-assignments.ts`: this table alone, on a fresh sandbox and gateway. */
async function main(): Promise<number> {
  return runScenarioAlone(async ({ sandbox, gatewayUrl }) => {
    const gqlAs = personaGql(gatewayUrl, sandbox.issuer);
    const results = await benchMarketAssignments({ gql: (query) => gqlAs('superadmin', query), requests: sandbox.requests }, sandbox.db);
    return reportMarketAssignments(results, textTable) ? 0 : 1;
  });
}

runIfMain(import.meta.url, main);
