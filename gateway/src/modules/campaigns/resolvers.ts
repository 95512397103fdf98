import { CALL_HISTORY_LIMIT } from '@luminate/schema/rules';
import type { Resolvers } from '../../generated/graphql.ts';
import { assertMayWorkCampaign, canManageCampaigns, mayWorkCampaign } from './policy.ts';
import { parseId } from '../shared/ids.ts';
import { callListFilterFields } from './domain/filter-fields.ts';
import { withForecast } from './domain/forecast.ts';
import { callListSubscription, callListUpdatesSubscription } from './subscriptions.ts';
import { documentationUrl, isDialerType, needsMemberList } from './domain/type-info.ts';

const byPointsDesc = <T extends { points: number }>(rows: T[]) => [...rows].sort((a, b) => b.points - a.points);

/** The campaigns graph's resolvers; type documentation links point under `docsBaseUrl`. */
export function campaignResolvers({ docsBaseUrl }: { docsBaseUrl: string }): Resolvers {
  return {
    // The live list: one upstream hub connection per campaign, shared by its subscribers.
    Subscription: { callList: callListSubscription, callListUpdates: callListUpdatesSubscription },

    Query: {
      campaigns: (_, __, { dataSources }) => dataSources.campaigns.campaigns(),
      campaign: (_, { id }, { dataSources }) => dataSources.campaigns.campaign(parseId(id, 'campaign')),
      campaignTypes: (_, __, { dataSources }) => dataSources.campaigns.types(),
      campaignOptions: async (_, __, { dataSources }) => (await dataSources.campaigns.options()).filter((o) => o.active),
      myCampaigns: async (_, __, { dataSources }) => {
        const assigned = await dataSources.campaigns.viewerCampaignIds();
        if (assigned.size === 0) return [];
        return (await dataSources.campaigns.campaigns()).filter((c) => c.active && assigned.has(c.campaignId));
      },
      myCallHistory: async (_, __, { dataSources }) => (await dataSources.campaigns.callHistory()).slice(0, CALL_HISTORY_LIMIT),
      callList: async (_, { campaignId }, ctx) => ctx.dataSources.campaigns.callList(await assertMayWorkCampaign(ctx, campaignId)),
      callListFilters: (_, __, { dataSources }) => dataSources.campaigns.filters(),
    },

    Mutation: {
      createCampaign: (_, { input }, { dataSources }) => dataSources.campaigns.createCampaign(input),
      updateCampaign: (_, { id, input }, { dataSources }) => dataSources.campaigns.updateCampaign(parseId(id, 'campaign'), input),
      deactivateCampaign: (_, { id }, { dataSources }) => dataSources.campaigns.deactivateCampaign(parseId(id, 'campaign')),
      assignCampaignAgent: (_, { campaignId, employeeId }, { dataSources }) =>
        dataSources.campaigns.assignCampaignAgent(parseId(campaignId, 'campaign'), parseId(employeeId, 'employee')),
      unassignCampaignAgent: (_, { assignmentId }, { dataSources }) =>
        dataSources.campaigns.unassignCampaignAgent(parseId(assignmentId, 'assignment')),
      createCampaignVariable: (_, { campaignId, input }, { dataSources }) =>
        dataSources.campaigns.createCampaignVariable(parseId(campaignId, 'campaign'), input),
      updateCampaignVariable: (_, { variableId, campaignId, input }, { dataSources }) =>
        dataSources.campaigns.updateCampaignVariable(parseId(campaignId, 'campaign'), parseId(variableId, 'variable'), input),
      deleteCampaignVariable: (_, { variableId, campaignId }, { dataSources }) =>
        dataSources.campaigns.deleteCampaignVariable(parseId(campaignId, 'campaign'), parseId(variableId, 'variable')),
      rescoreCampaign: async (_, { id }, { dataSources }) => {
        const { campaign, scores } = await dataSources.campaigns.rescoreCampaign(parseId(id, 'campaign'));
        return { campaign, scores: byPointsDesc(scores) };
      },
      resetExhaustedMembers: (_, { id }, { dataSources }) => dataSources.campaigns.resetExhaustedMembers(parseId(id, 'campaign')),
      logCall: async (_, { campaignId: rawId, memberId }, ctx) => {
        const member = parseId(memberId, 'member');
        const campaignId = await assertMayWorkCampaign(ctx, rawId);
        return ctx.dataSources.campaigns.logCall(campaignId, member);
      },
      deleteCallListFilter: (_, { id }, { dataSources }) => dataSources.campaigns.deleteCallListFilter(id),
    },

    ViewerCapabilities: {
      manageCampaigns: (viewer) => canManageCampaigns(viewer),
    },

    Campaign: {
      id: (c) => String(c.campaignId),
      name: (c) => c.campaignName,
      createdAt: (c) => c.createdDt,
      deactivatedAt: (c) => c.deactivatedDt,
      type: (c) => c.campaignType,
      market: (c, _, { dataSources }) => (c.marketId == null ? null : dataSources.markets.market(c.marketId)),
      restDays: (c) => c.daysUntilMemResurface,
      variables: (c, _, { dataSources }) => dataSources.campaigns.variables(c.campaignId),
      assignments: (c, _, { dataSources }) => dataSources.campaigns.assignments(c.campaignId),
      callList: async (c, _, ctx) => ctx.dataSources.campaigns.callList(await assertMayWorkCampaign(ctx, c.campaignId)),
      breakdown: async (c, _, { dataSources }) =>
        (await dataSources.campaigns.breakdown(c.campaignId)).map((row) => withForecast(row, c.numAgentsAssigned)),
      counts: (c, _, { dataSources }) => dataSources.campaigns.counts(c.campaignId),
      viewerCan: async (c, _, ctx) => ({
        manage: canManageCampaigns(ctx.viewer),
        work: await mayWorkCampaign(ctx, c.campaignId),
      }),
    },

    CampaignType: {
      isDialer: (t) => isDialerType(t),
      needsMemberList: (t) => needsMemberList(t),
      documentationUrl: (t) => documentationUrl(t, docsBaseUrl),
    },

    CampaignOption: {
      id: (o) => String(o.optionId),
      name: (o) => o.optionName,
    },

    CampaignAssignment: {
      id: (a) => String(a.recordId),
      employeeId: (a) => String(a.userId),
      employeeName: (a) => a.userName,
      createdAt: (a) => a.createdDt,
    },

    CampaignVariable: {
      id: (v) => String(v.variableId),
      createdAt: (v) => v.createdDt,
    },

    CallList: {
      size: (list) => list.entries.length,
    },

    LoggedCall: {
      poppedAt: (call) => call.poppedTime,
    },

    CallHistoryEntry: {
      memberId: (row) => String(row.member.id),
      aaneelId: (row) => row.member.aaneelId,
      fullName: (row) => row.member.fullName,
      neighborhood: (row) => row.member.office?.name ?? null,
      payer: (row) => row.member.payer.name,
      points: (row) => row.poppedPoints,
      calledAt: (row) => row.poppedTime,
    },

    CallListFilter: { ...callListFilterFields },
  };
}
