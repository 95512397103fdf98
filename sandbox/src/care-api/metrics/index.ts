/**
 * The panel metrics (One List): every metric is one SQL predicate over the rows of its source
 * (members, admits, visits or tasks of the chosen offices), and both the counts (Measures) and the
 * drill-down rows (/odata/Onelist{Source}/$query) are built from the same source CTEs and the same
 * predicate, so a card's count always equals its drill-down's total.
 *
 * The panel of a set of offices: its members who are eligible, living and not termed. A member
 * row carries what the metrics read, computed at query time from the records (visits, hospital
 * census, PHQ-9 screenings, quality gaps, paid claims, pending transfers, communications).
 */
import type { Db } from '../../db/index.ts';
import type { Binding } from '../http.ts';
import { dashboardRoutes } from './dashboard.ts';
import { drillDownRoute } from './drill-down.ts';
import { measureRoutes } from './measures.ts';

export function metricsRoutes(db: Db): Binding[] {
  return [...dashboardRoutes(db), ...measureRoutes(db), drillDownRoute(db)];
}
