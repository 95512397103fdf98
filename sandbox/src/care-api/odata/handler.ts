import type { Db } from '../../db/index.ts';
import { compileFilter, compileNameList, compileOrderBy, isPathProperty, SqlParams } from './compile/index.ts';
import { outputExpression, type EntityDef } from './entity.ts';

/** The largest page an OData request may ask for (the contract caps $top at the same number). */
export const ODATA_MAX_TOP = 5000;

export interface OdataQuery {
  $filter?: string;
  $orderby?: string;
  $skip?: number;
  $top?: number;
  $count?: boolean;
  $select?: string;
  $expand?: string;
}

export interface OdataAnswer {
  value: Record<string, unknown>[];
  '@odata.count'?: number;
}

/** Runs one OData collection request against an entity: a page query and, with $count=true, a count query. */
export async function queryEntitySet(db: Db, entity: EntityDef, q: OdataQuery): Promise<OdataAnswer> {
  const params = new SqlParams();
  const where = q.$filter ? compileFilter(entity, q.$filter, params) : 'true';
  const filterParams = [...params.values];

  const selected = q.$select
    ? compileNameList(q.$select, entity.properties, 'select')
    : Object.keys(entity.properties).filter((name) => !isPathProperty(name));
  const expanded = q.$expand ? compileNameList(q.$expand, entity.expands, 'expand') : [];
  const columns = [
    ...selected.map((name) => `${outputExpression(entity.properties[name])} AS "${name}"`),
    ...expanded.map((name) => `${entity.expands[name].json} AS "${name}"`),
  ];
  const joins = expanded.map((name) => entity.expands[name].join).join('\n');

  const order = q.$orderby ? compileOrderBy(entity, q.$orderby, params) : [];
  const keyColumn = entity.properties[entity.key].column;
  const orderSql = [...order.map((o) => `${o.sql} ${o.descending ? 'DESC' : 'ASC'}`), `${keyColumn} ASC`].join(', ');
  const limit = params.add(Math.min(q.$top ?? ODATA_MAX_TOP, ODATA_MAX_TOP), 'int');
  const offset = params.add(q.$skip ?? 0, 'int');

  const page = db.query<Record<string, unknown>>(
    `SELECT ${columns.join(', ') || 'NULL AS "_"'} FROM ${entity.from}
     ${joins}
     WHERE ${where}
     ORDER BY ${orderSql}
     LIMIT ${limit} OFFSET ${offset}`,
    params.values,
  );
  const count = q.$count
    ? db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${entity.from} WHERE ${where}`, filterParams)
    : undefined;
  const [rows, total] = await Promise.all([page, count]);
  const value = columns.length > 0 ? rows.rows : rows.rows.map(() => ({}));
  return total ? { '@odata.count': total.rows[0].n, value } : { value };
}
