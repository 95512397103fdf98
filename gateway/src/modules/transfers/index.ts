/**
 * Patient transfers: the dashboard's tabs, counts and drawer actions,
 * with `viewerCan` from one policy (policy.ts), and the processed / submitted transfer reports.
 */
import type { GatewayModule } from '../../module.ts';
import { resolvers } from './resolvers.ts';
import { transferFileRoutes } from './http-routes.ts';

import { TransfersSource } from './data-source.ts';

declare module '../../context.ts' {
  interface DataSources {
    /** Patient transfers (office assignments). */
    transfers: TransfersSource;
  }
}

export const transfersModule: GatewayModule = {
  name: 'transfers',
  resolvers,
  dataSources: { transfers: (ctx) => new TransfersSource(ctx) },
  httpRoutes: transferFileRoutes,
};
