/**
 * The bulk neighborhood update, over an upload's staged rows (bulk_upload_rows): each row moves
 * a member to the neighborhood office named in NewOfficeName.
 *
 * - The file must match the template exactly: its columns in order (the machinery's header
 *   check) and no filters on the sheet.
 * - A row is invalid when no office has the name, the office is inactive or deleted, the member
 *   is already there, or the member has a transfer still open (one open transfer per member); a
 *   member listed again in the file is a duplicate.
 * - The summary counts the valid rows per office (office name → count).
 * - Submit creates one transfer per row, exactly as the transfer upload does: by default pending
 *   the APP's review on the Patient Transfer dashboard, with the upload's note; with the
 *   skip-transfer-dashboard option already processed, the member moved to the office (and its
 *   market) at once, and the call lists of both markets marked changed.
 * - The update needs nh-mgmt. The skip option is allowed to superAdmin, transfer-mgmt, and
 *   holders of an active assignment of type 9 (RVP) or 10 (CD); the Care API checks it itself.
 */
import { inflateRawSync } from 'node:zlib';
import { TransferStatus } from '@luminate/schema/approvals';
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import { AssignmentType } from '@luminate/schema/constants';
import { BULK_CONTACT_MESSAGES, BULK_MESSAGES } from '@luminate/schema/rules';
import { announce } from '../../approvals/call-list-impact.ts';
import type { Queryable } from '../../db/index.ts';
import { requireAnyClaim } from '../auth.ts';
import { callerEmployee } from '../campaign-access.ts';
import { forbidden, type Caller } from '../http.ts';
import { moveMembers } from '../transfers.ts';
import { countValidBy, markInvalid, type BulkFlowModule } from './flow.ts';

/** Assignment types whose holders may skip the transfer dashboard. */
const SKIP_TRANSFER_ASSIGNMENT_TYPES: readonly number[] = [AssignmentType.RVP, AssignmentType.CD];

const SKIP_TRANSFER_REFUSAL = 'Skipping the transfer dashboard requires superAdmin, transfer-mgmt, or an RVP or CD assignment';

/** Whether the caller may apply the update directly (skipping the transfer dashboard). */
async function maySkipTransferDashboard(q: Queryable, caller: Caller): Promise<boolean> {
  if (CLAIM_GROUPS.transferDashboardSkippers.some((c) => caller.claims.has(c))) return true;
  if (caller.employeeId === null) return false;
  const { rows } = await q.query(
    `SELECT 1 FROM market_assignments a JOIN employees e ON e.id = a.employee_id AND NOT e.archived
     WHERE a.employee_id = $1 AND a.inactive_dt IS NULL AND a.assignment_type_id = ANY($2::int[]) LIMIT 1`,
    [caller.employeeId, SKIP_TRANSFER_ASSIGNMENT_TYPES],
  );
  return rows.length > 0;
}

/**
 * Whether the workbook's sheets carry filters (an autoFilter element in a sheet's XML): the
 * parts are read from the zip's directory and inflated one at a time.
 */
function sheetHasFilters(bytes: Buffer): boolean {
  for (const part of sheetParts(bytes)) {
    if (/<(?:\w+:)?autoFilter[\s/>]/.test(part)) return true;
  }
  return false;
}

const ZIP_CENTRAL_SIGNATURE = 0x02014b50;
const ZIP_LOCAL_SIGNATURE = 0x04034b50;
const ZIP_END_SIGNATURE = 0x06054b50;

/**
 * The worksheet and table parts (xl/worksheets/*.xml, xl/tables/*.xml: a sheet formatted as a
 * table carries its filter there) of an .xlsx, as text; [] when the bytes are no zip.
 */
