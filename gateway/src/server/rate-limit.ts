/**
 * Per-user rate limits (rate-limiter-flexible, in-memory fixed windows per key): GraphQL operations
 * over HTTP and file-route requests each have their own budget per RATE_LIMIT_WINDOW_MS. The key
 * is the verified user (token `sub`, set by the authentication middleware that runs first), so one
 * user's burst never spends another user's budget; requests without a token are counted per
 * client address (IPv6 grouped by /56, so rotating addresses in one allocation does not help).
 * Over budget: HTTP 429 with Retry-After (seconds until the window ends), the body not read.
 *
 * Where the counters live:
 * - Without REDIS_URL, in this process (RateLimiterMemory).
 * - With REDIS_URL, in Redis (RateLimiterRedis over its own ioredis connection, keys
 *   `luminate:rl:<limit>:<key>` that expire with their window), so one user's budget is shared by
 *   every replica: the (limit+1)th request of a window is refused whichever replica gets it.
 *   While Redis is unreachable, each limiter falls back to an in-memory limiter of the same budget
 *   (rate-limiter-flexible's insuranceLimiter): requests are neither refused nor let through
 *   unlimited, each replica counts on its own until Redis answers again. The connection does not
 *   queue commands while disconnected, so the fallback answers at once instead of after retries.
 */
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import { Address6 } from 'ip-address';
import { LRUCache } from 'lru-cache';
import { Redis } from 'ioredis';
import { closeRedis } from '../redis-close.ts';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.ts';
import type { Viewer } from '../context.ts';
import type { RequestScope } from '../logging.ts';
import { closeIfBodyUnread } from './body-limit.ts';
import { sendGraphqlHttpError, sendJsonHttpError } from './http-errors.ts';

export const RATE_LIMITED = 'RATE_LIMITED';

/** CSP violation reports an address may send per window (browsers send a handful per page at most). */
const CSP_REPORTS_PER_WINDOW = 100;

/** Who a request counts against: the signed-in user, or else the client's address. */
export function rateLimitKey(req: Request, res: Response): string {
  const viewer = res.locals.viewer as Viewer | null | undefined;
  if (viewer) return `user:${viewer.uid}`;
  return addressKey(req);
}

/**
 * An address as counted: IPv4 as is (IPv4-mapped IPv6 too), IPv6 by its /56 network, the
 * allocation one subscriber typically holds.
 */
function addressKey(req: Request): string {
  const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  if (!isIPv6(ip)) return `address:${ip}`;
  const address = new Address6(ip);
  if (address.is4()) return `address:${address.to4().correctForm()}`;
  return `address:${new Address6(`${ip}/56`).networkForm()}`;
}

/** One key's standing in its window. */
interface RateLimitInfo {
  limit: number;
  used: number;
  remaining: number;
  /** Milliseconds until the window ends. */
  resetMs: number;
}

const resetSeconds = (info: RateLimitInfo) => Math.max(0, Math.ceil(info.resetMs / 1000));

/**
 * The RateLimit and RateLimit-Policy headers (IETF draft 8), with the partition key (a hash of
 * the counted key, so the header does not reveal who is counted) remembered per key instead of
 * hashed on every request.
 */
function draft8Headers(name: string, windowMs: number): (res: Response, info: RateLimitInfo, key: string) => void {
  const windowSeconds = Math.ceil(windowMs / 1000);
  const partitionKeys = new LRUCache<string, string>({ max: 10_000 });
  const partitionKey = (key: string) => {
    let pk = partitionKeys.get(key);
    if (pk === undefined) {
      pk = Buffer.from(createHash('sha256').update(key).digest('hex').slice(0, 12)).toString('base64');
      partitionKeys.set(key, pk);
    }
    return pk;
  };
  return (res, info, key) => {
    if (res.headersSent) return;
    res.setHeader('ratelimit', `"${name}"; r=${info.remaining}; t=${resetSeconds(info)}`);
    res.setHeader('ratelimit-policy', `"${name}"; q=${info.limit}; w=${windowSeconds}; pk=:${partitionKey(key)}:`);
  };
}

interface LimiterOptions {
  name: string;
  windowMs: number;
  limit: number;
  key: (req: Request, res: Response) => string;
  logger: Logger;
  refuse: (req: Request, res: Response, message: string) => void;
  /** The shared Redis connection, when the counters live in Redis. */
  redis: Redis | null;
}

/** The key prefix of the counters in Redis (one per limit), apart from the other keys the gateway keeps there. */
const REDIS_PREFIX = 'luminate:rl';

