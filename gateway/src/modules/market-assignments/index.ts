/** Market assignments: the assignment table of a market, changing an assignment, its history. */
import type { GatewayModule } from '../../module.ts';
import { resolvers } from './resolvers.ts';
import { FIELD_ACCESS } from './policy.ts';
import { marketAssignmentFileRoutes } from './http-routes.ts';
import { MarketAssignmentsSource } from './data-source.ts';

declare module '../../context.ts' {
  interface DataSources {
    /** The Market Assignments tables, the Collab/Designated rows and Change Assignment. */
    marketAssignments: MarketAssignmentsSource;
  }
}

export const marketAssignmentsModule: GatewayModule = {
  name: 'market-assignments',
  resolvers,
  dataSources: { marketAssignments: (ctx) => new MarketAssignmentsSource(ctx) },
  fieldAccess: FIELD_ACCESS,
  httpRoutes: marketAssignmentFileRoutes,
};
