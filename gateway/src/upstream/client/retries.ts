/**
 * Retries: only idempotent GETs (never an upload), only transient failures (network errors, 502,
 * 503, 504), never while the breaker is open, with a jittered exponential backoff — and all of it
 * within the call's deadline: nothing new is sent once it has passed or the caller has gone.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { isBreakerOpen, isNetworkError, UpstreamStatusError } from '../errors.ts';
import type { OriginBreaker } from './breaker.ts';
import type { Answer, Attempt } from './types.ts';

const RETRY_STATUSES = new Set([502, 503, 504]);

export interface RetryOptions {
  /** Retries after the first attempt. */
  retries: number;
  /** Base of the jittered exponential backoff. */
  retryBaseMs: number;
}

/** One logical request: breaker-guarded attempts, retried only when idempotent and transient, all within the deadline. */
export async function sendWithRetries(breaker: OriginBreaker, req: Attempt, { retries, retryBaseMs }: RetryOptions): Promise<Answer> {
  for (let attempt = 0; ; attempt++) {
    // Nothing new is sent once the deadline has passed or the caller has gone.
    if (req.signal.aborted) throw req.signal.reason;
    try {
      return await breaker.fire(req);
    } catch (error) {
      const transient = isNetworkError(error) || (error instanceof UpstreamStatusError && RETRY_STATUSES.has(error.status));
      if (req.method !== 'GET' || req.noRetry || attempt >= retries || isBreakerOpen(error) || !transient) throw error;
      const backoff = retryBaseMs * 2 ** attempt;
      await sleep(backoff / 2 + Math.random() * (backoff / 2), undefined, { signal: req.signal }).catch(() => {
        throw req.signal.reason;
      });
    }
  }
}