function sheetParts(bytes: Buffer): string[] {
  // The end-of-central-directory record lies within the last 64 KiB + 22 bytes.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--) {
    if (bytes.readUInt32LE(i) === ZIP_END_SIGNATURE) {
      end = i;
      break;
    }
  }
  if (end < 0) return [];
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const parts: string[] = [];
  for (let n = 0; n < entries && at + 46 <= bytes.length; n++) {
    if (bytes.readUInt32LE(at) !== ZIP_CENTRAL_SIGNATURE) break;
    const method = bytes.readUInt16LE(at + 10);
    const packedSize = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (!/^xl\/(?:worksheets|tables)\/[^/]+\.xml$/.test(name)) continue;
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== ZIP_LOCAL_SIGNATURE) continue;
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const packed = bytes.subarray(start, start + packedSize);
    try {
      parts.push((method === 0 ? packed : inflateRawSync(packed, { maxOutputLength: 64 * 1024 * 1024 })).toString('utf8'));
    } catch {
      // An unreadable part is the reader's to refuse (corrupt file).
    }
  }
  return parts;
}

export const neighborhoodsFlow: BulkFlowModule = {
  flow: 'neighborhoods',
  authorize(caller) {
    requireAnyClaim(caller, CLAIM_GROUPS.neighborhoodManagers, 'The bulk neighborhood update');
  },
  async prepare(db, request) {
    if (request.skipTransferDashboard && !(await maySkipTransferDashboard(db, request.caller))) throw forbidden(SKIP_TRANSFER_REFUSAL);
    return {};
  },
  inspect(bytes) {
    return Promise.resolve(sheetHasFilters(bytes) ? BULK_MESSAGES.filters : null);
  },
  async validate(q, uploadId) {
    await q.query(
      `UPDATE bulk_upload_rows r SET data = r.data || jsonb_build_object('officeId', o.id)
       FROM offices o WHERE r.upload_id = $1 AND r.reason IS NULL AND o.name = r.data->>'NewOfficeName'`,
      [uploadId],
    );
    await markInvalid(q, uploadId, `NOT (r.data ? 'officeId')`, BULK_CONTACT_MESSAGES.officeNotFound, 'NewOfficeName');
    await markInvalid(
      q,
      uploadId,
      `EXISTS (SELECT 1 FROM offices o WHERE o.id = (r.data->>'officeId')::int AND (NOT o.active OR o.deleted))`,
      BULK_CONTACT_MESSAGES.officeInactive,
      'NewOfficeName',
    );
    await markInvalid(
      q,
      uploadId,
      `EXISTS (SELECT 1 FROM members m WHERE m.id = r.member_id AND m.office_id = (r.data->>'officeId')::int)`,
      BULK_CONTACT_MESSAGES.alreadyAtOffice,
      'NewOfficeName',
    );
    await markInvalid(
      q,
      uploadId,
      `EXISTS (SELECT 1 FROM office_assignments a WHERE a.member_id = r.member_id AND NOT a.processed)`,
      BULK_CONTACT_MESSAGES.pendingTransfer,
      'AaneelId',
    );
  },
  /** Office name → count of the valid rows. */
  summary: (q, uploadId) => countValidBy(q, uploadId, `r.data->>'NewOfficeName'`),
  /**
   * One transfer per valid row, as the transfer upload creates them: pending the APP's review,
   * or (skipping the dashboard) processed with the member moved at once.
   */
  async apply(tx, uploadId, ctx) {
    const employeeId = callerEmployee(ctx.caller, 'Requesting transfers');
    const skip = ctx.skipTransferDashboard;
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO office_assignments (member_id, office_id, note, requested_by_id, requested_dt, change_status, status_changed_dt,
         transfered_from_office_id, approved, processed, processed_dt, effective_dt)
       SELECT r.member_id, (r.data->>'officeId')::int, $2, $3, now(), $4, now(), m.office_id,
              CASE WHEN $5 THEN true END, $5, CASE WHEN $5 THEN now() END, CASE WHEN $5 THEN $6::date END
       FROM bulk_upload_rows r JOIN members m ON m.id = r.member_id
       WHERE r.upload_id = $1 AND r.reason IS NULL
       ORDER BY r.row_no
       RETURNING id`,
      [uploadId, ctx.note.trim(), employeeId, skip ? TransferStatus.Processed : TransferStatus.PendingAppReview, skip, ctx.today],
    );
    const ids = rows.map((r) => r.id);
    if (skip && ids.length > 0) {
      const campaigns = await moveMembers(tx, ids);
      ctx.afterCommit(() => announce(ctx.callListEvents, campaigns));
    }
    return ids.length;
  },
};
