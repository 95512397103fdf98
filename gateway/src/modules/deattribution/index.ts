/**
 * Deattribution: the dashboard's eligibility change tables with assigned
 * employees and `viewerCan` from one policy, the decisions, bulk approve and the two workbook
 * downloads. Also resolves the shared approval row types ApprovalMember and EmployeeRef.
 */
import type { GatewayModule } from '../../module.ts';
import { resolvers } from './resolvers.ts';
import { FIELD_ACCESS } from './policy.ts';
import { deattributionFileRoutes } from './http-routes.ts';

import { DeattributionSource } from './data-source.ts';

declare module '../../context.ts' {
  interface DataSources {
    /** Eligibility changes of the deattribution dashboard. */
    deattribution: DeattributionSource;
  }
}

export const deattributionModule: GatewayModule = {
  name: 'deattribution',
  resolvers,
  dataSources: { deattribution: (ctx) => new DeattributionSource(ctx) },
  fieldAccess: FIELD_ACCESS,
  httpRoutes: deattributionFileRoutes,
};
