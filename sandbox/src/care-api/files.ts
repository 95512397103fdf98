/**
 * The Files Care API (File Dashboard): sources, categories and category patterns, file types
 * (outbound details) and their destinations, received files with their job history, the error
 * folders, sending a file to a source, and a file's bytes from the file store.
 *
 * The Care API checks its own rules, whoever calls it:
 * - adding categories (categorising through a pattern) and file types, and editing sources, types,
 *   patterns and categories, need admin and dataMgmt together; adding a source needs dataMgmt;
 *   sending and downloading a file need dataMgmt (payers' files hold member data);
 * - every pattern is checked and matched by the shared file rules (rules/files.ts), so the
 *   gateway, the web's live feedback and this API agree on what a pattern matches.
 * Sending copies the file's bytes into the destination source's folder (replacing an earlier
 * copy of the same name), registers the copy as a file of the destination and writes a Send job
 * on the file (and a Received job on the copy); a copy that fails writes a Failed job.
 */
import type { Response } from 'express';
import type { z } from 'zod';
import { routes, type FileDto } from '@luminate/schema/rest';
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import {
  ADHOC_FILE_CATEGORY_ID,
  categorizeFileRule,
  categoryPatternEditRule,
  FILE_MESSAGES,
  filePatternMatches,
  fileSourceRule,
  fileTypeEditRule,
  fileTypeRule,
} from '@luminate/schema/rules';
import type { Db, Queryable } from '../db/index.ts';
import { forbidden, HttpError, implement, notFound, unprocessable, type Binding, type Caller } from './http.ts';
import { defineEntity } from './odata/entity.ts';
import { queryEntitySet } from './odata/handler.ts';
import { sourceFilePath } from '../seed/files.ts';
import type { FileStore } from './file-store.ts';

export const FILE_CONFIG_REFUSAL =
  'Adding categories and file types, and editing sources, types and patterns, requires admin and dataMgmt together';
export const FILE_SOURCE_ADD_REFUSAL = 'Adding a source requires dataMgmt';
export const FILE_HANDLER_REFUSAL = 'Sending and downloading files requires dataMgmt';
export const FILE_SEND_FAILED = 'File could not be sent due to server issue.';

/** How many of the newest files a pattern test reads. */
const PATTERN_SCAN_LIMIT = 5000;

const holdsAll = (caller: Caller, claims: readonly string[]) => claims.every((c) => caller.claims.has(c));
const holdsAny = (caller: Caller, claims: readonly string[]) => claims.some((c) => caller.claims.has(c));

function requireConfigEditor(caller: Caller) {
  if (!holdsAll(caller, CLAIM_GROUPS.fileConfigEditors)) throw forbidden(FILE_CONFIG_REFUSAL);
}

/** The first message of a failed rule as a 422. */
function check<S extends z.ZodTypeAny>(rule: S, input: unknown): z.output<S> {
  const result = rule.safeParse(input);
  if (!result.success) throw unprocessable(result.error.issues[0]?.message ?? 'Invalid input');
  return result.data;
}

/** FilesOdata: the received files. `uncategorized` is true while a file has no category. */
export const FILES_ENTITY = defineEntity({
  name: 'FilesOdata',
  from: 'files f',
  key: 'id',
  properties: {
    id: { column: 'f.id', type: 'int' },
    name: { column: 'f.name', type: 'string' },
    fileDate: { column: 'f.file_date', type: 'datetime' },
    gcsPath: { column: 'f.storage_path', type: 'string' },
    sourceId: { column: 'f.source_id', type: 'int' },
    categoryId: { column: 'f.category_id', type: 'int' },
    fileTypeId: { column: 'f.file_type_id', type: 'int' },
    erroredBucket: { column: 'f.errored_bucket', type: 'string' },
    size: { column: 'f.size_bytes', type: 'int' },
    uncategorized: { column: '(f.category_id IS NULL)', type: 'boolean' },
  },
  expands: {},
});

