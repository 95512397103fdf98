import type { Resolvers } from '../../generated/graphql.ts';
import { decideReport, marketMembersExportDecision, type ReportName } from './policy.ts';
import type { RequestContext } from '../../context.ts';

/** A report's capability, as the file route decides it. */
const can = async (ctx: RequestContext, report: ReportName) => {
  const d = await decideReport(ctx, report);
  return d.allowed ? { allowed: true, reason: null } : { allowed: false, reason: d.reason };
};

export const resolvers: Resolvers = {
  ViewerCapabilities: {
    runClosestOfficeReport: (_, __, ctx) => can(ctx, 'closestOffice'),
    runMemberOfficeRangesReport: (_, __, ctx) => can(ctx, 'memberOfficeRanges'),
    runVcRangesReport: (_, __, ctx) => can(ctx, 'vcRanges'),
    runRedBoxErrorsReport: (_, __, ctx) => can(ctx, 'redBoxErrors'),
    runMarketMembersExport: (_, __, { viewer }) => {
      const d = marketMembersExportDecision(viewer);
      return d.allowed ? { allowed: true, reason: null } : { allowed: false, reason: d.reason };
    },
    runDropIneligibleReport: (_, __, ctx) => can(ctx, 'dropIneligible'),
    runNextVisitReport: (_, __, ctx) => can(ctx, 'nextVisit'),
    runWeeklyConversionRateReport: (_, __, ctx) => can(ctx, 'weeklyConversionRate'),
    runSubmittedForTermReport: (_, __, ctx) => can(ctx, 'submittedForTerm'),
  },
};
