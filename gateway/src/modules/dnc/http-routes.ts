/**
 * File route of the DNC dashboard (bearer auth like /graphql):
 * - GET /files/dnc/report: the Care API's workbook of every DNC request and its outcome
 *   (any signed-in user; the dashboard's Generate DNC Report button).
 */
import type { Router } from 'express';
import type { HttpHelpers } from '../module.ts';
import { sendUpstreamFile } from '../../files/download.ts';

export function dncFileRoutes(router: Router, helpers: HttpHelpers): void {
  router.get('/files/dnc/report', async (req, res) => {
    const ctx = await helpers.contextFor(req);
    const file = await ctx.dataSources.dnc.report();
    await sendUpstreamFile(res, file, { log: ctx.log, what: 'dnc.report', uid: ctx.viewer?.uid ?? null });
  });
}
