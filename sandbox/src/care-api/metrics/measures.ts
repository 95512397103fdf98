/**
 * The panel's counts (Measures): every metric of a role plus the panel size, quality gaps and
 * acuity in one statement over the lean source rows, and one member's row with the metrics it
 * meets.
 */
import { routes, type OneListSource } from '@luminate/schema/rest';
import { ACUITY_LEVELS, METRICS, METRICS_BY_ID, metricsForRole, rolesOf } from '@luminate/schema/rules';
import type { Db } from '../../db/index.ts';
import { costCut } from '../top-cost.ts';
import { implement, notFound, type Binding } from '../http.ts';
import { outputExpression } from '../odata/entity.ts';
import { ENTITIES, LIST_OUTPUTS } from './entities.ts';
import { PREDICATES } from './predicates.ts';
import { SOURCE_BY_TABLE, SOURCE_TABLE, withSources, type PanelScope } from './sources.ts';

const MEASURE_SOURCES: OneListSource[] = ['Members', 'Admits', 'Visits', 'Tasks'];

const KNOWN_LEVELS = ACUITY_LEVELS.map((a) => `'${a.level}'`).join(', ');
const acuityLevel = `CASE WHEN r.stratification IN (${KNOWN_LEVELS}) THEN r.stratification ELSE 'Unknown' END`;
/** Keys of the panel figures among the member counts (no metric id looks like them). */
const PANEL_KEY = '_actionablePanel';
const GAPS_KEY = '_openGaps';
const ACUITY_KEY = '_acuity:';

/**
 * Counts of every metric of a role, plus the panel, quality gaps and acuity: one statement, one
 * pass over each source's rows.
 */
function measuresSql(metricIds: string[], scope: PanelScope): string {
  const bySource = new Map<OneListSource, string[]>();
  for (const id of metricIds) {
    const source = SOURCE_BY_TABLE[METRICS_BY_ID.get(id)!.table];
    bySource.set(source, [...(bySource.get(source) ?? []), id]);
  }
  const counts = MEASURE_SOURCES.map((source) => {
    const ids = bySource.get(source) ?? [];
    const pairs = ids.map((id) => `'${id}', count(*) FILTER (WHERE ${PREDICATES[id]})`);
    if (source === 'Members') {
      const actionable = PREDICATES.actionablePanel;
      pairs.push(`'${PANEL_KEY}', count(*) FILTER (WHERE ${actionable})`);
      pairs.push(`'${GAPS_KEY}', COALESCE(sum(r.open_gaps) FILTER (WHERE ${actionable}), 0)`);
      for (const { level } of ACUITY_LEVELS) {
        pairs.push(`'${ACUITY_KEY}${level}', count(*) FILTER (WHERE ${actionable} AND ${acuityLevel} = '${level}')`);
      }
    }
    if (pairs.length === 0) return `'{}'::json AS "${source}"`;
    return `(SELECT json_build_object(${pairs.join(', ')}) FROM ${SOURCE_TABLE[source]} r) AS "${source}"`;
  });
  return `${withSources(MEASURE_SOURCES, false, scope)}
SELECT ${counts.join(',\n  ')}, (SELECT count(*)::int FROM panel) AS "eligibleMembers"`;
}

export function measureRoutes(db: Db): Binding[] {
  return [
    implement(routes.oneListMeasures, async ({ body }) => {
      const metrics = metricsForRole(body.role).map((m) => m.id);
      const { rows } = await db.query<Record<OneListSource, Record<string, number>> & { eligibleMembers: number }>(
        measuresSql(metrics, {}),
        [body.officeNames, rolesOf(body.role), await costCut(db)],
      );
      const row = rows[0];
      const counts: Record<string, number> = {};
      for (const id of metrics) counts[id] = Number(row[SOURCE_BY_TABLE[METRICS_BY_ID.get(id)!.table]][id] ?? 0);
      const members = row.Members;
      return {
        counts,
        actionablePanelSize: Number(members[PANEL_KEY] ?? 0),
        eligibleMembers: row.eligibleMembers,
        hedisGapCount: Number(members[GAPS_KEY] ?? 0),
        acuity: ACUITY_LEVELS.map(({ level }) => ({ level, count: Number(members[`${ACUITY_KEY}${level}`] ?? 0) })),
      };
    }),

    implement(routes.oneListSingleMemberMeasures, async ({ params }) => {
      const { rows: office } = await db.query<{ name: string }>(
        `SELECT o.name FROM members m JOIN offices o ON o.id = m.office_id WHERE m.id = $1`,
        [params.id],
      );
      if (office.length === 0) throw notFound('Member not found in any panel');
      const entity = ENTITIES.Members;
      const columns = [
        ...Object.entries(entity.properties).map(([name, property]) => `${outputExpression(property)} AS "${name}"`),
        ...Object.entries(LIST_OUTPUTS.Members ?? {}).map(([name, sql]) => `${sql} AS "${name}"`),
      ];
      const memberMetrics = METRICS.filter((m) => m.table === 'MEMBERS');
      const met = `array_remove(ARRAY[${memberMetrics.map((m) => `CASE WHEN ${PREDICATES[m.id]} THEN '${m.id}' END`).join(', ')}], NULL)`;
      const { rows } = await db.query<Record<string, unknown>>(
        `${withSources(['Members'], true, { restrict: 'AND m.id = $4::int' })}
         SELECT ${columns.join(', ')}, ${met} AS "metricIds" FROM ${entity.from}`,
        [[office[0].name], rolesOf('ALL'), await costCut(db), params.id],
      );
      if (rows.length === 0) throw notFound('Member not found in any panel');
      return rows[0];
    }),
  ];
}
