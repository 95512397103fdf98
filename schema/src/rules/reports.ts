/**
 * The report forms of the Geodeployment Reports, Membership Reporting and Visit Reporting pages,
 * and the submitted-for-term report dialog. The web forms, the gateway's file routes and the Care
 * API's report routes check their parameters with these rules.
 */
import { z } from 'zod';
import { transferReportRule } from './approvals.ts';
import { COMMUNITY_ID, optionalRecordId, requiredRecordId } from './ids.ts';

/** Miles around a member that the office (and VC) ranges reports look, unless the user changes it. */
export const DEFAULT_REPORT_RANGE_MILES = 25;
/** A range beyond this would cover the whole country: refused as a typo. */
export const MAX_REPORT_RANGE_MILES = 500;
export const RANGE_MESSAGE = 'Range must be a positive number';

/** Weeks the weekly conversion rate report covers, ending with the current week. */
export const CONVERSION_WINDOW_WEEKS = 10;

/** The engagement choice of the closest office report. */
export const REPORT_ENGAGEMENTS = ['yes', 'no', 'either'] as const;
export type ReportEngagement = (typeof REPORT_ENGAGEMENTS)[number];
export const REPORT_ENGAGEMENT_LABELS: Record<ReportEngagement, string> = { yes: 'Yes', no: 'No', either: 'Either' };

export const CHOOSE_MARKET_MESSAGE = 'Choose a market';
export const CHOOSE_MARKET_OR_COMMUNITY_MESSAGE = 'Choose a market or a community';
export const CHOOSE_ENGAGEMENT_MESSAGE = 'Choose an engagement: Yes, No or Either';

/** A range in miles: a positive number (a form's text or a query string), at most MAX_REPORT_RANGE_MILES. */
export const reportRange = z.union([z.number(), z.string()], { message: RANGE_MESSAGE }).transform((value, ctx) => {
  const n = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
  if (!Number.isFinite(n) || n <= 0) {
    ctx.addIssue({ code: 'custom', message: RANGE_MESSAGE });
    return z.NEVER;
  }
  if (n > MAX_REPORT_RANGE_MILES) {
    ctx.addIssue({ code: 'custom', message: `Range must be at most ${MAX_REPORT_RANGE_MILES} miles` });
    return z.NEVER;
  }
  return n;
});

/**
 * Closest office report: a market or a community (like 1.001; the community wins when both are
 * given), and an engagement choice (Yes, No or Either), all required. Every missing choice is
 * reported at once.
 */
export const closestOfficeReportRule = z
  .object({
    marketId: optionalRecordId(CHOOSE_MARKET_OR_COMMUNITY_MESSAGE),
    communityId: z
      .string()
      .trim()
      .nullable()
      .optional()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || COMMUNITY_ID.test(v), 'Community must look like 1.001'),
    engagement: z.unknown().optional(),
  })
  .transform((v, ctx) => {
    const engagement = REPORT_ENGAGEMENTS.find((e) => e === v.engagement);
    if (v.marketId === null && v.communityId === null) {
      ctx.addIssue({ code: 'custom', path: ['marketId'], message: CHOOSE_MARKET_OR_COMMUNITY_MESSAGE });
    }
    if (!engagement) ctx.addIssue({ code: 'custom', path: ['engagement'], message: CHOOSE_ENGAGEMENT_MESSAGE });
    if (!engagement || (v.marketId === null && v.communityId === null)) return z.NEVER;
    return { marketId: v.marketId, communityId: v.communityId, engagement };
  });
export type ClosestOfficeReportParams = z.output<typeof closestOfficeReportRule>;

/** Member office ranges and VC ranges: a market and a range (default 25 miles). */
export const rangesReportRule = z.object({
  marketId: requiredRecordId(CHOOSE_MARKET_MESSAGE),
  range: reportRange.default(DEFAULT_REPORT_RANGE_MILES),
});
export type RangesReportParams = z.output<typeof rangesReportRule>;

/**
 * Red box errors report: start and end dates required, neither after today, end not before
 * start (the transfer reports' date rule and wording); the market is optional (all markets).
 */
export function redBoxErrorsReportRule(today: string) {
  const dates = transferReportRule(today);
  return z
    .object({
      startDate: z.unknown().optional(),
      endDate: z.unknown().optional(),
      marketId: optionalRecordId('Choose a market from the list'),
    })
    .transform((v, ctx) => {
      const checked = dates.safeParse({ start: v.startDate, end: v.endDate });
      if (!checked.success) {
        for (const issue of checked.error.issues) {
          ctx.addIssue({ code: 'custom', path: [issue.path[0] === 'start' ? 'startDate' : 'endDate'], message: issue.message });
        }
        return z.NEVER;
      }
      return { startDate: checked.data.start, endDate: checked.data.end, marketId: v.marketId };
    });
}

/** Submitted-for-term report: start and end required, not after today, end not before start. */
export const submittedForTermReportRule = (today: string) => transferReportRule(today);
