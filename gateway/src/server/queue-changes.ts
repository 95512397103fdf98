/**
 * The approval queues' change bus: which rows of which queue changed, for the live queue
 * subscriptions of this process (modules/approval-queues).
 *
 * - Without Redis, in memory: a change published here reaches this process's listeners only, and
 *   every gateway process reads the Care API's change feed itself (upstream/change-feed.ts).
 * - With REDIS_URL, through Redis pub/sub (ioredis): a change published by any replica reaches
 *   the listeners of every replica, including the publisher's own (delivered when Redis hands the
 *   message back, so all replicas see changes in the same order). Only one replica at a time reads
 *   the change feed: the holder of a lease in Redis (`FeedLease`), which expires unless renewed,
 *   so another replica takes over when the holder dies. The lease keeps the feed position beside
 *   it, and the next holder carries on from there instead of skipping what happened in between.
 *
 * Messages and logs carry queue names, row ids and feed positions only.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { closeRedis } from '../redis-close.ts';
import type { Logger } from 'pino';
import { z } from 'zod';
import { ApprovalChangeDto, type ApprovalQueue } from '@luminate/schema/rest';

export type QueueChange = ApprovalChangeDto;
export type QueueListener = (change: QueueChange) => void;

export interface QueueChanges {
  /** Calls `listener` with every change of `queue` from now on; returns the unsubscribe function. */
  subscribe(queue: ApprovalQueue, listener: QueueListener): () => void;
  /** Hands one change to every listener of its queue (in every replica, through Redis). */
  publish(change: QueueChange): void;
  /** The same for several changes, in order (one Redis message). */
  publishAll(changes: readonly QueueChange[]): void;
  /** `memory` or `redis`: where changes travel. */
  readonly transport: 'memory' | 'redis';
  /** With Redis: the lease of the one replica that reads the change feed; null when every process reads it. */
  readonly feedLease: FeedLease | null;
  close(): Promise<void>;
}

/** The right to read the change feed for all replicas, held by one replica at a time. */
export interface FeedLease {
  /** Takes the lease when nobody holds it; true when this replica holds it now. */
  acquire(): Promise<boolean>;
  /** Extends the lease; false when this replica no longer holds it. */
  renew(): Promise<boolean>;
  /** Gives the lease up (on close), so another replica takes over at once. */
  release(): Promise<void>;
  /** The feed position the last holder reached; null when none was kept. */
  position(): Promise<number | null>;
  /** Keeps the position reached (only while holding the lease). */
  savePosition(seq: number): Promise<void>;
  /** How long the lease lasts without renewal (ms). */
  readonly ttlMs: number;
}

const CHANNEL = 'luminate:approval-changes';
const LEASE_KEY = 'luminate:approval-changes:reader';
const POSITION_KEY = 'luminate:approval-changes:position';
const DEFAULT_LEASE_TTL_MS = 10_000;
/** Listeners by queue, called synchronously; a listener that throws does not stop the others. */
class LocalDelivery {
  readonly #listeners = new Map<ApprovalQueue, Set<QueueListener>>();

  constructor(private readonly logger: Logger) {}

