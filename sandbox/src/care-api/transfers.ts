/**
 * Patient transfers (office assignments): a request to move a member to
 * another office, reviewed by the APP (save, approve, reject) and acknowledged by the CD/RVP,
 * which processes it. The next status comes from TRANSFER_TRANSITIONS; the field checks are the
 * form's own rule (transferActionRule). Bulk uploads and the two date-range reports live here too.
 */
import { TransferStatus, type TransferAction } from '@luminate/schema/approvals';
import { routes, type OfficeAssignmentUpdateDto } from '@luminate/schema/rest';
import { END_BEFORE_START_MESSAGE, transferActionRule } from '@luminate/schema/rules';
import type { Db, Queryable } from '../db/index.ts';
import type { CallListEvents } from '../call-list/events.ts';
import { localDay } from '../call-list/local-day.ts';
import { announce, markListsChanged } from '../approvals/call-list-impact.ts';
import { officeAssignmentsById, officeAssignmentsOfMember } from '../approvals/read-model.ts';
import { checkTransferRows, readTransferWorkbook, type TransferUploadRow } from '../approvals/transfer-workbook.ts';
import { WorkbookError } from './workbook-input.ts';
import { nextTransferStatus } from '../approvals/transitions.ts';
import { transfersReport } from '../approvals/workbooks.ts';
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import { requireAnyClaim } from './auth.ts';
import { callerEmployee } from './campaign-access.ts';
import { badRequest, implement, notFound, unprocessable, type Binding } from './http.ts';

/** The form's rule for an APP action; the first failure is the 422 message. */
function checkFields(action: TransferAction, body: OfficeAssignmentUpdateDto): void {
  const result = transferActionRule(action).safeParse(body);
  if (!result.success) throw unprocessable(result.error.issues[0].message);
}

/** Moves members to their transfers' offices (and those offices' markets); returns the campaigns whose lists change. */
export async function moveMembers(tx: Queryable, transferIds: readonly number[]): Promise<number[]> {
  const { rows } = await tx.query<{ memberId: number }>(
    'SELECT member_id AS "memberId" FROM office_assignments WHERE id = ANY($1::int[])',
    [transferIds],
  );
  const memberIds = rows.map((r) => r.memberId);
  // Lists of the member's old market and of the new one both change.
  const before = await markListsChanged(tx, memberIds);
  await tx.query(
    `UPDATE members m SET office_id = a.office_id, market_id = o.market_id
     FROM office_assignments a JOIN offices o ON o.id = a.office_id WHERE a.id = ANY($1::int[]) AND m.id = a.member_id`,
    [transferIds],
  );
  return [...before, ...(await markListsChanged(tx, memberIds))];
}

async function readUpload(body: Buffer): Promise<TransferUploadRow[]> {
  try {
    return await readTransferWorkbook(body);
  } catch (error) {
    if (error instanceof WorkbookError) throw unprocessable(error.message);
    throw error;
  }
}

const UPLOAD_CLAIMS = CLAIM_GROUPS.transferUploaders;

