/**
 * Word that something a process keeps across requests is out of date, for every gateway
 * replica: the Mine coverage the assignments module keeps per viewer (modules/assignments/
 * cache.ts) is dropped everywhere when one replica gives or ends a staff assignment.
 *
 * - Without Redis, in memory: `publish` calls this process's listeners.
 * - With REDIS_URL, through Redis pub/sub (ioredis, one connection for commands and one in
 *   subscriber mode): `publish` resolves once Redis has answered the PUBLISH, which it does after
 *   handing the message to every subscribed replica (this one included), so a replica's next
 *   request after the answer of the change that published finds its kept copy gone. When a
 *   subscriber connection comes back after an outage, its listeners are called as well: what
 *   was published meanwhile never reached it. While Redis is away the other replicas keep their
 *   copies until these expire by themselves (COVERAGE_TTL_MS).
 *
 * Messages carry the name of the kept data only, never whose or which.
 */
import { Redis } from 'ioredis';
import { closeRedis } from '../redis-close.ts';
import type { Logger } from 'pino';

/** What may be invalidated. */
const SHARED_CACHES = ['coverage'] as const;
export type SharedCache = (typeof SHARED_CACHES)[number];

export interface CacheInvalidations {
  /** `memory` or `redis`: how far an invalidation reaches. */
  readonly transport: 'memory' | 'redis';
  /** Tells every replica (this one included) that `cache` is out of date; never rejects. */
  publish(cache: SharedCache): Promise<void>;
  /** Calls `listener` whenever `cache` is declared out of date; returns the unsubscribe function. */
  subscribe(cache: SharedCache, listener: () => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'luminate:cache-invalidations';
class Listeners {
  readonly #byCache = new Map<SharedCache, Set<() => void>>();

  constructor(private readonly log: Logger) {}

  add(cache: SharedCache, listener: () => void): () => void {
    let set = this.#byCache.get(cache);
    if (!set) this.#byCache.set(cache, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  call(caches: Iterable<SharedCache>): void {
    for (const cache of caches) {
      for (const listener of [...(this.#byCache.get(cache) ?? [])]) {
        try {
          listener();
        } catch (error) {
          this.log.error({ cache, err: (error as Error)?.message }, 'cache invalidation listener failed');
        }
      }
    }
  }
}

function createMemoryCacheInvalidations(logger: Logger): CacheInvalidations {
  const listeners = new Listeners(logger);
  return {
    transport: 'memory',
    publish(cache) {
      listeners.call([cache]);
      return Promise.resolve();
    },
    subscribe: (cache, listener) => listeners.add(cache, listener),
    async close() {},
  };
}

const isSharedCache = (value: string): value is SharedCache => (SHARED_CACHES as readonly string[]).includes(value);

function createRedisCacheInvalidations(url: string, logger: Logger): CacheInvalidations {
  const log = logger.child({ component: 'cache-invalidations' });
  const listeners = new Listeners(log);
  const options = { maxRetriesPerRequest: 3, connectionName: 'luminate-gateway-invalidations' } as const;
  const commands = new Redis(url, options);
  const subscriber = new Redis(url, options);

  // One warning per outage and connection, not one per reconnect attempt.
  const watch = (connection: Redis, role: string, onBack: () => void) => {
    let down = false;
    let connected = false;
    connection.on('error', (error: Error) => {
      if (down) return;
      down = true;
      log.warn({ role, err: error.message }, 'redis unreachable; retrying');
    });
    connection.on('ready', () => {
      if (down) log.info({ role }, 'redis reachable again');
      down = false;
      if (connected) onBack();
      connected = true;
    });
  };
  watch(commands, 'commands', () => undefined);
  // Back after an outage: whatever was published meanwhile was missed, so everything is out of date.
  watch(subscriber, 'subscriber', () => listeners.call(SHARED_CACHES));

  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== CHANNEL) return;
    if (!isSharedCache(text)) {
      log.warn({ channel }, 'ignored a malformed cache invalidation');
      return;
    }
    listeners.call([text]);
  });
  subscriber.subscribe(CHANNEL).catch((error: Error) => log.error({ err: error.message }, 'redis subscribe failed'));

  return {
    transport: 'redis',
    async publish(cache) {
      try {
        await commands.publish(CHANNEL, cache);
      } catch (error) {
        log.error(
          { cache, err: (error as Error)?.message },
          'cache invalidation not published; other replicas keep their copy until it expires',
        );
      }
    },
    subscribe: (cache, listener) => listeners.add(cache, listener),
    async close() {
      await closeRedis(subscriber, commands);
    },
  };
}

/** The invalidations the configuration asks for: through Redis when REDIS_URL is set, else in memory. */
export function createCacheInvalidations(redisUrl: string | undefined, logger: Logger): CacheInvalidations {
  return redisUrl ? createRedisCacheInvalidations(redisUrl, logger) : createMemoryCacheInvalidations(logger);
}
