/**
 * File route of the DNC dashboard (bearer auth like /graphql):
 * - GET /files/dnc/report: the Care API's workbook of every DNC request and its outcome (the
 *   dashboard's Generate DNC Report button), for those who work the DNC queue by this module's
 *   policy. A refusal is a 403 `{ message, code }`; the Care API's report is never asked for it.
 */
import type { Router } from 'express';
import type { HttpHelpers } from '../module.ts';
import { sendUpstreamFile } from '../../files/download.ts';
import { refused } from '../../audit.ts';
import { dncReportDecision } from './policy.ts';

export function dncFileRoutes(router: Router, helpers: HttpHelpers): void {
  router.get('/files/dnc/report', async (req, res) => {
    const ctx = await helpers.contextFor(req);
    const claims = ctx.viewer?.claims ?? new Set();
    // Claims first; the viewer's own assignments are looked up only when the claims do not decide.
    let decision = dncReportDecision({ claims, viewerTypesAnywhere: new Set() });
    if (!decision.allowed) decision = dncReportDecision({ claims, viewerTypesAnywhere: await ctx.dataSources.assignments.viewerTypesAnywhere() });
    if (!decision.allowed) throw refused(ctx, 'dnc.report', decision.reason);
    await sendUpstreamFile(res, ctx.dataSources.dnc.report(), { ctx, what: 'dnc.report' });
  });
}
