/**
 * The Export of the Hospital Assignments page: GET /files/hospital-facilities-report?marketId=
 * &showDeactivated= streams the Care API's facilities workbook (reference data, no patient data:
 * any signed-in user; audited by the download).
 */
import type { Router } from 'express';
import type { HttpHelpers } from '../../module.ts';
import { sendUpstreamFile } from '../../files/download.ts';
import { badUserInput } from '../../errors.ts';
import { toRecordId } from '@luminate/schema/rules';

export function hospitalFileRoutes(router: Router, helpers: HttpHelpers): void {
  router.get('/files/hospital-facilities-report', async (req, res) => {
    const ctx = await helpers.contextFor(req);
    const raw = req.query.marketId;
    const marketId = raw === undefined ? undefined : toRecordId(raw);
    if (marketId === null) throw badUserInput('marketId must be a market id');
    const showDeactivated = req.query.showDeactivated === 'true';
    await sendUpstreamFile(res, ctx.dataSources.hospitals.report(marketId, showDeactivated), {
      ctx,
      what: 'hospitals.report',
      targets: marketId === undefined ? {} : { marketId },
    });
  });
}
