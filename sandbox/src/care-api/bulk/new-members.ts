/**
 * New Members: each row is a new member of the chosen cohort's payer, checked by the add-member
 * rule (the Add member wizard's). The cohort must exist and have a payer ('No payer selected'
 * otherwise). A member id the payer already has among its members, one already staged for the
 * cohort, or an unknown or inactive market makes the row invalid; the file holds a member id
 * once. Submit stages the valid rows for the cohort (cohort_pending_members, with the validated
 * row, the note and who staged it): the cohort's pending member count grows by as many.
 */
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import { BULK_MESSAGES } from '@luminate/schema/rules';
import { requireAnyClaim } from '../auth.ts';
import { unprocessable } from '../http.ts';
import { markInvalid, VALID_ROWS, type BulkFlowModule } from './flow.ts';

export const DUPLICATE_MEMBER_MESSAGE = 'This payer already has a member with this member id';
export const ALREADY_STAGED_MESSAGE = 'This member id is already staged for the cohort';

export const newMembersFlow: BulkFlowModule = {
  flow: 'new-members',
  authorize(caller) {
    requireAnyClaim(caller, CLAIM_GROUPS.dataManagers, 'Bulk new members');
  },
  async prepare(db, request) {
    if (request.cohortId === null) throw unprocessable(BULK_MESSAGES.cohort);
    const { rows } = await db.query<{ payerId: number | null }>('SELECT payer_id AS "payerId" FROM cohorts WHERE id = $1', [
      request.cohortId,
    ]);
    if (rows.length === 0) throw unprocessable('Unknown cohort');
    if (rows[0].payerId === null) throw unprocessable(BULK_MESSAGES.noPayer);
    return { payerId: rows[0].payerId };
  },
  memberColumn: null,
  duplicateKey: { sql: `r.data->>'MemberId'`, column: 'MemberId' },
  async validate(q, uploadId, request) {
    await markInvalid(
      q,
      uploadId,
      `NOT EXISTS (SELECT 1 FROM markets k WHERE k.id = (r.data->>'MarketId')::int AND k.active)`,
      'Unknown or inactive market',
      'MarketId',
    );
    await markInvalid(
      q,
      uploadId,
      `EXISTS (SELECT 1 FROM members m WHERE m.payer_id = $2 AND m.member_id = r.data->>'MemberId')`,
      DUPLICATE_MEMBER_MESSAGE,
      'MemberId',
      [request.prepared.payerId],
    );
    await markInvalid(
      q,
      uploadId,
      `EXISTS (SELECT 1 FROM cohort_pending_members p WHERE p.cohort_id = $2 AND p.activated_dt IS NULL AND p.member_id = r.data->>'MemberId')`,
      ALREADY_STAGED_MESSAGE,
      'MemberId',
      [request.cohortId],
    );
  },
  async summary(q, uploadId) {
    const { rows } = await q.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${VALID_ROWS}`, [uploadId]);
    return [{ label: 'Members', count: rows[0]?.count ?? 0 }];
  },
  async apply(tx, uploadId, ctx) {
    const { rows } = await tx.query<{ n: number }>(
      `WITH staged AS (
         INSERT INTO cohort_pending_members (cohort_id, member_id, staged_by_id, details, note)
         SELECT $2, r.data->>'MemberId', $3, r.data || jsonb_build_object('PayerId', $4::int), $5
         FROM ${VALID_ROWS} ORDER BY r.row_no
         RETURNING 1
       )
       SELECT count(*)::int AS n FROM staged`,
      [uploadId, ctx.cohortId, ctx.caller.employeeId, ctx.prepared.payerId, ctx.note],
    );
    return rows[0]?.n ?? 0;
  },
};
