/**
 * Who may manage campaigns and who may work a campaign's call list (spec 4 §2.3, §6). The same
 * functions back `Campaign.viewerCan`, the queries and mutations, the file routes and the
 * real-time subscription, so buttons and server checks cannot disagree.
 */
import type { Claim } from '@luminate/schema/claims';
import type { RequestContext, Viewer } from '../../context.ts';
import { badUserInput, forbidden, unauthenticated } from '../../errors.ts';
import { viewerHasAny } from '../../auth/viewer.ts';

/** Campaign management, the filters page and every campaign's list: call-list managers and superAdmins. */
export const CAMPAIGN_MANAGERS: readonly Claim[] = ['call-list-mgmt', 'superAdmin'];

export const NOT_ASSIGNED_MESSAGE = 'Only agents assigned to this campaign and call-list managers may work its call list';

export function canManageCampaigns(viewer: Viewer | null): boolean {
  return viewerHasAny(viewer, CAMPAIGN_MANAGERS);
}

export function assertMayManageCampaigns(viewer: Viewer | null): void {
  if (!canManageCampaigns(viewer)) throw forbidden('You do not have permission to manage campaigns');
}

/** Graph ids are strings; the Care API's are positive integers. */
export function parseId(value: string | number, what: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw badUserInput(`Invalid ${what} id`);
  return id;
}

/** True when the viewer manages campaigns or is assigned to this (active) campaign. */
export async function mayWorkCampaign(ctx: Pick<RequestContext, 'viewer' | 'dataSources'>, campaignId: number): Promise<boolean> {
  if (canManageCampaigns(ctx.viewer)) return true;
  const assigned = await ctx.dataSources.campaigns.viewerCampaignIds();
  return assigned.has(campaignId);
}

/**
 * Throws FORBIDDEN unless the viewer may work the campaign's list (call-list managers, or
 * agents assigned to it); answers the numeric campaign id. The viewer's assignments are
 * loaded once per request (or per subscription context).
 */
export async function assertMayWorkCampaign(
  ctx: Pick<RequestContext, 'viewer' | 'dataSources' | 'log'>,
  campaignId: number | string,
): Promise<number> {
  if (!ctx.viewer) throw unauthenticated();
  const id = parseId(campaignId, 'campaign');
  if (!(await mayWorkCampaign(ctx, id))) {
    ctx.log.info({ audit: 'callList.access', uid: ctx.viewer.uid, campaignId: id, outcome: 'forbidden' }, 'call list refused');
    throw forbidden(NOT_ASSIGNED_MESSAGE);
  }
  return id;
}
