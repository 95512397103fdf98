/**
 * GET /api/Offices/AssignmentLinks: the active assignments that cover each of a set of offices.
 * The gateway asks once per page of approval rows (all their offices together) to find the
 * rows' assigned employees and the viewer's types at each office, so this is one SQL query
 * whatever the number of offices.
 */
import { routes } from '@luminate/schema/rest';
import type { Db } from '../db/index.ts';
import { badRequest, implement, type Binding } from './http.ts';
import { employeeRefJson } from './odata/approval-json.ts';

/** Most office ids one request may ask about (the contract documents the same cap). */
export const MAX_LINK_OFFICES = 500;

/**
 * An assignment covers office `q` when it is held at `q` itself; at the community row (…000) of
 * q's community for community-level types (level 1); anywhere in q's market for market-level
 * types (level 0). Only active assignments of employees still on staff count.
 */
const LINKS_SQL = `
  SELECT q.id AS "officeId", a.office_id AS "heldAtOfficeId", a.employee_id AS "employeeId",
         a.assignment_type_id AS "assignmentTypeId", ${employeeRefJson('emp')} AS employee
  FROM offices q
  JOIN offices h ON h.market_id = q.market_id
  JOIN market_assignments a ON a.office_id = h.id AND a.inactive_dt IS NULL
  JOIN assignment_types t ON t.id = a.assignment_type_id
  JOIN employees emp ON emp.id = a.employee_id AND NOT emp.archived
  WHERE q.id = ANY($1::int[])
    AND (h.id = q.id
         OR (t.level = 1 AND h.community_id = q.community_id AND h.name LIKE '%.000')
         OR t.level = 0)
    AND ($2::int[] IS NULL OR a.assignment_type_id = ANY($2::int[]))
    AND ($3::int IS NULL OR a.employee_id = $3::int)
  ORDER BY q.id, a.assignment_type_id, emp.last_name, emp.first_name, emp.id`;

/**
 * Offices that no active assignment of the given types covers (same coverage as LINKS_SQL): the
 * offices whose approval rows of those reviewing types have nobody assigned.
 */
const WITHOUT_HOLDERS_SQL = `
  SELECT q.id FROM offices q
  WHERE NOT EXISTS (
    SELECT 1 FROM offices h
    JOIN market_assignments a ON a.office_id = h.id AND a.inactive_dt IS NULL
    JOIN assignment_types t ON t.id = a.assignment_type_id
    JOIN employees emp ON emp.id = a.employee_id AND NOT emp.archived
    WHERE h.market_id = q.market_id
      AND a.assignment_type_id = ANY($1::int[])
      AND (h.id = q.id
           OR (t.level = 1 AND h.community_id = q.community_id AND h.name LIKE '%.000')
           OR t.level = 0))
  ORDER BY q.id`;

export function officeLinkRoutes(db: Db): Binding[] {
  return [
    implement(routes.officesWithoutHolders, async ({ query }) => {
      const { rows } = await db.query<{ id: number }>(WITHOUT_HOLDERS_SQL, [[...new Set(query.assignmentTypeIds)]]);
      return rows.map((r) => r.id);
    }),
    implement(routes.officeAssignmentLinks, async ({ query }) => {
      const officeIds = [...new Set(query.officeIds)];
      if (officeIds.length > MAX_LINK_OFFICES) throw badRequest(`officeIds: at most ${MAX_LINK_OFFICES} offices per request`);
      const { rows } = await db.query(LINKS_SQL, [officeIds, query.assignmentTypeIds ?? null, query.employeeId ?? null]);
      return rows;
    }),
  ];
}
