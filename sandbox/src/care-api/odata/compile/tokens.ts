/**
 * The tokens @steedos/odata-v4-parser answers: `{ type, value, raw }`, where `value` is a nested
 * token, an object of named parts (`left`/`right`, `method`/`parameters`, …) or a literal's Edm
 * type. The parser types `value` as anything; these readers check each part before it is used.
 */
import { badRequest } from '../../http.ts';

export interface Token {
  type: string;
  value: unknown;
  raw: string;
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export const isToken = (value: unknown): value is Token =>
  isRecord(value) && typeof value.type === 'string' && typeof value.raw === 'string';

const unsupported = (node: Token) => badRequest(`Unsupported $filter expression: ${node.raw}`);

/** A named part of a token's value (undefined when the value has no parts). */
export const part = (node: Token, name: string): unknown => (isRecord(node.value) ? node.value[name] : undefined);

/** The token a token wraps (a parenthesised or negated expression, a common expression). */
export function inner(node: Token): Token {
  if (!isToken(node.value)) throw unsupported(node);
  return node.value;
}

/** A named part that must be a token. */
export function child(node: Token, name: string): Token {
  const value = part(node, name);
  if (!isToken(value)) throw unsupported(node);
  return value;
}

/** A named part that must be a list of tokens. */
export function children(node: Token, name: string): Token[] {
  const value = part(node, name);
  if (!Array.isArray(value) || !value.every(isToken)) throw unsupported(node);
  return value;
}

/** The parser's messages end with "; source is <input>"; the caller already has the input. */
export function parseError(option: string, error: unknown): never {
  const message = error instanceof Error ? error.message.split(';')[0] : 'syntax error';
  throw badRequest(`Invalid ${option}: ${message.toLowerCase()}`);
}
