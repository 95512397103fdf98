/**
 * Member Ids: each row gives a member (AaneelId) a new value of one of its identifiers (Type:
 * MemberId, MBI, EMPI or Hcode). A row whose value is the member's current one, or a MemberId
 * another member of the same payer already holds, is invalid; a member may appear once per Type.
 * Submit writes the new values and logs each change (old and new value, note, who) in
 * member_id_changes.
 */
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import { requireAnyClaim } from '../auth.ts';
import { countValidBy, markInvalid, VALID_ROWS, type BulkFlowModule } from './flow.ts';

/** The members column of each identifier type. */
const CURRENT_VALUE = `CASE r.data->>'Type' WHEN 'MemberId' THEN m.member_id WHEN 'MBI' THEN m.mbi WHEN 'EMPI' THEN m.empi ELSE m.hcode END`;

export const memberIdsFlow: BulkFlowModule = {
  flow: 'member-ids',
  authorize(caller) {
    requireAnyClaim(caller, CLAIM_GROUPS.dataManagers, 'Bulk member id changes');
  },
  duplicateKey: { sql: `r.member_id::text || '|' || (r.data->>'Type')`, column: 'AaneelId' },
  async validate(q, uploadId) {
    await markInvalid(
      q,
      uploadId,
      `EXISTS (SELECT 1 FROM members m WHERE m.id = r.member_id AND ${CURRENT_VALUE} IS NOT DISTINCT FROM r.data->>'NewValue')`,
      'The member already has this value',
      'NewValue',
    );
    await markInvalid(
      q,
      uploadId,
      `r.data->>'Type' = 'MemberId' AND EXISTS (
         SELECT 1 FROM members m JOIN members o ON o.payer_id = m.payer_id AND o.member_id = r.data->>'NewValue' AND o.id <> m.id
         WHERE m.id = r.member_id)`,
      'Another member of the payer has this member id',
      'NewValue',
    );
    // Two rows of the file giving one payer's members the same new MemberId: the later ones are invalid.
    await q.query(
      `UPDATE bulk_upload_rows r SET reason = $2, reason_column = 'NewValue'
       FROM (SELECT r.row_no, min(r.row_no) OVER (PARTITION BY m.payer_id, r.data->>'NewValue') AS first_row
             FROM bulk_upload_rows r JOIN members m ON m.id = r.member_id
             WHERE r.upload_id = $1 AND r.reason IS NULL AND r.data->>'Type' = 'MemberId') d
       WHERE r.upload_id = $1 AND r.row_no = d.row_no AND d.first_row <> d.row_no`,
      [uploadId, 'Another row of the file gives this member id to a member of the same payer'],
    );
  },
  summary: (q, uploadId) => countValidBy(q, uploadId, `r.data->>'Type'`),
  async changes(q, uploadId, limit) {
    const { rows } = await q.query<{ aaneelId: string; newValue: string; type: string }>(
      `SELECT r.aaneel_id AS "aaneelId", r.data->>'NewValue' AS "newValue", r.data->>'Type' AS type
       FROM ${VALID_ROWS} ORDER BY r.row_no LIMIT $2`,
      [uploadId, limit],
    );
    return rows;
  },
  async apply(tx, uploadId, ctx) {
    // Every sub-statement sees the rows as they were before the UPDATE: the log keeps the old values.
    const { rows } = await tx.query<{ n: number }>(
      `WITH logged AS (
         INSERT INTO member_id_changes (member_id, id_type, old_value, new_value, note, changed_by_id)
         SELECT r.member_id, r.data->>'Type', ${CURRENT_VALUE}, r.data->>'NewValue', $2, $3
         FROM bulk_upload_rows r JOIN members m ON m.id = r.member_id
         WHERE r.upload_id = $1 AND r.reason IS NULL
         ORDER BY r.row_no
         RETURNING 1
       ), wanted AS (
         SELECT r.member_id,
           max(r.data->>'NewValue') FILTER (WHERE r.data->>'Type' = 'MemberId') AS member_id_value,
           max(r.data->>'NewValue') FILTER (WHERE r.data->>'Type' = 'MBI') AS mbi,
           max(r.data->>'NewValue') FILTER (WHERE r.data->>'Type' = 'EMPI') AS empi,
           max(r.data->>'NewValue') FILTER (WHERE r.data->>'Type' = 'Hcode') AS hcode
         FROM ${VALID_ROWS} GROUP BY r.member_id
       ), updated AS (
         UPDATE members m SET member_id = COALESCE(w.member_id_value, m.member_id), mbi = COALESCE(w.mbi, m.mbi),
           empi = COALESCE(w.empi, m.empi), hcode = COALESCE(w.hcode, m.hcode)
         FROM wanted w WHERE m.id = w.member_id
       )
       SELECT count(*)::int AS n FROM logged`,
      [uploadId, ctx.note, ctx.caller.employeeId],
    );
    return rows[0]?.n ?? 0;
  },
};