const FILE_SELECT = `f.id, f.name, iso_utc(f.file_date) AS "fileDate", f.storage_path AS "gcsPath", f.source_id AS "sourceId",
  f.category_id AS "categoryId", f.file_type_id AS "fileTypeId", f.errored_bucket AS "erroredBucket", f.size_bytes AS size`;
const SOURCE_SELECT = `s.id, s.name, s.payer_id AS "payerId", s.display_on_dashboard AS "displayOnDashboard", s.storage_folder AS "storageFolder"`;
const TYPE_SELECT = `t.id, t.regex, t.source_id AS "sourceId", t.category_id AS "categoryId",
  COALESCE((SELECT json_agg(json_build_object('id', d.id, 'name', d.name) ORDER BY d.name, d.id)
            FROM file_type_destinations td JOIN file_sources d ON d.id = td.source_id WHERE td.file_type_id = t.id), '[]'::json) AS destinations`;
const PATTERN_SELECT = `p.id, p.regex, p.category_id AS "categoryId", p.source_id AS "sourceId"`;
const JOB_SELECT = `j.id, j.file_id AS "fileId", j.action, j.destination_source_id AS "destinationId", d.name AS dest,
  iso_utc(j.job_dt) AS timestamp, j.status`;

interface FileRow {
  id: number;
  name: string;
  source_id: number;
  category_id: number | null;
  file_type_id: number | null;
  storage_path: string;
  seeded: boolean;
}

async function fileRow(q: Queryable, id: number, lock = false): Promise<FileRow> {
  const { rows } = await q.query<FileRow>(
    `SELECT id, name, source_id, category_id, file_type_id, storage_path, seeded FROM files WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  if (rows.length === 0) throw notFound(`File ${id} not found`);
  return rows[0];
}

const filesById = async (q: Queryable, ids: readonly number[]): Promise<FileDto[]> =>
  ids.length === 0
    ? []
    : (
        await q.query<FileDto>(`SELECT ${FILE_SELECT} FROM files f WHERE f.id = ANY($1::int[]) ORDER BY f.file_date DESC, f.id DESC`, [
          [...ids],
        ])
      ).rows;

async function typeById(q: Queryable, id: number) {
  const { rows } = await q.query(`SELECT ${TYPE_SELECT} FROM file_types t WHERE t.id = $1`, [id]);
  if (rows.length === 0) throw notFound(`File type ${id} not found`);
  return rows[0];
}

async function sourceById(q: Queryable, id: number) {
  const { rows } = await q.query<{ id: number; name: string; payerId: number | null; displayOnDashboard: boolean; storageFolder: string }>(
    `SELECT ${SOURCE_SELECT} FROM file_sources s WHERE s.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

async function requireCategory(q: Queryable, id: number) {
  const { rows } = await q.query('SELECT 1 FROM file_categories WHERE id = $1', [id]);
  if (rows.length === 0) throw unprocessable(FILE_MESSAGES.category);
}

async function requireSources(q: Queryable, ids: readonly number[], message: string) {
  const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM file_sources WHERE id = ANY($1::int[])', [
    [...new Set(ids)],
  ]);
  if (rows[0].n !== new Set(ids).size) throw unprocessable(message);
}

async function requirePayer(q: Queryable, payerId: number | null) {
  if (payerId === null) return;
  const { rows } = await q.query('SELECT 1 FROM payers WHERE id = $1', [payerId]);
  if (rows.length === 0) throw unprocessable('Choose a payer from the list');
}