export function transferRoutes(db: Db, callListEvents: CallListEvents): Binding[] {
  return [
    implement(routes.memberOfficeAssignments, async ({ params }) => {
      const member = await db.query('SELECT 1 FROM members WHERE id = $1', [params.id]);
      if (member.rows.length === 0) throw notFound(`Member ${params.id} not found`);
      return officeAssignmentsOfMember(db, params.id);
    }),

    implement(routes.createOfficeAssignment, async ({ params, body, caller }) => {
      const employeeId = callerEmployee(caller, 'Requesting a transfer');
      const id = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ officeId: number | null }>(
          'SELECT office_id AS "officeId" FROM members WHERE id = $1 FOR UPDATE',
          [params.id],
        );
        const member = rows[0];
        if (!member) throw notFound(`Member ${params.id} not found`);
        const office = await tx.query<{ usable: boolean }>('SELECT active AND NOT deleted AS usable FROM offices WHERE id = $1', [
          body.officeId,
        ]);
        if (office.rows.length === 0) throw unprocessable(`Office ${body.officeId} not found`);
        if (!office.rows[0].usable) throw unprocessable(`Office ${body.officeId} is not active`);
        if (member.officeId === body.officeId) throw unprocessable('The member is already at this office');
        const open = await tx.query('SELECT 1 FROM office_assignments WHERE member_id = $1 AND NOT processed', [params.id]);
        if (open.rows.length > 0) throw unprocessable('This member already has a pending transfer');
        const inserted = await tx.query<{ id: number }>(
          `INSERT INTO office_assignments (member_id, office_id, note, requested_by_id, requested_dt, change_status, status_changed_dt, transfered_from_office_id)
           VALUES ($1, $2, $3, $4, now(), $5, now(), $6) RETURNING id`,
          [params.id, body.officeId, body.note, employeeId, TransferStatus.PendingAppReview, member.officeId],
        );
        return inserted.rows[0].id;
      });
      return (await officeAssignmentsById(db, [id]))[0];
    }),

    implement(routes.updateOfficeAssignment, async ({ query, body, caller }) => {
      const employeeId = callerEmployee(caller, 'Reviewing a transfer');
      const action = query.action;
      const campaigns = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ changeStatus: number }>(
          'SELECT change_status AS "changeStatus" FROM office_assignments WHERE id = $1 FOR UPDATE',
          [body.id],
        );
        const transfer = rows[0];
        if (!transfer) throw notFound(`Transfer ${body.id} not found`);
        const next = nextTransferStatus(transfer.changeStatus, action);
        if (!next.ok) throw unprocessable(next.message);
        if (action === 'acknowledge') {
          // The APP's fields are closed once the APP decided: acknowledge ignores them.
          const approved = next.to === TransferStatus.Processed;
          await tx.query(
            `UPDATE office_assignments SET change_status = $2, status_changed_dt = now(), processed = true, processed_dt = now(),
               approved = $3, effective_dt = CASE WHEN $3 THEN $4::date ELSE effective_dt END
             WHERE id = $1`,
            [body.id, next.to, approved, localDay(new Date())],
          );
          return approved ? moveMembers(tx, [body.id]) : [];
        }
        checkFields(action, body);
        await tx.query(
          `UPDATE office_assignments SET change_status = $2, status_changed_dt = now(), transition_notes = $3, chart_review = $4,
             med_review = $5, acuity_level = $6, transfer_type = $7,
             assigned_employee_id = CASE WHEN $8 THEN $9::int ELSE assigned_employee_id END
           WHERE id = $1`,
          [
            body.id,
            next.to,
            body.transitionNotes,
            body.chartReview,
            body.medReview,
            body.acuityLevel,
            body.transferType,
            action !== 'save',
            employeeId,
          ],
        );
        return [];
      });
      announce(callListEvents, campaigns);
      return (await officeAssignmentsById(db, [body.id]))[0];
    }),

    implement(routes.validateOfficeAssignmentUpload, async ({ body, caller }) => {
      requireAnyClaim(caller, UPLOAD_CLAIMS, 'Uploading transfers');
      const rows = await checkTransferRows(db, await readUpload(body));
      return { valid: rows.every((r) => r.error === null), created: 0, rows };
    }),

    implement(routes.uploadOfficeAssignments, async ({ body, query, caller }) => {
      requireAnyClaim(caller, UPLOAD_CLAIMS, 'Uploading transfers');
      const employeeId = callerEmployee(caller, 'Uploading transfers');
      const read = await readUpload(body);
      const skip = query.skipApproval ?? false;
      const { answer, campaigns } = await db.transaction(async (tx) => {
        // Checked inside the transaction (members locked), so a row cannot turn invalid before it is created.
        await tx.query('SELECT 1 FROM members WHERE id = ANY($1::int[]) FOR UPDATE', [
          read.map((r) => r.memberId).filter((id) => id !== null),
        ]);
        const rows = await checkTransferRows(tx, read);
        if (!rows.every((r) => r.error === null)) return { answer: { valid: false, created: 0, rows }, campaigns: [] };
        const { rows: created } = await tx.query<{ id: number }>(
          `INSERT INTO office_assignments (member_id, office_id, note, requested_by_id, requested_dt, change_status, status_changed_dt,
             transfered_from_office_id, approved, processed, processed_dt, effective_dt)
           SELECT t.member_id, t.office_id, $3, $4, now(), $5, now(), m.office_id,
                  CASE WHEN $6 THEN true END, $6, CASE WHEN $6 THEN now() END, CASE WHEN $6 THEN $7::date END
           FROM unnest($1::int[], $2::int[]) WITH ORDINALITY AS t(member_id, office_id, n) JOIN members m ON m.id = t.member_id
           ORDER BY t.n RETURNING id`,
          [
            rows.map((r) => r.memberId),
            rows.map((r) => r.officeId),
            query.note,
            employeeId,
            skip ? TransferStatus.Processed : TransferStatus.PendingAppReview,
            skip,
            localDay(new Date()),
          ],
        );
        const ids = created.map((c) => c.id);
        const campaigns = skip ? await moveMembers(tx, ids) : [];
        return { answer: { valid: true, created: ids.length, rows }, campaigns };
      });
      announce(callListEvents, campaigns);
      return answer;
    }),

    implement(routes.processedTransfersReport, async ({ query, res }) => {
      if (query.end < query.start) throw badRequest(END_BEFORE_START_MESSAGE);
      await transfersReport(db, res, 'processed', query.start, query.end);
    }),

    implement(routes.submittedTransfersReport, async ({ query, res }) => {
      if (query.end < query.start) throw badRequest(END_BEFORE_START_MESSAGE);
      await transfersReport(db, res, 'submitted', query.start, query.end);
    }),
  ];
}
