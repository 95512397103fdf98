/**
 * Medical record requests: the requests with each member's progress, a new request from an .xlsx
 * of AaneelIds, and the finished extract as a zip. Only holders of med-records; the job that
 * loads and writes the members' files is sandbox/src/medical-records/jobs.ts.
 */
import archiver from 'archiver';
import ExcelJS from 'exceljs';
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import { routes, type MedicalRecordRequestDto } from '@luminate/schema/rest';
import {
  AANEEL_ID_PATTERN,
  MEDICAL_RECORD_KINDS,
  MEDICAL_RECORD_LIST_DAYS,
  MEDICAL_RECORD_MAX_MEMBERS,
  MEDICAL_RECORD_TEMPLATE,
} from '@luminate/schema/rules';
import type { Db, Queryable } from '../db/index.ts';
import { requireAnyClaim } from './auth.ts';
import { implement, notFound, unprocessable, type Binding } from './http.ts';
import { cellText, firstSheet, WorkbookError } from './workbook-input.ts';

/** Members whose files one query of the extract reads. */
const EXTRACT_PAGE = 50;

interface IdRow {
  row: number;
  aaneelId: string;
}

/** Lists rows by number, never their contents (an upload may hold patient data by mistake). */
const rowList = (rows: readonly number[]) => `${rows.slice(0, 5).join(', ')}${rows.length > 5 ? ` and ${rows.length - 5} more` : ''}`;

/**
 * The AaneelIds of column A of the first sheet, with their row numbers: the template's header
 * (AaneelId) is skipped, blank rows ignored, repeated ids kept once.
 */
export async function readAaneelIdWorkbook(bytes: Buffer): Promise<IdRow[]> {
  const sheet = await firstSheet(bytes);
  const ids: IdRow[] = [];
  const seen = new Set<string>();
  const bad: number[] = [];
  let first = true;
  sheet?.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const text = cellText(row.getCell(1).value);
    if (text === '') return;
    const isHeader = first && text.toLowerCase() === MEDICAL_RECORD_TEMPLATE.columns[0].toLowerCase();
    first = false;
    if (isHeader) return;
    if (!AANEEL_ID_PATTERN.test(text)) {
      bad.push(rowNumber);
      return;
    }
    const id = text.toUpperCase();
    if (seen.has(id)) return;
    seen.add(id);
    ids.push({ row: rowNumber, aaneelId: id });
  });
  if (bad.length > 0) throw new WorkbookError(`Not an AaneelId in column A, row${bad.length > 1 ? 's' : ''} ${rowList(bad)}`);
  if (ids.length === 0) throw new WorkbookError('The workbook lists no AaneelIds (column A of the first sheet, under the AaneelId header)');
  if (ids.length > MEDICAL_RECORD_MAX_MEMBERS)
    throw new WorkbookError(`A request may name at most ${MEDICAL_RECORD_MAX_MEMBERS} members; the workbook lists ${ids.length}`);
  return ids;
}

const REQUEST_SELECT = `
  r.id, r.requested_by_name AS "requestedBy", iso_utc(r.requested_dt) AS "requestedDt",
  r.ccd_xml AS "ccdXml", r.ccd_pdf AS "ccdPdf", r.prog_note AS "progNote", r.just_aaneel AS "justAaneel",
  iso_utc(r.finished_dt) AS "finishedDt",
  COALESCE((SELECT json_agg(json_build_object('memberId', mr.member_id, 'aaneelId', m.aaneel_id, 'filesLoaded', mr.files_loaded,
                                              'numberFilesAtDownloadLocation', mr.number_files_at_download_location) ORDER BY mr.id)
            FROM medical_record_member_requests mr JOIN members m ON m.id = mr.member_id WHERE mr.request_id = r.id), '[]'::json)
    AS "memberFileRequests"`;

async function requestById(db: Queryable, id: number): Promise<MedicalRecordRequestDto | undefined> {
  const { rows } = await db.query<MedicalRecordRequestDto>(`SELECT ${REQUEST_SELECT} FROM medical_record_requests r WHERE r.id = $1`, [id]);
  return rows[0];
}

