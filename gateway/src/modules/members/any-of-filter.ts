/**
 * Member table fields that stand for several properties at once: one value matched against
 * any of them (an OData `or` of `contains`), built with odata-query so the value only ever
 * becomes an escaped string literal.
 *   PHONE — advanced member search: home, work or mobile phone.
 *   NAME_OR_AANEEL_ID — the members page's search box: full name or Aaneel id.
 */
import odataQuery from 'odata-query';
import { badUserInput } from '../../errors.ts';
import type { TableFilter } from '../../upstream/odata-table.ts';

// Same interop as upstream/odata-table.ts: under ESM the default import is the function itself.
type BuildQuery = typeof odataQuery.default;
const buildQuery: BuildQuery = typeof odataQuery === 'function' ? odataQuery : odataQuery.default;

export const ANY_OF_FIELDS = {
  PHONE: ['homePhone', 'workPhone', 'mobilePhone'],
  NAME_OR_AANEEL_ID: ['fullName', 'aaneelId'],
} as const;
export type AnyOfField = keyof typeof ANY_OF_FIELDS;

export const isAnyOfField = (field: string): field is AnyOfField => Object.hasOwn(ANY_OF_FIELDS, field);

const MAX_TEXT = 200;

/** `(contains(a,'…') or contains(b,'…') …)`, URL-encoded; null for an empty box. */
export function anyOfFilterClause(filter: TableFilter & { field: AnyOfField }): string | null {
  if (filter.matchMode !== 'CONTAINS') throw badUserInput('Unsupported match mode');
  const value = filter.value;
  if (value == null || value === '') return null;
  if (value.length > MAX_TEXT) throw badUserInput(`${filter.field} filter is longer than ${MAX_TEXT} characters`);
  const query = buildQuery({ filter: { or: ANY_OF_FIELDS[filter.field].map((property) => ({ [property]: { contains: value } })) } });
  return query.replace(/^\?\$filter=/, '').replace(/ /g, '%20');
}
