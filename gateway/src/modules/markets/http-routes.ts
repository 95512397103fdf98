/**
 * Downloads of the markets area:
 * - GET /files/offices-report: the offices report zip (any signed-in user);
 * - GET /files/members-export?marketId=: the members of a market, fetched from the Care API's
 *   signed url and streamed through the gateway (patient data: the members policy decides, before
 *   anything is asked of the Care API).
 */
import type { Router } from 'express';
import type { HttpHelpers } from '../../module.ts';
import { memberExportDecision } from '../shared/member-export-policy.ts';
import { sendUpstreamFile } from '../../files/download.ts';
import { badUserInput } from '../../errors.ts';
import { refused } from '../../audit.ts';

export function marketFileRoutes(router: Router, helpers: HttpHelpers): void {
  router.get('/files/offices-report', async (req, res) => {
    const ctx = await helpers.contextFor(req);
    await sendUpstreamFile(res, ctx.dataSources.markets.officesReport(), { ctx, what: 'offices.report' });
  });

  router.get('/files/members-export', async (req, res) => {
    const ctx = await helpers.contextFor(req);
    const decision = memberExportDecision(ctx.viewer, 'marketMembers');
    if (!decision.allowed) throw refused(ctx, 'members.export', decision.reason);
    const marketId = Number(req.query.marketId);
    if (!Number.isSafeInteger(marketId) || marketId <= 0) throw badUserInput('marketId must be a market id');
    await sendUpstreamFile(res, ctx.dataSources.markets.membersExport(marketId), { ctx, what: 'members.export', targets: { marketId } });
  });
}
