/**
 * File routes of the Patient Transfer dashboard (bearer auth like /graphql), for those who work
 * patient transfers by this module's policy (403 `{ message, code }` otherwise, before the dates
 * are read and without asking the Care API for the report):
 * - GET /files/transfers/processed?start=&end=: transfers processed between the dates;
 * - GET /files/transfers/submitted?start=&end=: transfers requested between the dates.
 * The dates are checked with the report modal's rule next: 400 `{ message }` with its wording.
 */
import type { Router } from 'express';
import type { HttpHelpers } from '../../module.ts';
import { sendUpstreamFile } from '../../files/download.ts';
import { refused } from '../../audit.ts';
import { transferReportDecision } from './policy.ts';
import { decideByClaimsThenTypes } from '../shared/assignment-gate.ts';

export function transferFileRoutes(router: Router, helpers: HttpHelpers): void {
  for (const kind of ['processed', 'submitted'] as const) {
    router.get(`/files/transfers/${kind}`, async (req, res) => {
      const ctx = await helpers.contextFor(req);
      const what = `transfers.${kind}Report`;
      const decision = await decideByClaimsThenTypes(ctx, transferReportDecision);
      if (!decision.allowed) throw refused(ctx, what, decision.reason);
      const dates = { start: req.query.start, end: req.query.end };
      await sendUpstreamFile(res, ctx.dataSources.transfers.report(kind, dates), { ctx, what });
    });
  }
}
