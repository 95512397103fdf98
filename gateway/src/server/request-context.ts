/**
 * Builds the per-request context (viewer, logger, upstream bound to the token, lazy data
 * sources) for HTTP GraphQL requests, module HTTP routes and WebSocket operations alike.
 * Over HTTP the bearer token is verified once per request by `authenticate`, before the body is
 * read, and the contexts reuse that viewer.
 */
import { setMaxListeners } from 'node:events';
import type { Request, RequestHandler, Response } from 'express';
import { GraphQLError } from 'graphql';
import { HeaderMap } from '@apollo/server';
import type { Logger } from 'pino';
import type { RequestContext, Viewer } from '../context.ts';
import { createDataSources, type GatewayModule } from '../module.ts';
import { InvalidTokenError, IssuerUnavailableError, bearerToken, type TokenVerifier } from '../auth/token-verifier.ts';
import { operationNeedsViewer } from '../auth/operation-access.ts';
import type { UpstreamClient } from '../upstream/client/index.ts';
import { ErrorCode } from '../errors.ts';
import type { RequestScope } from '../logging.ts';
import type { QueryLimits } from './query-limits.ts';
import { closeIfBodyUnread } from './body-limit.ts';
import { sendGraphqlHttpError, sendJsonHttpError } from './http-errors.ts';
import type { AuditTrail } from '../audit/trail.ts';
import type { CacheInvalidations } from './cache-invalidations.ts';

/** Where the request's log scope hides on the context (symbol keys survive Apollo's context clone). */
export const SCOPE = Symbol('luminate.scope');
export type ScopedContext = RequestContext & { [SCOPE]?: RequestScope };

export const scopeOf = (ctx: RequestContext): RequestScope | undefined => (ctx as ScopedContext)[SCOPE];

export function unauthenticatedHttp(message = 'Sign in to continue'): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: ErrorCode.UNAUTHENTICATED, http: { status: 401, headers: new HeaderMap([['www-authenticate', 'Bearer']]) } },
  });
}

export function issuerUnavailableHttp(): GraphQLError {
  return new GraphQLError('Sign-in cannot be checked right now, try again shortly', {
    extensions: { code: ErrorCode.UPSTREAM_UNAVAILABLE, http: { status: 503 } },
  });
}

export interface ContextFactoryDeps {
  verifier: TokenVerifier;
  /** The modules whose data sources each request gets. */
  modules: readonly GatewayModule[];
  upstream: UpstreamClient;
  publicFields: Parameters<typeof operationNeedsViewer>[1];
  limits: QueryLimits;
  /** Overall time one HTTP GraphQL operation may take (GRAPHQL_DEADLINE_MS). */
  operationDeadlineMs: number;
  /** The audit trail every context carries. */
  audit: AuditTrail;
  /** Word to every replica that data kept across requests is out of date. */
  cacheInvalidations: CacheInvalidations;
}

/**
 * A signal that never aborts: subscriptions and file streams have no overall deadline. Shared by
 * all of them, so every upstream call under way for one listens on it (and stops listening when
 * done): many at once is expected, not a leak.
 */
const NEVER = new AbortController().signal;
setMaxListeners(0, NEVER);

/** Where a context keeps what its `signal` and `log` are made from, on first use. */
const LAZY = Symbol('luminate.lazyContext');
interface Lazy {
  [LAZY]: { signal: () => AbortSignal; scope: RequestScope };
}

/**
 * The context's `signal` (a timer) and `log` (a child logger) are made only when something asks
 * for them, and most operations never do. They are getters on the contexts' prototype, not on
 * each context: Apollo copies a request's context (own properties, prototype kept) before it runs
 * the operation, and a copy reads every own getter, which would make both for every request. The
 * copy keeps the symbol-keyed state, so it reads the same signal and logger as the original.
 */
const LAZY_MEMBERS: object = Object.create(Object.prototype, {
  signal: {
    get(this: Lazy): AbortSignal {
      return this[LAZY].signal();
    },
  },
  log: {
    get(this: Lazy): Logger {
      return this[LAZY].scope.log;
    },
  },
}) as object;

/** How a request presented itself: no credentials, a verified viewer, or a refusal to answer. */
type Credentials =
  { kind: 'anonymous' } | { kind: 'viewer'; viewer: Viewer } | { kind: 'refused'; status: 401 | 503; message: string; code: string };

