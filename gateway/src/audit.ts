/**
 * Audit lines: who (uid), what, which ids, and the outcome. Ids only: names, notes and member
 * data never reach the log.
 */
import { GraphQLError } from 'graphql';
import type { RequestContext } from './context.ts';
import { forbidden } from './errors.ts';

type AuditIds = Record<string, string | number | boolean | null | undefined>;

/** Runs a write and logs its outcome, also when it fails (with the error code). */
export async function audited<T>(
  ctx: Pick<RequestContext, 'viewer' | 'log'>,
  what: string,
  ids: AuditIds,
  run: () => Promise<T>,
  /** Ids only known from the answer, e.g. a created record's id. */
  resultIds?: (result: T) => Record<string, string | number | null>,
): Promise<T> {
  const uid = ctx.viewer?.uid ?? null;
  try {
    const result = await run();
    ctx.log.info({ audit: what, uid, ...ids, ...resultIds?.(result), outcome: 'ok' }, 'campaigns write');
    return result;
  } catch (error) {
    const code = error instanceof GraphQLError ? String(error.extensions?.code ?? 'UNKNOWN') : 'INTERNAL';
    ctx.log.info({ audit: what, uid, ...ids, outcome: 'failed', code }, 'campaigns write');
    throw error;
  }
}

/** Logs a refused request (outcome forbidden) and answers the FORBIDDEN error to throw. */
export function refused(ctx: Pick<RequestContext, 'viewer' | 'log'>, what: string, message: string, ids: AuditIds = {}) {
  ctx.log.info({ audit: what, uid: ctx.viewer?.uid ?? null, ...ids, outcome: 'forbidden' }, 'request refused');
  return forbidden(message);
}
