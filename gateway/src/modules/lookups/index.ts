/**
 * Lookups: the offices closest to an address (APP Lookup and the closest-office panel), the
 * members closest to an address for a provider's drop-ins (Member Proximity), where an address
 * sits (valid county, time-restricted zip), and their CSV exports.
 */
import type { GatewayModule } from '../../module.ts';
import { resolvers } from './resolvers.ts';
import { FIELD_ACCESS } from './policy.ts';
import { LookupsSource } from './data-source.ts';
import { lookupFileRoutes } from './http-routes.ts';

declare module '../../context.ts' {
  interface DataSources {
    /** Closest offices, members near an address, and where an address sits. */
    lookups: LookupsSource;
  }
}

export const lookupsModule: GatewayModule = {
  name: 'lookups',
  resolvers,
  dataSources: { lookups: (ctx) => new LookupsSource(ctx) },
  fieldAccess: FIELD_ACCESS,
  httpRoutes: lookupFileRoutes,
};
