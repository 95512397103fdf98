/**
 * Downloads of the markets area:
 * - GET /files/offices-report: the offices report zip (any signed-in user);
 * - GET /files/members-export?marketId=: the members of a market, fetched from the Care API's
 *   signed url and streamed through the gateway (dataMgmt or superAdmin; patient data).
 */
import type { Router } from 'express';
import type { HttpHelpers } from '../module.ts';
import { canExportMarketMembers } from './policy.ts';
import { sendUpstreamFile } from '../../files/download.ts';
import { badUserInput } from '../../errors.ts';
import { refused } from '../../audit.ts';

export function marketFileRoutes(router: Router, helpers: HttpHelpers): void {
  router.get('/files/offices-report', async (req, res) => {
    const ctx = await helpers.contextFor(req);
    const file = await ctx.dataSources.markets.officesReport();
    await sendUpstreamFile(res, file, { log: ctx.log, what: 'offices.report', uid: ctx.viewer?.uid ?? null });
  });

  router.get('/files/members-export', async (req, res) => {
    const ctx = await helpers.contextFor(req);
    if (!canExportMarketMembers(ctx.viewer)) throw refused(ctx, 'members.export', 'You do not have permission to export members');
    const marketId = Number(req.query.marketId);
    if (!Number.isSafeInteger(marketId) || marketId <= 0) throw badUserInput('marketId must be a market id');
    const file = await ctx.dataSources.markets.membersExport(marketId);
    await sendUpstreamFile(res, file, { log: ctx.log, what: 'members.export', uid: ctx.viewer?.uid ?? null, details: { marketId } });
  });
}
