import { dncReasonName } from '@luminate/schema/approvals';
import { GRAPH_ENUM_CARE_API_VALUES } from '@luminate/schema/graph-enum-values';
import type { DncLogDto } from '@luminate/schema/rest';
import type { RequestContext } from '../../context.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { parseId } from '../shared/ids.ts';
import { dncReportDecision, dncTabOf } from './policy.ts';
import { decideByClaimsThenTypes } from '../shared/assignment-gate.ts';

const result = (approved: boolean | null) => (approved === null ? 'Pending' : approved ? 'Approved' : 'Declined');

/** The handler as embedded, or looked up (batched) when the answer carried only the id. */
const handledBy = (log: DncLogDto, ctx: RequestContext) =>
  log.handledBy ?? (log.handledById === null ? null : ctx.dataSources.assignments.employee(log.handledById));

export const resolvers: Resolvers = {
  // The graph's SCREAMING_CASE approval types, as the Care API's words the data source keeps.
  DncApprovalType: GRAPH_ENUM_CARE_API_VALUES.DncApprovalType,

  Query: {
    dncRequests: (_, { tab, mine, skip, take, filters, sort }, ctx) =>
      ctx.dataSources.dnc.page(tab, { skip, take, filters, sort }, mine ?? false),
    dncRequest: (_, { id }, ctx) => ctx.dataSources.dnc.row(parseId(id, 'DNC request')),
    dncTabCounts: (_, __, ctx) => ctx.dataSources.dnc.tabCounts(),
  },

  Mutation: {
    approveDncRequest: async (_, { input }, ctx) => {
      const request = await ctx.dataSources.dnc.decide(parseId(input.id, 'DNC request'), true, input);
      return { request, tabCounts: await ctx.dataSources.dnc.tabCounts() };
    },
    rejectDncRequest: async (_, { input }, ctx) => {
      const request = await ctx.dataSources.dnc.decide(parseId(input.id, 'DNC request'), false, input);
      return { request, tabCounts: await ctx.dataSources.dnc.tabCounts() };
    },
    approveAllPendingDncRequests: async (_, { input }, ctx) => {
      const { approvedCount, logs } = await ctx.dataSources.dnc.approveAllPending(input.handlerNote, input.approvalType ?? null);
      return { approvedCount, requests: logs, tabCounts: await ctx.dataSources.dnc.tabCounts() };
    },
  },

  ViewerCapabilities: {
    downloadDncReport: async (_, __, ctx) => (await decideByClaimsThenTypes(ctx, dncReportDecision)).allowed,
  },

  DncRequest: {
    member: async (log, _, ctx) => (await ctx.dataSources.dnc.complete(log)).member!,
    reasonId: (log) => String(log.reason),
    reason: (log) => dncReasonName(log.reason),
    requestedAt: (log) => log.requestedDt,
    requestedBy: async (log, _, ctx) => (await ctx.dataSources.dnc.complete(log)).requestedBy ?? null,
    result: (log) => result(log.approved),
    handledBy: (log, _, ctx) => handledBy(log, ctx),
    handledAt: (log) => log.handledDt,
    isReturn: (log) => !log.dncPhone,
    tab: (log) => dncTabOf(log),
    assignedEmployees: (log, _, ctx) => ctx.dataSources.dnc.assignedEmployees(log),
    viewerCan: (log, _, ctx) => ctx.dataSources.dnc.capabilities(log),
  },
};
