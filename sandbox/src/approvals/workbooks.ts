/**
 * The workflow reports as real .xlsx files, streamed to the response sheet by sheet (exceljs'
 * streaming writer; nothing is built in memory): termination overview, deattribution mailing
 * list, DNC report and the two transfer reports. Each builder runs its query, then writes.
 */
import type { Response } from 'express';
import ExcelJS from 'exceljs';
import { dncReasonName, letterBadge, transferStatusName } from '@luminate/schema/approvals';
import { FILE_COLUMNS as F, formatFileDate, formatFileDateTime } from '@luminate/schema/rules';
import type { Queryable } from '../db/index.ts';

interface Column {
  header: string;
  key: string;
  width: number;
  /** A calendar day or a moment, written in the files' one format for it. */
  as?: 'date' | 'dateTime';
}

interface Sheet {
  name: string;
  columns: Column[];
  rows: Array<Record<string, unknown>>;
}

function cell(v: unknown, as: Column['as']): unknown {
  if (v === null || v === undefined) return '';
  if (as === 'date') return formatFileDate(v as string | Date);
  if (as === 'dateTime') return formatFileDateTime(v as string | Date);
  return v;
}

export async function streamWorkbook(res: Response, fileName: string, sheets: Sheet[]): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'application/octet-stream');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: false, useSharedStrings: false });
  for (const s of sheets) {
    const sheet = workbook.addWorksheet(s.name);
    sheet.columns = s.columns.map(({ header, key, width }) => ({ header, key, width }));
    for (const row of s.rows) sheet.addRow(Object.fromEntries(s.columns.map((c) => [c.key, cell(row[c.key], c.as)]))).commit();
    sheet.commit();
  }
  await workbook.commit();
}

/** Sheet "Overview" (one field per row) and sheet "Log" of one change; false when it does not exist. */
export async function terminationOverview(db: Queryable, res: Response, changeId: number): Promise<boolean> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT e.id, e.change_type AS "changeType", e.status, m.aaneel_id AS "aaneelId",
            m.first_name || ' ' || m.last_name AS "fullName", o.name AS office, tr.name AS "termReason",
            to_char(e.diagnosis_dt, 'YYYY-MM-DD') AS "diagnosisDt", iso_utc(e.date_entered) AS "dateEntered",
            iso_utc(e.status_changed_dt) AS "statusChangedDt", to_char(e.estimated_process_date, 'YYYY-MM-DD') AS "estimatedProcessDate",
            to_char(e.term_dt, 'YYYY-MM-DD') AS "termDt", e.transition_plan AS "transitionPlan", e.note
     FROM eligibility_changes e JOIN members m ON m.id = e.member_id LEFT JOIN offices o ON o.id = m.office_id
     LEFT JOIN term_reasons tr ON tr.id = e.term_reason_id WHERE e.id = $1`,
    [changeId],
  );
  const change = rows[0];
  if (!change) return false;
  const { rows: log } = await db.query<Record<string, unknown>>(
    `SELECT COALESCE(cb.first_name || ' ' || cb.last_name, 'System') AS "changedBy", iso_utc(l.changed_dt) AS "changedDt",
            l.status_changed_to AS status, l.note
     FROM eligibility_change_logs l LEFT JOIN employees cb ON cb.id = l.changed_by_id
     WHERE l.eligibility_change_id = $1 ORDER BY l.changed_dt, l.id`,
    [changeId],
  );
  const fields: Array<[string, string, Column['as']?]> = [
    [F.changeId, 'id'],
    [F.aaneelId, 'aaneelId'],
    [F.memberName, 'fullName'],
    [F.office, 'office'],
    [F.changeType, 'changeType'],
    [F.status, 'status'],
    [F.termReason, 'termReason'],
    [F.diagnosisDate, 'diagnosisDt', 'date'],
    [F.dateEntered, 'dateEntered', 'dateTime'],
    [F.statusChanged, 'statusChangedDt', 'dateTime'],
    [F.estimatedProcessDate, 'estimatedProcessDate', 'date'],
    [F.termDate, 'termDt', 'date'],
    [F.handOffPlan, 'transitionPlan'],
    [F.note, 'note'],
  ];
  await streamWorkbook(res, `TerminationOverview-${changeId}.xlsx`, [
    {
      name: 'Overview',
      columns: [
        { header: 'Field', key: 'field', width: 24 },
        { header: 'Value', key: 'value', width: 60 },
      ],
      rows: fields.map(([field, key, as]) => ({ field, value: cell(change[key], as) })),
    },
    {
      name: 'Log',
      columns: [
        { header: F.changedBy, key: 'changedBy', width: 24 },
        { header: F.date, key: 'changedDt', width: 20, as: 'dateTime' },
        { header: F.status, key: 'status', width: 26 },
        { header: F.note, key: 'note', width: 60 },
      ],
      rows: log,
    },
  ]);
  return true;
}

/** Members whose letters are due: every change in a Mailing List status, oldest first. */
export async function mailingList(db: Queryable, res: Response, statuses: readonly string[]): Promise<void> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT e.id AS "changeId", m.aaneel_id AS "aaneelId", m.first_name || ' ' || m.last_name AS "fullName", m.address1, m.city, m.state, m.zip,
            e.status, iso_utc(e.date_entered) AS "dateEntered"
     FROM eligibility_changes e JOIN members m ON m.id = e.member_id
     WHERE e.status = ANY($1::text[]) ORDER BY e.date_entered, e.id`,
    [statuses],
  );
  await streamWorkbook(res, 'DeattributionMailingList.xlsx', [
    {
      name: 'Mailing List',
      columns: [
        { header: F.changeId, key: 'changeId', width: 10 },
        { header: F.aaneelId, key: 'aaneelId', width: 14 },
        { header: F.memberName, key: 'fullName', width: 26 },
        { header: F.address, key: 'address1', width: 30 },
        { header: F.city, key: 'city', width: 18 },
        { header: F.state, key: 'state', width: 8 },
        { header: F.zip, key: 'zip', width: 10 },
        { header: F.status, key: 'badge', width: 12 },
        { header: F.dateEntered, key: 'dateEntered', width: 20, as: 'dateTime' },
      ],
      rows: rows.map((r) => ({ ...r, badge: letterBadge(String(r.status)) })),
    },
  ]);
}

