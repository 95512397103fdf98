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
import { badRequest } from '../http.ts';
import type { EntityDef, PropertyType } from './entity.ts';

/** The parser's token: { type, value, raw }; `value` is a nested token, an object or a literal's Edm type. */
interface Token {
  type: string;
  value: any;
  raw: string;
}

export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return `$${this.values.length}${cast ? `::${cast}` : ''}`;
  }
}

interface Literal {
  kind: 'literal';
  edm: string;
  value: string | number | boolean | null;
}

interface Operand {
  kind: 'value';
  sql: string;
  type: PropertyType;
}

const COMPARISONS: Record<string, string> = {
  EqualsExpression: '=',
  NotEqualsExpression: '<>',
  LesserThanExpression: '<',
  LesserOrEqualsExpression: '<=',
  GreaterThanExpression: '>',
  GreaterOrEqualsExpression: '>=',
};

const SQL_CAST: Record<PropertyType, string> = {
  int: 'int',
  number: 'float8',
  string: 'text',
  boolean: 'boolean',
  date: 'date',
  datetime: 'timestamptz',
};

const NUMERIC_EDM = new Set(['Edm.SByte', 'Edm.Byte', 'Edm.Int16', 'Edm.Int32', 'Edm.Int64', 'Edm.Decimal', 'Edm.Double', 'Edm.Single']);

