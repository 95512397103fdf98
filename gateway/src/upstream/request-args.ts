/**
 * Turns a route of the Care API contract plus call arguments into a path, query string and
 * body — after validating them with the route's own zod schemas, so bad input never leaves
 * the gateway.
 */
import type { z } from 'zod';
import type { RouteContract } from '@luminate/schema/rest';
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

function serialise(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map((v) => String(v)).join(',');
  return String(value);
}

export function prepareRequest<R extends RouteContract>(route: R, args: CallArgs<R> = {}): PreparedRequest {
  const params = (args.params ?? {}) as Record<string, unknown>;
  const query = (args.query ?? {}) as Record<string, unknown>;
  check(route.params, params, 'parameters');
  check(route.query, query, 'query');
  const body = route.body ? check(route.body, args.body, 'body') : undefined;

  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = serialise(params[name]);
    // The contract guarantees path params exist; a missing one is a bug in the caller, not user input.
    if (value === null || value === '') throw new Error(`Missing path parameter ${name} for ${route.path}`);
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