const SIGN_IN = 'Sign in to continue';
const SIGN_IN_AGAIN = 'Your sign-in is not valid (it may have expired): sign in again';

/** Where the authentication middleware leaves the verified viewer (null: no token) for the request. */
const VIEWER_LOCAL = 'viewer';

/** The viewer the authentication middleware verified for this request, or undefined if it did not run. */
function verifiedViewer(res: Response | undefined): Viewer | null | undefined {
  const locals = res?.locals as Record<string, unknown> | undefined;
  if (!locals || !(VIEWER_LOCAL in locals)) return undefined;
  return locals[VIEWER_LOCAL] as Viewer | null;
}

export function createContextFactory(deps: ContextFactoryDeps) {
  /** The context for an already-authenticated (or anonymous) caller. */
  /**
   * `deadlineMs`: the operation's overall time, whose abort signal is made on first use (most
   * operations never ask for it: no upstream call, or none still running at the end).
   */
  function contextFor(scope: RequestScope, viewer: Viewer | null, deadlineMs?: number): RequestContext {
    const deadlineAt = deadlineMs === undefined ? undefined : performance.now() + deadlineMs;
    let made: AbortSignal | undefined;
    const signalNow = (): AbortSignal =>
      (made ??= deadlineAt === undefined ? NEVER : AbortSignal.timeout(Math.max(0, Math.round(deadlineAt - performance.now()))));
    scope.uid = viewer?.uid ?? null;
    const own: Omit<ScopedContext, 'signal' | 'log'> & Lazy = {
      [LAZY]: { signal: signalNow, scope },
      requestId: scope.requestId,
      viewer,
      upstream: deps.upstream.forRequest({
        token: viewer?.token ?? null,
        uid: viewer?.uid ?? null,
        requestId: scope.requestId,
        get log() {
          return scope.log;
        },
        counter: scope,
        span: scope.span,
        get signal() {
          return signalNow();
        },
      }),
      dataSources: undefined as never,
      audit: deps.audit,
      cacheInvalidations: deps.cacheInvalidations,
      [SCOPE]: scope,
    };
    const ctx = Object.assign(Object.create(LAZY_MEMBERS) as ScopedContext, own);
    ctx.dataSources = createDataSources(ctx, deps.modules);
    return ctx;
  }

  /** Verifies a bearer token: the viewer, null when absent/invalid, or throws when the issuer is down. */
  async function viewerFromToken(token: string | null, log: Logger): Promise<Viewer | null> {
    if (!token) return null;
    try {
      return await deps.verifier.verify(token);
    } catch (error) {
      if (error instanceof IssuerUnavailableError) {
        log.error({ err: { name: error.name, cause: String((error.cause as Error)?.message ?? '') } }, 'identity provider unreachable');
        throw issuerUnavailableHttp();
      }
      if (error instanceof InvalidTokenError) {
        log.info({ reason: error.reason }, 'access token rejected');
        return null;
      }
      throw error;
    }
  }

  /**
   * Reads the Authorization header: none → anonymous; a well-formed bearer token that verifies →
   * the viewer; anything else (malformed, forged, expired, not ours) → refused with 401, and an
   * unreachable identity provider → 503.
   */
  async function credentialsOf(req: Request, scope: RequestScope): Promise<Credentials> {
    // The scope's child logger is made only when there is something to log.
    const log = () => scope.log;
    const header = req.headers.authorization;
    if (header === undefined || header === '') return { kind: 'anonymous' };
    const token = bearerToken(header);
    if (!token) {
      log().info({ security: 'token-rejected', reason: 'malformed' }, 'access token rejected');
      return { kind: 'refused', status: 401, message: SIGN_IN_AGAIN, code: ErrorCode.UNAUTHENTICATED };
    }
    try {
      return { kind: 'viewer', viewer: await deps.verifier.verify(token) };
    } catch (error) {
      if (error instanceof IssuerUnavailableError) {
        log().error({ err: { name: error.name, cause: String((error.cause as Error)?.message ?? '') } }, 'identity provider unreachable');
        return { kind: 'refused', status: 503, message: issuerUnavailableHttp().message, code: ErrorCode.UPSTREAM_UNAVAILABLE };
      }
      if (error instanceof InvalidTokenError) {
        log().info({ security: 'token-rejected', reason: error.reason }, 'access token rejected');
        return { kind: 'refused', status: 401, message: SIGN_IN_AGAIN, code: ErrorCode.UNAUTHENTICATED };
      }
      throw error;
    }
  }

  /**
   * Express middleware run before anything reads the request body: verifies the bearer token once
   * and keeps the viewer (or null without a token) in res.locals for the rate limits and the
   * context below. A token that does not verify is refused at once with 401 — its body is never
   * read and the connection closes after the answer. `requireViewer` also refuses requests
   * without a token (the file routes); /graphql lets them through, since @public operations exist.
   */
  function authenticate(options: { requireViewer: boolean; format: 'graphql' | 'json' }): RequestHandler {
    return (req, res, next) => {
      const scope = res.locals.scope as RequestScope;
      const refuse = (status: number, message: string, code: string) => {
        closeIfBodyUnread(req, res);
        const headers: Record<string, string> = status === 401 ? { 'www-authenticate': 'Bearer' } : {};
        if (options.format === 'graphql') sendGraphqlHttpError(req, res, status, message, code, headers);
        else sendJsonHttpError(res, status, message, code, headers);
      };
      credentialsOf(req, scope).then(
        (credentials) => {
          if (credentials.kind === 'refused') return refuse(credentials.status, credentials.message, credentials.code);
          const viewer = credentials.kind === 'viewer' ? credentials.viewer : null;
          if (!viewer && options.requireViewer) return refuse(401, SIGN_IN, ErrorCode.UNAUTHENTICATED);
          res.locals[VIEWER_LOCAL] = viewer;
          scope.uid = viewer?.uid ?? null;
          next();
        },
        (error: unknown) => next(error),
      );
    };
  }

  /** The viewer verified by `authenticate`, or (outside that middleware) verified now. */
  async function viewerOfRequest(req: Request, scope: RequestScope): Promise<Viewer | null> {
    const verified = verifiedViewer(req.res);
    if (verified !== undefined) return verified;
    const credentials = await credentialsOf(req, scope);
    if (credentials.kind === 'refused') {
      throw credentials.status === 503 ? issuerUnavailableHttp() : unauthenticatedHttp(credentials.message);
    }
    return credentials.kind === 'viewer' ? credentials.viewer : null;
  }

  /** The GraphQL operation text and name of an HTTP request (POST body or GET query). */
  function operationOf(req: Request): { query?: string; operationName?: string } {
    const source: unknown = req.method === 'GET' ? req.query : req.body;
    if (!source || typeof source !== 'object') return {};
    const { query, operationName } = source as Record<string, unknown>;
    return {
      query: typeof query === 'string' ? query : undefined,
      operationName: typeof operationName === 'string' ? operationName : undefined,
    };
  }

  /**
   * Apollo's context function: anonymous callers get through only when every root field they
   * select is @public; anything else is HTTP 401. The viewer comes from `authenticate`.
   */
  async function forGraphqlRequest(req: Request, scope: RequestScope): Promise<RequestContext> {
    const viewer = await viewerOfRequest(req, scope);
    if (!viewer) {
      const { query, operationName } = operationOf(req);
      if (!query) throw unauthenticatedHttp(); // persisted or empty operations: nothing to prove they are public
      let needsViewer: boolean;
      try {
        needsViewer = operationNeedsViewer(deps.limits.parse(query), deps.publicFields, operationName);
      } catch {
        // Unparsable: let Apollo answer its 400 with the syntax error.
        needsViewer = false;
      }
      if (needsViewer) throw unauthenticatedHttp();
    }
    return contextFor(scope, viewer, deps.operationDeadlineMs);
  }

  /** For module HTTP routes (downloads, exports): a signed-in viewer is required. */
  async function forHttpRoute(req: Request, scope: RequestScope): Promise<RequestContext> {
    const viewer = await viewerOfRequest(req, scope);
    if (!viewer) throw unauthenticatedHttp();
    return contextFor(scope, viewer);
  }

  return { contextFor, viewerFromToken, authenticate, forGraphqlRequest, forHttpRoute };
}

export type ContextFactory = ReturnType<typeof createContextFactory>;
