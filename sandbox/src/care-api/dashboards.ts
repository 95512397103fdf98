/**
 * The dashboards' Care API: embed links to the analytics workbooks and their exports.
 *
 * The medical cost workbooks (High Needs list, patient cost profiles) carry member names and
 * costs: only a caller on a care team (an active assignment at some office) or holding one of the
 * medical cost claims gets their links or exports. Hedis Gaps and the One-List summary hold counts
 * only and are open to every signed-in caller.
 */
import { routes } from '@luminate/schema/rest';
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import { parseEmbedStr, workbookByWorkbookId, WORKBOOKS, type WorkbookName } from '@luminate/schema/rules';
import type { Db } from '../db/index.ts';
import { badRequest, forbidden, implement, notFound, type Binding, type Caller } from './http.ts';
import { UnknownMemberError, workbookData } from '../workbooks/data.ts';
import { writeWorkbookXlsx } from '../workbooks/export.ts';
import type { WorkbookLinks } from '../workbooks/links.ts';

/** 403 unless the caller may see the workbook (see the rule above). */
async function assertMaySee(db: Db, caller: Caller, workbook: WorkbookName): Promise<void> {
  if (!WORKBOOKS[workbook].medicalCost) return;
  if (CLAIM_GROUPS.medicalCostViewers.some((c) => caller.claims.has(c))) return;
  if (caller.employeeId !== null) {
    const { rows } = await db.query(`SELECT 1 FROM market_assignments WHERE employee_id = $1 AND inactive_dt IS NULL LIMIT 1`, [
      caller.employeeId,
    ]);
    if (rows.length > 0) return;
  }
  throw forbidden(`${WORKBOOKS[workbook].title} is for care teams and holders of the claims ${CLAIM_GROUPS.medicalCostViewers.join(', ')}`);
}

async function assertMemberExists(db: Db, memberId: number): Promise<void> {
  const { rows } = await db.query(`SELECT 1 FROM members WHERE id = $1`, [memberId]);
  if (rows.length === 0) throw notFound('No such member');
}

export function dashboardRoutes(db: Db, links: WorkbookLinks): Binding[] {
  return [
    implement(routes.workbookEmbed, async ({ params, query, caller }) => {
      const parsed = parseEmbedStr(params.embedStr);
      if (!parsed) throw badRequest('params.embedStr: the cost profiles need a member id, the other workbooks none');
      await assertMaySee(db, caller, parsed.workbook);
      if (parsed.memberId !== null) await assertMemberExists(db, parsed.memberId);
      const { url, expiresAt } = links.issue({ workbook: parsed.workbook, memberId: parsed.memberId, theme: query.theme ?? 'light' });
      return { url, expiresAt };
    }),
    implement(routes.workbookExport, async ({ params, query, caller, res }) => {
      const workbook = workbookByWorkbookId(params.workbookId);
      if (!workbook) throw notFound('No such workbook');
      const memberId = query.memberId ?? null;
      if (WORKBOOKS[workbook].needsMember !== (memberId !== null))
        throw badRequest('query.memberId: the cost profiles need a member id, the other workbooks none');
      await assertMaySee(db, caller, workbook);
      try {
        await writeWorkbookXlsx(res, workbook, await workbookData(db, workbook, memberId));
      } catch (error) {
        if (error instanceof UnknownMemberError) throw notFound('No such member');
        throw error;
      }
    }),
  ];
}
