/** The received files: the OData set, the error folders, one file's details, jobs, and pattern tests. */
import { routes, type FileDto } from '@luminate/schema/rest';
import { filePatternMatches } from '@luminate/schema/rules';
import type { Db } from '../../db/index.ts';
import { implement, notFound, unprocessable, type Binding } from '../http.ts';
import { queryEntitySet } from '../odata/handler.ts';
import { FILES_ENTITY } from './entity.ts';
import { FILE_SELECT, JOB_SELECT, SOURCE_SELECT, TYPE_SELECT } from './records.ts';

/** How many of the newest files a pattern test reads. */
const PATTERN_SCAN_LIMIT = 5000;

export function receivedFileRoutes(db: Db): Binding[] {
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
  ];
}
