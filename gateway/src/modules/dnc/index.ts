/**
 * Do-not-contact requests (spec 2 §2.5, §4.2, §6): the dashboard's tabs, counts and decisions,
 * with `viewerCan` from one policy (policy.ts), and the DNC report download.
 */
import type { GatewayModule } from '../module.ts';
import { resolvers } from './resolvers.ts';
import { dncFileRoutes } from './http-routes.ts';

export { DncSource } from './data-source.ts';
export { dncCapabilities, dncViewerIsAssigned, dncReviewerType, dncTabOf } from './policy.ts';

export const dncModule: GatewayModule = { name: 'dnc', resolvers, httpRoutes: dncFileRoutes };
