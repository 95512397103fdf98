/**
 * What waits for the signed-in user (the home page's summary), one instance per request: the
 * approval tabs the viewer decides in, with their Mine counts, from the three dashboards' own
 * Mine counts (no request for a tab the viewer decides nothing in: an agent's summary costs none);
 * and the call lists the viewer works with today's sizes, in ONE Care API request whatever the
 * number of campaigns.
 */
import { DEATTRIBUTION_TABS, DNC_TABS, TRANSFER_TABS } from '@luminate/schema/approvals';
import { routes } from '@luminate/schema/rest';
import type { RequestContext } from '../../context.ts';
import type { ApprovalDashboard } from '../../generated/graphql.ts';

export interface WorkQueue {
  dashboard: ApprovalDashboard;
  tab: string;
  label: string;
  mine: number;
}

export interface WorkCallList {
  campaignId: string;
  campaignName: string;
  size: number;
}

type TabCount = { tab: string; mine: number | null };

/** The tabs the viewer decides in (a Mine count), labelled as the dashboard labels them, in its order. */
function queuesOf(dashboard: ApprovalDashboard, tabs: ReadonlyArray<{ tab: string; label: string }>, counts: readonly TabCount[]) {
  return tabs.flatMap(({ tab, label }): WorkQueue[] => {
    const mine = counts.find((c) => c.tab === tab)?.mine;
    return mine === null || mine === undefined ? [] : [{ dashboard, tab, label, mine }];
  });
}

export class WorkSource {
  constructor(private readonly ctx: RequestContext) {}

  /** Dashboards in the menu's order: Deattribution, Patient Transfer, DNC. */
  async queues(): Promise<WorkQueue[]> {
    const { deattribution, transfers, dnc } = this.ctx.dataSources;
    const [deattributionCounts, transferCounts, dncCounts] = await Promise.all([
      deattribution.mineCounts(),
      transfers.mineCounts(),
      dnc.mineCounts(),
    ]);
    return [
      ...queuesOf('DEATTRIBUTION', DEATTRIBUTION_TABS, deattributionCounts),
      ...queuesOf('TRANSFERS', TRANSFER_TABS, transferCounts),
      ...queuesOf('DNC', DNC_TABS, dncCounts),
    ];
  }

  /** The campaigns whose list the viewer works (assigned agent; every active one for a call-list manager). */
  async callLists(): Promise<WorkCallList[]> {
    const lists = await this.ctx.upstream.call(routes.myCallLists);
    return lists.map((l) => ({ campaignId: String(l.campaignId), campaignName: l.campaignName, size: l.listSize }));
  }
}
