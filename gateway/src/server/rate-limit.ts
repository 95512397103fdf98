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
import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit, type RateLimitInfo } from 'express-rate-limit';
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

function retryAfterSeconds(res: Response): number {
  const header = Number(res.getHeader('retry-after'));
  return Number.isFinite(header) && header > 0 ? header : 1;
}

interface LimiterOptions {
  name: string;
  windowMs: number;
  limit: number;
  key: (req: Request, res: Response) => string;
  logger: Logger;
  refuse: (req: Request, res: Response, message: string) => void;
}

function limiter(options: LimiterOptions): RequestHandler {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    // RateLimit / RateLimit-Policy (IETF draft 8) on every answer, and Retry-After on refusals.
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: options.name,
    keyGenerator: options.key,
    logger: {
      warn: (error) => options.logger.warn({ err: { message: String((error as Error)?.message ?? error) } }, 'rate limiter warning'),
      error: (error) => options.logger.error({ err: { message: String((error as Error)?.message ?? error) } }, 'rate limiter error'),
    },
    handler: (req, res) => {
      const info = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit;
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
      const seconds = retryAfterSeconds(res);
      options.refuse(req, res, `Too many requests: try again in ${seconds} second${seconds === 1 ? '' : 's'}`);
    },
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
