/**
 * Care API routes: the member and visit reports of the report pages (Geodeployment Reports,
 * Membership Reporting, Visit Reporting) and the submitted-for-term report. Each answers an .xlsx
 * workbook streamed as it is written, with its row count in X-Row-Count.
 */
import { z } from 'zod';
import { route, type RouteContract } from '../contract.ts';
import { IsoDate } from '../common.ts';
import { communityId, recordId } from '../../rules/ids.ts';
import { REPORT_ENGAGEMENTS } from '../../rules/reports.ts';

/** Miles, from a query string: a positive number. */
const rangeMiles = z.coerce.number().positive();
/** Both ranges reports: a market and the range in miles around each member's home. */
const rangesQuery = z.object({ marketId: recordId, range: rangeMiles });

export const reportsRoutes = {
  closestOfficeReport: route({
    method: 'POST',
    path: '/api/Members/ClosestOfficeReport',
    summary:
      'Workbook: per member of the market (or community) with the chosen engagement, the closest active office node (great-circle miles) and the current office',
    query: z.object({ marketId: recordId.optional(), communityId: communityId.optional(), engagement: z.enum(REPORT_ENGAGEMENTS) }),
    answer: { file: 'octet-stream' },
  }),
  memberOfficeRangesReport: route({
    method: 'POST',
    path: '/api/Members/MemberOfficeRangesReport',
    summary:
      "Workbook: per eligible member of the market, the active offices within range miles of the member's home, their count and the nearest",
    query: rangesQuery,
    answer: { file: 'octet-stream' },
  }),
  vcRangesReport: route({
    method: 'POST',
    path: '/api/Members/VcRangesReport',
    summary:
      "Workbook: per eligible member of the market, the market's providers with a home base within range miles, their count, the nearest, and how many reach the member within their own maximum distance",
    query: rangesQuery,
    answer: { file: 'octet-stream' },
  }),
  redBoxErrorsReport: route({
    method: 'GET',
    path: '/api/Members/RedBoxErrorsReport',
    summary: 'Workbook of the red box errors logged on the days startDate..endDate (of one market, or all)',
    query: z.object({ startDate: IsoDate, endDate: IsoDate, marketId: recordId.optional() }),
    answer: { file: 'octet-stream' },
  }),
  submittedForTermReport: route({
    method: 'GET',
    path: '/api/Members/SubmittedForTermReport',
    summary: 'Workbook of the term requests (eligibility changes of type Term) entered on the days start..end, with their status',
    query: z.object({ start: IsoDate, end: IsoDate }),
    answer: { file: 'octet-stream' },
  }),
  dropIneligibleReport: route({
    method: 'GET',
    path: '/api/Reporting/DropIneligibleReport',
    summary: 'Workbook of the members currently drop-in ineligible, with the latest ineligibility log (reason, date, by whom)',
    answer: { file: 'octet-stream' },
  }),
  nextVisitReport: route({
    method: 'GET',
    path: '/api/Reporting/NextVisitReport',
    summary: 'Workbook: per engaged member, the next scheduled visit and the days until it; members without one last',
    answer: { file: 'octet-stream' },
  }),
  weeklyConversionRateReport: route({
    method: 'GET',
    path: '/api/Reporting/WeeklyConversionRateReport',
    summary:
      'Workbook: per office and week of the 10 weeks ending this week, members converted (first visit completed) over the eligible unengaged at the week start',
    answer: { file: 'octet-stream' },
  }),
} satisfies Record<string, RouteContract>;
