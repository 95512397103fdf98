/**
 * Per-user rate limits (express-rate-limit, in-memory fixed windows per key): GraphQL operations
 * over HTTP and file-route requests each have their own budget per RATE_LIMIT_WINDOW_MS. The key
 * is the verified user (token `sub`, set by the authentication middleware that runs first), so one
 * user's burst never spends another user's budget; requests without a token are counted per
 * client address (IPv6 grouped by /56, so rotating addresses in one allocation does not help).
 * Over budget: HTTP 429 with Retry-After (seconds until the window ends), the body not read.
 *
 * Counters live in this process; several gateway replicas each enforce the budget on their own.
 */
import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit, type RateLimitInfo } from 'express-rate-limit';
import { LRUCache } from 'lru-cache';
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

function addressKey(req: Request): string {
  return `address:${ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown')}`;
}

/** Seconds until the key's window ends (the whole window when the store gives no reset time). */
function resetSeconds(info: RateLimitInfo, windowMs: number): number {
  return info.resetTime ? Math.max(0, Math.ceil((info.resetTime.getTime() - Date.now()) / 1000)) : Math.ceil(windowMs / 1000);
}

/**
 * The RateLimit and RateLimit-Policy headers (IETF draft 8), as express-rate-limit writes them,
 * with the partition key (a hash of the counted key, so the header does not reveal who is
 * counted) remembered per key instead of hashed on every request.
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
    res.setHeader('ratelimit', `"${name}"; r=${info.remaining}; t=${resetSeconds(info, windowMs)}`);
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
}

type LimitedRequest = Request & { rateLimit?: RateLimitInfo };

function limiter(options: LimiterOptions): RequestHandler {
  // RateLimit / RateLimit-Policy (IETF draft 8) on every answer, and Retry-After on refusals.
  const setHeaders = draft8Headers(options.name, options.windowMs);
  const counted = (req: Request, res: Response) => {
    const info = (req as LimitedRequest).rateLimit;
    if (info) setHeaders(res, info, info.key);
    return info;
  };
  const limit = rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: false,
    legacyHeaders: false,
    identifier: options.name,
    keyGenerator: options.key,
    logger: {
      warn: (error) => options.logger.warn({ err: { message: String((error as Error)?.message ?? error) } }, 'rate limiter warning'),
      error: (error) => options.logger.error({ err: { message: String((error as Error)?.message ?? error) } }, 'rate limiter error'),
    },
    handler: (req, res) => {
      const info = counted(req, res);
      // One line per key and window (the first refusal), not one per refused request.
      if (info && info.used === info.limit + 1) {
        const scope = res.locals.scope as RequestScope | undefined;
        const viewer = res.locals.viewer as Viewer | null | undefined;
        (scope?.log ?? options.logger).warn(
          { security: 'rate-limited', limit: options.name, budget: info.limit, uid: viewer?.uid ?? null },
          'rate limit reached',
        );
      }
      // The body of a refused request is never read; the connection closes after the answer.
      closeIfBodyUnread(req, res);
      const seconds = Math.max(1, info ? resetSeconds(info, options.windowMs) : 1);
      res.setHeader('retry-after', String(seconds));
      options.refuse(req, res, `Too many requests: try again in ${seconds} second${seconds === 1 ? '' : 's'}`);
    },
  });
  return (req, res, next) =>
    limit(req, res, (error?: unknown) => {
      if (error) return next(error);
      counted(req, res);
      next();
    });
}

export interface RateLimits {
  /** /graphql over HTTP: RATE_LIMIT_OPERATIONS per user per window; refusals as GraphQL errors. */
  operations: RequestHandler;
  /** /files/*: RATE_LIMIT_FILES per user per window; refusals as `{ message, code }`. */
  files: RequestHandler;
  /** /csp-report: a fixed budget per client address. */
  cspReports: RequestHandler;
}

export function createRateLimits(
  config: Pick<GatewayConfig, 'RATE_LIMIT_WINDOW_MS' | 'RATE_LIMIT_OPERATIONS' | 'RATE_LIMIT_FILES'>,
  logger: Logger,
): RateLimits {
  const windowMs = config.RATE_LIMIT_WINDOW_MS;
  return {
    operations: limiter({
      name: 'graphql-operations',
      windowMs,
      limit: config.RATE_LIMIT_OPERATIONS,
      key: rateLimitKey,
      logger,
      refuse: (req, res, message) => sendGraphqlHttpError(req, res, 429, message, RATE_LIMITED),
    }),
    files: limiter({
      name: 'file-requests',
      windowMs,
      limit: config.RATE_LIMIT_FILES,
      key: rateLimitKey,
      logger,
      refuse: (_req, res, message) => sendJsonHttpError(res, 429, message, RATE_LIMITED),
    }),
    cspReports: limiter({
      name: 'csp-reports',
      windowMs,
      limit: CSP_REPORTS_PER_WINDOW,
      key: addressKey,
      logger,
      refuse: (_req, res) => void res.status(429).end(),
    }),
  };
}
