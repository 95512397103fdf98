/**
 * The audit trail in Redis (with REDIS_URL): one stream, `luminate:audit`, that every gateway
 * replica appends to and the Admin page reads, so an event recorded through any replica is read
 * through any other.
 *
 * - Appending: XADD with an id Redis assigns, so the stream holds the events in the order Redis
 *   received them, each entry's one field `event` holding the event as JSON. `record` resolves
 *   once Redis has acknowledged the XADD, and the recorder waits for that before the action's
 *   answer is sent: the event of an answered mutation is in Redis even when the replica dies right
 *   after. Redis must keep it across its own restarts: AOF (`appendonly yes`, `appendfsync
 *   everysec` or `always`); `ready` warns when Redis says AOF is off.
 * - Retention: each XADD trims the stream to about AUDIT_STREAM_MAX_EVENTS events (`MAXLEN ~`:
 *   Redis trims whole nodes, so a few more may stay), the oldest first; 0 keeps every event.
 * - Redis unreachable: an XADD fails once ioredis has retried it; the failure is reported, the
 *   event waits in this process (at most MAX_KEPT events, the oldest dropped and reported beyond
 *   that) and is appended again once the connection is ready, on the next flush or at close.
 * - Reading: XREVRANGE in batches, newest first, the filter applied while scanning, so memory
 *   holds one batch and one page. Without a filter the count is the stream's length (XLEN) and
 *   the scan stops at the page's end; with one, every event is scanned, from `from` on when given
 *   (an entry's id is the time Redis received it, so from `from` less CLOCK_SKEW_MS, allowing for
 *   clocks that disagree).
 */
import { Redis } from 'ioredis';
import { closeRedis } from '../redis-close.ts';
import type { Logger } from 'pino';
import type { AuditEvent, AuditEventInput } from './event.ts';
import {
  isEmptyAuditFilter,
  matchesAuditFilter,
  parseAuditEvent,
  stampAuditEvent,
  type AuditFilter,
  type AuditPage,
  type AuditQueryResult,
  type AuditTrail,
} from './trail.ts';

/** The stream every replica appends to. */
export const AUDIT_STREAM_KEY = 'luminate:audit';
/** The entry field that holds the event's JSON. */
export const AUDIT_STREAM_FIELD = 'event';

/** Entries read per XREVRANGE. */
const BATCH = 500;
/** How far the replicas' and Redis's clocks may disagree when a query starts at `from`. */
const CLOCK_SKEW_MS = 5 * 60_000;
/** Most events kept in this process while Redis cannot take them. */
const MAX_KEPT = 10_000;
export interface RedisAuditTrailOptions {
  url: string;
  /** About how many events the stream keeps (0: all). */
  maxEvents: number;
  logger: Logger;
}

export class RedisAuditTrail implements AuditTrail {
  readonly store = 'redis';
  readonly #redis: Redis;
  readonly #log: Logger;
  readonly #trim: string[];
  /** Appends under way, awaited by flush. */
  readonly #pending = new Set<Promise<unknown>>();
  /** Events Redis did not take yet, oldest first, as JSON. */
  #kept: string[] = [];
  #resending: Promise<void> | null = null;
  #closed = false;

