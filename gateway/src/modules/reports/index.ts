/**
 * Reports: the Geodeployment, Membership and Visit report workbooks and the submitted-for-term
 * report (file routes), with `viewer.can.run…Report` from one policy (policy.ts).
 */
import type { GatewayModule } from '../../module.ts';
import { resolvers } from './resolvers.ts';
import { reportFileRoutes } from './http-routes.ts';
import { FIELD_ACCESS } from './policy.ts';
import { ReportsSource } from './data-source.ts';

declare module '../../context.ts' {
  interface DataSources {
    /** The report workbooks of the report pages. */
    reports: ReportsSource;
  }
}

export const reportsModule: GatewayModule = {
  name: 'reports',
  resolvers,
  dataSources: { reports: (ctx) => new ReportsSource(ctx) },
  fieldAccess: FIELD_ACCESS,
  httpRoutes: reportFileRoutes,
};
