/**
 * Do-not-contact requests: the dashboard's tabs, counts and decisions,
 * with `viewerCan` from one policy (policy.ts), and the DNC report download.
 */
import type { GatewayModule } from '../../module.ts';
import { resolvers } from './resolvers.ts';
import { FIELD_ACCESS } from './policy.ts';
import { dncFileRoutes } from './http-routes.ts';

import { DncSource } from './data-source.ts';

declare module '../../context.ts' {
  interface DataSources {
    /** Do-not-contact requests. */
    dnc: DncSource;
  }
}

export const dncModule: GatewayModule = {
  name: 'dnc',
  resolvers,
  dataSources: { dnc: (ctx) => new DncSource(ctx) },
  fieldAccess: FIELD_ACCESS,
  httpRoutes: dncFileRoutes,
};