  constructor({ url, maxEvents, logger }: RedisAuditTrailOptions) {
    this.#log = logger.child({ component: 'audit-trail' });
    this.#trim = maxEvents > 0 ? ['MAXLEN', '~', String(maxEvents)] : [];
    this.#redis = new Redis(url, { maxRetriesPerRequest: 3, connectionName: 'luminate-gateway-audit' });
    // One warning per outage, not one per reconnect attempt.
    let down = false;
    this.#redis.on('error', (error: Error) => {
      if (down) return;
      down = true;
      this.#log.warn({ err: error.message }, 'redis unreachable; audit events wait in this replica');
    });
    this.#redis.on('ready', () => {
      if (down) this.#log.info('redis reachable again');
      down = false;
      if (this.#kept.length) void this.#resend().catch(() => undefined);
    });
  }

  record(input: AuditEventInput): Promise<AuditEvent> {
    const event = stampAuditEvent(input);
    if (this.#closed) {
      this.#log.error({ auditAction: event.action }, 'audit event after close');
      return Promise.resolve(event);
    }
    const text = JSON.stringify(event);
    const stored = this.#append(text).then(
      () => event,
      (error: unknown) => {
        this.#keep(text);
        this.#log.error({ err: (error as Error)?.message, auditAction: event.action }, 'audit event not stored in redis; kept for retry');
        return event;
      },
    );
    this.#pending.add(stored);
    void stored.finally(() => this.#pending.delete(stored));
    return stored;
  }

  async flush(): Promise<void> {
    while (this.#pending.size) await Promise.all([...this.#pending]);
    if (this.#kept.length) {
      await this.#resend().catch(() => undefined);
      if (this.#kept.length) throw new Error(`${this.#kept.length} audit events could not be stored in Redis`);
    }
  }

  /** Refuses to start when Redis does not answer; warns when Redis says it does not keep an append-only file. */
  async ready(): Promise<void> {
    try {
      await this.#redis.ping();
    } catch (error) {
      throw new Error(`The audit trail cannot be stored: Redis (REDIS_URL) does not answer (${(error as Error).message})`, {
        cause: error,
      });
    }
    // Managed Redis services may refuse CONFIG; then nothing is known and nothing is said.
    const appendonly = await this.#redis.config('GET', 'appendonly').catch(() => null);
    if (Array.isArray(appendonly) && appendonly[1] === 'no') {
      this.#log.warn('redis keeps no append-only file (appendonly no): audit events are lost if Redis restarts');
    }
  }

  async close(): Promise<void> {
    try {
      await this.flush();
    } finally {
      this.#closed = true;
      await closeRedis(this.#redis);
    }
  }

  async query(filter: AuditFilter, page: AuditPage): Promise<AuditQueryResult> {
    await this.flush().catch((error: unknown) => this.#log.error({ err: (error as Error)?.message }, 'audit trail flush before read'));
    const skip = Math.max(0, page.skip);
    const take = Math.max(0, page.take);
    const unfiltered = isEmptyAuditFilter(filter);
    const length = unfiltered ? await this.#redis.xlen(AUDIT_STREAM_KEY) : 0;
    const lowest = filter.from ? String(Math.max(0, filter.from.getTime() - CLOCK_SKEW_MS)) : '-';
    const nodes: AuditEvent[] = [];
    let matched = 0;
    let end = '+';
    // Without a filter the count is known: the scan stops once the page is full.
    while (!(unfiltered && matched >= skip + take)) {
      const batch = await this.#redis.xrevrange(AUDIT_STREAM_KEY, end, lowest, 'COUNT', BATCH);
      for (const [, fields] of batch) {
        const event = eventOf(fields);
        if (!event || !matchesAuditFilter(event, filter)) continue;
        if (matched >= skip && nodes.length < take) nodes.push(event);
        matched++;
      }
      if (batch.length < BATCH) break;
      // Exclusive: the next batch starts below the last entry read.
      end = `(${batch[batch.length - 1][0]}`;
    }
    return { nodes, totalCount: unfiltered ? length : matched };
  }

  #append(text: string): Promise<unknown> {
    return this.#redis.xadd(AUDIT_STREAM_KEY, ...this.#trim, '*', AUDIT_STREAM_FIELD, text);
  }

  #keep(text: string): void {
    this.#kept.push(text);
    if (this.#kept.length > MAX_KEPT) {
      const dropped = this.#kept.splice(0, this.#kept.length - MAX_KEPT);
      this.#log.error({ dropped: dropped.length }, 'audit events lost: redis unreachable for too long');
    }
  }

  /** Appends the kept events again, oldest first, one at a time; stops at the first failure. */
  #resend(): Promise<void> {
    this.#resending ??= (async () => {
      try {
        while (this.#kept.length) {
          const text = this.#kept[0];
          await this.#append(text);
          // Found again by value: the oldest may have been dropped meanwhile.
          const at = this.#kept.indexOf(text);
          if (at >= 0) this.#kept.splice(at, 1);
        }
      } finally {
        this.#resending = null;
      }
    })();
    return this.#resending;
  }
}

/** The event of one stream entry's fields (`[field, value, …]`); null when it holds none. */
function eventOf(fields: readonly string[]): AuditEvent | null {
  const at = fields.indexOf(AUDIT_STREAM_FIELD);
  return at >= 0 && at % 2 === 0 ? parseAuditEvent(fields[at + 1] ?? '') : null;
}
