/**
 * GET /files/market-assignments-report?marketId=: the current assignments (every market, or one)
 * as the Care API's CSV file, for any signed-in user: staff look up who covers an office.
 * Reference data only; streamed and audited.
 */
import type { Router } from 'express';
import type { HttpHelpers } from '../../module.ts';
import { sendUpstreamFile } from '../../files/download.ts';
import { badUserInput } from '../../errors.ts';

export function marketAssignmentFileRoutes(router: Router, helpers: HttpHelpers): void {
  router.get('/files/market-assignments-report', async (req, res) => {
    const ctx = await helpers.contextFor(req);
    let marketId: number | undefined;
    if (req.query.marketId !== undefined) {
      marketId = Number(req.query.marketId);
      if (!Number.isSafeInteger(marketId) || marketId <= 0) throw badUserInput('marketId must be a market id');
    }
    await sendUpstreamFile(res, ctx.dataSources.marketAssignments.report(marketId), {
      ctx,
      what: 'marketAssignments.report',
      targets: marketId === undefined ? {} : { marketId },
    });
  });
}
