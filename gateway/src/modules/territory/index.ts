/**
 * Territory: the Geo Dashboard's data. Member homes coloured by office, a market's H3 hexagons
 * with their member counts, and the Hex-Select count; the hex modes are for admins.
 */
import type { GatewayModule } from '../../module.ts';
import { resolvers } from './resolvers.ts';
import { FIELD_ACCESS } from './policy.ts';
import { TerritorySource } from './data-source.ts';

declare module '../../context.ts' {
  interface DataSources {
    /** Member homes, market hexes and hex member counts. */
    territory: TerritorySource;
  }
}

export const territoryModule: GatewayModule = {
  name: 'territory',
  resolvers,
  dataSources: { territory: (ctx) => new TerritorySource(ctx) },
  fieldAccess: FIELD_ACCESS,
};
