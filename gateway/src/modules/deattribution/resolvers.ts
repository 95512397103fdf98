/**
 * The Deattribution dashboard's graph. Resolvers stay thin: the data source loads, checks the
 * policy and rules, writes and counts. The approval row types it shares with the DNC and
 * transfer modules (ApprovalMember, EmployeeRef) are resolved in modules/shared.
 */
import { GRAPH_ENUM_CARE_API_VALUES } from '@luminate/schema/graph-enum-values';
import { deattributionTabOf, letterBadge } from '@luminate/schema/approvals';
import type { Resolvers } from '../../generated/graphql.ts';
import { parseId } from '../shared/ids.ts';
import { decideByClaimsThenTypes } from '../shared/assignment-gate.ts';
import { canBulkApproveTerms, mailingListDecision, terminationOverviewGate } from './policy.ts';

/** Oldest first, whatever order the Care API answered in. */
const oldestFirst = <T extends { changedDt: string; id: number }>(logs: readonly T[]) =>
  [...logs].sort((a, b) => a.changedDt.localeCompare(b.changedDt) || a.id - b.id);

export const resolvers: Resolvers = {
  // The graph's SCREAMING_CASE statuses and change types, as the Care API's words the data source keeps.
  EligibilityChangeStatus: GRAPH_ENUM_CARE_API_VALUES.EligibilityChangeStatus,
  EligibilityChangeType: GRAPH_ENUM_CARE_API_VALUES.EligibilityChangeType,

  Query: {
    eligibilityChanges: (_, { tab, mine, filters, sort, skip, take }, { dataSources }) =>
      dataSources.deattribution.page(tab, { filters, sort, skip, take }, mine ?? false),
    eligibilityChange: (_, { id }, { dataSources }) => dataSources.deattribution.row(parseId(id, 'eligibility change')),
    deattributionTabCounts: (_, __, { dataSources }) => dataSources.deattribution.tabCounts(),
    deattributionTermReasons: (_, __, { dataSources }) => dataSources.deattribution.termReasons(),
    omTermsToApprove: (_, { termReasonId, payerId }, { dataSources }) =>
      dataSources.deattribution.omTermsToApprove(parseId(termReasonId, 'term reason'), payerId == null ? null : parseId(payerId, 'payer')),
  },

  Mutation: {
    approveEligibilityChange: (_, { input }, { dataSources }) => dataSources.deattribution.decide('approve', input),
    rejectEligibilityChange: (_, { input }, { dataSources }) => dataSources.deattribution.decide('reject', input),
    updateEligibilityChange: (_, { input }, { dataSources }) => dataSources.deattribution.decide('update', input),
    cancelEligibilityChange: (_, { input }, { dataSources }) => dataSources.deattribution.cancel(input),
    bulkApproveOmTerms: (_, { input }, { dataSources }) => dataSources.deattribution.bulkApproveOmTerms(input),
  },

  EligibilityChange: {
    member: (change, _, { dataSources }) => dataSources.deattribution.memberOf(change),
    termReason: (change) => change.termReason ?? null,
    termDate: (change) => change.termDt,
    processedAt: (change) => change.processedDt,
    diagnosisDate: (change) => change.diagnosisDt,
    statusChangedAt: (change) => change.statusChangedDt,
    tab: (change) => deattributionTabOf(change.status),
    letterBadge: (change) => letterBadge(change.status),
    changeLog: (change) => oldestFirst(change.eligibilityChangeLogs ?? []),
    assignedEmployees: async (change, _, { dataSources }) => (await dataSources.deattribution.access(change)).assignedEmployees,
    viewerIsAssigned: async (change, _, { dataSources }) => (await dataSources.deattribution.access(change)).viewerIsAssigned,
    viewerCan: async (change, _, { dataSources }) => (await dataSources.deattribution.access(change)).can,
  },

  ViewerCapabilities: {
    bulkApproveTerms: (viewer) => canBulkApproveTerms(viewer.claims),
    downloadMailingList: (viewer) => mailingListDecision(viewer.claims).allowed,
    downloadTerminationOverview: async (_, __, ctx) => (await decideByClaimsThenTypes(ctx, terminationOverviewGate)).allowed,
  },

  EligibilityChangeLogEntry: {
    changedAt: (log) => log.changedDt,
  },
};
