/**
 * File route of the DNC dashboard (bearer auth like /graphql):
 * - GET /files/dnc/report: the Care API's workbook of every DNC request and its outcome (the
 *   dashboard's Generate DNC Report button), for those who work the DNC queue by this module's
 *   policy. A refusal is a 403 `{ message, code }`; the Care API's report is never asked for it.
 */
import type { Router } from 'express';
import type { HttpHelpers } from '../../module.ts';
import { sendUpstreamFile } from '../../files/download.ts';
import { refused } from '../../audit.ts';
import { dncReportDecision } from './policy.ts';
import { decideByClaimsThenTypes } from '../shared/assignment-gate.ts';

export function dncFileRoutes(router: Router, helpers: HttpHelpers): void {
  router.get('/files/dnc/report', async (req, res) => {
    const ctx = await helpers.contextFor(req);
    const decision = await decideByClaimsThenTypes(ctx, dncReportDecision);
    if (!decision.allowed) throw refused(ctx, 'dnc.report', decision.reason);
    await sendUpstreamFile(res, ctx.dataSources.dnc.report(), { ctx, what: 'dnc.report' });
  });
}
