/**
 * Eligibility Changes (bulk terms): each row asks to term a member with a term reason of the
 * bulk range and a term date (the date of deattribution diagnosis). Submit creates pending Term
 * requests exactly as the member page's Term action does (same start status, log row, the
 * member's pending-transition flag, call lists told), so they show on the Deattribution
 * dashboard; the note is each request's note. A member already termed (not eligible, or with a
 * term date) or with an open eligibility change is an invalid row.
 */
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import { FINAL_ELIGIBILITY_CHANGE_STATUSES } from '@luminate/schema/approvals';
import { requireAnyClaim } from '../auth.ts';
import { announce, markListsChanged } from '../../approvals/call-list-impact.ts';
import { ELIGIBILITY_START } from '../../approvals/transitions.ts';
import { markInvalid, VALID_ROWS, type BulkFlowModule } from './flow.ts';

export const PENDING_CHANGE_MESSAGE = 'This member already has a pending eligibility change';
export const ALREADY_TERMED_MESSAGE = 'Only an eligible member can be termed';

export const eligibilityChangesFlow: BulkFlowModule = {
  flow: 'eligibility-changes',
  authorize(caller) {
    requireAnyClaim(caller, CLAIM_GROUPS.dataManagers, 'Bulk eligibility changes');
  },
  async validate(q, uploadId) {
    await markInvalid(
      q,
      uploadId,
      `NOT EXISTS (SELECT 1 FROM term_reasons t WHERE t.id = (r.data->>'TermReasonId')::int)`,
      'Unknown term reason',
      'TermReasonId',
    );
    await markInvalid(
      q,
      uploadId,
      'EXISTS (SELECT 1 FROM members m WHERE m.id = r.member_id AND (NOT m.eligible OR m.term_dt IS NOT NULL))',
      ALREADY_TERMED_MESSAGE,
      'AaneelId',
    );
    await markInvalid(
      q,
      uploadId,
      'EXISTS (SELECT 1 FROM eligibility_changes e WHERE e.member_id = r.member_id AND NOT (e.status = ANY($2::text[])))',
      PENDING_CHANGE_MESSAGE,
      'AaneelId',
      [FINAL_ELIGIBILITY_CHANGE_STATUSES],
    );
  },
  async summary(q, uploadId) {
    const { rows } = await q.query<{ label: string; count: number }>(
      `SELECT t.name AS label, count(*)::int AS count
       FROM bulk_upload_rows r JOIN term_reasons t ON t.id = (r.data->>'TermReasonId')::int
       WHERE r.upload_id = $1 AND r.reason IS NULL
       GROUP BY t.id, t.name ORDER BY t.id`,
      [uploadId],
    );
    return rows;
  },
  async apply(tx, uploadId, ctx) {
    const now = new Date().toISOString();
    const status = ELIGIBILITY_START.Term;
    const { rows } = await tx.query<{ memberId: number }>(
      `WITH created AS (
         INSERT INTO eligibility_changes (member_id, change_type, term_reason_id, note, diagnosis_dt, date_entered, status,
           status_changed_dt, requested_by_id)
         SELECT r.member_id, 'Term', (r.data->>'TermReasonId')::int, $2, (r.data->>'TermDate')::date, $3::timestamptz, $4,
           $3::timestamptz, $5
         FROM ${VALID_ROWS} ORDER BY r.row_no
         RETURNING id, member_id
       ), logged AS (
         INSERT INTO eligibility_change_logs (eligibility_change_id, changed_by_id, changed_dt, status_changed_to, note)
         SELECT id, $5, $3::timestamptz, $4, $2 FROM created
       ), flagged AS (
         UPDATE members m SET pending_transition = true FROM created c WHERE m.id = c.member_id
       )
       SELECT member_id AS "memberId" FROM created`,
      [uploadId, ctx.note, now, status, ctx.caller.employeeId],
    );
    const memberIds = rows.map((r) => r.memberId);
    const campaigns = await markListsChanged(tx, memberIds);
    ctx.afterCommit(() => announce(ctx.callListEvents, campaigns));
    return memberIds.length;
  },
};
