/**
 * Panel metrics: the Metrics Homepage and Patient Care Management (office tree, role toggle and
 * team, metric cards, acuity, quality gaps, drill-downs) and the One List table with its CSV export.
 */
import type { GatewayModule } from '../../module.ts';
import { resolvers } from './resolvers.ts';
import { FIELD_ACCESS } from './policy.ts';
import { MetricsSource } from './data-source.ts';
import { metricsFileRoutes } from './http-routes.ts';

declare module '../../context.ts' {
  interface DataSources {
    /** Dashboard offices, roles and team, metric counts and rows, the One List. */
    metrics: MetricsSource;
  }
}

export const metricsModule: GatewayModule = {
  name: 'metrics',
  resolvers,
  dataSources: { metrics: (ctx) => new MetricsSource(ctx) },
  fieldAccess: FIELD_ACCESS,
  httpRoutes: metricsFileRoutes,
};
