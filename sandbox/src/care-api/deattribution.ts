/**
 * Deattribution: eligibility changes, their reviewer steps,
 * bulk approval of OM terms and the two workbooks. The next status always comes from the
 * transition table (approvals/transitions.ts); an illegal step is 422 and changes nothing.
 * Record-level rules (who may decide which row) are the gateway's policy; the Care API keeps the
 * claim-only rules: cancel needs eus and dataMgmt, bulk approve deattribution-mgmt, a Return
 * admin or dataMgmt.
 */
import {
  DEATTRIBUTION_TABS,
  EARLIEST_DIAGNOSIS_DATE,
  ELIGIBILITY_CHANGE_STATUSES,
  FINAL_ELIGIBILITY_CHANGE_STATUSES,
  type EligibilityChangeStatus,
  type EligibilityChangeType,
} from '@luminate/schema/approvals';
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import { routes } from '@luminate/schema/rest';
import { NO_TERMS_TO_APPROVE } from '@luminate/schema/rules';
import type { Db, Queryable } from '../db/index.ts';
import type { CallListEvents } from '../call-list/events.ts';
import { localDay } from '../call-list/local-day.ts';
import { announce, markListsChanged } from '../approvals/call-list-impact.ts';
import { eligibilityChangesById, eligibilityChangesOfMember } from '../approvals/read-model.ts';
import {
  ELIGIBILITY_START,
  ELIGIBILITY_STATUS_DESCRIPTIONS,
  isFinalEligibilityStatus,
  nextEligibilityStatus,
  type EligibilityStep,
} from '../approvals/transitions.ts';
import { mailingList, terminationOverview } from '../approvals/workbooks.ts';
import { requireAnyClaim } from './auth.ts';
import { callerEmployee } from './campaign-access.ts';
import { badRequest, forbidden, implement, notFound, unprocessable, type Binding, type Caller } from './http.ts';

const MAILING_LIST_STATUSES = DEATTRIBUTION_TABS.find((t) => t.tab === 'MAILING_LIST')!.statuses;

/** Exactly one of approved, cancelled=true, update=true. */
function stepOf(query: { approved?: boolean; cancelled?: boolean; update?: boolean }): EligibilityStep {
  const given = [query.approved, query.cancelled, query.update].filter((v) => v !== undefined).length;
  if (given !== 1) throw badRequest('Give exactly one of approved, cancelled or update');
  if (query.approved !== undefined) return query.approved ? 'approve' : 'reject';
  if (query.cancelled === false || query.update === false) throw badRequest('cancelled and update can only be true');
  return query.cancelled ? 'cancel' : 'update';
}

function requireCanceller(caller: Caller): void {
  if (!CLAIM_GROUPS.mailingListCancellers.every((c) => caller.claims.has(c)))
    throw forbidden('Cancelling an eligibility change requires the claims eus and dataMgmt');
}

async function requireTermReason(tx: Queryable, termReasonId: number | null): Promise<void> {
  if (termReasonId === null) return;
  const { rows } = await tx.query('SELECT 1 FROM term_reasons WHERE id = $1', [termReasonId]);
  if (rows.length === 0) throw unprocessable(`Unknown term reason: ${termReasonId}`);
}

