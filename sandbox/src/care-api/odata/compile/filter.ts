/**
 * $filter expressions (and $orderby's operands) → SQL over an EntityDef. Properties come from the
 * entity's whitelist (an unknown one is a 400), every literal becomes a $n parameter, and string
 * functions match case-insensitively with LIKE wildcards escaped.
 */
import * as parser from '@steedos/odata-v4-parser';
import { badRequest } from '../../http.ts';
import type { EntityDef, PropertyType } from '../entity.ts';
import { coerce, escapeLike, literal, splitList, type Literal } from './literals.ts';
import { SQL_CAST, type SqlParams } from './params.ts';
import { child, children, inner, isRecord, isToken, parseError, part, type Token } from './tokens.ts';

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

export class FilterCompiler {
  constructor(
    private readonly entity: EntityDef,
    private readonly params: SqlParams,
  ) {}

  /** A boolean expression. */
  boolean(node: Token): string {
    switch (node.type) {
      case 'CommonExpression':
        return this.boolean(inner(node));
      case 'BoolParenExpression':
      case 'ParenExpression':
        return `(${this.boolean(inner(node))})`;
      case 'AndExpression':
        return `(${this.boolean(child(node, 'left'))} AND ${this.boolean(child(node, 'right'))})`;
      case 'OrExpression':
        return `(${this.boolean(child(node, 'left'))} OR ${this.boolean(child(node, 'right'))})`;
      case 'NotExpression':
        // OData logic is two-valued: a comparison with a null property is false, so its negation is true.
        return `(NOT COALESCE(${this.boolean(inner(node))}, false))`;
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
        return this.operand(inner(node));
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
    let left = this.operand(child(node, 'left'));
    let right = this.operand(child(node, 'right'));
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
    const left = this.value(child(node, 'left'), 'in');
    let list = child(node, 'right');
    if (list.type === 'CommonExpression') list = inner(list);
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
    const method = String(part(node, 'method')).toLowerCase();
    const args = children(node, 'parameters');
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
    const method = String(part(node, 'method')).toLowerCase();
    const args = children(node, 'parameters');
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
  const right = part(node, 'right');
  if (isRecord(right) && right.type) return null;
  const left = child(node, 'left');
  const lostLeft = isRecord(right) && isToken(right.left) ? right.left : undefined;
  const lostRight = isRecord(right) && isToken(right.right) ? right.right : undefined;
  if (!lostLeft?.raw || !lostRight) throw badRequest(`Unsupported $filter expression: ${node.raw}`);
  const rightRaw = node.raw.slice(left.raw.length).replace(/^\s+(not)?in\s+/i, '');
  const operator = rightRaw.startsWith(lostLeft.raw) ? /^\s+(and|or)\s+/i.exec(rightRaw.slice(lostLeft.raw.length)) : null;
  if (!operator) throw badRequest(`Unsupported $filter expression: ${node.raw}`);
  const withIn = (n: Token): Token =>
    n.type === 'AndExpression' || n.type === 'OrExpression'
      ? { ...n, value: { ...(isRecord(n.value) ? n.value : {}), left: withIn(child(n, 'left')) } }
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
  let current: unknown = node;
  while (isRecord(current)) {
    if (current.type === 'ODataIdentifier' && isRecord(current.value)) return String(current.value.name);
    if (current.type === 'PropertyPathExpression' && isRecord(current.value) && current.value.current) {
      const path = String(current.raw).replace(/\s+/g, '');
      if (!NAVIGATION_PATH.test(path)) throw badRequest(`Unsupported $filter expression: ${node.raw}`);
      return path;
    }
    current = current.value;
  }
  throw badRequest(`Unsupported $filter expression: ${node.raw}`);
}

const NAVIGATION_PATH = /^[A-Za-z_]\w*(\/[A-Za-z_]\w*)+$/;
