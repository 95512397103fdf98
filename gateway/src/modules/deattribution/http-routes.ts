/**
 * File routes of the Deattribution dashboard (bearer auth like /graphql), streamed from the
 * Care API:
 * - GET /files/deattribution/mailing-list: the workbook of members whose letters are due (users
 *   with both eus and dataMgmt, or deattribution managers; 403 otherwise);
 * - GET /files/deattribution/:id/termination-overview: one change's workbook (signed-in users).
 */
import type { Router } from 'express';
import type { HttpHelpers } from '../module.ts';
import { sendUpstreamFile } from '../../files/download.ts';
import { refused } from '../../audit.ts';
import { parseId } from '../ids.ts';
import { canDownloadMailingList } from './policy.ts';

export function deattributionFileRoutes(router: Router, helpers: HttpHelpers): void {
  router.get('/files/deattribution/mailing-list', async (req, res) => {
    const ctx = await helpers.contextFor(req);
    if (!canDownloadMailingList(ctx.viewer?.claims ?? new Set())) {
      throw refused(ctx, 'deattribution.mailingList', 'Only data managers with End User Support or deattribution managers may download the mailing list');
    }
    const file = await ctx.dataSources.deattribution.mailingList();
    await sendUpstreamFile(res, file, { log: ctx.log, what: 'deattribution.mailingList', uid: ctx.viewer?.uid ?? null });
  });

  router.get('/files/deattribution/:id/termination-overview', async (req, res) => {
    const ctx = await helpers.contextFor(req);
    const changeId = parseId(req.params.id, 'eligibility change');
    const file = await ctx.dataSources.deattribution.terminationOverview(changeId);
    await sendUpstreamFile(res, file, {
      log: ctx.log, what: 'deattribution.terminationOverview', uid: ctx.viewer?.uid ?? null, details: { changeId },
    });
  });
}