async function writeLog(
  tx: Queryable,
  changeId: number,
  employeeId: number | null,
  status: string,
  note: string | null,
  at: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO eligibility_change_logs (eligibility_change_id, changed_by_id, changed_dt, status_changed_to, note)
     VALUES ($1, $2, $3::timestamptz, $4, $5)`,
    [changeId, employeeId, at, status, note],
  );
}

export function deattributionRoutes(db: Db, callListEvents: CallListEvents): Binding[] {
  return [
    implement(routes.eligibilityChangeStatuses, () =>
      Promise.resolve(
        ELIGIBILITY_CHANGE_STATUSES.map((status) => ({
          status,
          description: ELIGIBILITY_STATUS_DESCRIPTIONS[status],
          final: FINAL_ELIGIBILITY_CHANGE_STATUSES.includes(status),
        })),
      ),
    ),

    implement(routes.memberEligibilityChanges, async ({ params }) => {
      const member = await db.query('SELECT 1 FROM members WHERE id = $1', [params.id]);
      if (member.rows.length === 0) throw notFound(`Member ${params.id} not found`);
      return eligibilityChangesOfMember(db, params.id);
    }),

    implement(routes.createEligibilityChange, async ({ params, body, caller }) => {
      const employeeId = callerEmployee(caller, 'Requesting an eligibility change');
      if (body.memberId !== params.id) throw badRequest('body.memberId: must equal the member id of the path');
      const changeType: EligibilityChangeType = body.changeType;
      if (changeType === 'Return') requireAnyClaim(caller, CLAIM_GROUPS.eligibilityReturners, 'Returning a member to eligibility');
      if (changeType === 'Term') {
        if (body.termReasonId === null) throw unprocessable('Term reason is required');
        if (body.diagnosisDt === null) throw unprocessable('Date of Deattribution Diagnosis is required');
        if (body.diagnosisDt > localDay(new Date())) throw unprocessable('Date of Deattribution Diagnosis cannot be after today');
        if (body.diagnosisDt < EARLIEST_DIAGNOSIS_DATE)
          throw unprocessable(`Date of Deattribution Diagnosis cannot be before ${EARLIEST_DIAGNOSIS_DATE}`);
      }
      const now = new Date().toISOString();
      const { id, campaigns } = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ eligible: boolean; termDt: string | null }>(
          'SELECT eligible, term_dt AS "termDt" FROM members WHERE id = $1 FOR UPDATE',
          [params.id],
        );
        const member = rows[0];
        if (!member) throw notFound(`Member ${params.id} not found`);
        const open = await tx.query('SELECT 1 FROM eligibility_changes WHERE member_id = $1 AND NOT (status = ANY($2::text[]))', [
          params.id,
          FINAL_ELIGIBILITY_CHANGE_STATUSES,
        ]);
        if (open.rows.length > 0) throw unprocessable('This member already has a pending eligibility change');
        const termed = !member.eligible || member.termDt !== null;
        if (changeType === 'Term' && termed) throw unprocessable('Only an eligible member can be termed');
        if (changeType === 'Return' && !termed) throw unprocessable('The member is already eligible');
        await requireTermReason(tx, body.termReasonId);
        const status = ELIGIBILITY_START[changeType];
        const inserted = await tx.query<{ id: number }>(
          `INSERT INTO eligibility_changes (member_id, change_type, term_reason_id, note, diagnosis_dt, date_entered, transition_plan,
             status, status_changed_dt, requested_by_id)
           VALUES ($1, $2, $3, $4, $5::date, COALESCE($6::timestamptz, $7::timestamptz), $8, $9, $7::timestamptz, $10) RETURNING id`,
          [
            params.id,
            changeType,
            body.termReasonId,
            body.note,
            body.diagnosisDt,
            body.dateEntered ?? null,
            now,
            body.transitionPlan ?? null,
            status,
            employeeId,
          ],
        );
        const id = inserted.rows[0].id;
        await writeLog(tx, id, employeeId, status, body.note, now);
        await tx.query('UPDATE members SET pending_transition = true WHERE id = $1', [params.id]);
        return { id, campaigns: await markListsChanged(tx, [params.id]) };
      });
      announce(callListEvents, campaigns);
      return (await eligibilityChangesById(db, [id]))[0];
    }),

    implement(routes.updateEligibilityChange, async ({ params, query, body, caller }) => {
      const step = stepOf(query);
      if (body.id !== params.id) throw badRequest('body.id: must equal the id of the path');
      if (step === 'cancel') requireCanceller(caller);
      const employeeId = callerEmployee(caller, 'Deciding an eligibility change');
      const now = new Date().toISOString();
      const campaigns = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{
          memberId: number;
          status: EligibilityChangeStatus;
          changeType: EligibilityChangeType;
          termReasonId: number | null;
        }>(
          `SELECT member_id AS "memberId", status, change_type AS "changeType", term_reason_id AS "termReasonId"
           FROM eligibility_changes WHERE id = $1 FOR UPDATE`,
          [params.id],
        );
        const change = rows[0];
        if (!change) throw notFound(`Eligibility change ${params.id} not found`);
        const next = nextEligibilityStatus(change.status, change.changeType, step);
        if (!next.ok) throw unprocessable(next.message);
        if (step === 'update') {
          if (body.termReasonId === null) throw unprocessable('Term reason is required');
          if (body.termReasonId === change.termReasonId) throw unprocessable('The term reason is unchanged');
        }
        if (step === 'cancel') {
          await tx.query('UPDATE eligibility_changes SET status = $2, status_changed_dt = $3::timestamptz WHERE id = $1', [
            params.id,
            next.to,
            now,
          ]);
        } else {
          await requireTermReason(tx, body.termReasonId);
          await tx.query(
            `UPDATE eligibility_changes SET status = $2, status_changed_dt = $3::timestamptz, term_reason_id = $4, diagnosis_dt = $5::date,
               transition_plan = $6, processed_dt = CASE WHEN $2 = 'Returned' THEN $3::timestamptz ELSE processed_dt END
             WHERE id = $1`,
            [params.id, next.to, now, body.termReasonId, body.diagnosisDt, body.transitionPlan],
          );
        }
        await writeLog(tx, params.id, employeeId, next.to, body.note, now);
        if (!isFinalEligibilityStatus(next.to)) return [];
        await tx.query(
          next.to === 'Returned'
            ? 'UPDATE members SET pending_transition = false, eligible = true, term_dt = NULL, term_reason_id = NULL WHERE id = $1'
            : 'UPDATE members SET pending_transition = false WHERE id = $1',
          [change.memberId],
        );
        return markListsChanged(tx, [change.memberId]);
      });
      announce(callListEvents, campaigns);
      return (await eligibilityChangesById(db, [params.id]))[0];
    }),

    implement(routes.bulkApproveOmTerms, async ({ query, caller }) => {
      requireAnyClaim(caller, CLAIM_GROUPS.deattributionManagers, 'Bulk approving terms');
      const employeeId = callerEmployee(caller, 'Bulk approving terms');
      const now = new Date().toISOString();
      const ids = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number; status: EligibilityChangeStatus; changeType: EligibilityChangeType }>(
          `SELECT e.id, e.status, e.change_type AS "changeType" FROM eligibility_changes e JOIN members m ON m.id = e.member_id
           WHERE e.change_type = 'Term' AND e.status = 'PendingOpsManagerReview' AND e.term_reason_id = $1
             AND ($2::int IS NULL OR m.payer_id = $2::int)
           ORDER BY e.date_entered, e.id FOR UPDATE OF e`,
          [query.termReasonId, query.payerId ?? null],
        );
        if (rows.length === 0) throw unprocessable(NO_TERMS_TO_APPROVE);
        const moves = rows.map((r) => {
          const next = nextEligibilityStatus(r.status, r.changeType, 'approve');
          if (!next.ok) throw unprocessable(next.message);
          return { id: r.id, to: next.to };
        });
        await tx.query(
          `UPDATE eligibility_changes e SET status = t.status, status_changed_dt = $3::timestamptz
           FROM unnest($1::int[], $2::text[]) AS t(id, status) WHERE e.id = t.id`,
          [moves.map((m) => m.id), moves.map((m) => m.to), now],
        );
        await tx.query(
          `INSERT INTO eligibility_change_logs (eligibility_change_id, changed_by_id, changed_dt, status_changed_to, note)
           SELECT t.id, $3, $4::timestamptz, t.status, $5 FROM unnest($1::int[], $2::text[]) AS t(id, status) ORDER BY t.id`,
          [moves.map((m) => m.id), moves.map((m) => m.to), employeeId, now, query.note],
        );
        return moves.map((m) => m.id);
      });
      return { approvedCount: ids.length, changes: await eligibilityChangesById(db, ids) };
    }),

    implement(routes.terminationOverview, async ({ params, res }) => {
      if (!(await terminationOverview(db, res, params.id))) throw notFound(`Eligibility change ${params.id} not found`);
    }),

    implement(routes.deattributionMailingList, async ({ res }) => {
      await mailingList(db, res, MAILING_LIST_STATUSES);
    }),
  ];
}
