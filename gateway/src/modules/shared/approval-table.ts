/**
 * The approval dashboards (deattribution, DNC, transfers) read their tables the same way: a
 * tab's page is ONE OData request carrying `$count`, whose rows also prime the module's by-id
 * loader (a later look-up of a listed row costs nothing), and the tab counts are one count-only
 * request per tab, in parallel. The Mine view of a tab is the same request with the policy's
 * scope (mine-scope.ts) ANDed into its filter; its count rides in the same parallel batch.
 */
import type { RequestContext } from '../../context.ts';
import type { ODataFilter } from '../../upstream/odata-clauses.ts';
import { scopeFilter, simplify, typesKey, unassignedTypesOf, usesCoverage, type MineScope } from './mine-scope.ts';
import { listPage, type ListPage, type Paging } from './paging.ts';

/** A tab's page from its one OData request (`query` asks for `paging`'s rows). */
export async function approvalPage<T extends { id: number }>(
  ctx: Pick<RequestContext, 'upstream'>,
  entitySet: string,
  query: string,
  paging: Paging,
  byId: { prime(id: number, row: T): unknown },
): Promise<ListPage<T>> {
  const page = await ctx.upstream.odata<T>(entitySet, query);
  for (const row of page.value) byId.prime(row.id, row);
  return listPage(page.value, page.count, paging);
}

/**
 * What Mine adds to a tab's request: nothing (`all`: the viewer decides every row of the tab),
 * a condition, or `none` (the viewer decides nothing there: no request at all).
 */
export type MineCondition = { kind: 'all' } | { kind: 'none' } | { kind: 'filter'; filter: ODataFilter };

/**
 * The policy's scope for this viewer: the viewer's coverage and the offices without holders are
 * read only when the scope needs them, and both are kept across requests (assignments module).
 */
export async function mineCondition(ctx: Pick<RequestContext, 'dataSources'>, scope: MineScope): Promise<MineCondition> {
  const { assignments } = ctx.dataSources;
  const coverage = usesCoverage(scope) ? await assignments.viewerCoverage() : new Map();
  const simple = simplify(scope, coverage);
  if (simple.kind === 'all' || simple.kind === 'none') return { kind: simple.kind };
  const lists = unassignedTypesOf(simple);
  const withoutHolders = new Map(
    await Promise.all(lists.map(async (types) => [typesKey(types), await assignments.officesWithoutHolders(types)] as const)),
  );
  return { kind: 'filter', filter: scopeFilter(simple, coverage, withoutHolders) };
}

export interface ApprovalTabCount<Tab> {
  tab: Tab;
  count: number;
  /** Rows of the tab the viewer may decide; null when the viewer decides nothing in it. */
  mine: number | null;
}

/**
 * Every tab's count and Mine count: the viewer's Mine conditions first (kept, so usually no
 * request), then every count request of the dashboard in one parallel batch.
 */
export async function approvalTabCounts<Tab>(
  ctx: Pick<RequestContext, 'upstream' | 'dataSources'>,
  entitySet: string,
  tabs: ReadonlyArray<{ tab: Tab }>,
  countQueryOf: (tab: Tab, mine?: ODataFilter) => string,
  scopeOf: (tab: Tab) => MineScope,
): Promise<Array<ApprovalTabCount<Tab>>> {
  const conditions = await Promise.all(tabs.map(({ tab }) => mineCondition(ctx, scopeOf(tab))));
  const count = async (query: string) => (await ctx.upstream.odata(entitySet, query)).count;
  return Promise.all(
    tabs.map(async ({ tab }, i) => {
      const condition = conditions[i];
      const [all, mine] = await Promise.all([
        count(countQueryOf(tab)),
        condition.kind === 'filter' ? count(countQueryOf(tab, condition.filter)) : null,
      ]);
      return { tab, count: all, mine: condition.kind === 'none' ? null : condition.kind === 'all' ? all : mine };
    }),
  );
}

/**
 * Only the Mine counts (the home page's summary): a tab the viewer decides nothing in costs no
 * request, one they decide everything in costs its plain count, any other its Mine count.
 */
export async function approvalMineCounts<Tab>(
  ctx: Pick<RequestContext, 'upstream' | 'dataSources'>,
  entitySet: string,
  tabs: ReadonlyArray<{ tab: Tab }>,
  countQueryOf: (tab: Tab, mine?: ODataFilter) => string,
  scopeOf: (tab: Tab) => MineScope,
): Promise<Array<{ tab: Tab; mine: number | null }>> {
  const conditions = await Promise.all(tabs.map(({ tab }) => mineCondition(ctx, scopeOf(tab))));
  return Promise.all(
    tabs.map(async ({ tab }, i) => {
      const condition = conditions[i];
      if (condition.kind === 'none') return { tab, mine: null };
      const query = condition.kind === 'all' ? countQueryOf(tab) : countQueryOf(tab, condition.filter);
      return { tab, mine: (await ctx.upstream.odata(entitySet, query)).count };
    }),
  );
}