  subscribe(queue: ApprovalQueue, listener: QueueListener): () => void {
    let set = this.#listeners.get(queue);
    if (!set) this.#listeners.set(queue, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  deliver(changes: readonly QueueChange[]): void {
    for (const change of changes) {
      for (const listener of [...(this.#listeners.get(change.queue) ?? [])]) {
        try {
          listener(change);
        } catch (error) {
          this.logger.error({ queue: change.queue, err: (error as Error)?.message }, 'queue change listener failed');
        }
      }
    }
  }
}

export function createMemoryQueueChanges(logger: Logger): QueueChanges {
  const local = new LocalDelivery(logger);
  return {
    transport: 'memory',
    feedLease: null,
    subscribe: (queue, listener) => local.subscribe(queue, listener),
    publish: (change) => local.deliver([change]),
    publishAll: (changes) => local.deliver(changes),
    async close() {},
  };
}

const Message = z.array(ApprovalChangeDto);

/** Sets the value only while `KEYS[1]` is still held by `ARGV[1]`. */
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
const SAVE_POSITION = `if redis.call('get', KEYS[1]) == ARGV[1] then redis.call('set', KEYS[2], ARGV[2]) return 1 else return 0 end`;

export interface RedisQueueChangesOptions {
  url: string;
  logger: Logger;
  leaseTtlMs?: number;
}

/**
 * The bus over Redis: one connection for commands and publishing, one in subscriber mode. ioredis
 * reconnects by itself and subscribes the channel again; while Redis is away, publishes wait in
 * its offline queue and a lost lease is taken over by whichever replica gets it first.
 */
export function createRedisQueueChanges({ url, logger, leaseTtlMs = DEFAULT_LEASE_TTL_MS }: RedisQueueChangesOptions): QueueChanges {
  const log = logger.child({ component: 'queue-changes' });
  const local = new LocalDelivery(log);
  const instance = randomUUID();
  const options = { lazyConnect: false, maxRetriesPerRequest: 3, connectionName: 'luminate-gateway' } as const;
  const commands = new Redis(url, options);
  const subscriber = new Redis(url, options);

  // One warning per outage and connection, not one per reconnect attempt.
  const watch = (connection: Redis, role: string) => {
    let down = false;
    connection.on('error', (error: Error) => {
      if (down) return;
      down = true;
      log.warn({ role, err: error.message }, 'redis unreachable; retrying');
    });
    connection.on('ready', () => {
      if (down) log.info({ role }, 'redis reachable again');
      down = false;
    });
  };
  watch(commands, 'commands');
  watch(subscriber, 'subscriber');

  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== CHANNEL) return;
    let changes: QueueChange[];
    try {
      changes = Message.parse(JSON.parse(text));
    } catch {
      log.warn({ channel }, 'ignored a malformed queue change message');
      return;
    }
    local.deliver(changes);
  });
  subscriber.subscribe(CHANNEL).catch((error: Error) => log.error({ err: error.message }, 'redis subscribe failed'));

  const send = (changes: readonly QueueChange[]) => {
    if (changes.length === 0) return;
    commands.publish(CHANNEL, JSON.stringify(changes)).catch((error: Error) => {
      log.error({ err: error.message, changes: changes.length }, 'queue changes not published');
    });
  };

  const feedLease: FeedLease = {
    ttlMs: leaseTtlMs,
    async acquire() {
      return (await commands.set(LEASE_KEY, instance, 'PX', leaseTtlMs, 'NX')) === 'OK';
    },
    async renew() {
      return Number(await commands.eval(RENEW, 1, LEASE_KEY, instance, String(leaseTtlMs))) === 1;
    },
    async release() {
      await commands.eval(RELEASE, 1, LEASE_KEY, instance);
    },
    async position() {
      const value = await commands.get(POSITION_KEY);
      const seq = value === null ? NaN : Number(value);
      return Number.isSafeInteger(seq) && seq >= 0 ? seq : null;
    },
    async savePosition(seq) {
      await commands.eval(SAVE_POSITION, 2, LEASE_KEY, POSITION_KEY, instance, String(seq));
    },
  };

  return {
    transport: 'redis',
    feedLease,
    subscribe: (queue, listener) => local.subscribe(queue, listener),
    publish: (change) => send([change]),
    publishAll: send,
    async close() {
      await closeRedis(subscriber, commands);
    },
  };
}

/** The bus the configuration asks for: Redis when REDIS_URL is set, else in memory. */
export function createQueueChanges(redisUrl: string | undefined, logger: Logger): QueueChanges {
  return redisUrl ? createRedisQueueChanges({ url: redisUrl, logger }) : createMemoryQueueChanges(logger);
}
