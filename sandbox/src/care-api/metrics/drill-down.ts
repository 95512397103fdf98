/**
 * The drill-down rows of a metric (/odata/Onelist{Source}/$query): the source's rows that meet
 * the metric's predicate and the OData query. Member rows are picked from the lean rows first
 * (unless the filter or the order reads a field only the full rows hold); only the page's
 * members then get their full rows.
 */
import { routes } from '@luminate/schema/rest';
import { METRICS_BY_ID, rolesOf } from '@luminate/schema/rules';
import type { Db } from '../../db/index.ts';
import { costCut } from '../top-cost.ts';
import { badRequest, implement, type Binding } from '../http.ts';
import { compileFilter, compileNameList, compileOrderBy, SqlParams } from '../odata/compile/index.ts';
import { outputExpression } from '../odata/entity.ts';
import { ENTITIES, LIST_OUTPUTS } from './entities.ts';
import { PREDICATES } from './predicates.ts';
import { FULL_ONLY, SOURCE_BY_TABLE, withSources, type PanelScope } from './sources.ts';

export function drillDownRoute(db: Db): Binding {
  return implement(routes.oneListQuery, async ({ params, body }) => {
    const source = params.source;
    const entity = ENTITIES[source];
    let predicate = 'true';
    if (body.metricId !== undefined) {
      const metric = METRICS_BY_ID.get(body.metricId);
      if (!metric) throw badRequest(`Unknown metric ${body.metricId}`);
      if (SOURCE_BY_TABLE[metric.table] !== source)
        throw badRequest(`Metric ${body.metricId} reads Onelist${SOURCE_BY_TABLE[metric.table]}`);
      predicate = PREDICATES[metric.id];
    }
    const sqlParams = new SqlParams();
    sqlParams.add(body.officeNames);
    sqlParams.add(rolesOf(body.role));
    // The member rows read the top-cost cut as $3.
    const cut = source === 'Members' ? await costCut(db) : null;
    if (source === 'Members') sqlParams.add(cut);
    const where = body.$filter ? compileFilter(entity, body.$filter, sqlParams) : 'true';
    const filterParams = [...sqlParams.values];
    const lists = LIST_OUTPUTS[source] ?? {};
    const known = { ...entity.properties, ...lists };
    const selected = body.$select ? compileNameList(body.$select, known, 'select') : Object.keys(known);
    const columns = selected.map((name) =>
      name in lists ? `${lists[name]} AS "${name}"` : `${outputExpression(entity.properties[name])} AS "${name}"`,
    );
    const order = body.$orderby ? compileOrderBy(entity, body.$orderby, sqlParams) : [];
    const orderSql = [...order.map((o) => `${o.sql} ${o.descending ? 'DESC' : 'ASC'} NULLS LAST`), 'r.id ASC'].join(', ');
    const limit = sqlParams.add(body.$top ?? 5000, 'int');
    const offset = sqlParams.add(body.$skip ?? 0, 'int');
    const conditions = `(${predicate}) AND ${where}`;
    // Member rows: the page's members are picked from the lean rows (unless the filter or the
    // order reads a field only the full rows hold), then only they get their full rows.
    const full = source !== 'Members' || FULL_ONLY.test(`${body.$filter ?? ''} ${body.$orderby ?? ''}`);
    const scope: PanelScope = {};
    const pick = (select: string) => `${withSources([source], full, scope)}
     SELECT ${select} FROM ${entity.from}
     WHERE ${conditions}
     ORDER BY ${orderSql}
     LIMIT ${limit} OFFSET ${offset}`;
    const page = async (): Promise<Record<string, unknown>[]> => {
      if (full) return (await db.query<Record<string, unknown>>(pick(columns.join(', ')), sqlParams.values)).rows;
      const { rows: picked } = await db.query<{ id: number }>(pick('r.id'), sqlParams.values);
      if (picked.length === 0) return [];
      const ids = picked.map((r) => r.id);
      const { rows } = await db.query<Record<string, unknown>>(
        `${withSources([source], true, { restrict: 'AND m.id = ANY($4::int[])' })}
       SELECT ${columns.join(', ')}, r.id AS "_rowId" FROM ${entity.from}`,
        [body.officeNames, rolesOf(body.role), cut, ids],
      );
      const byId = new Map(rows.map(({ _rowId, ...row }) => [_rowId as number, row]));
      return ids.map((id) => byId.get(id)!);
    };
    const count = body.$count
      ? db.query<{ n: number }>(
          `${withSources([source], full, scope)} SELECT count(*)::int AS n FROM ${entity.from} WHERE ${conditions}`,
          filterParams,
        )
      : undefined;
    const [rows, total] = await Promise.all([page(), count]);
    return total ? { '@odata.count': total.rows[0].n, value: rows } : { value: rows };
  });
}
