import type { Resolvers } from '../../generated/graphql.ts';
import { decideReport, marketMembersExportDecision, type ReportName } from './policy.ts';
import type { RequestContext } from '../../context.ts';

/** A report's capability, as the file route decides it. */
const can = (ctx: RequestContext, report: ReportName) => decideReport(ctx, report);

export const resolvers: Resolvers = {
  ViewerCapabilities: {
    runClosestOfficeReport: (_, __, ctx) => can(ctx, 'closestOffice'),
    runMemberOfficeRangesReport: (_, __, ctx) => can(ctx, 'memberOfficeRanges'),
    runVcRangesReport: (_, __, ctx) => can(ctx, 'vcRanges'),
    runRedBoxErrorsReport: (_, __, ctx) => can(ctx, 'redBoxErrors'),
    runMarketMembersExport: (_, __, { viewer }) => marketMembersExportDecision(viewer),
    runDropIneligibleReport: (_, __, ctx) => can(ctx, 'dropIneligible'),
    runNextVisitReport: (_, __, ctx) => can(ctx, 'nextVisit'),
    runWeeklyConversionRateReport: (_, __, ctx) => can(ctx, 'weeklyConversionRate'),
    runSubmittedForTermReport: (_, __, ctx) => can(ctx, 'submittedForTerm'),
  },
};
