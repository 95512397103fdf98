import { routes } from '@luminate/schema/rest';
import type { Db } from '../db/index.ts';
import { implement, type Binding } from './http.ts';

export function referenceRoutes(db: Db): Binding[] {
  const all = (sql: string) => async () => (await db.query(sql)).rows;
  return [
    implement(routes.listPayers, all('SELECT id, name FROM payers ORDER BY name')),
    implement(routes.listCohorts, all('SELECT id, name FROM cohorts ORDER BY name')),
    implement(routes.listTermReasons, all('SELECT id, name FROM term_reasons ORDER BY id')),
    implement(routes.listCounties, all('SELECT id, county, state_abbrev AS "stateAbbrev" FROM counties ORDER BY state_abbrev, county')),
  ];
}
