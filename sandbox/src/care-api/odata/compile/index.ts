/**
 * OData v4 $filter / $orderby / $select / $expand → parameterised SQL over an EntityDef.
 *
 * Parsing uses @steedos/odata-v4-parser, a maintained fork of the ABNF-based odata-v4-parser.
 * Of the parsers tried it is the one that handles everything the gateway's query builder
 * (odata-query) emits: `in (…)` lists, contains/startswith/endswith, not, and/or with
 * parentheses, bare Edm.Date and Edm.DateTimeOffset literals. (@odata/parser lacks `in`;
 * @balena/odata-parser rejects bare date literals.)
 *
 * Values never reach the SQL text: every literal becomes a $n parameter, properties come from
 * the entity's whitelist (an unknown one is a 400), and string functions match
 * case-insensitively with LIKE wildcards escaped.
 */
import * as parser from '@steedos/odata-v4-parser';
import { badRequest } from '../../http.ts';
import type { EntityDef } from '../entity.ts';
import { FilterCompiler } from './filter.ts';
import { encodeStringLiterals } from './literals.ts';
import type { SqlParams } from './params.ts';
import { child, children, isToken, parseError, part, type Token } from './tokens.ts';

export { SqlParams } from './params.ts';

export function compileFilter(entity: EntityDef, text: string, params: SqlParams): string {
  let ast: Token;
  try {
    ast = parser.filter(encodeStringLiterals(text));
  } catch (error) {
    parseError('$filter', error);
  }
  return new FilterCompiler(entity, params).boolean(ast);
}

export interface OrderItem {
  sql: string;
  descending: boolean;
}

export function compileOrderBy(entity: EntityDef, text: string, params: SqlParams): OrderItem[] {
  let ast: Token;
  try {
    ast = parser.query(`$orderby=${encodeStringLiterals(text)}`);
  } catch (error) {
    parseError('$orderby', error);
  }
  const options = part(ast, 'options');
  const option = Array.isArray(options) && isToken(options[0]) ? options[0] : undefined;
  if (!option || option.type !== 'OrderBy') throw badRequest('Invalid $orderby');
  const compiler = new FilterCompiler(entity, params);
  return children(option, 'items').map((item) => {
    const operand = compiler.operand(child(item, 'expr'));
    if (operand.kind !== 'value') throw badRequest('$orderby needs a property');
    return { sql: operand.sql, descending: part(item, 'direction') === -1 };
  });
}

/** Comma-separated names, each checked against `known`. */
export function compileNameList(text: string, known: Record<string, unknown>, what: string): string[] {
  const names = text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  for (const name of names) {
    if (!/^\w+$/.test(name)) throw badRequest(`Unsupported ${what}: ${name}`);
    if (!Object.hasOwn(known, name)) throw badRequest(`Unknown ${what === 'expand' ? 'navigation property' : 'property'} ${name}`);
  }
  return [...new Set(names)];
}

/** Navigation-path properties (`member/officeId`) filter and sort; they are not columns of the answer. */
export const isPathProperty = (name: string) => name.includes('/');
