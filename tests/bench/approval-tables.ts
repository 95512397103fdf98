/**
 * Bench (b), approval tables: Care API requests for one page of 20 and of 160 rows of the
 * Deattribution, DNC and Patient Transfer tables, with every row's member, assigned employees
 * and `viewerCan`. Assigned employees and the viewer's types come from ONE batched office-links
 * request per page, so the two counts must be equal; a difference (or a failing query) fails the
 * run. The tab measured is the fullest of the candidates, so 160 rows are reached when the seed
 * has them; the rows actually answered are printed beside the counts.
 */

export const APPROVAL_PAGE_SIZES_MEASURED = [20, 160] as const;

interface ApprovalTable {
  query: string;
  /** Tabs worth measuring; the one with the most rows is used. */
  candidates: readonly string[];
  counts: string;
  countsField: string;
  page: (tab: string, take: number) => string;
}

const TABLES: readonly ApprovalTable[] = [
  {
    query: 'eligibilityChanges',
    candidates: ['APP_CD', 'CMD', 'OM', 'MAILING_LIST', 'PENDING_TERMINATION'],
    counts: '{ deattributionTabCounts { tab count } }',
    countsField: 'deattributionTabCounts',
    page: (tab, take) =>
      `{ eligibilityChanges(tab: ${tab}, take: ${take}) { totalCount nodes { id status member { id officeName communityId marketName } ` +
      'termReason { id name } changeLog { id changedBy { id fullName } } assignedEmployees { id fullName } viewerIsAssigned ' +
      'viewerCan { approve reject update cancel confirmAbnormalDate } } } }',
  },
  {
    query: 'dncRequests',
    candidates: ['CD', 'HISTORY'],
    counts: '{ dncTabCounts { tab count } }',
    countsField: 'dncTabCounts',
    page: (tab, take) =>
      `{ dncRequests(tab: ${tab}, take: ${take}) { totalCount nodes { id member { id officeName nextAppointmentAt } ` +
      'requestedBy { id fullName } assignedEmployees { id fullName } viewerCan { approve reject } } } }',
  },
  {
    query: 'officeTransfers',
    candidates: ['APP'],
    counts: '{ transferTabCounts { tab count } }',
    countsField: 'transferTabCounts',
    page: (tab, take) =>
      `{ officeTransfers(tab: ${tab}, take: ${take}) { totalCount nodes { id member { id officeName } ` +
      'assignedEmployees { id fullName } viewerCan { save approve reject acknowledge } } } }',
  },
];

export interface ApprovalTableCount {
  query: string;
  tab: string;
  tabRows: number;
  /** Per measured page size: rows answered and Care API requests made. */
  pages: Array<{ take: number; rows: number; requests: number }>;
  /** Set when the query failed (e.g. its module is not there yet). */
  error?: string;
}

export interface BenchGraphql {
  gql(query: string): Promise<{ data?: any }>;
  requests: { reset(): void; count(): number };
}

async function measure(table: ApprovalTable, { gql, requests }: BenchGraphql): Promise<ApprovalTableCount> {
  const counts = ((await gql(table.counts)).data?.[table.countsField] ?? []) as Array<{ tab: string; count: number }>;
  const measured = counts.filter((c) => table.candidates.includes(c.tab)).sort((a, b) => b.count - a.count)[0] ?? {
    tab: table.candidates[0],
    count: 0,
  };
  // Warms token verification and the gateway's caches equally for both sizes.
  await gql(table.page(measured.tab, APPROVAL_PAGE_SIZES_MEASURED[0]));
  const pages: ApprovalTableCount['pages'] = [];
  for (const take of APPROVAL_PAGE_SIZES_MEASURED) {
    requests.reset();
    const body = await gql(table.page(measured.tab, take));
    pages.push({ take, rows: body.data?.[table.query]?.nodes?.length ?? 0, requests: requests.count() });
  }
  return { query: table.query, tab: measured.tab, tabRows: measured.count, pages };
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
    return [r.query, r.error ? 'failed' : `${r.tab} (${r.tabRows})`, ...cells];
  });
}

export const APPROVAL_TABLE_HEADERS = [
  'approval table',
  'tab (rows)',
  ...APPROVAL_PAGE_SIZES_MEASURED.flatMap((take) => [`rows @${take}`, `requests @${take}`]),
];

/** The failures to report; empty when every table made the same number of requests for both sizes. */
export function approvalTableFailures(results: readonly ApprovalTableCount[]): string[] {
  return results.flatMap((r) => {
    if (r.error) return [`${r.query}: query failed: ${r.error}`];
    const counts = new Set(r.pages.map((p) => p.requests));
    return counts.size === 1
      ? []
      : [`${r.query}(${r.tab}): upstream requests grow with the page size (${r.pages.map((p) => p.requests).join(' vs ')})`];
  });
}
