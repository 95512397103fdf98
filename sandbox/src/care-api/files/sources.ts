/** The file sources: listing, adding (with a folder of its own) and editing. */
import { routes } from '@luminate/schema/rest';
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import { fileSourceRule } from '@luminate/schema/rules';
import type { Db } from '../../db/index.ts';
import { forbidden, implement, notFound, type Binding } from '../http.ts';
import { check, FILE_SOURCE_ADD_REFUSAL, holdsAny, requireConfigEditor } from './access.ts';
import { requirePayer, SOURCE_SELECT, sourceById } from './records.ts';

/** A folder name for a new source: its name in lower-case words joined by dashes, made unique with the id. */
const folderFor = (name: string, id: number) => {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'source'}-${id}`;
};

export function sourceRoutes(db: Db): Binding[] {
  return [
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
