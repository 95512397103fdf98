import { CALL_HISTORY_LIMIT } from '@luminate/schema/rules';
import type { Resolvers } from '../../generated/graphql.ts';
import { badUserInput, notFound } from '../../errors.ts';
import { assertMayWorkCampaign, canManageCampaigns, mayWorkCampaign } from './policy.ts';
import { parseId } from '../shared/ids.ts';
import { audited } from '../../audit.ts';
import { callListFilterFields } from './filter-fields.ts';
import { withForecast } from './forecast.ts';
import { callListSubscription } from './call-list-subscription.ts';
import { campaignBody, variableBody } from './inputs.ts';
import { documentationUrl, isDialerType, needsMemberList } from './type-info.ts';

const byPointsDesc = <T extends { points: number }>(rows: T[]) => [...rows].sort((a, b) => b.points - a.points);

/** The campaigns graph's resolvers; type documentation links point under `docsBaseUrl`. */
export function campaignResolvers({ docsBaseUrl }: { docsBaseUrl: string }): Resolvers {
  return {
    // The live list: one upstream hub connection per campaign, shared by its subscribers.
    Subscription: { callList: callListSubscription },

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
      createCampaign: (_, { input }, ctx) =>
        audited(
          ctx,
          'campaign.create',
          { typeId: input.typeId },
          () => ctx.dataSources.campaigns.createCampaign(campaignBody(input)),
          (campaign) => ({ campaignId: campaign.campaignId }),
        ),

      updateCampaign: (_, { id, input }, ctx) => {
        const campaignId = parseId(id, 'campaign');
        return audited(ctx, 'campaign.update', { campaignId }, () =>
          ctx.dataSources.campaigns.updateCampaign(campaignId, campaignBody(input)),
        );
      },

      deactivateCampaign: (_, { id }, ctx) => {
        const campaignId = parseId(id, 'campaign');
        return audited(ctx, 'campaign.deactivate', { campaignId }, () => ctx.dataSources.campaigns.deactivateCampaign(campaignId));
      },

      assignCampaignAgent: (_, { campaignId: rawId, employeeId }, ctx) => {
        const campaignId = parseId(rawId, 'campaign');
        return audited(ctx, 'campaign.assignAgent', { campaignId, employeeId }, async () => {
          const { campaigns, assignments } = ctx.dataSources;
          parseId(employeeId, 'employee');
          const [campaign, employee] = await Promise.all([campaigns.requireCampaign(campaignId), assignments.employee(employeeId)]);
          if (!employee) throw notFound(`Employee ${employeeId} not found`);
          const assignedBy = ctx.viewer?.name ?? ctx.viewer?.uid ?? 'unknown';
          await campaigns.assignAgent(campaignId, employeeId, employee.fullName, assignedBy);
          return campaign;
        });
      },

      unassignCampaignAgent: (_, { assignmentId }, ctx) => {
        const recordId = parseId(assignmentId, 'assignment');
        return audited(ctx, 'campaign.unassignAgent', { recordId }, async () => {
          const removed = await ctx.dataSources.campaigns.unassignAgent(recordId);
          return ctx.dataSources.campaigns.requireCampaign(removed.campaignId);
        });
      },

      createCampaignVariable: (_, { campaignId: rawId, input }, ctx) => {
        const campaignId = parseId(rawId, 'campaign');
        return audited(ctx, 'campaign.variable.create', { campaignId, optionId: input.optionId }, async () => {
          const { campaigns } = ctx.dataSources;
          const [campaign, option] = await Promise.all([campaigns.requireCampaign(campaignId), campaigns.option(Number(input.optionId))]);
          await campaigns.createVariable(variableBody(campaignId, input, option, isDialerType(campaign.campaignType)));
          return campaign;
        });
      },

      updateCampaignVariable: (_, { variableId: rawVariableId, campaignId: rawId, input }, ctx) => {
        const campaignId = parseId(rawId, 'campaign');
        const variableId = parseId(rawVariableId, 'variable');
        return audited(ctx, 'campaign.variable.update', { campaignId, variableId, optionId: input.optionId }, async () => {
          const { campaigns } = ctx.dataSources;
          const [campaign, option, variables] = await Promise.all([
            campaigns.requireCampaign(campaignId),
            campaigns.option(Number(input.optionId)),
            campaigns.variables(campaignId),
          ]);
          if (!variables.some((v) => v.variableId === variableId))
            throw notFound(`Variable ${variableId} is not a variable of campaign ${campaignId}`);
          await campaigns.updateVariable(variableId, variableBody(campaignId, input, option, isDialerType(campaign.campaignType)));
          return campaign;
        });
      },

      deleteCampaignVariable: (_, { variableId: rawVariableId, campaignId: rawId }, ctx) => {
        const campaignId = parseId(rawId, 'campaign');
        const variableId = parseId(rawVariableId, 'variable');
        return audited(ctx, 'campaign.variable.delete', { campaignId, variableId }, async () => {
          const { campaigns } = ctx.dataSources;
          const [campaign, variables] = await Promise.all([campaigns.requireCampaign(campaignId), campaigns.variables(campaignId)]);
          if (!variables.some((v) => v.variableId === variableId))
            throw notFound(`Variable ${variableId} is not a variable of campaign ${campaignId}`);
          await campaigns.deleteVariable(variableId, campaignId);
          return campaign;
        });
      },

      rescoreCampaign: (_, { id }, ctx) => {
        const campaignId = parseId(id, 'campaign');
        return audited(ctx, 'campaign.rescore', { campaignId }, async () => {
          const campaign = await ctx.dataSources.campaigns.requireCampaign(campaignId);
          const scores = await ctx.dataSources.campaigns.rescore(campaignId);
          return { campaign, scores: byPointsDesc(scores) };
        });
      },

      resetExhaustedMembers: (_, { id }, ctx) => {
        const campaignId = parseId(id, 'campaign');
        return audited(ctx, 'campaign.resetExhausted', { campaignId }, async () => {
          const campaign = await ctx.dataSources.campaigns.requireCampaign(campaignId);
          if (!isDialerType(campaign.campaignType)) throw badUserInput('Only Outreach-Dialer campaigns have exhausted members to reset');
          const { membersReset } = await ctx.dataSources.campaigns.resetExhausted(campaignId);
          return { campaign, membersReset };
        });
      },

      logCall: async (_, { campaignId: rawId, memberId: rawMemberId }, ctx) => {
        const memberId = parseId(rawMemberId, 'member');
        const campaignId = await assertMayWorkCampaign(ctx, rawId);
        return audited(ctx, 'callList.logCall', { campaignId, memberId }, () => ctx.dataSources.campaigns.logCall(campaignId, memberId));
      },

      deleteCallListFilter: (_, { id }, ctx) => {
        const name = id.trim();
        // The filter's name is user text: the audit line keeps only its length.
        return audited(ctx, 'callListFilter.delete', { nameLength: name.length }, async () => {
          if (!name) throw badUserInput('Choose a filter to delete');
          await ctx.dataSources.campaigns.deleteFilter(name);
          return ctx.dataSources.campaigns.filters();
        });
      },
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
      employeeId: (a) => a.userId,
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
