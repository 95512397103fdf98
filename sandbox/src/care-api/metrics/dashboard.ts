/**
 * Whose dashboard it is: the role an employee's assignments give them, the offices their
 * dashboard covers, and their team.
 */
import { routes } from '@luminate/schema/rest';
import { Markets } from '@luminate/schema/constants';
import { dashboardRoleOf, TEAM_MEMBER_ASSIGNMENT_TYPES } from '@luminate/schema/rules';
import type { Db } from '../../db/index.ts';
import { implement, type Binding } from '../http.ts';

/** The offices of an employee's dashboard (see the route's summary); $1 employee id. */
const DASHBOARD_OFFICES_SQL = `
WITH held AS (
  SELECT h.id, h.market_id, h.community_id, h.name, t.level
  FROM market_assignments a
  JOIN assignment_types t ON t.id = a.assignment_type_id
  JOIN offices h ON h.id = a.office_id
  WHERE a.employee_id = $1::int AND a.inactive_dt IS NULL
)
SELECT o.id AS "officeId", o.name AS "officeName", o.community_id AS "communityId", o.market_id AS "marketId", mk.name AS "marketName"
FROM offices o JOIN markets mk ON mk.id = o.market_id
WHERE o.active AND NOT o.deleted AND o.name NOT LIKE '%.000'
  AND CASE WHEN EXISTS (SELECT 1 FROM held)
    THEN EXISTS (SELECT 1 FROM held h WHERE h.market_id = o.market_id
                  AND (h.id = o.id OR (h.level = 1 AND h.community_id = o.community_id AND h.name LIKE '%.000') OR h.level = 0))
    ELSE o.market_id <> ${Markets.HIDDEN}
  END
ORDER BY mk.name, o.market_id, o.community_id, o.name`;

/** Active assignment types of an employee. */
const ASSIGNMENT_TYPES_SQL = `SELECT DISTINCT a.assignment_type_id AS id FROM market_assignments a
  WHERE a.employee_id = $1::int AND a.inactive_dt IS NULL ORDER BY 1`;

/**
 * The team of an employee: employees still on staff whose active assignments of the team-member
 * types cover one of the employee's dashboard offices (same coverage as the office tree), with
 * every active assignment type of theirs (for their role).
 */
const TEAM_SQL = `
WITH mine AS (${DASHBOARD_OFFICES_SQL.replace(/ORDER BY[^]*$/, '')}),
team AS (
  SELECT DISTINCT a.employee_id
  FROM mine q
  JOIN offices h ON h.market_id = q."marketId"
  JOIN market_assignments a ON a.office_id = h.id AND a.inactive_dt IS NULL
  JOIN assignment_types t ON t.id = a.assignment_type_id
  WHERE a.assignment_type_id = ANY($2::int[])
    AND (h.id = q."officeId" OR (t.level = 1 AND h.community_id = q."communityId" AND h.name LIKE '%.000') OR t.level = 0)
)
SELECT e.id AS "employeeId", e.first_name || ' ' || e.last_name AS "fullName",
       COALESCE((SELECT array_agg(DISTINCT a.assignment_type_id) FROM market_assignments a
                 WHERE a.employee_id = e.id AND a.inactive_dt IS NULL), '{}') AS types
FROM employees e
WHERE NOT e.archived AND (e.id = $1::int OR e.id IN (SELECT employee_id FROM team))
ORDER BY (e.id = $1::int) IS TRUE DESC, e.last_name, e.first_name, e.id`;

export function dashboardRoutes(db: Db): Binding[] {
  return [
    implement(routes.oneListDashboardType, async ({ query }) => {
      const { rows } = await db.query<{ id: number }>(ASSIGNMENT_TYPES_SQL, [query.employeeId ?? null]);
      const assignmentTypeIds = rows.map((r) => r.id);
      return { dashboardType: dashboardRoleOf(assignmentTypeIds), assignmentTypeIds };
    }),

    implement(routes.oneListOffices, async ({ query }) => {
      const { rows } = await db.query(DASHBOARD_OFFICES_SQL, [query.employeeId ?? null]);
      return rows;
    }),

    implement(routes.oneListTeamMembers, async ({ query }) => {
      const { rows } = await db.query<{ employeeId: number; fullName: string; types: number[] }>(TEAM_SQL, [
        query.employeeId ?? null,
        TEAM_MEMBER_ASSIGNMENT_TYPES,
      ]);
      return rows.map((r) => ({ employeeId: r.employeeId, fullName: r.fullName, dashboardType: dashboardRoleOf(r.types) }));
    }),
  ];
}
