/**
 * The live approval queues: one subscription per dashboard, each reading its page and tab counts
 * through the owning module's data source, exactly as its list and tab-count queries do.
 */
import type { ApprovalQueue } from '@luminate/schema/rest';
import type { RequestContext } from '../../context.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import type { TableArgs } from '../../upstream/odata-table.ts';
import { assertApprovalPageSize } from '../../upstream/odata-clauses.ts';
import { openLiveQueue, throwIfError } from './subscriptions.ts';

/** What every dashboard's data source offers the live queue: a tab's page and every tab's counts. */
interface QueueSource<Tab> {
  page(tab: Tab, args: TableArgs, mine: boolean): Promise<unknown>;
  tabCounts(): Promise<unknown[]>;
}

interface QueueArgs<Tab> extends TableArgs {
  tab: Tab;
  mine?: boolean | null;
}

/** One dashboard's subscription field: the page size checked at the start, then the view on every change. */
function liveQueueField<Tab>(queue: Exclude<ApprovalQueue, 'assignments'>, sourceOf: (ctx: RequestContext) => QueueSource<Tab>) {
  return {
    subscribe: (_root: unknown, { tab, mine, filters, sort, skip, take }: QueueArgs<Tab>, ctx: RequestContext) => {
      assertApprovalPageSize(take);
      return openLiveQueue(ctx, {
        queue,
        read: async (fresh) => {
          const source = sourceOf(fresh);
          const [page, tabCounts] = await Promise.all([source.page(tab, { filters, sort, skip, take }, mine ?? false), source.tabCounts()]);
          return { page, tabCounts };
        },
      });
    },
    resolve: throwIfError,
  };
}

export const resolvers: Resolvers = {
  Subscription: {
    dncQueue: liveQueueField('dnc', (ctx) => ctx.dataSources.dnc),
    eligibilityChangeQueue: liveQueueField('deattribution', (ctx) => ctx.dataSources.deattribution),
    officeTransferQueue: liveQueueField('transfers', (ctx) => ctx.dataSources.transfers),
  },
};
