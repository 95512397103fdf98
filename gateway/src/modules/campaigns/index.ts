/**
 * Outreach campaigns: campaigns with their variables and agents, the day's
 * call list and logged calls, call history, call-list filters and the outreach file routes.
 * The live list (Subscription.callList) lives in the call-list module and authorises with
 * `assertMayWorkCampaign` from here.
 */
import type { GatewayModule } from '../module.ts';
import { resolvers } from './resolvers.ts';
import { FIELD_ACCESS } from './access.ts';
import { campaignFileRoutes } from './http-routes.ts';

export { CampaignsSource, type FilterUploadQuery } from './data-source.ts';
export { assertMayWorkCampaign, mayWorkCampaign, canManageCampaigns, NOT_ASSIGNED_MESSAGE } from './access.ts';
export { exhaustHours, withForecast } from './forecast.ts';

export const campaignsModule: GatewayModule = {
  name: 'campaigns',
  resolvers,
  fieldAccess: FIELD_ACCESS,
  httpRoutes: campaignFileRoutes,
};
