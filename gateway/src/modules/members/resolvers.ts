import type { Resolvers } from '../../generated/graphql.ts';
import { canAddMember, canExportMembers, memberListCapabilities } from './policy.ts';

export const resolvers: Resolvers = {
  Query: {
    members: async (_root, args, ctx) => ({ ...(await ctx.dataSources.members.page(args)), viewerCan: memberListCapabilities(ctx.viewer) }),
    payers: (_root, _args, ctx) => ctx.dataSources.members.payers(),
  },
  Mutation: {
    addMember: (_root, { input }, ctx) => ctx.dataSources.members.addMember(input),
  },
  ViewerCapabilities: {
    exportMembers: (viewer) => canExportMembers(viewer, 'membersTable'),
    addMember: (viewer) => canAddMember(viewer),
  },
  AddMemberResult: {
    id: (m) => String(m.id),
  },
  Member: {
    dateOfBirth: (m) => m.dtOfBirth,
    engagedAt: (m) => m.engagedDt,
    termDate: (m) => m.termDt,
    deceasedDate: (m) => m.deceasedDt,
    pendingDnc: (m) => m.isPendingDNC,
    // Batched through the markets module: one office request per page, one market listing per request.
    office: (m, _args, ctx) => (m.officeId === null ? null : ctx.dataSources.markets.office(m.officeId)),
    market: (m, _args, ctx) => ctx.dataSources.markets.market(m.marketId),
    payer: (m) => m.payer ?? null,
    plan: (m) => m.plan ?? null,
    termReason: (m) => m.termReason ?? null,
    riskType: (m) => m.riskType ?? null,
    cohort: (m) => m.cohort ?? null,
  },
  Payer: {
    id: (p) => String(p.id),
  },
  Plan: {
    id: (p) => String(p.planId),
    name: (p) => p.planName,
  },
};
