/**
 * The approval dashboards (deattribution, DNC, transfers) read their tables the same way: a
 * tab's page is ONE OData request carrying `$count`, whose rows also prime the module's by-id
 * loader (a later look-up of a listed row costs nothing), and the tab counts are one count-only
 * request per tab, in parallel.
 */
import type { RequestContext } from '../../context.ts';

export interface ApprovalPage<T> {
  nodes: T[];
  totalCount: number;
}

export async function approvalPage<T extends { id: number }>(
  ctx: Pick<RequestContext, 'upstream'>,
  entitySet: string,
  query: string,
  byId: { prime(id: number, row: T): unknown },
): Promise<ApprovalPage<T>> {
  const page = await ctx.upstream.odata<T>(entitySet, query);
  for (const row of page.value) byId.prime(row.id, row);
  return { nodes: page.value, totalCount: page.count };
}

export function approvalTabCounts<Tab>(
  ctx: Pick<RequestContext, 'upstream'>,
  entitySet: string,
  tabs: ReadonlyArray<{ tab: Tab }>,
  countQueryOf: (tab: Tab) => string,
): Promise<Array<{ tab: Tab; count: number }>> {
  return Promise.all(tabs.map(async ({ tab }) => ({ tab, count: (await ctx.upstream.odata(entitySet, countQueryOf(tab))).count })));
}
