/**
 * Embedded analytics: one-time links to the analytics service's workbooks (Hedis Gaps, One-List,
 * High Needs, Patient Cost Profiles) for the web client's frames, and their exports as files.
 */
import type { GatewayModule } from '../../module.ts';
import { resolvers } from './resolvers.ts';
import { FIELD_ACCESS } from './policy.ts';
import { AnalyticsSource } from './data-source.ts';
import { analyticsFileRoutes } from './http-routes.ts';

declare module '../../context.ts' {
  interface DataSources {
    /** Workbook embed links and exports. */
    analytics: AnalyticsSource;
  }
}

export function analyticsModule(options: { embedOrigin: string | undefined }): GatewayModule {
  return {
    name: 'analytics',
    resolvers,
    dataSources: { analytics: (ctx) => new AnalyticsSource(ctx, options.embedOrigin) },
    fieldAccess: FIELD_ACCESS,
    httpRoutes: analyticsFileRoutes,
  };
}
