/**
 * File types (outbound details) and their destinations. A new type types the file and the
 * source's other untyped files of its category that it matches.
 */
import { routes } from '@luminate/schema/rest';
import { FILE_MESSAGES, fileTypeEditRule, fileTypeRule } from '@luminate/schema/rules';
import type { Db } from '../../db/index.ts';
import { implement, notFound, unprocessable, type Binding } from '../http.ts';
import { check, requireConfigEditor } from './access.ts';
import { typeFiles } from './jobs.ts';
import { fileRow, filesById, requireCategory, requireSources, TYPE_SELECT, typeById } from './records.ts';

export function fileTypeRoutes(db: Db): Binding[] {
  return [
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
  ];
}
