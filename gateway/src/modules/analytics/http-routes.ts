/**
 * GET /files/exports/workbooks/:workbook.xlsx (?memberId= for the cost profiles): the workbook's
 * table as the analytics service exports it, streamed to the browser. Refused (403, nothing asked
 * upstream) for a Medical Cost workbook the viewer may not see. Every download is audited: who,
 * which workbook (and member id), how many rows and bytes; never a name.
 */
import type { Router } from 'express';
import { WORKBOOKS, WORKBOOK_NAMES, type WorkbookName } from '@luminate/schema/rules';
import type { HttpHelpers } from '../../module.ts';
import { sendUpstreamFile } from '../../files/download.ts';
import { badUserInput } from '../../errors.ts';
import { parseId } from '../shared/ids.ts';

/** The workbook named by a file name slug (`high-needs`). */
function workbookOf(slug: string): WorkbookName {
  const workbook = WORKBOOK_NAMES.find((name) => WORKBOOKS[name].embedStr === slug);
  if (!workbook) throw badUserInput(`No workbook named ${slug}`);
  return workbook;
}

export function analyticsFileRoutes(router: Router, helpers: HttpHelpers): void {
  router.get('/files/exports/workbooks/:slug.xlsx', async (req, res) => {
    const ctx = await helpers.contextFor(req);
    const workbook = workbookOf(req.params.slug);
    const raw = typeof req.query.memberId === 'string' ? req.query.memberId : undefined;
    const memberId = raw === undefined ? null : parseId(raw, 'member');
    if (WORKBOOKS[workbook].needsMember !== (memberId !== null))
      throw badUserInput('Only the cost profiles are exported for one member, and they need one');
    await sendUpstreamFile(res, ctx.dataSources.analytics.export(workbook, memberId), {
      ctx,
      what: 'analytics.export',
      targets: { workbookId: WORKBOOKS[workbook].workbookId, memberId },
    });
  });
}
