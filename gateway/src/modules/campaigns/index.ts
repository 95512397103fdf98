/**
 * Outreach campaigns: campaigns with their variables and agents, the day's call list and its
 * live version (Subscription.callList, one upstream hub connection per campaign), logged calls,
 * call history, call-list filters and the outreach file routes.
 */
import type { GatewayModule } from '../../module.ts';
import { campaignResolvers } from './resolvers.ts';
import { FIELD_ACCESS } from './policy.ts';
import { campaignFileRoutes } from './http-routes.ts';

import { CampaignsSource } from './data-source.ts';

declare module '../../context.ts' {
  interface DataSources {
    /** Campaigns, variables, agents, call lists, calls and call-list filters, with their DataLoaders. */
    campaigns: CampaignsSource;
  }
}

export interface CampaignsOptions {
  /** Base URL of the campaign types' documentation pages (`<base>/<slug>`). */
  docsBaseUrl: string;
}

export function campaignsModule(options: CampaignsOptions): GatewayModule {
  return {
    name: 'campaigns',
    resolvers: campaignResolvers(options),
    dataSources: { campaigns: (ctx) => new CampaignsSource(ctx) },
    fieldAccess: FIELD_ACCESS,
    httpRoutes: campaignFileRoutes,
  };
}
