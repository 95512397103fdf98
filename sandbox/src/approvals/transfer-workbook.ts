/**
 * Bulk transfer uploads: a workbook whose first sheet has the columns memberId and officeId (a
 * header row naming them is optional; without one, columns A and B). Every row is checked
 * against the database — member exists, office exists and is active, the member is not already
 * there, no open transfer, the member only once — and reported by row number. Messages name rows
 * and ids, never cell contents beyond ids (an upload may hold patient data by mistake).
 */
import type ExcelJS from 'exceljs';
import type { Queryable } from '../db/index.ts';
import { cellText, firstSheet, WorkbookError } from '../care-api/workbook-input.ts';

/** Most rows one upload may carry. */
export const TRANSFER_UPLOAD_MAX_ROWS = 5000;

export interface TransferUploadRow {
  row: number;
  memberId: number | null;
  officeId: number | null;
  error: string | null;
}

/** Ids are numbers or text; a date cell is no id and counts as empty. */
const idText = (value: ExcelJS.CellValue) => (value instanceof Date ? '' : cellText(value));

const asId = (text: string) => (/^\d{1,9}(\.0+)?$/.test(text) ? Number(text) : null);
const normalise = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/** The workbook's rows as read (ids or null), without checking them against the database. */
export async function readTransferWorkbook(bytes: Buffer): Promise<TransferUploadRow[]> {
  const sheet = await firstSheet(bytes);
  let memberColumn = 1;
  let officeColumn = 2;
  let headerSeen = false;
  const rows: TransferUploadRow[] = [];
  sheet?.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const texts = (row.values as ExcelJS.CellValue[]).map((v) => idText(v));
    if (texts.every((t) => t === '')) return;
    if (!headerSeen && rows.length === 0) {
      const names = texts.map(normalise);
      const member = names.indexOf('memberid');
      const office = names.indexOf('officeid');
      if (member > 0 || office > 0) {
        headerSeen = true;
        if (member > 0) memberColumn = member;
        if (office > 0) officeColumn = office;
        return;
      }
    }
    const memberText = idText(row.getCell(memberColumn).value);
    const officeText = idText(row.getCell(officeColumn).value);
    const memberId = asId(memberText);
    const officeId = asId(officeText);
    const error = memberId === null ? 'memberId is not a member id' : officeId === null ? 'officeId is not an office id' : null;
    rows.push({ row: rowNumber, memberId, officeId, error });
  });
  if (rows.length === 0) throw new WorkbookError('The workbook lists no transfers (columns memberId and officeId of the first sheet)');
  if (rows.length > TRANSFER_UPLOAD_MAX_ROWS) throw new WorkbookError(`At most ${TRANSFER_UPLOAD_MAX_ROWS} transfers per workbook`);
  return rows;
}

/** Fills in each row's error from the database (one query); the rows keep their order. */
export async function checkTransferRows(tx: Queryable, rows: TransferUploadRow[]): Promise<TransferUploadRow[]> {
  const pairs = rows.filter((r) => r.error === null);
  const { rows: facts } = await tx.query<{
    memberId: number;
    officeId: number;
    memberOffice: number | null;
    memberExists: boolean;
    officeOk: boolean | null;
    openTransfer: boolean;
  }>(
    `SELECT p.member_id AS "memberId", p.office_id AS "officeId", m.office_id AS "memberOffice", m.id IS NOT NULL AS "memberExists",
            (o.active AND NOT o.deleted) AS "officeOk",
            EXISTS (SELECT 1 FROM office_assignments a WHERE a.member_id = p.member_id AND NOT a.processed) AS "openTransfer"
     FROM unnest($1::int[], $2::int[]) AS p(member_id, office_id)
     LEFT JOIN members m ON m.id = p.member_id LEFT JOIN offices o ON o.id = p.office_id`,
    [pairs.map((r) => r.memberId), pairs.map((r) => r.officeId)],
  );
  const factOf = new Map(facts.map((f) => [`${f.memberId}:${f.officeId}`, f]));
  const seen = new Set<number>();
  return rows.map((r) => {
    if (r.error !== null) return r;
    const f = factOf.get(`${r.memberId}:${r.officeId}`)!;
    let error: string | null = null;
    if (!f.memberExists) error = `Member ${r.memberId} not found`;
    else if (f.officeOk === null) error = `Office ${r.officeId} not found`;
    else if (!f.officeOk) error = `Office ${r.officeId} is not active`;
    else if (f.memberOffice === r.officeId) error = `Member ${r.memberId} is already at office ${r.officeId}`;
    else if (f.openTransfer) error = `Member ${r.memberId} already has a pending transfer`;
    else if (seen.has(r.memberId!)) error = `Member ${r.memberId} is listed more than once`;
    seen.add(r.memberId!);
    return { ...r, error };
  });
}
