/**
 * The report file routes (bearer auth like /graphql). Each decides with this module's policy
 * first — 403 `{ message, code }` before its parameters are read and without asking the Care
 * API — then checks the parameters with the report form's shared rule (400 with its message),
 * then streams the Care API's workbook, audited as `reports.<name>` with the market or community
 * and the row count:
 * - GET /files/reports/closest-office?marketId=|communityId=&engagement=yes|no|either
 * - GET /files/reports/member-office-ranges?marketId=&range=25
 * - GET /files/reports/vc-ranges?marketId=&range=25
 * - GET /files/reports/red-box-errors?startDate=&endDate=[&marketId=]
 * - GET /files/reports/drop-ineligible, /files/reports/next-visit, /files/reports/weekly-conversion-rate
 * - GET /files/reports/submitted-for-term?start=&end=
 * A market's members workbook stays GET /files/members-export?marketId= (markets module).
 */
import type { Request, Router } from 'express';
import type { HttpHelpers } from '../../module.ts';
import type { RequestContext, UpstreamFile } from '../../context.ts';
import { sendUpstreamFile } from '../../files/download.ts';
import { refused } from '../../audit.ts';
import { decideReport, type ReportName } from './policy.ts';

type Query = Record<string, unknown>;

/** What each route sends: the Care API's file and the ids its audit event names. */
type Produce = (ctx: RequestContext, query: Query) => { file: Promise<UpstreamFile>; targets?: Record<string, unknown> };

const ROUTES: Array<[path: string, report: ReportName, produce: Produce]> = [
  ['closest-office', 'closestOffice', (ctx, q) => ctx.dataSources.reports.closestOffice(q)],
  ['member-office-ranges', 'memberOfficeRanges', (ctx, q) => ctx.dataSources.reports.ranges('office', q)],
  ['vc-ranges', 'vcRanges', (ctx, q) => ctx.dataSources.reports.ranges('vc', q)],
  ['red-box-errors', 'redBoxErrors', (ctx, q) => ctx.dataSources.reports.redBoxErrors(q)],
  ['drop-ineligible', 'dropIneligible', (ctx) => ({ file: ctx.dataSources.reports.dropIneligible() })],
  ['next-visit', 'nextVisit', (ctx) => ({ file: ctx.dataSources.reports.nextVisit() })],
  ['weekly-conversion-rate', 'weeklyConversionRate', (ctx) => ({ file: ctx.dataSources.reports.weeklyConversionRate() })],
  ['submitted-for-term', 'submittedForTerm', (ctx, q) => ({ file: ctx.dataSources.reports.submittedForTerm(q) })],
];

export function reportFileRoutes(router: Router, helpers: HttpHelpers): void {
  for (const [path, report, produce] of ROUTES) {
    router.get(`/files/reports/${path}`, async (req: Request, res) => {
      const ctx = await helpers.contextFor(req);
      const what = `reports.${report}`;
      const decision = await decideReport(ctx, report);
      if (!decision.allowed) throw refused(ctx, what, decision.reason);
      const { file, targets } = produce(ctx, req.query);
      await sendUpstreamFile(res, file, { ctx, what, targets });
    });
  }
}
