/**
 * Reading the files' records: the answer shapes of files, sources, types, patterns and jobs, one
 * file's row, and the checks that referenced categories, sources and payers exist.
 */
import type { FileDto } from '@luminate/schema/rest';
import { FILE_MESSAGES } from '@luminate/schema/rules';
import type { Queryable } from '../../db/index.ts';
import { notFound, unprocessable } from '../http.ts';

export const FILE_SELECT = `f.id, f.name, iso_utc(f.file_date) AS "fileDate", f.storage_path AS "gcsPath", f.source_id AS "sourceId",
  f.category_id AS "categoryId", f.file_type_id AS "fileTypeId", f.errored_bucket AS "erroredBucket", f.size_bytes AS size`;
export const SOURCE_SELECT = `s.id, s.name, s.payer_id AS "payerId", s.display_on_dashboard AS "displayOnDashboard", s.storage_folder AS "storageFolder"`;
export const TYPE_SELECT = `t.id, t.regex, t.source_id AS "sourceId", t.category_id AS "categoryId",
  COALESCE((SELECT json_agg(json_build_object('id', d.id, 'name', d.name) ORDER BY d.name, d.id)
            FROM file_type_destinations td JOIN file_sources d ON d.id = td.source_id WHERE td.file_type_id = t.id), '[]'::json) AS destinations`;
export const PATTERN_SELECT = `p.id, p.regex, p.category_id AS "categoryId", p.source_id AS "sourceId"`;
export const JOB_SELECT = `j.id, j.file_id AS "fileId", j.action, j.destination_source_id AS "destinationId", d.name AS dest,
  iso_utc(j.job_dt) AS timestamp, j.status`;

export interface FileRow {
  id: number;
  name: string;
  source_id: number;
  category_id: number | null;
  file_type_id: number | null;
  storage_path: string;
  seeded: boolean;
}

export async function fileRow(q: Queryable, id: number, lock = false): Promise<FileRow> {
  const { rows } = await q.query<FileRow>(
    `SELECT id, name, source_id, category_id, file_type_id, storage_path, seeded FROM files WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  if (rows.length === 0) throw notFound(`File ${id} not found`);
  return rows[0];
}

export const filesById = async (q: Queryable, ids: readonly number[]): Promise<FileDto[]> =>
  ids.length === 0
    ? []
    : (
        await q.query<FileDto>(`SELECT ${FILE_SELECT} FROM files f WHERE f.id = ANY($1::int[]) ORDER BY f.file_date DESC, f.id DESC`, [
          [...ids],
        ])
      ).rows;

export async function typeById(q: Queryable, id: number) {
  const { rows } = await q.query(`SELECT ${TYPE_SELECT} FROM file_types t WHERE t.id = $1`, [id]);
  if (rows.length === 0) throw notFound(`File type ${id} not found`);
  return rows[0];
}

export async function sourceById(q: Queryable, id: number) {
  const { rows } = await q.query<{ id: number; name: string; payerId: number | null; displayOnDashboard: boolean; storageFolder: string }>(
    `SELECT ${SOURCE_SELECT} FROM file_sources s WHERE s.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function requireCategory(q: Queryable, id: number) {
  const { rows } = await q.query('SELECT 1 FROM file_categories WHERE id = $1', [id]);
  if (rows.length === 0) throw unprocessable(FILE_MESSAGES.category);
}

export async function requireSources(q: Queryable, ids: readonly number[], message: string) {
  const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM file_sources WHERE id = ANY($1::int[])', [
    [...new Set(ids)],
  ]);
  if (rows[0].n !== new Set(ids).size) throw unprocessable(message);
}

export async function requirePayer(q: Queryable, payerId: number | null) {
  if (payerId === null) return;
  const { rows } = await q.query('SELECT 1 FROM payers WHERE id = $1', [payerId]);
  if (rows.length === 0) throw unprocessable('Choose a payer from the list');
}