async function addJobs(
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
async function typeFiles(q: Queryable, fileIds: readonly number[], caller: Caller): Promise<number[]> {
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

/** A folder name for a new source: its name in lower-case words joined by dashes, made unique with the id. */
const folderFor = (name: string, id: number) => {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'source'}-${id}`;
};

/** Streams a file's bytes with its name as the download name. */
async function sendBytes(res: Response, store: FileStore, file: FileRow) {
  await store.ensureSeeded(file);
  if (!(await store.exists(file.storage_path))) throw notFound(`File ${file.id} has no content in the file store`);
  res.setHeader('content-type', 'application/octet-stream');
  res.setHeader('content-disposition', `attachment; filename="${file.name.replace(/[^\w.-]/g, '_')}"`);
  await new Promise<void>((resolve, reject) => {
    const stream = store.read(file.storage_path);
    stream.on('error', reject);
    res.on('finish', () => resolve());
    res.on('close', () => resolve());
    stream.pipe(res);
  });
}

export function fileRoutes(db: Db, store: FileStore): Binding[] {
  return [
    implement(routes.filesOdata, ({ query }) => queryEntitySet(db, FILES_ENTITY, query)),

    implement(routes.filesInErrorFolders, async ({ query }) => {
      const bucket = query.bucket ?? null;
      const [buckets, page, total] = await Promise.all([
        db.query<{ bucket: string }>(`SELECT DISTINCT errored_bucket AS bucket FROM files WHERE errored_bucket IS NOT NULL ORDER BY 1`),
        db.query<FileDto>(
          `SELECT ${FILE_SELECT} FROM files f WHERE f.errored_bucket IS NOT NULL AND ($1::text IS NULL OR f.errored_bucket = $1)
           ORDER BY f.errored_bucket, f.name, f.id LIMIT $2 OFFSET $3`,
          [bucket, query.top ?? 10, query.skip ?? 0],
        ),
        db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM files WHERE errored_bucket IS NOT NULL AND ($1::text IS NULL OR errored_bucket = $1)`,
          [bucket],
        ),
      ]);
      return { buckets: buckets.rows.map((b) => b.bucket), total: total.rows[0].n, value: page.rows };
    }),

    implement(routes.fileWithDetails, async ({ query }) => {
      const { rows } = await db.query(
        `SELECT ${FILE_SELECT},
           (SELECT row_to_json(x) FROM (SELECT ${SOURCE_SELECT} FROM file_sources s WHERE s.id = f.source_id) x) AS source,
           (SELECT row_to_json(c) FROM (SELECT c.id, c.name, c.description FROM file_categories c WHERE c.id = f.category_id) c) AS category,
           (SELECT row_to_json(x) FROM (SELECT ${TYPE_SELECT} FROM file_types t WHERE t.id = f.file_type_id) x) AS type,
           COALESCE((SELECT json_agg(row_to_json(x) ORDER BY x.timestamp DESC, x.id DESC) FROM (
              SELECT ${JOB_SELECT} FROM file_jobs j LEFT JOIN file_sources d ON d.id = j.destination_source_id WHERE j.file_id = f.id) x), '[]'::json) AS jobs
         FROM files f WHERE f.id = $1`,
        [query.fileID],
      );
      if (rows.length === 0) throw notFound(`File ${query.fileID} not found`);
      return rows[0];
    }),

    implement(routes.fileJobs, async ({ query }) => {
      if (query.fileIds.length > 500) throw unprocessable('At most 500 files at once');
      const { rows } = await db.query(
        `SELECT ${JOB_SELECT} FROM file_jobs j LEFT JOIN file_sources d ON d.id = j.destination_source_id
         WHERE j.file_id = ANY($1::int[]) ORDER BY j.file_id, j.job_dt DESC, j.id DESC`,
        [query.fileIds],
      );
      return rows;
    }),

    implement(routes.filesMatchingPattern, async ({ query }) => {
      const { rows } = await db.query<FileDto>(
        `SELECT ${FILE_SELECT} FROM files f WHERE ($1::int IS NULL OR f.source_id = $1) ORDER BY f.file_date DESC, f.id DESC LIMIT ${PATTERN_SCAN_LIMIT}`,
        [query.sourceId ?? null],
      );
      const matching = rows.filter((f) => filePatternMatches(query.pattern, f.name, { caseSensitive: query.caseSensative ?? false }));
      return { total: matching.length, value: matching.slice(0, query.limitResults ?? 10) };
    }),

    implement(
      routes.listFileCategories,
      async () => (await db.query(`SELECT id, name, description FROM file_categories ORDER BY id`)).rows,
    ),

    implement(routes.updateFileCategory, async ({ body, caller }) => {
      requireConfigEditor(caller);
      const name = body.name.trim();
      if (name === '') throw unprocessable(FILE_MESSAGES.sourceName);
      const { rows } = await db.query(
        `UPDATE file_categories SET name = $2, description = $3 WHERE id = $1 RETURNING id, name, description`,
        [body.id, name, body.description ?? null],
      );
      if (rows.length === 0) throw notFound(`Category ${body.id} not found`);
      return rows[0];
    }),

    implement(routes.categorizeFile, async ({ query, body, caller }) => {
      requireConfigEditor(caller);
      return db.transaction(async (tx) => {
        const file = await fileRow(tx, query.fileID, true);
        const input = check(categorizeFileRule(file.name), {
          categoryId: query.categoryID,
          regex: body?.regex ?? null,
          userToInform: query.userToInform ?? null,
        });
        await requireCategory(tx, input.categoryId);
        if (file.category_id !== null) throw unprocessable('The file already has a category');
        let pattern = null;
        let categorised = [file.id];
        if (input.categoryId !== ADHOC_FILE_CATEGORY_ID) {
          const regex = input.regex as string;
          const created = await tx.query(
            `INSERT INTO file_category_patterns (regex, category_id, source_id) VALUES ($1, $2, $3) RETURNING id, regex, category_id AS "categoryId", source_id AS "sourceId"`,
            [regex, input.categoryId, file.source_id],
          );
          pattern = created.rows[0];
          // The new pattern also categorises the source's other uncategorised files it matches.
          const { rows: waiting } = await tx.query<{ id: number; name: string }>(
            `SELECT id, name FROM files WHERE source_id = $1 AND category_id IS NULL AND id <> $2`,
            [file.source_id, file.id],
          );
          categorised = [file.id, ...waiting.filter((f) => filePatternMatches(regex, f.name)).map((f) => f.id)];
        }
        await tx.query(`UPDATE files SET category_id = $2 WHERE id = ANY($1::int[])`, [categorised, input.categoryId]);
        await addJobs(
          tx,
          categorised.map((id) => ({ fileId: id, action: 'Categorize', userToInform: id === file.id ? input.userToInform : null })),
          caller,
        );
        await typeFiles(tx, categorised, caller);
        const count = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM files WHERE category_id IS NULL`);
        return { files: await filesById(tx, categorised), pattern, uncategorizedCount: count.rows[0].n };
      });
    }),

    implement(
      routes.listCategoryPatterns,
      async () => (await db.query(`SELECT ${PATTERN_SELECT} FROM file_category_patterns p ORDER BY p.id`)).rows,
    ),

    implement(routes.updateCategoryPattern, async ({ body, caller }) => {
      requireConfigEditor(caller);
      const input = check(categoryPatternEditRule, body);
      return db.transaction(async (tx) => {
        await requireCategory(tx, input.categoryId);
        await requireSources(tx, [input.sourceId], FILE_MESSAGES.source);
        const { rows } = await tx.query(
          `UPDATE file_category_patterns p SET regex = $2, category_id = $3, source_id = $4 WHERE p.id = $1 RETURNING ${PATTERN_SELECT}`,
          [body.id, input.regex, input.categoryId, input.sourceId],
        );
        if (rows.length === 0) throw notFound(`Category pattern ${body.id} not found`);
        return rows[0];
      });
    }),

    implement(routes.listFileTypes, async () => (await db.query(`SELECT ${TYPE_SELECT} FROM file_types t ORDER BY t.id`)).rows),
    implement(routes.listOutboundDetails, async () => (await db.query(`SELECT ${TYPE_SELECT} FROM file_types t ORDER BY t.id`)).rows),

    implement(routes.createFileType, async ({ body, caller }) => {
      requireConfigEditor(caller);
      return db.transaction(async (tx) => {
        const file = await fileRow(tx, body.fileId, true);
        if (file.category_id === null) throw unprocessable('Categorize the file before adding its type');
        const input = check(fileTypeRule(file.name), { regex: body.regex, destinationIds: body.destinationIds });
        await requireSources(tx, input.destinationIds, FILE_MESSAGES.destinationRequired);
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO file_types (regex, source_id, category_id) VALUES ($1, $2, $3) RETURNING id`,
          [input.regex, file.source_id, file.category_id],
        );
        const typeId = rows[0].id;
        await tx.query(`INSERT INTO file_type_destinations (file_type_id, source_id) SELECT $1, unnest($2::int[])`, [
          typeId,
          input.destinationIds,
        ]);
        // The new type types the file and the source's other files of the category it matches.
        const { rows: untyped } = await tx.query<{ id: number }>(
          `SELECT id FROM files WHERE source_id = $1 AND category_id = $2 AND file_type_id IS NULL`,
          [file.source_id, file.category_id],
        );
        const typed = await typeFiles(
          tx,
          untyped.map((f) => f.id),
          caller,
        );
        return { type: await typeById(tx, typeId), files: await filesById(tx, typed) };
      });
    }),

    implement(routes.updateFileType, async ({ body, caller }) => {
      requireConfigEditor(caller);
      const input = check(fileTypeEditRule, body);
      return db.transaction(async (tx) => {
        await requireSources(tx, [input.sourceId], FILE_MESSAGES.source);
        await requireCategory(tx, input.categoryId);
        await requireSources(tx, input.destinationIds, FILE_MESSAGES.destinationRequired);
        const { rows } = await tx.query(`UPDATE file_types SET regex = $2, source_id = $3, category_id = $4 WHERE id = $1 RETURNING id`, [
          body.id,
          input.regex,
          input.sourceId,
          input.categoryId,
        ]);
        if (rows.length === 0) throw notFound(`File type ${body.id} not found`);
        await tx.query(`DELETE FROM file_type_destinations WHERE file_type_id = $1`, [body.id]);
        await tx.query(`INSERT INTO file_type_destinations (file_type_id, source_id) SELECT $1, unnest($2::int[])`, [
          body.id,
          input.destinationIds,
        ]);
        return typeById(tx, body.id);
      });
    }),

    implement(routes.updateOutboundDetails, async ({ body, caller }) => {
      requireConfigEditor(caller);
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ source_id: number; category_id: number }>(
          `SELECT source_id, category_id FROM file_types WHERE id = $1 FOR UPDATE`,
          [body.id],
        );
        if (rows.length === 0) throw notFound(`File type ${body.id} not found`);
        const input = check(fileTypeEditRule, {
          regex: body.regex,
          sourceId: rows[0].source_id,
          categoryId: rows[0].category_id,
          destinationIds: body.destinations,
        });
        await requireSources(tx, input.destinationIds, FILE_MESSAGES.destinationRequired);
        await tx.query(`UPDATE file_types SET regex = $2 WHERE id = $1`, [body.id, input.regex]);
        await tx.query(`DELETE FROM file_type_destinations WHERE file_type_id = $1`, [body.id]);
        await tx.query(`INSERT INTO file_type_destinations (file_type_id, source_id) SELECT $1, unnest($2::int[])`, [
          body.id,
          input.destinationIds,
        ]);
        return typeById(tx, body.id);
      });
    }),

    implement(routes.outboundOptions, async () => (await db.query(`SELECT id, name FROM file_sources ORDER BY name, id`)).rows),

    implement(routes.sendFileToSource, async ({ params, body, caller }) => {
      if (!holdsAny(caller, CLAIM_GROUPS.fileHandlers)) throw forbidden(FILE_HANDLER_REFUSAL);
      const file = await fileRow(db, params.id);
      const destination = await sourceById(db, body.destinationId);
      if (!destination) throw unprocessable('Choose a destination from the list');
      if (destination.id === file.source_id) throw unprocessable('The file is already in this source');
      const target = sourceFilePath(destination.storageFolder, file.name);
      let size: number;
      try {
        await store.ensureSeeded(file);
        size = await store.copy(file.storage_path, target);
      } catch {
        await addJobs(db, [{ fileId: file.id, action: 'Send', destinationId: destination.id, status: 'Failed' }], caller);
        throw new HttpError(503, FILE_SEND_FAILED);
      }
      return db.transaction(async (tx) => {
        // The copy is a file of the destination now: a new one, or the earlier copy of the same name renewed.
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO files (name, source_id, category_id, file_date, storage_path, size_bytes)
           VALUES ($1, $2, $3, now(), $4, $5)
           ON CONFLICT (storage_path) DO UPDATE SET file_date = now(), size_bytes = EXCLUDED.size_bytes, errored_bucket = NULL, seeded = false
           RETURNING id`,
          [file.name, destination.id, file.category_id, target, size],
        );
        const deliveredId = rows[0].id;
        await addJobs(
          tx,
          [
            { fileId: file.id, action: 'Send', destinationId: destination.id },
            { fileId: deliveredId, action: 'Received' },
          ],
          caller,
        );
        const { rows: jobs } = await tx.query(
          `SELECT ${JOB_SELECT} FROM file_jobs j LEFT JOIN file_sources d ON d.id = j.destination_source_id
           WHERE j.file_id = $1 AND j.action = 'Send' ORDER BY j.id DESC LIMIT 1`,
          [file.id],
        );
        const [sent, delivered] = await Promise.all([filesById(tx, [file.id]), filesById(tx, [deliveredId])]);
        return { file: sent[0], delivered: delivered[0], job: jobs[0] };
      });
    }),

    implement(routes.downloadFile, async ({ params, caller, res }) => {
      if (!holdsAny(caller, CLAIM_GROUPS.fileHandlers)) throw forbidden(FILE_HANDLER_REFUSAL);
      await sendBytes(res, store, await fileRow(db, params.id));
    }),

    implement(
      routes.listFileSources,
      async () => (await db.query(`SELECT ${SOURCE_SELECT} FROM file_sources s ORDER BY s.name, s.id`)).rows,
    ),

    implement(routes.createFileSource, async ({ body, caller }) => {
      if (!holdsAny(caller, CLAIM_GROUPS.fileSourceAdders)) throw forbidden(FILE_SOURCE_ADD_REFUSAL);
      const input = check(fileSourceRule, body);
      return db.transaction(async (tx) => {
        await requirePayer(tx, input.payerId);
        const { rows: next } = await tx.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('file_sources', 'id'))::int AS id`);
        const id = next[0].id;
        await tx.query(`INSERT INTO file_sources (id, name, payer_id, display_on_dashboard, storage_folder) VALUES ($1, $2, $3, $4, $5)`, [
          id,
          input.name,
          input.payerId,
          input.displayOnDashboard,
          folderFor(input.name, id),
        ]);
        return sourceById(tx, id);
      });
    }),

    implement(routes.updateFileSource, async ({ body, caller }) => {
      requireConfigEditor(caller);
      const input = check(fileSourceRule, body);
      return db.transaction(async (tx) => {
        await requirePayer(tx, input.payerId);
        const { rows } = await tx.query(
          `UPDATE file_sources SET name = $2, payer_id = $3, display_on_dashboard = $4 WHERE id = $1 RETURNING id`,
          [body.id, input.name, input.payerId, input.displayOnDashboard],
        );
        if (rows.length === 0) throw notFound(`Source ${body.id} not found`);
        return sourceById(tx, body.id);
      });
    }),
  ];
}