export function medicalRecordRoutes(db: Db): Binding[] {
  return [
    implement(routes.pendingMedicalRecordRequests, async ({ caller }) => {
      requireAnyClaim(caller, CLAIM_GROUPS.medicalRecords, 'Medical record requests');
      const { rows } = await db.query<MedicalRecordRequestDto>(
        `SELECT ${REQUEST_SELECT} FROM medical_record_requests r
         WHERE r.finished_dt IS NULL OR r.finished_dt > now() - make_interval(days => $1)
         ORDER BY r.id DESC LIMIT 100`,
        [MEDICAL_RECORD_LIST_DAYS],
      );
      return rows;
    }),

    implement(routes.requestMedicalRecords, async ({ query, body, caller }) => {
      requireAnyClaim(caller, CLAIM_GROUPS.medicalRecords, 'Requesting medical records');
      const kinds = Object.fromEntries(MEDICAL_RECORD_KINDS.map((k) => [k, query[k] === 'true'])) as Record<
        (typeof MEDICAL_RECORD_KINDS)[number],
        boolean
      >;
      let ids: IdRow[];
      try {
        ids = await readAaneelIdWorkbook(body);
      } catch (error) {
        if (error instanceof WorkbookError) throw unprocessable(error.message);
        throw error;
      }
      const id = await db.transaction(async (tx) => {
        const { rows: known } = await tx.query<{ id: number; aaneel_id: string }>(
          'SELECT id, aaneel_id FROM members WHERE aaneel_id = ANY($1::text[])',
          [ids.map((i) => i.aaneelId)],
        );
        const byAaneel = new Map(known.map((m) => [m.aaneel_id.toUpperCase(), m.id]));
        const unknown = ids.filter((i) => !byAaneel.has(i.aaneelId)).map((i) => i.row);
        if (unknown.length > 0) {
          throw unprocessable(
            `${unknown.length} member id${unknown.length > 1 ? 's are' : ' is'} not known: row${unknown.length > 1 ? 's' : ''} ${rowList(unknown)}`,
          );
        }
        const user = await tx.query<{ name: string }>('SELECT COALESCE(display_name, uid) AS name FROM users WHERE uid = $1', [caller.uid]);
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO medical_record_requests (requested_by_uid, requested_by_name, ccd_xml, ccd_pdf, prog_note, just_aaneel)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [caller.uid, user.rows[0]?.name ?? caller.uid, kinds.ccdXml, kinds.ccdPdf, kinds.progNote, kinds.justAaneel],
        );
        await tx.query(
          `INSERT INTO medical_record_member_requests (request_id, member_id)
           SELECT $1, m FROM unnest($2::int[]) WITH ORDINALITY AS t(m, n) ORDER BY n`,
          [rows[0].id, ids.map((i) => byAaneel.get(i.aaneelId)!)],
        );
        return rows[0].id;
      });
      return (await requestById(db, id))!;
    }),

    implement(routes.medicalRecordTemplate, async ({ caller, res }) => {
      requireAnyClaim(caller, CLAIM_GROUPS.medicalRecords, 'The medical records template');
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Members');
      sheet.columns = MEDICAL_RECORD_TEMPLATE.columns.map((header) => ({ header, key: header, width: 16 }));
      const bytes = Buffer.from(await book.xlsx.writeBuffer());
      res.status(200);
      res.setHeader('Content-Type', 'application/octet-stream');
      res.setHeader('Content-Disposition', `attachment; filename="${MEDICAL_RECORD_TEMPLATE.fileName}"`);
      res.setHeader('Content-Length', String(bytes.length));
      res.end(bytes);
    }),

    implement(routes.medicalRecordExtract, async ({ params, caller, res }) => {
      requireAnyClaim(caller, CLAIM_GROUPS.medicalRecords, 'Medical record extracts');
      const { rows } = await db.query<{ finished: boolean; members: number }>(
        `SELECT r.finished_dt IS NOT NULL AS finished,
                (SELECT count(*)::int FROM medical_record_member_requests mr WHERE mr.request_id = r.id) AS members
         FROM medical_record_requests r WHERE r.id = $1`,
        [params.id],
      );
      const request = rows[0];
      if (!request) throw notFound(`No medical record request ${params.id}`);
      if (!request.finished) throw unprocessable('The request is still being processed; its files are not ready yet');
      res.status(200);
      res.setHeader('Content-Type', 'application/zip');
      res.setHeader('Content-Disposition', `attachment; filename="MedicalRecords_${params.id}.zip"`);
      res.setHeader('X-Row-Count', String(request.members));
      const zip = archiver('zip', { zlib: { level: 6 } });
      zip.pipe(res);
      // The members' files are read a page of members at a time, in the request's order.
      let after = 0;
      for (;;) {
        const { rows: page } = await db.query<{ id: number }>(
          'SELECT id FROM medical_record_member_requests WHERE request_id = $1 AND id > $2 ORDER BY id LIMIT $3',
          [params.id, after, EXTRACT_PAGE],
        );
        if (page.length === 0) break;
        const { rows: files } = await db.query<{ path: string; content: string }>(
          'SELECT path, content FROM medical_record_files WHERE member_request_id = ANY($1::int[]) ORDER BY member_request_id, path',
          [page.map((p) => p.id)],
        );
        for (const f of files) zip.append(Buffer.from(f.content, f.path.endsWith('.pdf') ? 'latin1' : 'utf8'), { name: f.path });
        after = page[page.length - 1].id;
      }
      await zip.finalize();
    }),
  ];
}
