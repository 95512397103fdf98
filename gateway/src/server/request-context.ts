/**
 * Builds the per-request context (viewer, logger, upstream bound to the token, lazy data
 * sources) for HTTP GraphQL requests, module HTTP routes and WebSocket operations alike.
 */
import type { Request } from 'express';
import { GraphQLError } from 'graphql';
import { HeaderMap } from '@apollo/server';
import type { Logger } from 'pino';
import type { RequestContext, Viewer } from '../context.ts';
import { createDataSources } from '../modules/index.ts';
import { InvalidTokenError, IssuerUnavailableError, bearerToken, type TokenVerifier } from '../auth/token-verifier.ts';
import { operationNeedsViewer } from '../auth/operation-access.ts';
import type { UpstreamClient } from '../upstream/client.ts';
import { ErrorCode } from '../errors.ts';
import type { RequestScope } from '../logging.ts';
import type { QueryLimits } from './query-limits.ts';

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
  upstream: UpstreamClient;
  publicFields: Parameters<typeof operationNeedsViewer>[1];
  limits: QueryLimits;
  /** Overall time one HTTP GraphQL operation may take (GRAPHQL_DEADLINE_MS). */
  operationDeadlineMs: number;
}

/** A signal that never aborts: subscriptions and file streams have no overall deadline. */
const NEVER = new AbortController().signal;

export function createContextFactory(deps: ContextFactoryDeps) {
  /** The context for an already-authenticated (or anonymous) caller. */
  function contextFor(scope: RequestScope, viewer: Viewer | null, signal: AbortSignal = NEVER): RequestContext {
    scope.uid = viewer?.uid ?? null;
    const ctx: ScopedContext = {
      signal,
      requestId: scope.requestId,
      viewer,
      log: scope.log,
      upstream: deps.upstream.forRequest({
        token: viewer?.token ?? null,
        uid: viewer?.uid ?? null,
        requestId: scope.requestId,
        log: scope.log,
        counter: scope,
        signal,
      }),
      dataSources: undefined as never,
      [SCOPE]: scope,
    };
    ctx.dataSources = createDataSources(ctx);
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

  /** The GraphQL operation text and name of an HTTP request (POST body or GET query). */
  function operationOf(req: Request): { query?: string; operationName?: string } {
    const source = req.method === 'GET' ? req.query : req.body;
    if (!source || typeof source !== 'object') return {};
    const { query, operationName } = source as Record<string, unknown>;
    return { query: typeof query === 'string' ? query : undefined, operationName: typeof operationName === 'string' ? operationName : undefined };
  }

  /**
   * Apollo's context function: anonymous callers get through only when every root field they
   * select is @public; anything else is HTTP 401.
   */
  async function forGraphqlRequest(req: Request, scope: RequestScope): Promise<RequestContext> {
    const viewer = await viewerFromToken(bearerToken(req.headers.authorization), scope.log);
    if (!viewer) {
      const { query, operationName } = operationOf(req);
      if (!query) throw unauthenticatedHttp(); // persisted or empty operations: nothing to prove they are public
      let needsViewer = true;
      try {
        needsViewer = operationNeedsViewer(deps.limits.parse(query), deps.publicFields, operationName);
      } catch {
        // Unparsable: let Apollo answer its 400 with the syntax error.
        needsViewer = false;
      }
      if (needsViewer) throw unauthenticatedHttp();
    }
    return contextFor(scope, viewer, AbortSignal.timeout(deps.operationDeadlineMs));
  }

  /** For module HTTP routes (downloads, exports): a signed-in viewer is required. */
  async function forHttpRoute(req: Request, scope: RequestScope): Promise<RequestContext> {
    const viewer = await viewerFromToken(bearerToken(req.headers.authorization), scope.log);
    if (!viewer) throw unauthenticatedHttp();
    return contextFor(scope, viewer);
  }

  return { contextFor, viewerFromToken, forGraphqlRequest, forHttpRoute };
}

export type ContextFactory = ReturnType<typeof createContextFactory>;