function counterFor(options: LimiterOptions): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix: options.name, points: options.limit, duration: options.windowMs / 1000 });
  if (!options.redis) return memory;
  return new RateLimiterRedis({
    storeClient: options.redis,
    keyPrefix: `${REDIS_PREFIX}:${options.name}`,
    points: options.limit,
    // Redis keeps whole seconds: a window that is not a whole number of seconds is rounded up.
    duration: Math.ceil(options.windowMs / 1000),
    // Not connected: count in memory at once rather than wait for a reconnection.
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}

function limiter(options: LimiterOptions): RequestHandler {
  // RateLimit / RateLimit-Policy (IETF draft 8) on every answer, and Retry-After on refusals.
  const setHeaders = draft8Headers(options.name, options.windowMs);
  const counter = counterFor(options);
  const infoOf = (standing: RateLimiterRes): RateLimitInfo => ({
    limit: options.limit,
    used: standing.consumedPoints,
    remaining: standing.remainingPoints,
    resetMs: standing.msBeforeNext,
  });
  const refuse = (req: Request, res: Response, info: RateLimitInfo) => {
    // One line per key and window (the first refusal), not one per refused request.
    if (info.used === info.limit + 1) {
      const scope = res.locals.scope as RequestScope | undefined;
      const viewer = res.locals.viewer as Viewer | null | undefined;
      (scope?.log ?? options.logger).warn(
        { security: 'rate-limited', limit: options.name, budget: info.limit, uid: viewer?.uid ?? null },
        'rate limit reached',
      );
    }
    // The request's summary counts the refusal under the limiter's name (the refusals metric).
    res.locals.rateLimited = options.name;
    // The body of a refused request is never read; the connection closes after the answer.
    closeIfBodyUnread(req, res);
    const seconds = Math.max(1, resetSeconds(info));
    res.setHeader('retry-after', String(seconds));
    options.refuse(req, res, `Too many requests: try again in ${seconds} second${seconds === 1 ? '' : 's'}`);
  };
  return (req, res, next) => {
    const key = options.key(req, res);
    counter.consume(key).then(
      (standing) => {
        setHeaders(res, infoOf(standing), key);
        next();
      },
      (outcome: unknown) => {
        // Over budget the counter rejects with the key's standing; anything else is a failure.
        if (!(outcome instanceof RateLimiterRes)) return next(outcome);
        const info = infoOf(outcome);
        setHeaders(res, info, key);
        refuse(req, res, info);
      },
    );
  };
}

export interface RateLimits {
  /** /graphql over HTTP: RATE_LIMIT_OPERATIONS per user per window; refusals as GraphQL errors. */
  operations: RequestHandler;
  /** /files/*: RATE_LIMIT_FILES per user per window; refusals as `{ message, code }`. */
  files: RequestHandler;
  /** /csp-report: a fixed budget per client address. */
  cspReports: RequestHandler;
  /** `memory` or `redis`: where the counters live. */
  readonly store: 'memory' | 'redis';
  /** Closes the Redis connection, if any. */
  close(): Promise<void>;
}

/** The counters' own Redis connection: no offline queue, so a command fails at once while Redis is away. */
function connectCounters(url: string, logger: Logger): Redis {
  const log = logger.child({ component: 'rate-limit' });
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectionName: 'luminate-gateway-rate-limit' });
  // One warning per outage, not one per reconnect attempt.
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error.message }, 'redis unreachable; rate limits counted per replica until it answers');
  });
  redis.on('ready', () => {
    if (down) log.info('redis reachable again; rate limits shared again');
    down = false;
  });
  return redis;
}

export function createRateLimits(
  config: Pick<GatewayConfig, 'RATE_LIMIT_WINDOW_MS' | 'RATE_LIMIT_OPERATIONS' | 'RATE_LIMIT_FILES' | 'REDIS_URL'>,
  logger: Logger,
): RateLimits {
  const windowMs = config.RATE_LIMIT_WINDOW_MS;
  const redis = config.REDIS_URL ? connectCounters(config.REDIS_URL, logger) : null;
  return {
    store: redis ? 'redis' : 'memory',
    async close() {
      if (!redis) return;
      await closeRedis(redis);
    },
    operations: limiter({
      name: 'graphql-operations',
      windowMs,
      limit: config.RATE_LIMIT_OPERATIONS,
      key: rateLimitKey,
      logger,
      redis,
      refuse: (req, res, message) => sendGraphqlHttpError(req, res, 429, message, RATE_LIMITED),
    }),
    files: limiter({
      name: 'file-requests',
      windowMs,
      limit: config.RATE_LIMIT_FILES,
      key: rateLimitKey,
      logger,
      redis,
      refuse: (_req, res, message) => sendJsonHttpError(res, 429, message, RATE_LIMITED),
    }),
    cspReports: limiter({
      name: 'csp-reports',
      windowMs,
      limit: CSP_REPORTS_PER_WINDOW,
      key: addressKey,
      logger,
      redis,
      refuse: (_req, res) => {
        res.statusCode = 429;
        res.end();
      },
    }),
  };
}
