/** Who may ask for a report beyond their claims, and a report query checked by its rule. */
import type { z } from 'zod';
import { isoToday } from '@luminate/schema/rules';
import type { Queryable } from '../../db/index.ts';
import { badRequest, type Caller } from '../http.ts';

/** True when the caller's employee record holds an active assignment (of one of `types`, when given). */
export async function holdsAssignment(db: Queryable, caller: Caller, types?: readonly number[]): Promise<boolean> {
  if (caller.employeeId === null) return false;
  const { rows } = await db.query(
    `SELECT 1 FROM market_assignments a JOIN offices o ON o.id = a.office_id
     WHERE a.employee_id = $1 AND a.inactive_dt IS NULL AND NOT o.deleted AND ($2::int[] IS NULL OR a.assignment_type_id = ANY($2::int[]))
     LIMIT 1`,
    [caller.employeeId, types ? [...types] : null],
  );
  return rows.length > 0;
}

/** A report's query checked by its rule as of today; the first problem found is a 400. */
export function checkedAsOfToday<S extends z.ZodType>(rule: (today: string) => S, query: unknown): z.output<S> {
  const checked = rule(isoToday()).safeParse(query);
  if (!checked.success) throw badRequest(checked.error.issues[0].message);
  return checked.data;
}

export const holdsAll = (caller: Caller, claims: readonly string[]) => claims.every((c) => caller.claims.has(c));
export const holdsAny = (caller: Caller, claims: readonly string[]) => claims.some((c) => caller.claims.has(c));
