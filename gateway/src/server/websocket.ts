/**
 * graphql-ws on the same HTTP server and path as Apollo. The token is verified once in
 * connection_init (bad or missing → close 4403) and again per operation, so an expired token
 * stops working on a long-lived socket. Operations pass the same parse limits and validation
 * rules as HTTP ones.
 */
import type { Server } from 'node:http';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { GraphQLError, getOperationAST, type GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import type { Viewer } from '../context.ts';
import { bearerToken } from '../auth/token-verifier.ts';
import { ErrorCode } from '../errors.ts';
import { requestIdFrom, runInRequestScope, type RequestScope } from '../logging.ts';
import type { ContextFactory } from './request-context.ts';
import type { QueryLimits } from './query-limits.ts';
import { createFormatError } from './format-error.ts';

interface SocketState {
  viewer?: Viewer;
  operations?: Map<string, { scope: RequestScope; started: number }>;
}

function tokenFrom(params: Record<string, unknown> | undefined): string | null {
  if (!params) return null;
  const auth = params.authorization ?? params.Authorization;
  if (typeof auth === 'string') return bearerToken(auth);
  return typeof params.token === 'string' && params.token ? params.token : null;
}

export interface WebSocketDeps {
  httpServer: Server;
  path: string;
  schema: GraphQLSchema;
  contexts: ContextFactory;
  limits: QueryLimits;
  logger: Logger;
  production: boolean;
}

export function attachWebSocket(deps: WebSocketDeps) {
  const wss = new WebSocketServer({ server: deps.httpServer, path: deps.path, maxPayload: 1024 * 1024 });
  const formatError = createFormatError(deps.production);
  const states = new WeakMap<object, SocketState>();
  const stateOf = (extra: object) => {
    let state = states.get(extra);
    if (!state) states.set(extra, (state = {}));
    return state;
  };

  const finish = (extra: object, id: string, status: string) => {
    const op = stateOf(extra).operations?.get(id);
    if (!op) return;
    stateOf(extra).operations!.delete(id);
    op.scope.log.info(
      { transport: 'ws', operationName: op.scope.operationName ?? null, status, ms: Math.round(performance.now() - op.started), uid: op.scope.uid ?? null, upstreamCalls: op.scope.upstreamCalls },
      'graphql operation',
    );
  };

  const serverCleanup = useServer(
    {
      schema: deps.schema,
      async onConnect(ctx) {
        const token = tokenFrom(ctx.connectionParams as Record<string, unknown> | undefined);
        let viewer: Viewer | null = null;
        try {
          viewer = await deps.contexts.viewerFromToken(token, deps.logger);
        } catch {
          viewer = null;
        }
        if (!viewer) return false; // graphql-ws closes with 4403 Forbidden
        stateOf(ctx.extra).viewer = viewer;
        return true;
      },
      async onSubscribe(ctx, id, payload) {
        const state = stateOf(ctx.extra);
        const requestId = requestIdFrom(undefined);
        return runInRequestScope(deps.logger, requestId, async (scope) => {
          const fail = (message: string, code: string) => [new GraphQLError(message, { extensions: { code } })];
          // Re-check the token per operation: sockets outlive tokens.
          const viewer = state.viewer ? await deps.contexts.viewerFromToken(state.viewer.token, scope.log).catch(() => null) : null;
          if (!viewer) return fail('Sign in to continue', ErrorCode.UNAUTHENTICATED);

          let document;
          try {
            document = deps.limits.parse(payload.query);
          } catch (error) {
            return [error as GraphQLError];
          }
          const errors = deps.limits.validate(deps.schema, document, viewer);
          if (errors.length) return errors;
          scope.operationName = getOperationAST(document, payload.operationName)?.name?.value ?? payload.operationName ?? null;
          (state.operations ??= new Map()).set(id, { scope, started: performance.now() });
          return {
            schema: deps.schema,
            document,
            variableValues: payload.variables,
            operationName: payload.operationName,
            contextValue: deps.contexts.contextFor(scope, viewer),
          };
        });
      },
      onNext(_ctx, _id, _payload, _args, result) {
        if (!result.errors?.length) return;
        return { ...result, errors: result.errors.map((e) => formatError(e.toJSON(), e)) };
      },
      onError(ctx, id, _payload, errors) {
        finish(ctx.extra, id, 'error');
        return errors.map((e) => formatError(e.toJSON(), e)) as never;
      },
      onComplete(ctx, id) {
        finish(ctx.extra, id, 'ok');
      },
    },
    wss,
  );

  return {
    async close() {
      await serverCleanup.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
