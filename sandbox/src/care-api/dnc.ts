/**
 * Do-not-contact requests. A request puts a member on DNC or
 * returns one from it (reason 19); a dnc-mgmt caller's request to put a member on DNC is done at
 * once (approval type Skip). Others wait, one per member, for the CD (reasons 0, 11, 12) or the
 * OM, and are decided once. members.is_pending_dnc and members.dnc_phone follow every step, and
 * the call lists that can hold the member are told (DNC and pending-DNC members are never called).
 */
import { dncApprovalTypeFor, RETURNED_DNC_REASON_ID, type DncApprovalType } from '@luminate/schema/approvals';
import { routes } from '@luminate/schema/rest';
import type { Db, Queryable } from '../db/index.ts';
import type { CallListEvents } from '../call-list/events.ts';
import { announce, markListsChanged } from '../approvals/call-list-impact.ts';
import { dncLogsById } from '../approvals/read-model.ts';
import { DNC_ALREADY_HANDLED } from '../approvals/transitions.ts';
import { dncReport } from '../approvals/workbooks.ts';
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import { requireAnyClaim } from './auth.ts';
import { callerEmployee } from './campaign-access.ts';
import { implement, notFound, unprocessable, type Binding } from './http.ts';

interface PendingLog {
  id: number;
  memberId: number;
  dncPhone: boolean;
}

/** Applies decided requests to their members: pending flag off, DNC on or off for approved ones. */
async function applyDecisions(tx: Queryable, logs: readonly PendingLog[], approved: boolean): Promise<number[]> {
  const memberIds = logs.map((l) => l.memberId);
  await tx.query(
    `UPDATE members m SET is_pending_dnc = false, dnc_phone = CASE WHEN $2 THEN t.dnc_phone ELSE m.dnc_phone END
     FROM unnest($1::int[], $3::boolean[]) AS t(member_id, dnc_phone) WHERE m.id = t.member_id`,
    [memberIds, approved, logs.map((l) => l.dncPhone)],
  );
  return markListsChanged(tx, memberIds);
}

export function dncRoutes(db: Db, callListEvents: CallListEvents): Binding[] {
  return [
    implement(routes.createDncLog, async ({ body, caller }) => {
      const employeeId = callerEmployee(caller, 'Requesting DNC');
      const manager = CLAIM_GROUPS.dncManagers.some((c) => caller.claims.has(c));
      const now = new Date().toISOString();
      const { id, campaigns } = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ dncPhone: boolean }>('SELECT dnc_phone AS "dncPhone" FROM members WHERE id = $1 FOR UPDATE', [
          body.memberId,
        ]);
        const member = rows[0];
        if (!member) throw notFound(`Member ${body.memberId} not found`);
        const pending = await tx.query('SELECT 1 FROM dnc_logs WHERE member_id = $1 AND approved IS NULL', [body.memberId]);
        if (pending.rows.length > 0) throw unprocessable('This member already has a pending DNC request');
        if (body.dncPhone) {
          if (member.dncPhone) throw unprocessable('The member is already on DNC');
          if (body.reason === RETURNED_DNC_REASON_ID) throw unprocessable('Returned DNC is only a reason to return a member from DNC');
        } else {
          if (!member.dncPhone) throw unprocessable('The member is not on DNC');
          if (body.reason !== RETURNED_DNC_REASON_ID) throw unprocessable('A return from DNC takes the reason Returned DNC');
        }
        // A DNC manager putting a member on DNC needs nobody's approval.
        const skip = manager && body.dncPhone;
        const approvalType: DncApprovalType = skip ? 'Skip' : dncApprovalTypeFor(body.reason);
        const inserted = await tx.query<{ id: number }>(
          `INSERT INTO dnc_logs (member_id, reason, requested_dt, requested_by_id, note, approval_type, approved, handled_by_id, handled_dt, dnc_phone)
           VALUES ($1, $2, $3::timestamptz, $4, $5, $6, $7, $8, $9::timestamptz, $10) RETURNING id`,
          [
            body.memberId,
            body.reason,
            now,
            employeeId,
            body.note,
            approvalType,
            skip ? true : null,
            skip ? employeeId : null,
            skip ? now : null,
            body.dncPhone,
          ],
        );
        await tx.query(
          skip ? 'UPDATE members SET dnc_phone = true WHERE id = $1' : 'UPDATE members SET is_pending_dnc = true WHERE id = $1',
          [body.memberId],
        );
        return { id: inserted.rows[0].id, campaigns: await markListsChanged(tx, [body.memberId]) };
      });
      announce(callListEvents, campaigns);
      return (await dncLogsById(db, [id]))[0];
    }),

    implement(routes.decideDncLog, async ({ body, caller }) => {
      const employeeId = callerEmployee(caller, 'Deciding a DNC request');
      const campaigns = await db.transaction(async (tx) => {
        const { rows } = await tx.query<PendingLog & { approved: boolean | null }>(
          'SELECT id, member_id AS "memberId", dnc_phone AS "dncPhone", approved FROM dnc_logs WHERE id = $1 FOR UPDATE',
          [body.id],
        );
        const log = rows[0];
        if (!log) throw notFound(`DNC request ${body.id} not found`);
        if (log.approved !== null) throw unprocessable(DNC_ALREADY_HANDLED);
        await tx.query('UPDATE dnc_logs SET approved = $2, handled_by_id = $3, handled_dt = now(), handler_note = $4 WHERE id = $1', [
          body.id,
          body.approved,
          employeeId,
          body.handlerNote,
        ]);
        return applyDecisions(tx, [log], body.approved);
      });
      announce(callListEvents, campaigns);
      return (await dncLogsById(db, [body.id]))[0];
    }),

    implement(routes.approveAllPendingDnc, async ({ query, caller }) => {
      requireAnyClaim(caller, CLAIM_GROUPS.dncManagers, 'Approving every pending DNC request');
      const employeeId = callerEmployee(caller, 'Approving every pending DNC request');
      const { ids, campaigns } = await db.transaction(async (tx) => {
        const { rows } = await tx.query<PendingLog>(
          `UPDATE dnc_logs SET approved = true, handled_by_id = $1, handled_dt = now(), handler_note = $2
           WHERE approved IS NULL AND ($3::text IS NULL OR approval_type = $3::text)
           RETURNING id, member_id AS "memberId", dnc_phone AS "dncPhone"`,
          [employeeId, query.handlerNote, query.approvalType ?? null],
        );
        const campaigns = rows.length > 0 ? await applyDecisions(tx, rows, true) : [];
        return { ids: rows.map((r) => r.id).sort((a, b) => a - b), campaigns };
      });
      announce(callListEvents, campaigns);
      return { approvedCount: ids.length, logs: await dncLogsById(db, ids) };
    }),

    implement(routes.dncReport, async ({ res }) => {
      await dncReport(db, res);
    }),
  ];
}
