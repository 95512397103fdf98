/**
 * File routes of the Deattribution dashboard (bearer auth like /graphql), streamed from the
 * Care API. Each route asks this module's policy first; a refusal is a 403 `{ message, code }`
 * and the Care API's file route is never called for it.
 * - GET /files/deattribution/mailing-list: the workbook of members whose letters are due (users
 *   with both eus and dataMgmt, or deattribution managers);
 * - GET /files/deattribution/:id/termination-overview: one change's workbook, for those who may
 *   see that change's dashboard row. Viewers who work no part of the queue are refused before the
 *   change is read; for the others a change that does not exist is refused exactly like a change
 *   they may not see, so the answer does not reveal which ids exist.
 */
import type { Router } from 'express';
import type { HttpHelpers } from '../../module.ts';
import { sendUpstreamFile } from '../../files/download.ts';
import { refused } from '../../audit.ts';
import { parseId } from '../shared/ids.ts';
import { decideByClaimsThenTypes } from '../shared/assignment-gate.ts';
import { mailingListDecision, seesEveryEligibilityChange, terminationOverviewDecision, terminationOverviewGate } from './policy.ts';

export function deattributionFileRoutes(router: Router, helpers: HttpHelpers): void {
  router.get('/files/deattribution/mailing-list', async (req, res) => {
    const ctx = await helpers.contextFor(req);
    const decision = mailingListDecision(ctx.viewer?.claims ?? new Set());
    if (!decision.allowed) throw refused(ctx, 'deattribution.mailingList', decision.reason);
    await sendUpstreamFile(res, ctx.dataSources.deattribution.mailingList(), { ctx, what: 'deattribution.mailingList' });
  });

  router.get('/files/deattribution/:id/termination-overview', async (req, res) => {
    const ctx = await helpers.contextFor(req);
    const what = 'deattribution.terminationOverview';
    const changeId = parseId(req.params.id, 'eligibility change');
    const claims = ctx.viewer?.claims ?? new Set();
    if (!seesEveryEligibilityChange(claims)) {
      const gate = await decideByClaimsThenTypes(ctx, terminationOverviewGate);
      if (!gate.allowed) throw refused(ctx, what, gate.reason, { changeId });
      const { deattribution } = ctx.dataSources;
      const change = await deattribution.row(changeId);
      const decision = terminationOverviewDecision(change ? (await deattribution.access(change)).policy : null);
      if (!decision.allowed) throw refused(ctx, what, decision.reason, { changeId });
    }
    await sendUpstreamFile(res, ctx.dataSources.deattribution.terminationOverview(changeId), { ctx, what, targets: { changeId } });
  });
}
