import { routes } from '@luminate/schema/rest';
import type { Db } from '../db/index.ts';
import { EMPLOYEE_SELECT, OFFICE_FROM, OFFICE_SELECT } from './dto-sql.ts';
import { badRequest, implement, notFound, type Binding } from './http.ts';

export const MAX_BATCH_IDS = 500;

export function employeeRoutes(db: Db): Binding[] {
  const one = async (id: number) => {
    const { rows } = await db.query(`SELECT ${EMPLOYEE_SELECT} FROM employees e WHERE e.id = $1`, [id]);
    if (rows.length === 0) throw notFound(`Employee ${id} not found`);
    return rows[0];
  };

  return [
    implement(routes.listEmployees, async ({ query }) => {
      const where: string[] = [];
      const params: unknown[] = [];
      const param = (v: unknown) => `$${params.push(v)}`;
      if (query.ids) {
        if (query.ids.length > MAX_BATCH_IDS) throw badRequest(`At most ${MAX_BATCH_IDS} ids per request`);
        where.push(`e.id = ANY(${param(query.ids)}::int[])`);
      } else {
        // A list of people to pick from never offers those who left.
        where.push('NOT e.archived');
      }
      const typeIds = [...(query.assignmentTypeIds ?? []), ...(query.type !== undefined ? [query.type] : [])];
      if (typeIds.length > 0) {
        where.push(`EXISTS (SELECT 1 FROM market_assignments a WHERE a.employee_id = e.id AND a.inactive_dt IS NULL
                      AND a.assignment_type_id = ANY(${param(typeIds)}::int[]))`);
      }
      if (query.onlyProviders) where.push('e.npi IS NOT NULL');
      if (query.title) where.push(`e.title ILIKE ${param(`%${escapeLike(query.title)}%`)}`);
      const { rows } = await db.query(
        `SELECT ${EMPLOYEE_SELECT} FROM employees e WHERE ${where.join(' AND ')} ORDER BY e.last_name, e.first_name, e.id`,
        params,
      );
      return rows;
    }),

    implement(routes.getEmployee, ({ params }) => one(params.id)),

    implement(routes.currentEmployee, async ({ caller }) => {
      const { rows } = await db.query<{ employee_id: number | null }>('SELECT employee_id FROM users WHERE uid = $1', [caller.uid]);
      const employeeId = rows[0]?.employee_id ?? null;
      if (employeeId === null) throw notFound('The signed-in user has no employee record');
      return one(employeeId);
    }),

    implement(routes.employeeOffices, async ({ query }) => {
      await one(query.id);
      const { rows } = await db.query(
        `SELECT ${OFFICE_SELECT} FROM ${OFFICE_FROM}
         WHERE o.id IN (SELECT a.office_id FROM market_assignments a WHERE a.employee_id = $1 AND a.inactive_dt IS NULL)
         ORDER BY o.name`,
        [query.id],
      );
      return rows;
    }),
  ];
}

/** Escapes LIKE wildcards so user text matches literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
