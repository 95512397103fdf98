/**
 * The job history of files: every categorisation, typing, send and receipt writes a job, and
 * typing gives untyped files the first type of their source and category whose pattern matches.
 */
import { filePatternMatches } from '@luminate/schema/rules';
import type { Queryable } from '../../db/index.ts';
import type { Caller } from '../http.ts';

export async function addJobs(
  q: Queryable,
  jobs: ReadonlyArray<{
    fileId: number;
    action: string;
    destinationId?: number | null;
    status?: 'Completed' | 'Failed';
    userToInform?: string | null;
  }>,
  caller: Caller,
) {
  if (jobs.length === 0) return;
  await q.query(
    `INSERT INTO file_jobs (file_id, action, destination_source_id, status, user_to_inform, employee_id)
     SELECT x."fileId", x.action, x."destinationId", x.status, x."userToInform", $2
     FROM json_to_recordset($1::json) AS x("fileId" int, action text, "destinationId" int, status text, "userToInform" text)`,
    [JSON.stringify(jobs.map((j) => ({ destinationId: null, status: 'Completed', userToInform: null, ...j }))), caller.employeeId],
  );
}

/**
 * Gives the files of a source and category that have no type the first type of theirs whose
 * pattern matches; answers the ids typed.
 */
export async function typeFiles(q: Queryable, fileIds: readonly number[], caller: Caller): Promise<number[]> {
  if (fileIds.length === 0) return [];
  const { rows: files } = await q.query<{ id: number; name: string; source_id: number; category_id: number }>(
    `SELECT id, name, source_id, category_id FROM files WHERE id = ANY($1::int[]) AND category_id IS NOT NULL AND file_type_id IS NULL`,
    [[...fileIds]],
  );
  if (files.length === 0) return [];
  const { rows: types } = await q.query<{ id: number; regex: string; source_id: number; category_id: number }>(
    `SELECT id, regex, source_id, category_id FROM file_types WHERE source_id = ANY($1::int[]) ORDER BY id`,
    [[...new Set(files.map((f) => f.source_id))]],
  );
  const typed: Array<{ id: number; typeId: number }> = [];
  for (const f of files) {
    const type = types.find((t) => t.source_id === f.source_id && t.category_id === f.category_id && filePatternMatches(t.regex, f.name));
    if (type) typed.push({ id: f.id, typeId: type.id });
  }
  if (typed.length === 0) return [];
  await q.query(
    `UPDATE files f SET file_type_id = x."typeId" FROM json_to_recordset($1::json) AS x(id int, "typeId" int) WHERE f.id = x.id`,
    [JSON.stringify(typed)],
  );
  await addJobs(
    q,
    typed.map((t) => ({ fileId: t.id, action: 'Type' })),
    caller,
  );
  return typed.map((t) => t.id);
}
