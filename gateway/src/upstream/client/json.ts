/**
 * JSON calls of the contract's routes and the mapping of their answers: a 4xx answer becomes its
 * client error, 204 is undefined. Routes declared `cache: 'shared'` (reference data) are answered
 * from the answers kept across requests when they are fresh, and revalidated by ETag when stale.
 */
import type { RouteContract } from '@luminate/schema/rest';
import type { CallArgs } from '../../context.ts';
import { errorForStatus } from '../errors.ts';
import { prepareRequest } from '../request-args.ts';
import type { SharedAnswers } from '../shared-answers.ts';
import type { RequestCaller } from './caller.ts';
import type { Answer } from './types.ts';

/** The JSON value of a body; null when there is none or it is not JSON. */
export function parseJson(text: string | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Maps a 4xx answer to its client error (reading a streamed body for its message). */
export async function failIfError(caller: RequestCaller, label: string, res: Answer): Promise<void> {
  if (res.statusCode < 400) return;
  const text = res.text ?? (res.stream ? await res.stream.text().catch(() => '') : '');
  caller.identity.log.info({ upstream: { route: label, status: res.statusCode } }, 'upstream refused');
  throw errorForStatus(res.statusCode, parseJson(text));
}

/** The JSON answer of a call: 204 is undefined, 4xx its mapped error. */
export async function jsonOf(caller: RequestCaller, label: string, res: Answer): Promise<never> {
  await failIfError(caller, label, res);
  return (res.statusCode === 204 ? undefined : parseJson(res.text)) as never;
}

/**
 * A GET of reference data: a fresh kept answer costs no call; a stale one with an ETag is
 * revalidated (304 renews it); otherwise the answer is fetched and kept. Signed-in callers only.
 */
async function sharedCall(
  caller: RequestCaller,
  sharedAnswers: SharedAnswers,
  route: RouteContract,
  args: CallArgs<RouteContract> | undefined,
): Promise<never> {
  const prepared = prepareRequest(route, args);
  const kept = sharedAnswers.get(route.path, prepared.pathAndQuery);
  if (kept && sharedAnswers.isFresh(kept)) {
    caller.countCacheLookup('hit');
    return kept.value as never;
  }
  const generation = sharedAnswers.generation(route.path);
  return caller.timed(async (clock) => {
    const attempt = caller.attemptFor(route, args, 'application/json', clock, true, prepared);
    if (kept?.etag) attempt.headers['if-none-match'] = kept.etag;
    const res = await caller.exchange(route.path, attempt);
    if (res.statusCode === 304 && kept) {
      caller.countCacheLookup('revalidated');
      sharedAnswers.renew(kept, res.headers, generation, route.path);
      return kept.value as never;
    }
    caller.countCacheLookup('miss');
    const value = await jsonOf(caller, route.path, res);
    if (res.statusCode !== 200) return value;
    return sharedAnswers.keep(route.path, prepared.pathAndQuery, value, res.text?.length ?? 0, res.headers, generation) as never;
  });
}

/** A JSON call of a contract route (Upstream.call). */
export async function jsonCall(
  caller: RequestCaller,
  sharedAnswers: SharedAnswers,
  route: RouteContract,
  args: CallArgs<RouteContract> | undefined,
): Promise<never> {
  if (route.cache === 'shared' && route.method === 'GET' && caller.identity.uid && sharedAnswers.enabled) {
    return sharedCall(caller, sharedAnswers, route, args);
  }
  // A write drops what it changes both as it is sent and once answered (it may have been applied even if it failed).
  if (route.invalidates) sharedAnswers.invalidate(route.invalidates);
  try {
    return await caller.timed(async (clock) =>
      jsonOf(caller, route.path, await caller.exchange(route.path, caller.attemptFor(route, args, 'application/json', clock, true))),
    );
  } finally {
    if (route.invalidates) sharedAnswers.invalidate(route.invalidates);
  }
}
