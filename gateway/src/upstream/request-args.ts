/**
 * Turns a route of the Care API contract plus call arguments into a path, query string and
 * body — after validating them with the route's own zod schemas, so bad input never leaves
 * the gateway. What is sent is the validated (parsed) value, never the raw argument.
 *
 * Two rules hold here for every route, whatever its schemas say:
 * - no string sent upstream (path parameter, query value, body field) carries a control
 *   character; only free-text fields (notes, log lines) may hold tab and line breaks;
 * - a path parameter is one whole, non-empty segment: it is percent-encoded, and `.` and `..`
 *   (which URL resolution would turn into a different route) are refused outright.
 */
import type { z } from 'zod';
import type { RouteContract } from '@luminate/schema/rest';
import { controlCharacterIn, findControlCharacter } from '@luminate/schema/rules';
import { badUserInput } from '../errors.ts';
import type { CallArgs } from '../context.ts';

export interface PreparedRequest {
  /** Path with parameters substituted, plus the query string when there is one. */
  pathAndQuery: string;
  body?: string;
}

function check(schema: z.ZodTypeAny | undefined, value: unknown, what: string): unknown {
  if (!schema) return value;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));
  throw badUserInput(`Invalid ${what}: ${details.join('; ')}`);
}

/** Refuses a value holding a control character; the message names the field, never echoes the text. */
export function assertNoControlCharacters(value: unknown, what: string, rootName?: string): void {
  const found = findControlCharacter(value, rootName);
  if (found) throw badUserInput(`Invalid ${what}: ${found.path || rootName || 'value'} contains a control character (${found.character})`);
}

function serialise(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map((v) => serialise(v) ?? '').join(',');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

export function prepareRequest<R extends RouteContract>(route: R, args: CallArgs<R> = {}): PreparedRequest {
  const params = check(route.params, args.params ?? {}, 'parameters') as Record<string, unknown>;
  const query = check(route.query, args.query ?? {}, 'query') as Record<string, unknown>;
  const body = route.body ? check(route.body, args.body, 'body') : undefined;

  // Path parameters are never free text, whatever their name.
  for (const [name, value] of Object.entries(params)) {
    const character = controlCharacterIn(serialise(value) ?? '');
    if (character) throw badUserInput(`Invalid parameters: ${name} contains a control character (${character})`);
  }
  assertNoControlCharacters(query, 'query');
  if (body !== undefined) assertNoControlCharacters(body, 'body', route.bodyName);

  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = serialise(params[name]);
    if (value === null || value === '' || value === '.' || value === '..') {
      throw badUserInput(`Invalid parameters: ${name} must not be empty, "." or ".."`);
    }
    return encodeURIComponent(value);
  });

  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const text = serialise(value);
    if (text !== null) search.append(key, text);
  }
  const qs = search.toString();
  return {
    pathAndQuery: qs ? `${path}?${qs}` : path,
    // The validated (parsed) body: unknown keys stripped and strings trimmed by the shared rules.
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}
