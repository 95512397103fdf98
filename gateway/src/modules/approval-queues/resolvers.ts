/**
 * The live approval queues: one subscription per dashboard, each reading its page and tab counts
 * through the owning module's data source, exactly as its list and tab-count queries do.
 */
import type { Resolvers } from '../../generated/graphql.ts';
import { assertApprovalPageSize } from '../../upstream/odata-clauses.ts';
import { openLiveQueue, throwIfError } from './live-queue.ts';

export const resolvers: Resolvers = {
  Subscription: {
    dncQueue: {
      subscribe: (_root, { tab, mine, filters, sort, skip, take }, ctx) => {
        assertApprovalPageSize(take);
        return openLiveQueue(ctx, {
          queue: 'dnc',
          read: async ({ dataSources }) => {
            const [page, tabCounts] = await Promise.all([
              dataSources.dnc.page(tab, { skip, take, filters, sort }, mine ?? false),
              dataSources.dnc.tabCounts(),
            ]);
            return { page, tabCounts };
          },
        });
      },
      resolve: throwIfError,
    },
    eligibilityChangeQueue: {
      subscribe: (_root, { tab, mine, filters, sort, skip, take }, ctx) => {
        assertApprovalPageSize(take);
        return openLiveQueue(ctx, {
          queue: 'deattribution',
          read: async ({ dataSources }) => {
            const [page, tabCounts] = await Promise.all([
              dataSources.deattribution.page(tab, { filters, sort, skip, take }, mine ?? false),
              dataSources.deattribution.tabCounts(),
            ]);
            return { page, tabCounts };
          },
        });
      },
      resolve: throwIfError,
    },
    officeTransferQueue: {
      subscribe: (_root, { tab, mine, filters, sort, skip, take }, ctx) => {
        assertApprovalPageSize(take);
        return openLiveQueue(ctx, {
          queue: 'transfers',
          read: async ({ dataSources }) => {
            const [page, tabCounts] = await Promise.all([
              dataSources.transfers.page(tab, { skip, take, filters, sort }, mine ?? false),
              dataSources.transfers.tabCounts(),
            ]);
            return { page, tabCounts };
          },
        });
      },
      resolve: throwIfError,
    },
  },
};
