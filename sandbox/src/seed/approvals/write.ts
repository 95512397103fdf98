/**
 * Writing the approval seed: the rows of each table in one INSERT per batch, the tables' id
 * sequences moved past the explicit ids, and the members' flags brought in line with the
 * requests.
 */
import { FINAL_ELIGIBILITY_CHANGE_STATUSES } from '@luminate/schema/approvals';
import type { Queryable } from '../../db/index.ts';
import type { MemberRow } from './world.ts';

/** INSERT of JSON rows into the named columns. */
async function insertInto(tx: Queryable, table: string, columns: string[], rows: object[]): Promise<void> {
  const list = columns.join(', ');
  for (let i = 0; i < rows.length; i += 5000) {
    await tx.query(`INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, $1::json)`, [
      JSON.stringify(rows.slice(i, i + 5000)),
    ]);
  }
}

/** The rows each workflow built, by table. */
export interface ApprovalRows {
  officeAssignments: object[];
  eligibilityChanges: object[];
  eligibilityChangeLogs: object[];
  dncLogs: object[];
  appointments: object[];
}

/** Inserts every table's rows; the workflows' inserts continue after the explicit ids. */
export async function writeApprovalRows(tx: Queryable, rows: ApprovalRows): Promise<void> {
  await insertInto(
    tx,
    'office_assignments',
    [
      'id',
      'member_id',
      'office_id',
      'effective_dt',
      'note',
      'requested_by_id',
      'requested_dt',
      'assigned_employee_id',
      'approved',
      'change_status',
      'status_changed_dt',
      'transition_notes',
      'chart_review',
      'med_review',
      'acuity_level',
      'transfer_type',
      'processed',
      'processed_dt',
      'transfered_from_office_id',
      'error',
    ],
    rows.officeAssignments,
  );
  await insertInto(
    tx,
    'eligibility_changes',
    [
      'id',
      'member_id',
      'change_type',
      'term_reason_id',
      'term_dt',
      'processed_dt',
      'note',
      'error',
      'diagnosis_dt',
      'date_entered',
      'transition_plan',
      'status',
      'status_changed_dt',
      'estimated_process_date',
      'requested_by_id',
    ],
    rows.eligibilityChanges,
  );
  await insertInto(
    tx,
    'eligibility_change_logs',
    ['id', 'eligibility_change_id', 'changed_by_id', 'changed_dt', 'status_changed_to', 'note'],
    rows.eligibilityChangeLogs,
  );
  await insertInto(
    tx,
    'dnc_logs',
    [
      'id',
      'member_id',
      'reason',
      'requested_dt',
      'requested_by_id',
      'note',
      'approval_type',
      'approved',
      'handled_by_id',
      'handled_dt',
      'handler_note',
      'dnc_phone',
    ],
    rows.dncLogs,
  );
  await insertInto(
    tx,
    'appointments',
    ['id', 'member_id', 'start', 'visit_with_id', 'visit_type', 'appointment_status'],
    rows.appointments,
  );
  // Explicit ids were inserted; the workflows' inserts continue after them.
  for (const table of ['office_assignments', 'eligibility_changes', 'eligibility_change_logs', 'dnc_logs', 'appointments']) {
    await tx.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  }
}

/**
 * Member flags follow the requests: pending_transition = an open eligibility change,
 * is_pending_dnc = a pending DNC request (the generic member seed sets both at random), and the
 * touched members get their office, eligibility and DNC state.
 */
export async function syncMembers(tx: Queryable, touched: MemberRow[]): Promise<void> {
  if (touched.length > 0) {
    await tx.query(
      `UPDATE members m SET office_id = t.office_id, eligible = t.eligible, term_dt = t.term_dt, term_reason_id = t.term_reason_id, dnc_phone = t.dnc_phone
       FROM json_to_recordset($1::json) AS t(id int, office_id int, eligible boolean, term_dt date, term_reason_id int, dnc_phone boolean)
       WHERE m.id = t.id`,
      [JSON.stringify(touched)],
    );
  }
  // One pass over members each, with the request side as a hashed set.
  await tx.query(
    `UPDATE members m SET pending_transition = NOT m.pending_transition
     WHERE m.pending_transition <> (m.id IN (SELECT c.member_id FROM eligibility_changes c WHERE c.status <> ALL($1::text[])))`,
    [FINAL_ELIGIBILITY_CHANGE_STATUSES],
  );
  await tx.query(
    `UPDATE members m SET is_pending_dnc = NOT m.is_pending_dnc
     WHERE m.is_pending_dnc <> (m.id IN (SELECT d.member_id FROM dnc_logs d WHERE d.approved IS NULL))`,
  );
}
