/**
 * Data management: the Data Mgmt page's choices (cohorts, payers, bulk term reasons, file
 * sources), Add Cohort, the viewer's bulk capabilities, and the bulk uploads' file routes
 * (validate with streamed progress, submit, templates).
 */
import type { GatewayModule } from '../../module.ts';
import { resolvers } from './resolvers.ts';
import { FIELD_ACCESS } from './policy.ts';
import { DataMgmtSource } from './data-source.ts';
import { dataMgmtFileRoutes } from './http-routes.ts';

declare module '../../context.ts' {
  interface DataSources {
    /** The bulk cards' choices, Add Cohort and the bulk uploads. */
    dataMgmt: DataMgmtSource;
  }
}

export const dataMgmtModule: GatewayModule = {
  name: 'data-mgmt',
  resolvers,
  dataSources: { dataMgmt: (ctx) => new DataMgmtSource(ctx) },
  fieldAccess: FIELD_ACCESS,
  httpRoutes: dataMgmtFileRoutes,
};
