/**
 * The audit line of every campaign write: who (uid), what, which ids, and the outcome — also
 * when it fails, with the error code. Ids only: names, notes and member data never reach the log.
 */
import { GraphQLError } from 'graphql';
import type { RequestContext } from '../../context.ts';

export async function audited<T>(
  ctx: Pick<RequestContext, 'viewer' | 'log'>,
  what: string,
  ids: Record<string, string | number | boolean | null | undefined>,
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
