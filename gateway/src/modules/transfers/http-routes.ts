/**
 * File routes of the Patient Transfer dashboard (bearer auth like /graphql; any signed-in user):
 * - GET /files/transfers/processed?start=&end=: transfers processed between the dates;
 * - GET /files/transfers/submitted?start=&end=: transfers requested between the dates.
 * The dates are checked with the report modal's rule first: 400 `{ message }` with its wording.
 */
import type { Router } from 'express';
import type { HttpHelpers } from '../module.ts';
import { sendUpstreamFile } from '../../files/download.ts';

export function transferFileRoutes(router: Router, helpers: HttpHelpers): void {
  for (const kind of ['processed', 'submitted'] as const) {
    router.get(`/files/transfers/${kind}`, async (req, res) => {
      const ctx = await helpers.contextFor(req);
      const dates = { start: req.query.start, end: req.query.end };
      const file = await ctx.dataSources.transfers.report(kind, dates);
      await sendUpstreamFile(res, file, { log: ctx.log, what: `transfers.${kind}Report`, uid: ctx.viewer?.uid ?? null });
    });
  }
}
