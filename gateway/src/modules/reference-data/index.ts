/** Cohorts, counties and contracts: the organisation's own reference records. */
import type { GatewayModule } from '../../module.ts';
import { resolvers } from './resolvers.ts';
import { FIELD_ACCESS } from './policy.ts';
import { ReferenceDataSource } from './data-source.ts';

declare module '../../context.ts' {
  interface DataSources {
    /** Cohorts (with their counts), counties, risk types and contracts, and their writes. */
    referenceData: ReferenceDataSource;
  }
}

export const referenceDataModule: GatewayModule = {
  name: 'reference-data',
  resolvers,
  dataSources: { referenceData: (ctx) => new ReferenceDataSource(ctx) },
  fieldAccess: FIELD_ACCESS,
};