const dncResult = (approved: boolean | null) => (approved === null ? 'Pending' : approved ? 'Approved' : 'Declined');

/** Every DNC request and its outcome, newest first. */
export async function dncReport(db: Queryable, res: Response): Promise<void> {
  const { rows } = await db.query<Record<string, unknown> & { reason: number; approved: boolean | null; dncPhone: boolean }>(
    `SELECT l.id, m.aaneel_id AS "aaneelId", m.first_name || ' ' || m.last_name AS "fullName", l.reason,
            l.dnc_phone AS "dncPhone", rb.first_name || ' ' || rb.last_name AS "requestedBy", iso_utc(l.requested_dt) AS "requestedDt",
            l.approval_type AS "approvalType", l.approved, hb.first_name || ' ' || hb.last_name AS "handledBy", iso_utc(l.handled_dt) AS "handledDt"
     FROM dnc_logs l JOIN members m ON m.id = l.member_id JOIN employees rb ON rb.id = l.requested_by_id
     LEFT JOIN employees hb ON hb.id = l.handled_by_id
     ORDER BY l.requested_dt DESC, l.id DESC`,
  );
  await streamWorkbook(res, 'DNCReport.xlsx', [
    {
      name: 'DNC Requests',
      columns: [
        { header: F.requestId, key: 'id', width: 10 },
        { header: F.aaneelId, key: 'aaneelId', width: 14 },
        { header: F.memberName, key: 'fullName', width: 26 },
        { header: F.request, key: 'request', width: 14 },
        { header: F.reason, key: 'reasonName', width: 22 },
        { header: F.requestedBy, key: 'requestedBy', width: 24 },
        { header: F.requestedDate, key: 'requestedDt', width: 20, as: 'dateTime' },
        { header: F.approvalType, key: 'approvalType', width: 12 },
        { header: F.result, key: 'result', width: 10 },
        { header: F.handledBy, key: 'handledBy', width: 24 },
        { header: F.handledDate, key: 'handledDt', width: 20, as: 'dateTime' },
      ],
      rows: rows.map((r) => ({
        ...r,
        request: r.dncPhone ? 'Put on DNC' : 'Return from DNC',
        reasonName: dncReasonName(r.reason),
        result: dncResult(r.approved),
      })),
    },
  ]);
}

export type TransferReportKind = 'processed' | 'submitted';

/** Transfers processed (or requested) on the days start..end inclusive, in that order. */
export async function transfersReport(db: Queryable, res: Response, kind: TransferReportKind, start: string, end: string): Promise<void> {
  const column = kind === 'processed' ? 'a.processed_dt' : 'a.requested_dt';
  const { rows } = await db.query<Record<string, unknown> & { changeStatus: number }>(
    `SELECT a.id, m.aaneel_id AS "aaneelId", m.first_name || ' ' || m.last_name AS "fullName",
            fo.name AS "fromOffice", o.name AS "toOffice", rb.first_name || ' ' || rb.last_name AS "requestedBy",
            iso_utc(a.requested_dt) AS "requestedDt", a.change_status AS "changeStatus", a.transfer_type AS "transferType",
            a.transition_notes AS "transitionNotes", iso_utc(a.processed_dt) AS "processedDt"
     FROM office_assignments a JOIN members m ON m.id = a.member_id JOIN offices o ON o.id = a.office_id
     LEFT JOIN offices fo ON fo.id = a.transfered_from_office_id LEFT JOIN employees rb ON rb.id = a.requested_by_id
     WHERE ${column} >= $1::date AND ${column} < $2::date + 1
     ORDER BY ${column}, a.id`,
    [start, end],
  );
  await streamWorkbook(res, `${kind === 'processed' ? 'ProcessedTransfers' : 'SubmittedForTransfer'}-${start}-${end}.xlsx`, [
    {
      name: kind === 'processed' ? 'Processed Transfers' : 'Submitted Transfers',
      columns: [
        { header: F.transferId, key: 'id', width: 10 },
        { header: F.aaneelId, key: 'aaneelId', width: 14 },
        { header: F.memberName, key: 'fullName', width: 26 },
        { header: F.fromOffice, key: 'fromOffice', width: 12 },
        { header: F.toOffice, key: 'toOffice', width: 12 },
        { header: F.requestedBy, key: 'requestedBy', width: 24 },
        { header: F.requestedDate, key: 'requestedDt', width: 20, as: 'dateTime' },
        { header: F.status, key: 'status', width: 20 },
        { header: F.transferType, key: 'transferType', width: 32 },
        { header: F.notes, key: 'transitionNotes', width: 40 },
        { header: F.processedDate, key: 'processedDt', width: 20, as: 'dateTime' },
      ],
      rows: rows.map((r) => ({ ...r, status: transferStatusName(r.changeStatus) ?? String(r.changeStatus) })),
    },
  ]);
}
