import { routes } from '@luminate/schema/rest';
import type { Db } from '../db/index.ts';
import { OFFICE_FROM, OFFICE_SELECT } from './dto-sql.ts';
import { MAX_BATCH_IDS } from './employees.ts';
import { badRequest, implement, type Binding } from './http.ts';
import { officesReport } from './reports.ts';

export function officeRoutes(db: Db): Binding[] {
  return [
    implement(routes.listOffices, async ({ query }) => {
      const where: string[] = [];
      const params: unknown[] = [];
      const param = (v: unknown) => `$${params.push(v)}`;
      if (query.ids) {
        if (query.ids.length > MAX_BATCH_IDS) throw badRequest(`At most ${MAX_BATCH_IDS} ids per request`);
        where.push(`o.id = ANY(${param(query.ids)}::int[])`);
      } else {
        // Retired offices are only reachable by id (old assignments still point at them).
        where.push('NOT o.deleted');
      }
      if (query.marketId !== undefined) where.push(`o.market_id = ${param(query.marketId)}`);
      if (query.community) where.push(`o.community_id = ${param(query.community)}`);
      const { rows } = await db.query(`SELECT ${OFFICE_SELECT} FROM ${OFFICE_FROM} WHERE ${where.join(' AND ')} ORDER BY o.name`, params);
      return rows;
    }),

    implement(routes.officesReport, ({ res }) => officesReport(db, res)),

    implement(
      routes.listAssignmentTypes,
      async () => (await db.query('SELECT id, name, short_name AS "shortName", level, active FROM assignment_types ORDER BY id')).rows,
    ),
  ];
}
