/**
 * Bench (b), approval tables: Care API requests for one page of 20 and of 160 rows of the
 * Deattribution, DNC and Patient Transfer tables, with every row's member, assigned employees
 * and `viewerCan`. Assigned employees and the viewer's types come from ONE batched office-links
 * request per page, so the two counts must be equal; a difference (or a failing query) fails the
 * run. The tab measured is the fullest of the candidates, so 160 rows are reached when the seed
 * has them; the rows actually answered are printed beside the counts.
 *
 * Beside them, the Mine view (only the rows the viewer may decide, filtered by the Care API in
 * the same page request): the requests of one Mine page of 20 next to the same persona's All
 * page, for cd on Deattribution and DNC and app on Patient Transfer. A Mine page that costs more
 * than the All page fails the run.
 *
 * Run alone: `npx tsx tests/bench/approval-tables.ts` (BENCH_SEED_SCALE, default 1).
 */
import { z } from 'zod';
import { getToken } from '../../sandbox/src/idp/client.ts';
import { runIfMain, runScenarioAlone } from './bench-gateway.ts';
import { listAt, numberAt } from './graphql-data.ts';
import { table as textTable } from './measure.ts';

export const APPROVAL_PAGE_SIZES_MEASURED = [20, 160] as const;

interface ApprovalTable {
  query: string;
  /** Tabs worth measuring; the one with the most rows is used. */
  candidates: readonly string[];
  counts: string;
  countsField: string;
  page: (tab: string, take: number, mine?: boolean) => string;
  /** Whose Mine view is measured, on which tab. */
  mine: { persona: string; tab: string };
}

const TABLES: readonly ApprovalTable[] = [
  {
    query: 'eligibilityChanges',
    candidates: ['APP_CD', 'CMD', 'OM', 'MAILING_LIST', 'PENDING_TERMINATION'],
    counts: '{ deattributionTabCounts { tab count } }',
    countsField: 'deattributionTabCounts',
    mine: { persona: 'cd', tab: 'APP_CD' },
    page: (tab, take, mine = false) =>
      `{ eligibilityChanges(tab: ${tab}, mine: ${mine}, take: ${take}) { totalCount nodes { id status member { id officeName communityId marketName } ` +
      'termReason { id name } changeLog { id changedBy { id fullName } } assignedEmployees { id fullName } viewerIsAssigned ' +
      'viewerCan { approve reject update cancel confirmAbnormalDate decide { allowed reason } } } } }',
  },
  {
    query: 'dncRequests',
    candidates: ['CD', 'HISTORY'],
    counts: '{ dncTabCounts { tab count } }',
    countsField: 'dncTabCounts',
    mine: { persona: 'cd', tab: 'CD' },
    page: (tab, take, mine = false) =>
      `{ dncRequests(tab: ${tab}, mine: ${mine}, take: ${take}) { totalCount nodes { id member { id officeName nextAppointmentAt } ` +
      'requestedBy { id fullName } assignedEmployees { id fullName } viewerCan { approve reject decide { allowed reason } } } } }',
  },
  {
    query: 'officeTransfers',
    candidates: ['APP'],
    counts: '{ transferTabCounts { tab count } }',
    countsField: 'transferTabCounts',
    mine: { persona: 'app', tab: 'APP' },
    page: (tab, take, mine = false) =>
      `{ officeTransfers(tab: ${tab}, mine: ${mine}, take: ${take}) { totalCount nodes { id member { id officeName } ` +
      'assignedEmployees { id fullName } viewerCan { save approve reject acknowledge decide { allowed reason } } } } }',
  },
];

export interface ApprovalTableCount {
  query: string;
  tab: string;
  tabRows: number;
  /** Per measured page size: rows answered and Care API requests made. */
  pages: Array<{ take: number; rows: number; requests: number }>;
  /** The Mine page of 20 beside the same persona's All page: rows answered and Care API requests. */
  mine?: { persona: string; tab: string; mineRows: number; allRows: number; mineRequests: number; allRequests: number };
  /** Set when the query failed (e.g. its module is not there yet). */
  error?: string;
}

export interface BenchGraphql {
  gql(query: string): Promise<{ data?: unknown }>;
  requests: { reset(): void; count(): number };
  /** The same, signed in as another persona (the Mine figures); without it Mine is not measured. */
  gqlAs?: (persona: string, query: string) => Promise<{ data?: unknown }>;
}

/** A GraphQL client per persona on the gateway (tokens from the sandbox's identity provider, kept). */
export function personaGql(gatewayUrl: string, issuer: string): NonNullable<BenchGraphql['gqlAs']> {
  const tokens = new Map<string, Promise<string>>();
  return async (persona, query) => {
    if (!tokens.has(persona)) tokens.set(persona, getToken({ issuer, username: persona, password: 'luminate-sandbox' }));
    const res = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokens.get(persona)}` },
      body: JSON.stringify({ query }),
    });
    const body = (await res.json()) as { data?: unknown; errors?: unknown };
    if (res.status !== 200 || body.errors) throw new Error(`${query}\n→ HTTP ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
    return body;
  };
}

