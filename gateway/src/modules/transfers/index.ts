/**
 * Patient transfers: the dashboard's tabs, counts and drawer actions,
 * with `viewerCan` from one policy (policy.ts), and the processed / submitted transfer reports.
 */
import type { GatewayModule } from '../module.ts';
import { resolvers } from './resolvers.ts';
import { transferFileRoutes } from './http-routes.ts';

export { TransfersSource } from './data-source.ts';
export { transferCapabilities, transferReviewerTypes, transferTabOf } from './policy.ts';

export const transfersModule: GatewayModule = { name: 'transfers', resolvers, httpRoutes: transferFileRoutes };
