/**
 * Literals of an OData expression: read from the parser's tokens, coerced to the compared
 * property's type (a mismatch is a 400), and string literals kept URL-safe for the parser.
 */
import { badRequest } from '../../http.ts';
import type { PropertyType } from '../entity.ts';
import type { Token } from './tokens.ts';

export interface Literal {
  kind: 'literal';
  edm: string;
  value: string | number | boolean | null;
}

const NUMERIC_EDM = new Set(['Edm.SByte', 'Edm.Byte', 'Edm.Int16', 'Edm.Int32', 'Edm.Int64', 'Edm.Decimal', 'Edm.Double', 'Edm.Single']);

export function literal(node: Token): Literal {
  const edm = String(node.value);
  const raw = node.raw;
  if (edm === 'null') return { kind: 'literal', edm, value: null };
  if (edm === 'Edm.String') return { kind: 'literal', edm, value: decodeURIComponent(raw.slice(1, -1).replace(/''/g, "'")) };
  if (edm === 'Edm.Boolean') return { kind: 'literal', edm, value: raw.toLowerCase() === 'true' };
  if (NUMERIC_EDM.has(edm)) return { kind: 'literal', edm, value: Number(raw) };
  return { kind: 'literal', edm, value: raw };
}

/** The literal as a parameter of the property's type, or a 400 naming the mismatch. */
export function coerce(lit: Literal, type: PropertyType): unknown {
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
export function splitList(raw: string): string[] {
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
