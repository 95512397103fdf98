/**
 * Markets and offices (neighborhoods): reference data most pages hang off. Other modules use
 * `ctx.dataSources.markets.office(id)` / `.market(id)` to resolve their rows' offices and markets.
 */
import type { GatewayModule } from '../../module.ts';
import { resolvers } from './resolvers.ts';
import { FIELD_ACCESS } from './policy.ts';
import { marketFileRoutes } from './http-routes.ts';

import { MarketsSource } from './data-source.ts';

declare module '../../context.ts' {
  interface DataSources {
    /** Markets, states, plans and offices, with their DataLoaders. */
    markets: MarketsSource;
  }
}

export const marketsModule: GatewayModule = {
  name: 'markets',
  resolvers,
  dataSources: { markets: (ctx) => new MarketsSource(ctx) },
  fieldAccess: FIELD_ACCESS,
  httpRoutes: marketFileRoutes,
};
