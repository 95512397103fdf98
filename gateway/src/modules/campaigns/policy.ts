/**
 * Who may manage campaigns and who may work a campaign's call list. The same
 * functions back `Campaign.viewerCan`, the queries and mutations, the file routes and the
 * real-time subscription, so buttons and server checks cannot disagree.
 */
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import type { RequestContext, Viewer } from '../../context.ts';
import { unauthenticated } from '../../errors.ts';
import { viewerHasAny } from '../../auth/viewer.ts';
import { refused } from '../../audit.ts';
import { parseId } from '../shared/ids.ts';

export const NOT_ASSIGNED_MESSAGE = 'Only agents assigned to this campaign and call-list managers may work its call list';

/** The root fields whose `@auth` list mirrors a rule of this policy: campaign management. */
export const FIELD_ACCESS = {
  'Query.campaigns': CLAIM_GROUPS.callListManagers,
  'Query.campaign': CLAIM_GROUPS.callListManagers,
  'Query.campaignTypes': CLAIM_GROUPS.callListManagers,
  'Query.campaignOptions': CLAIM_GROUPS.callListManagers,
  'Query.callListFilters': CLAIM_GROUPS.callListManagers,
  'Mutation.createCampaign': CLAIM_GROUPS.callListManagers,
  'Mutation.updateCampaign': CLAIM_GROUPS.callListManagers,
  'Mutation.deactivateCampaign': CLAIM_GROUPS.callListManagers,
  'Mutation.assignCampaignAgent': CLAIM_GROUPS.callListManagers,
  'Mutation.unassignCampaignAgent': CLAIM_GROUPS.callListManagers,
  'Mutation.createCampaignVariable': CLAIM_GROUPS.callListManagers,
  'Mutation.updateCampaignVariable': CLAIM_GROUPS.callListManagers,
  'Mutation.deleteCampaignVariable': CLAIM_GROUPS.callListManagers,
  'Mutation.rescoreCampaign': CLAIM_GROUPS.callListManagers,
  'Mutation.resetExhaustedMembers': CLAIM_GROUPS.callListManagers,
  'Mutation.deleteCallListFilter': CLAIM_GROUPS.callListManagers,
};

/** The refusal of a campaign write to someone who does not manage campaigns. */
export const MANAGE_REFUSAL = 'You do not have permission to manage campaigns';

export function canManageCampaigns(viewer: Viewer | null): boolean {
  return viewerHasAny(viewer, CLAIM_GROUPS.callListManagers);
}

/** True when the viewer manages campaigns or is assigned to this (active) campaign. */
export async function mayWorkCampaign(ctx: Pick<RequestContext, 'viewer' | 'dataSources'>, campaignId: number): Promise<boolean> {
  if (canManageCampaigns(ctx.viewer)) return true;
  const assigned = await ctx.dataSources.campaigns.viewerCampaignIds();
  return assigned.has(campaignId);
}

/** What the call-list hub says about who may work a campaign (managers aside). */
export interface CampaignAgentsSnapshot {
  active: boolean;
  agentIds: ReadonlySet<number>;
}

/**
 * The same rule as mayWorkCampaign, decided from the hub's snapshot of the campaign's agents
 * instead of the viewer's own assignments: managers always, agents while assigned to the active
 * campaign. Lets a live subscription be re-checked without an upstream call per subscriber.
 */
export function mayWorkCampaignBy(viewer: Viewer | null, agents: CampaignAgentsSnapshot): boolean {
  if (!viewer) return false;
  if (canManageCampaigns(viewer)) return true;
  return agents.active && viewer.employeeId !== null && agents.agentIds.has(viewer.employeeId);
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
  if (!(await mayWorkCampaign(ctx, id))) throw refused(ctx, 'callList.access', NOT_ASSIGNED_MESSAGE, { campaignId: id });
  return id;
}
