import { routes } from '@luminate/schema/rest';
import type { Db } from '../db/index.ts';
import { implement, type Binding } from './http.ts';

export function referenceRoutes(db: Db): Binding[] {
  const all = (sql: string) => async () => (await db.query(sql)).rows;
  return [
    implement(routes.listPayers, all('SELECT id, name FROM payers ORDER BY name')),
    // Member and pending counts of every cohort in one statement.
    implement(
      routes.listCohorts,
      all(
        `SELECT c.id, c.name, c.created_dt AS "createdDt",
                (SELECT count(*)::int FROM members m WHERE m.cohort_id = c.id) AS "memberCount",
                (SELECT count(*)::int FROM cohort_pending_members p WHERE p.cohort_id = c.id AND p.activated_dt IS NULL) AS "pendingMemberCount"
           FROM cohorts c ORDER BY c.name`,
      ),
    ),
    implement(routes.listTermReasons, all('SELECT id, name FROM term_reasons ORDER BY id')),
    implement(routes.listCounties, all('SELECT id, county, state_abbrev AS "stateAbbrev" FROM counties ORDER BY state_abbrev, county')),
  ];
}