/** The parser's messages end with "; source is <input>"; the caller already has the input. */
function parseError(option: string, error: unknown): never {
  const message = error instanceof Error ? error.message.split(';')[0] : 'syntax error';
  throw badRequest(`Invalid ${option}: ${message.toLowerCase()}`);
}

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
  const option = (ast.value.options as Token[])[0];
  if (!option || option.type !== 'OrderBy') throw badRequest('Invalid $orderby');
  const compiler = new FilterCompiler(entity, params);
  return (option.value.items as Token[]).map((item) => {
    const operand = compiler.operand(item.value.expr);
    if (operand.kind !== 'value') throw badRequest('$orderby needs a property');
    return { sql: operand.sql, descending: item.value.direction === -1 };
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

class FilterCompiler {
  constructor(
    private readonly entity: EntityDef,
    private readonly params: SqlParams,
  ) {}

  /** A boolean expression. */
  boolean(node: Token): string {
    switch (node.type) {
      case 'CommonExpression':
        return this.boolean(node.value);
      case 'BoolParenExpression':
      case 'ParenExpression':
        return `(${this.boolean(node.value)})`;
      case 'AndExpression':
        return `(${this.boolean(node.value.left)} AND ${this.boolean(node.value.right)})`;
      case 'OrExpression':
        return `(${this.boolean(node.value.left)} OR ${this.boolean(node.value.right)})`;
      case 'NotExpression':
        // OData logic is two-valued: a comparison with a null property is false, so its negation is true.
        return `(NOT COALESCE(${this.boolean(node.value)}, false))`;
      case 'InExpression':
      case 'NotInExpression': {
        const regrouped = regroupIn(node);
        return regrouped ? this.boolean(regrouped) : this.inList(node);
      }
      case 'MethodCallExpression':
        return this.stringMatch(node);
      default: {
        const op = COMPARISONS[node.type];
        if (op) return this.comparison(node, op);
        throw badRequest(`Unsupported $filter expression: ${node.raw}`);
      }
    }
  }

  operand(node: Token): Operand | Literal {
    switch (node.type) {
      case 'CommonExpression':
      case 'ParenExpression':
        return this.operand(node.value);
      case 'Literal':
        return literal(node);
      case 'FirstMemberExpression':
      case 'MemberExpression':
      case 'PropertyPathExpression': {
        const name = propertyName(node);
        const property = this.entity.properties[name];
        if (!property) throw badRequest(`Unknown property ${name}`);
        return { kind: 'value', sql: property.column, type: property.type };
      }
      case 'MethodCallExpression':
        return this.valueMethod(node);
      default:
        throw badRequest(`Unsupported $filter expression: ${node.raw}`);
    }
  }

  private value(node: Token, what: string): Operand {
    const operand = this.operand(node);
    if (operand.kind !== 'value') throw badRequest(`${what} needs a property, not a literal`);
    return operand;
  }

  private comparison(node: Token, op: string): string {
    let left = this.operand(node.value.left);
    let right = this.operand(node.value.right);
    let sqlOp = op;
    if (left.kind === 'literal') {
      // 5 lt id ≡ id gt 5
      [left, right] = [right, left];
      sqlOp = { '<': '>', '<=': '>=', '>': '<', '>=': '<=' }[op] ?? op;
    }
    if (left.kind !== 'value') throw badRequest(`A comparison needs a property: ${node.raw}`);
    if (right.kind === 'value') {
      if (right.type !== left.type) throw badRequest(`Cannot compare ${left.type} with ${right.type}`);
      return `(${left.sql} ${sqlOp} ${right.sql})`;
    }
    if (right.value === null) {
      if (sqlOp === '=') return `(${left.sql} IS NULL)`;
      if (sqlOp === '<>') return `(${left.sql} IS NOT NULL)`;
      throw badRequest('null can only be compared with eq or ne');
    }
    const param = this.params.add(coerce(right, left.type), SQL_CAST[left.type]);
    // ne keeps rows whose property is null, as OData's null semantics say.
    if (sqlOp === '<>') return `(${left.sql} IS DISTINCT FROM ${param})`;
    return `(${left.sql} ${sqlOp} ${param})`;
  }

  private inList(node: Token): string {
    const left = this.value(node.value.left, 'in');
    let list = node.value.right as Token;
    if (list.type === 'CommonExpression') list = list.value;
    if (list.type !== 'Literal' || list.value !== 'Edm.Array') throw badRequest(`Unsupported in list: ${list.raw}`);
    const items = splitList(list.raw).map((raw) => {
      let token: Token;
      try {
        token = parser.literal(raw);
      } catch (error) {
        parseError('$filter', error);
      }
      const item = literal(token);
      if (item.value === null) throw badRequest('An in list cannot contain null');
      return coerce(item, left.type);
    });
    const param = this.params.add(items, `${SQL_CAST[left.type]}[]`);
    return node.type === 'InExpression' ? `(${left.sql} = ANY(${param}))` : `(${left.sql} IS NULL OR ${left.sql} <> ALL(${param}))`;
  }

  /** contains / startswith / endswith: case-insensitive, wildcards in the value are literal. */
  private stringMatch(node: Token): string {
    const method = String(node.value.method).toLowerCase();
    const args = node.value.parameters as Token[];
    const shape = { contains: (s: string) => `%${s}%`, startswith: (s: string) => `${s}%`, endswith: (s: string) => `%${s}` }[method];
    if (!shape) throw badRequest(`Unsupported function in $filter: ${method}`);
    if (args.length !== 2) throw badRequest(`${method} takes a property and a string`);
    const target = this.value(args[0], method);
    const needle = this.operand(args[1]);
    if (target.type !== 'string' || needle.kind !== 'literal' || typeof needle.value !== 'string') {
      throw badRequest(`${method} takes a string property and a string literal`);
    }
    const pattern = shape(escapeLike(needle.value.toLowerCase()));
    return `(lower(${target.sql}) LIKE ${this.params.add(pattern, 'text')})`;
  }

  /** Functions that produce a value: tolower, toupper, trim, length, year, month, day. */
  private valueMethod(node: Token): Operand {
    const method = String(node.value.method).toLowerCase();
    const args = node.value.parameters as Token[];
    if (args.length !== 1) throw badRequest(`Unsupported function in $filter: ${method}`);
    const arg = this.value(args[0], method);
    const need = (...types: PropertyType[]) => {
      if (!types.includes(arg.type)) throw badRequest(`${method} does not apply to a ${arg.type} property`);
    };
    switch (method) {
      case 'tolower':
        need('string');
        return { kind: 'value', sql: `lower(${arg.sql})`, type: 'string' };
      case 'toupper':
        need('string');
        return { kind: 'value', sql: `upper(${arg.sql})`, type: 'string' };
      case 'trim':
        need('string');
        return { kind: 'value', sql: `btrim(${arg.sql})`, type: 'string' };
      case 'length':
        need('string');
        return { kind: 'value', sql: `length(${arg.sql})`, type: 'int' };
      case 'year':
      case 'month':
      case 'day':
        need('date', 'datetime');
        return { kind: 'value', sql: `extract(${method} from ${arg.sql})::int`, type: 'int' };
      default:
        throw badRequest(`Unsupported function in $filter: ${method}`);
    }
  }
}

/**
 * The parser reads the right side of `x in (…)` as a whole boolean expression, so
 * `x in (1,2) and y eq 3` arrives as In(x, ⟨(1,2) and y eq 3⟩) with the type of that outer
 * and/or dropped. This rebuilds the intended tree: the same expression with its leftmost
 * operand, the list, replaced by `x in (list)` (in binds tighter than and/or). The dropped
 * operator is read back from the source text between the two operands.
 * Returns null when the node is already a plain `x in (list)`.
 */
function regroupIn(node: Token): Token | null {
  const right = node.value.right;
  if (right?.type) return null;
  const left = node.value.left as Token;
  const lostLeft = right?.left as Token | undefined;
  const lostRight = right?.right as Token | undefined;
  if (!lostLeft?.raw || !lostRight) throw badRequest(`Unsupported $filter expression: ${node.raw}`);
  const rightRaw = node.raw.slice(left.raw.length).replace(/^\s+(not)?in\s+/i, '');
  const operator = rightRaw.startsWith(lostLeft.raw) ? /^\s+(and|or)\s+/i.exec(rightRaw.slice(lostLeft.raw.length)) : null;
  if (!operator) throw badRequest(`Unsupported $filter expression: ${node.raw}`);
  const withIn = (n: Token): Token =>
    n.type === 'AndExpression' || n.type === 'OrExpression'
      ? { ...n, value: { ...n.value, left: withIn(n.value.left) } }
      : { type: node.type, raw: `${left.raw} in ${n.raw}`, value: { left, right: n } };
  return {
    type: operator[1].toLowerCase() === 'and' ? 'AndExpression' : 'OrExpression',
    raw: rightRaw,
    value: { left: withIn(lostLeft), right: lostRight },
  };
}

/**
 * A property's name, or a navigation path such as `member/officeId`. A path is looked up as is in
 * the entity's whitelist, where an entity declares the paths it supports (over a join in its FROM).
 */
function propertyName(node: Token): string {
  let current: any = node;
  while (current && typeof current === 'object') {
    if (current.type === 'ODataIdentifier') return current.value.name as string;
    if (current.type === 'PropertyPathExpression' && current.value?.current) {
      const path = String(current.raw).replace(/\s+/g, '');
      if (!NAVIGATION_PATH.test(path)) throw badRequest(`Unsupported $filter expression: ${node.raw}`);
      return path;
    }
    current = current.value;
  }
  throw badRequest(`Unsupported $filter expression: ${node.raw}`);
}

const NAVIGATION_PATH = /^[A-Za-z_]\w*(\/[A-Za-z_]\w*)+$/;

/** Navigation-path properties (`member/officeId`) filter and sort; they are not columns of the answer. */
export const isPathProperty = (name: string) => name.includes('/');

function literal(node: Token): Literal {
  const edm = String(node.value);
  const raw = node.raw;
  if (edm === 'null') return { kind: 'literal', edm, value: null };
  if (edm === 'Edm.String') return { kind: 'literal', edm, value: decodeURIComponent(raw.slice(1, -1).replace(/''/g, "'")) };
  if (edm === 'Edm.Boolean') return { kind: 'literal', edm, value: raw.toLowerCase() === 'true' };
  if (NUMERIC_EDM.has(edm)) return { kind: 'literal', edm, value: Number(raw) };
  return { kind: 'literal', edm, value: raw };
}

/** The literal as a parameter of the property's type, or a 400 naming the mismatch. */
function coerce(lit: Literal, type: PropertyType): unknown {
  const mismatch = () => badRequest(`Expected a ${type} value, got ${lit.edm === 'Edm.String' ? 'a string' : lit.edm}`);
  switch (type) {
    case 'int':
      if (typeof lit.value !== 'number' || !Number.isSafeInteger(lit.value)) throw mismatch();
      if (Math.abs(lit.value) > 2_147_483_647) throw badRequest('Integer out of range');
      return lit.value;
    case 'number':
      if (typeof lit.value !== 'number') throw mismatch();
      return lit.value;
    case 'string':
      if (typeof lit.value !== 'string' || lit.edm !== 'Edm.String') throw mismatch();
      return lit.value;
    case 'boolean':
      if (typeof lit.value !== 'boolean') throw mismatch();
      return lit.value;
    case 'date':
    case 'datetime':
      // Dates compare as dates: a date-time literal against a date property keeps its date part.
      if (lit.edm !== 'Edm.Date' && lit.edm !== 'Edm.DateTimeOffset') throw mismatch();
      return lit.value;
  }
}

/** `('a','b''c', 3)` → [`'a'`, `'b''c'`, `3`]; commas inside quotes do not split. */
function splitList(raw: string): string[] {
  const inner = raw.trim().replace(/^\(/, '').replace(/\)$/, '');
  const items: string[] = [];
  let current = '';
  let quoted = false;
  for (const ch of inner) {
    if (ch === "'") quoted = !quoted;
    if (ch === ',' && !quoted) {
      items.push(current.trim());
      current = '';
    } else {
      current += ch;
    }
  }
  if (current.trim() !== '' || items.length > 0) items.push(current.trim());
  if (items.length === 0 || items.some((i) => i === '')) throw badRequest('Invalid in list');
  return items;
}

/**
 * The parser reads the URL form of an expression, where a string literal may hold only URL-safe
 * characters. The query string arrives decoded, so the characters inside quotes are encoded
 * again (quotes themselves stay, doubled as OData escapes them) and literal() decodes them.
 */
export function encodeStringLiterals(text: string): string {
  let out = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "'") {
      if (quoted && text[i + 1] === "'") {
        out += "''";
        i++;
        continue;
      }
      quoted = !quoted;
      out += ch;
    } else if (quoted && !/[A-Za-z0-9\-._~]/.test(ch)) {
      out += encodeURIComponent(ch);
    } else {
      out += ch;
    }
  }
  return out;
}

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