/** One Mine page of 20 and the same persona's All page, each after a warm-up of both. */
async function measureMine(table: ApprovalTable, gqlAs: NonNullable<BenchGraphql['gqlAs']>, requests: BenchGraphql['requests']) {
  const { persona, tab } = table.mine;
  const take = APPROVAL_PAGE_SIZES_MEASURED[0];
  await gqlAs(persona, table.page(tab, take, false));
  await gqlAs(persona, table.page(tab, take, true));
  const one = async (mine: boolean) => {
    requests.reset();
    const body = await gqlAs(persona, table.page(tab, take, mine));
    return { rows: numberAt(0, body.data, table.query, 'totalCount'), requests: requests.count() };
  };
  const all = await one(false);
  const mine = await one(true);
  return { persona, tab, mineRows: mine.rows, allRows: all.rows, mineRequests: mine.requests, allRequests: all.requests };
}

async function measure(table: ApprovalTable, client: BenchGraphql): Promise<ApprovalTableCount> {
  const { requests, gqlAs } = client;
  const counts = listAt(z.object({ tab: z.string(), count: z.number() }), (await client.gql(table.counts)).data, table.countsField);
  const measured = counts.filter((c) => table.candidates.includes(c.tab)).sort((a, b) => b.count - a.count)[0] ?? {
    tab: table.candidates[0],
    count: 0,
  };
  // Warms token verification and the gateway's caches equally for both sizes.
  await client.gql(table.page(measured.tab, APPROVAL_PAGE_SIZES_MEASURED[0]));
  const pages: ApprovalTableCount['pages'] = [];
  for (const take of APPROVAL_PAGE_SIZES_MEASURED) {
    requests.reset();
    const body = await client.gql(table.page(measured.tab, take));
    pages.push({ take, rows: listAt(z.unknown(), body.data, table.query, 'nodes').length, requests: requests.count() });
  }
  const mine = gqlAs ? await measureMine(table, gqlAs, requests) : undefined;
  return { query: table.query, tab: measured.tab, tabRows: measured.count, pages, mine };
}

export async function benchApprovalTables(client: BenchGraphql): Promise<ApprovalTableCount[]> {
  const results: ApprovalTableCount[] = [];
  for (const table of TABLES) {
    try {
      results.push(await measure(table, client));
    } catch (error) {
      results.push({
        query: table.query,
        tab: '-',
        tabRows: 0,
        pages: [],
        error: (error as Error).message.split('\n').pop()?.slice(0, 300),
      });
    }
  }
  return results;
}

/** Table rows for the report: query, tab (rows in it), then rows/requests per page size. */
export function approvalTableRows(results: readonly ApprovalTableCount[]): string[][] {
  return results.map((r) => {
    const cells = APPROVAL_PAGE_SIZES_MEASURED.flatMap((take) => {
      const page = r.pages.find((p) => p.take === take);
      return page ? [String(page.rows), String(page.requests)] : ['-', '-'];
    });
    const mine = r.mine
      ? [`${r.mine.persona} ${r.mine.tab} (${r.mine.mineRows} of ${r.mine.allRows})`, `${r.mine.mineRequests} / ${r.mine.allRequests}`]
      : ['-', '-'];
    return [r.query, r.error ? 'failed' : `${r.tab} (${r.tabRows})`, ...cells, ...mine];
  });
}

export const APPROVAL_TABLE_HEADERS = [
  'approval table',
  'tab (rows)',
  ...APPROVAL_PAGE_SIZES_MEASURED.flatMap((take) => [`rows @${take}`, `requests @${take}`]),
  'Mine: persona tab (rows of all)',
  `requests Mine / All @${APPROVAL_PAGE_SIZES_MEASURED[0]}`,
];

/** The failures to report; empty when every table made the same number of requests for both sizes. */
export function approvalTableFailures(results: readonly ApprovalTableCount[]): string[] {
  return results.flatMap((r) => {
    if (r.error) return [`${r.query}: query failed: ${r.error}`];
    const counts = new Set(r.pages.map((p) => p.requests));
    const failures =
      counts.size === 1
        ? []
        : [`${r.query}(${r.tab}): upstream requests grow with the page size (${r.pages.map((p) => p.requests).join(' vs ')})`];
    if (r.mine && r.mine.mineRequests > r.mine.allRequests) {
      failures.push(
        `${r.query}(${r.mine.tab}) as ${r.mine.persona}: a Mine page costs ${r.mine.mineRequests} upstream requests, the All page ${r.mine.allRequests}`,
      );
    }
    if (r.mine && r.mine.mineRows === 0) failures.push(`${r.query}(${r.mine.tab}) as ${r.mine.persona}: the Mine page is empty`);
    return failures;
  });
}

/** `npx tsx tests/bench/approval-tables.ts`: this table alone, on a fresh sandbox and gateway. */
async function main(): Promise<number> {
  return runScenarioAlone(
    async ({ sandbox, gatewayUrl }) => {
      const gqlAs = personaGql(gatewayUrl, sandbox.issuer);
      const results = await benchApprovalTables({ gql: (query) => gqlAs('superadmin', query), requests: sandbox.requests, gqlAs });
      console.log('(b) Care API requests for one page of each approval table (assigned employees and viewerCan included)');
      console.log(textTable(APPROVAL_TABLE_HEADERS, approvalTableRows(results)));
      const failures = approvalTableFailures(results);
      for (const failure of failures) console.error(`FAIL: ${failure}`);
      return failures.length ? 1 : 0;
    },
    { REFERENCE_CACHE_TTL_MS: '0' },
  );
}

runIfMain(import.meta.url, main);
