/** Neighborhoods (adding and editing offices, their change logs) and provider details. */
import type { GatewayModule } from '../../module.ts';
import { resolvers } from './resolvers.ts';
import { FIELD_ACCESS } from './policy.ts';
import { NeighborhoodsSource, ProvidersSource } from './data-source.ts';

declare module '../../context.ts' {
  interface DataSources {
    /** Office adds and edits, office logs, community staffing. */
    neighborhoods: NeighborhoodsSource;
    /** Provider rows, their edit and change log. */
    providers: ProvidersSource;
  }
}

export const neighborhoodsModule: GatewayModule = {
  name: 'neighborhoods',
  resolvers,
  dataSources: { neighborhoods: (ctx) => new NeighborhoodsSource(ctx), providers: (ctx) => new ProvidersSource(ctx) },
  fieldAccess: FIELD_ACCESS,
};
