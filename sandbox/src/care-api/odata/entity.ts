/**
 * How an OData entity set maps onto SQL. Declaring one (a table alias, a whitelist of scalar
 * properties with their column and type, and the navigation properties with their join) is all a
 * new entity set needs; the compiler and handler are generic.
 */
export type PropertyType = 'int' | 'number' | 'string' | 'boolean' | 'date' | 'datetime';

export interface PropertyDef {
  /** SQL expression over the entity alias, e.g. `e.last_name` (never user text). */
  column: string;
  type: PropertyType;
}

export interface ExpandDef {
  /** Join clause that brings the related row in, e.g. `LEFT JOIN offices x_office ON …`. */
  join: string;
  /** JSON expression of the related row (null when there is none). */
  json: string;
}

export interface EntityDef {
  /** Entity set name as in the URL, e.g. MembersOdata. */
  name: string;
  /**
   * FROM item with the alias the column expressions use, e.g. `members e`. It may carry inner
   * joins that navigation-path properties (`'member/officeId': { column: 'm.office_id' }`) read;
   * the count query uses the same FROM, so such joins must not change the row count.
   */
  from: string;
  /** Property used as the last sort key so pages are stable. */
  key: string;
  properties: Record<string, PropertyDef>;
  expands: Record<string, ExpandDef>;
}

export const defineEntity = <E extends EntityDef>(entity: E): E => entity;

/** How a property is written in the answer: dates and timestamps as the API's ISO strings. */
export function outputExpression(p: PropertyDef): string {
  if (p.type === 'date') return `to_char(${p.column}, 'YYYY-MM-DD')`;
  if (p.type === 'datetime') return `iso_utc(${p.column})`;
  return p.column;
}

/** A related row as `{ id, name }`, or null when the foreign key is empty. */
export const namedJson = (alias: string, id = 'id', name = 'name') =>
  `CASE WHEN ${alias}.${id} IS NULL THEN NULL ELSE json_build_object('id', ${alias}.${id}, 'name', ${alias}.${name}) END`;
