/**
 * The reader of the Care API's change feed (GET /api/Changes): long polls from the feed's newest
 * position at start-up, and publishes every change it reads to the queue change bus
 * (server/queue-changes.ts), whose listeners are the live approval queues.
 *
 * It authenticates with the gateway's own client-credentials token (scope approvals.changes),
 * never a user's: the feed names queues and row ids only. A long poll answers as soon as a change
 * is committed, so a decision reaches the bus within a round trip of the Care API's write.
 *
 * Without Redis every gateway process reads the feed for itself. With Redis only the replica
 * holding the bus's feed lease reads it: the others try to take the lease every `leaseRetryMs`,
 * and the holder renews it at a third of its lifetime; a holder that fails to renew stops reading
 * at once (its poll under way is dropped, not published), and the next holder carries on from the
 * position kept beside the lease.
 *
 * Failures (the Care API away, a refused token) are retried after 1, 2, 5, then 10 s, logged
 * once per outage. `stop()` ends the poll under way and gives the lease up.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { APPROVAL_CHANGES_MAX_WAIT_MS, routes, type ApprovalChangesDto } from '@luminate/schema/rest';
import type { FeedLease, QueueChanges } from '../server/queue-changes.ts';
import type { ServiceTokenSource } from './service-token.ts';

/** The scope of the gateway's token for the change feed (sandbox IdP contract). */
export const CHANGE_FEED_SCOPE = 'approvals.changes';

const RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000];
/** Extra time over the asked wait before a poll counts as lost. */
const ANSWER_MARGIN_MS = 10_000;

export interface ChangeFeedOptions {
  careApiUrl: string;
  tokens: ServiceTokenSource;
  bus: QueueChanges;
  logger: Logger;
  /** Longest wait of one poll (ms, at most 25 s). Default 20 s. */
  waitMs?: number;
  /** How often a replica without the lease tries to take it (ms). Default: a fifth of the lease's lifetime. */
  leaseRetryMs?: number;
}

export interface ChangeFeedStats {
  /** True while this process reads the feed (always without Redis; the lease holder with it). */
  reading: boolean;
  /** The feed position reached; null before the first answer. */
  seq: number | null;
  /** Changes read and published by this process. */
  published: number;
}

export interface ChangeFeedReader {
  stats(): ChangeFeedStats;
  stop(): Promise<void>;
}

class LeaseLostError extends Error {
  override name = 'LeaseLostError';
}

export function startChangeFeed(options: ChangeFeedOptions): ChangeFeedReader {
  const log = options.logger.child({ component: 'change-feed' });
  const base = options.careApiUrl.replace(/\/+$/, '');
  const waitMs = Math.min(options.waitMs ?? 20_000, APPROVAL_CHANGES_MAX_WAIT_MS);
  const lease: FeedLease | null = options.bus.feedLease;
  const leaseRetryMs = options.leaseRetryMs ?? (lease ? Math.max(100, Math.round(lease.ttlMs / 5)) : 0);
  const stopping = new AbortController();
  let holding = lease === null;
  let seq: number | null = null;
  let published = 0;
  /** Aborts the poll under way when the lease is lost. */
  let poll: AbortController | null = null;
  let renewTimer: NodeJS.Timeout | null = null;

  const loseLease = (why: string) => {
    if (!holding || lease === null) return;
    holding = false;
    if (renewTimer) clearInterval(renewTimer);
    renewTimer = null;
    poll?.abort(new LeaseLostError(why));
    log.info({ why }, 'change feed lease lost');
  };

  const holdLease = async (): Promise<boolean> => {
    if (lease === null || holding) return true;
    if (!(await lease.acquire())) return false;
    holding = true;
    seq = await lease.position();
    log.info({ seq }, 'change feed lease taken: reading the feed for every replica');
    renewTimer = setInterval(
      () => {
        lease.renew().then(
          (kept) => {
            if (!kept) loseLease('taken over');
          },
          () => loseLease('renewal failed'),
        );
      },
      Math.max(50, Math.round(lease.ttlMs / 3)),
    );
    renewTimer.unref();
    return true;
  };

  const read = async (after: number | null, wait: number): Promise<ApprovalChangesDto> => {
    const token = await options.tokens.get();
    const query = new URLSearchParams({ waitMs: String(wait) });
    if (after !== null) query.set('after', String(after));
    // A controller per poll (stop and a lost lease abort it): nothing piles up on a long-lived signal.
    poll = new AbortController();
    if (stopping.signal.aborted) poll.abort();
    const signal = AbortSignal.any([poll.signal, AbortSignal.timeout(wait + ANSWER_MARGIN_MS)]);
    const res = await fetch(`${base}${routes.approvalChanges.path}?${query}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal,
    });
    if (res.status === 401) options.tokens.invalidate();
    if (!res.ok) {
      await res.body?.cancel();
      throw new Error(`change feed answered ${res.status}`);
    }
    return routes.approvalChanges.answer.json.parse(await res.json());
  };

  const run = async () => {
    let failures = 0;
    while (!stopping.signal.aborted) {
      try {
        if (!(await holdLease())) {
          await sleep(leaseRetryMs, undefined, { signal: stopping.signal });
          continue;
        }
        // Start-up (or a lease without a kept position): from the newest change on.
        if (seq === null) {
          seq = (await read(null, 0)).seq;
          // Kept at once: a replica taking over from a holder that died before its first change
          // carries on from here, and so gets the changes made while nobody read the feed.
          if (lease) await lease.savePosition(seq);
        }
        const answer = await read(seq, waitMs);
        if (!holding) continue;
        if (answer.changes.length > 0) {
          options.bus.publishAll(answer.changes);
          published += answer.changes.length;
        }
        seq = answer.seq;
        if (lease) await lease.savePosition(seq);
        if (failures > 0) log.info({ seq }, 'change feed readable again');
        failures = 0;
      } catch (error) {
        if (stopping.signal.aborted) break;
        // Lost the lease mid-poll: back to trying to take it, no failure to report.
        if (error instanceof LeaseLostError) continue;
        if (failures === 0) log.warn({ err: (error as Error)?.message ?? String(error) }, 'change feed unreadable; retrying');
        const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)];
        failures += 1;
        await sleep(delay, undefined, { signal: stopping.signal }).catch(() => undefined);
      }
    }
  };

  const running = run().catch(() => undefined);

  return {
    stats: () => ({ reading: holding, seq, published }),
    async stop() {
      stopping.abort();
      poll?.abort();
      if (renewTimer) clearInterval(renewTimer);
      renewTimer = null;
      await running;
      if (lease && holding) {
        holding = false;
        await lease.release().catch(() => undefined);
      }
    },
  };
}
