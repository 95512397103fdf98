/**
 * Categories and their patterns. Categorising a file through a new pattern also categorises the
 * source's other uncategorised files the pattern matches (patterns match by the shared file
 * rules), then types what it categorised.
 */
import { routes } from '@luminate/schema/rest';
import {
  ADHOC_FILE_CATEGORY_ID,
  categorizeFileRule,
  categoryPatternEditRule,
  FILE_MESSAGES,
  filePatternMatches,
} from '@luminate/schema/rules';
import type { Db } from '../../db/index.ts';
import { implement, notFound, unprocessable, type Binding } from '../http.ts';
import { check, requireConfigEditor } from './access.ts';
import { addJobs, typeFiles } from './jobs.ts';
import { fileRow, filesById, PATTERN_SELECT, requireCategory, requireSources } from './records.ts';

export function categoryRoutes(db: Db): Binding[] {
  return [
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
  ];
}
