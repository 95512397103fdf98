/** The checks that run in SQL over the staged rows. */
import { BULK_MESSAGES } from '@luminate/schema/rules';
import type { Queryable } from '../../../db/index.ts';
import type { BulkFlowModule, BulkRequest } from '../flow.ts';

/** The machinery's checks (member exists, duplicates), then the flow's own. Safe to run again. */
export async function checkStaged(q: Queryable, uploadId: number, flow: BulkFlowModule, request: BulkRequest): Promise<void> {
  const memberColumn = flow.memberColumn === undefined ? 'AaneelId' : flow.memberColumn;
  if (memberColumn) {
    await q.query(
      `UPDATE bulk_upload_rows r SET member_id = m.id FROM members m
       WHERE r.upload_id = $1 AND r.reason IS NULL AND m.aaneel_id = r.aaneel_id`,
      [uploadId],
    );
    await q.query(
      `UPDATE bulk_upload_rows r SET reason = $2, reason_column = $3
       WHERE r.upload_id = $1 AND r.reason IS NULL AND (r.member_id IS NULL OR NOT EXISTS (SELECT 1 FROM members m WHERE m.id = r.member_id))`,
      [uploadId, BULK_MESSAGES.memberNotFound, memberColumn],
    );
  }
  const key = flow.duplicateKey ?? (memberColumn ? { sql: 'r.member_id::text', column: memberColumn } : null);
  if (key) {
    await q.query(
      `UPDATE bulk_upload_rows r SET reason = 'Duplicate of row ' || d.first_row, reason_column = $2
       FROM (SELECT r.row_no, min(r.row_no) OVER (PARTITION BY ${key.sql}) AS first_row
             FROM bulk_upload_rows r WHERE r.upload_id = $1 AND r.reason IS NULL) d
       WHERE r.upload_id = $1 AND r.row_no = d.row_no AND d.first_row <> d.row_no`,
      [uploadId, key.column],
    );
  }
  if (flow.validate) await flow.validate(q, uploadId, request);
}
