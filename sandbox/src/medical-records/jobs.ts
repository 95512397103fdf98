/**
 * The medical records job: works through pending requests, oldest first, a batch of members per
 * run. A run first writes the files of members loaded by an earlier run (their extract files,
 * numberFilesAtDownloadLocation), then loads the next members (filesLoaded: how many files the
 * asked kinds give them), then marks finished every request whose members are all written. So a
 * member is loaded in one run and written in the next, and the table shows both steps.
 */
import type { Db, Queryable } from '../db/index.ts';
import { extractFileCount, extractFiles, loadCharts, type ExtractKinds } from './documents.ts';

/** Members loaded, and members written, per run. */
export const MEDICAL_RECORD_JOB_BATCH = 25;
/** How often the running sandbox runs the job (`npm start`); tests run it themselves. */
export const MEDICAL_RECORD_JOB_INTERVAL_MS = 4000;

export interface MedicalRecordJobRun {
  loaded: number;
  processed: number;
  /** Requests this run finished. */
  finished: number[];
}

interface Todo extends ExtractKinds {
  id: number;
  memberId: number;
}

const TODO_SELECT = `mr.id, mr.member_id AS "memberId", r.ccd_xml AS "ccdXml", r.ccd_pdf AS "ccdPdf",
  r.prog_note AS "progNote", r.just_aaneel AS "justAaneel"
  FROM medical_record_member_requests mr JOIN medical_record_requests r ON r.id = mr.request_id`;

async function writeFiles(tx: Queryable, batch: number): Promise<number> {
  const { rows } = await tx.query<Todo>(
    `SELECT ${TODO_SELECT}
     WHERE mr.files_loaded IS NOT NULL AND mr.number_files_at_download_location IS NULL
     ORDER BY mr.request_id, mr.id LIMIT $1`,
    [batch],
  );
  if (rows.length === 0) return 0;
  const charts = await loadCharts(
    tx,
    rows.map((r) => r.memberId),
  );
  const files: { member_request_id: number; path: string; content: string }[] = [];
  const counts: { id: number; n: number }[] = [];
  for (const todo of rows) {
    const chart = charts.get(todo.memberId);
    const written = chart ? extractFiles(chart, todo) : [];
    for (const f of written) files.push({ member_request_id: todo.id, path: f.path, content: f.content });
    counts.push({ id: todo.id, n: written.length });
  }
  if (files.length > 0) {
    await tx.query(
      `INSERT INTO medical_record_files (member_request_id, path, content)
       SELECT member_request_id, path, content FROM json_populate_recordset(NULL::medical_record_files, $1::json)
       ON CONFLICT (member_request_id, path) DO UPDATE SET content = EXCLUDED.content`,
      [JSON.stringify(files)],
    );
  }
  await tx.query(
    `UPDATE medical_record_member_requests mr SET number_files_at_download_location = c.n
     FROM json_to_recordset($1::json) AS c(id int, n int) WHERE mr.id = c.id`,
    [JSON.stringify(counts)],
  );
  return rows.length;
}

async function loadMembers(tx: Queryable, batch: number): Promise<number> {
  const { rows } = await tx.query<Todo & { visits: number }>(
    `SELECT ${TODO_SELECT.replace(
      'FROM',
      `, (SELECT count(*)::int FROM appointments a
       WHERE a.member_id = mr.member_id AND a.appointment_status = 'Completed') AS visits FROM`,
    )}
     WHERE mr.files_loaded IS NULL ORDER BY mr.request_id, mr.id LIMIT $1`,
    [batch],
  );
  if (rows.length === 0) return 0;
  await tx.query(
    `UPDATE medical_record_member_requests mr SET files_loaded = c.n
     FROM json_to_recordset($1::json) AS c(id int, n int) WHERE mr.id = c.id`,
    [JSON.stringify(rows.map((r) => ({ id: r.id, n: extractFileCount(r, r.visits) })))],
  );
  return rows.length;
}

/** One run of the job inside the caller's transaction. */
export async function advanceMedicalRecordJobs(tx: Queryable, now: Date, batch = MEDICAL_RECORD_JOB_BATCH): Promise<MedicalRecordJobRun> {
  const processed = await writeFiles(tx, batch);
  const loaded = await loadMembers(tx, batch);
  const { rows } = await tx.query<{ id: number }>(
    `UPDATE medical_record_requests r SET finished_dt = $1
     WHERE r.finished_dt IS NULL AND NOT EXISTS (
       SELECT 1 FROM medical_record_member_requests mr WHERE mr.request_id = r.id AND mr.number_files_at_download_location IS NULL)
     RETURNING r.id`,
    [now.toISOString()],
  );
  return { loaded, processed, finished: rows.map((r) => r.id).sort((a, b) => a - b) };
}

/** One run of the job, in one transaction. */
export function runMedicalRecordJobs(db: Db, now = new Date(), batch = MEDICAL_RECORD_JOB_BATCH): Promise<MedicalRecordJobRun> {
  return db.transaction((tx) => advanceMedicalRecordJobs(tx, now, batch));
}

/** Runs the job until nothing is left to do (the seed's finished requests). */
export async function runMedicalRecordJobsToEnd(tx: Queryable, now: Date): Promise<number[]> {
  const finished: number[] = [];
  for (;;) {
    const run = await advanceMedicalRecordJobs(tx, now);
    finished.push(...run.finished);
    if (run.loaded === 0 && run.processed === 0) return finished;
  }
}
