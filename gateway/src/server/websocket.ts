/**
 * graphql-ws on the same HTTP server and path as Apollo. The token is verified once in
 * connection_init (bad or missing → close 4403) and again per operation, so an expired token
 * stops working on a long-lived socket. Operations pass the same parse limits, JSON depth bound
 * and validation rules as HTTP ones.
 *
 * The `ws` adapter is ours (graphql-ws's makeServer, as graphql-ws/use/ws does) so that
 * viewer-independent subscriptions (Subscription.callList) are executed and serialised once per
 * change for all their subscribers: see shared-results.ts. Operations carry the call-list hub
 * pool on their context.
 */
import type { IncomingMessage, Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { CloseCode, handleProtocols, makeServer } from 'graphql-ws';
import { GraphQLError, getOperationAST, OperationTypeNode, type GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import type { RequestContext, Viewer } from '../context.ts';
import { bearerToken } from '../auth/token-verifier.ts';
import { ErrorCode } from '../errors.ts';
import { requestIdFrom, runInRequestScope, type RequestScope } from '../logging.ts';
import type { CallListHub } from '../upstream/hub-client/index.ts';
import type { QueueChanges } from './queue-changes.ts';
import type { ContextFactory } from './request-context.ts';
import type { QueryLimits } from './query-limits.ts';
import type { TrustedDocuments } from './trusted-documents.ts';
import { createFormatError } from './format-error.ts';
import { nestedDeeperThan, tooDeepMessage } from './json-depth.ts';
import { SharedResults, type DirectNext, type SplicedMessage } from './shared-results.ts';

/** Server → client pings keep idle sockets (and proxies) alive and find dead peers. */
const TEXT_FRAME = { binary: false } as const;
const KEEP_ALIVE_MS = 12_000;

/** The close code of a replica that stops (RFC 6455 registry: Service Restart); clients reconnect. */
const SERVICE_RESTART = 1012;
/** The close code of a process at its connection cap (RFC 6455 registry: Try Again Later); clients retry. */
const TRY_AGAIN_LATER = 1013;
/** How long a stopping replica waits for each peer to answer its close frame. */
const CLOSE_HANDSHAKE_MS = 2000;

/** A socket with more unsent bytes than this misses shared deliveries until it catches up. */
const DIRECT_BACKLOG_BYTES = 1024 * 1024;

/**
 * Writes one text message: a string whole, or a shared payload as three fragments sent back to
 * back (nothing can interleave: this runs synchronously), so its bytes are written, not copied.
 */
function writeMessage(socket: WebSocket, message: string | SplicedMessage, done?: (error?: Error) => void): void {
  if (typeof message === 'string') {
    socket.send(message, TEXT_FRAME, done);
    return;
  }
  const [head, payload, tail] = message;
  socket.send(head, { binary: false, fin: false });
  socket.send(payload, { binary: false, fin: false });
  socket.send(tail, { binary: false, fin: true }, done);
}

interface SocketState {
  viewer?: Viewer;
  operations?: Map<string, { scope: RequestScope; started: number; subscription: boolean }>;
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
  /** The web build's trusted documents: a hash in the extensions runs the manifest's text. */
  trusted: TrustedDocuments;
  logger: Logger;
  production: boolean;
  callListHub: CallListHub;
  /** The approval queues' change bus, on every WebSocket operation's context. */
  queueChanges: QueueChanges;
  /** WebSocket connections this process holds at most (WS_MAX_CONNECTIONS, process-cluster/limits.ts); past it, 1013. */
  maxConnections?: number;
}

interface SocketExtra {
  socket: WebSocket;
  request: IncomingMessage;
}

export function attachWebSocket(deps: WebSocketDeps) {
  const wss = new WebSocketServer({ server: deps.httpServer, path: deps.path, maxPayload: 1024 * 1024 });
  const formatError = createFormatError(deps.production);
  const shared = new SharedResults();
  /** Subscriptions under way on every socket (the open-subscriptions metric). */
  let openSubscriptions = 0;
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
    if (op.subscription) openSubscriptions--;
    op.scope.log.info(
      {
        transport: 'ws',
        operationName: op.scope.operationName ?? null,
        status,
        ms: Math.round(performance.now() - op.started),
        uid: op.scope.uid ?? null,
        upstreamCalls: op.scope.upstreamCalls,
      },
      'graphql operation',
    );
  };

  /**
   * A shared subscription's `next` messages, sent as its events arrive (shared-results.ts). A
   * socket holding more than DIRECT_BACKLOG_BYTES unsent is skipped: that subscriber's next
   * message is a whole list. Results with errors take graphql-ws's own path (formatted errors).
   */
  const directNextFor =
    (socket: WebSocket, id: string): DirectNext =>
    (result) => {
      if (socket.readyState !== socket.OPEN || socket.bufferedAmount > DIRECT_BACKLOG_BYTES) return false;
      const message = shared.directMessage(`{"id":${JSON.stringify(id)},"type":"next","payload":`, result);
      if (message === undefined) return false;
      writeMessage(socket, message);
      return true;
    };

  const server = makeServer<Record<string, unknown> | undefined, SocketExtra>({
    schema: deps.schema,
    subscribe: shared.subscribe,
    async onConnect(ctx) {
      const token = tokenFrom(ctx.connectionParams);
      let viewer: Viewer | null;
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
        // As over HTTP: JSON nested too deep for what walks it afterwards is refused first.
        const tooDeep = (['variables', 'extensions'] as const).find((name) => nestedDeeperThan(payload[name]));
        if (tooDeep) return fail(tooDeepMessage(`The ${tooDeep} are`), 'BAD_REQUEST');

        // As over HTTP: a trusted hash runs the manifest's text; where required, nothing else runs but an explorer's.
        const trusted = deps.trusted.resolve(payload, viewer);
        if (trusted.kind === 'refused') return fail(trusted.message, trusted.code);
        const source = trusted.kind === 'document' ? trusted.query : payload.query;
        const checked = deps.limits.check(deps.schema, source, viewer);
        if ('errors' in checked) return [...checked.errors];
        const { document } = checked;
        const operation = getOperationAST(document, payload.operationName);
        scope.operationName = operation?.name?.value ?? payload.operationName ?? null;
        const subscription = operation?.operation === OperationTypeNode.SUBSCRIPTION;
        if (subscription) openSubscriptions++;
        (state.operations ??= new Map()).set(id, { scope, started: performance.now(), subscription });
        shared.rememberSource(document, source);
        const operationName = scope.operationName;
        // A later read of a live subscription gets its own request id (and log lines) and DataLoaders.
        const freshContext = (): RequestContext =>
          runInRequestScope(deps.logger, requestIdFrom(undefined), (later) => {
            later.operationName = operationName;
            return Object.assign(deps.contexts.contextFor(later, viewer), {
              callListHub: deps.callListHub,
              queueChanges: deps.queueChanges,
              freshContext,
            });
          });
        return {
          schema: deps.schema,
          document,
          variableValues: payload.variables,
          operationName: payload.operationName,
          contextValue: Object.assign(deps.contexts.contextFor(scope, viewer), {
            callListHub: deps.callListHub,
            queueChanges: deps.queueChanges,
            freshContext,
            directNext: directNextFor(ctx.extra.socket, id),
          }),
        };
      });
    },
    onNext(_ctx, _id, _payload, _args, result) {
      // A shared result's payload is serialised once and spliced in at send (finishMessage).
      if (!result.errors?.length) return shared.payloadFor(result) as never;
      return { ...result, errors: result.errors.map((e) => formatError(e.toJSON(), e)) };
    },
    onError(ctx, id, _payload, errors) {
      finish(ctx.extra, id, 'error');
      return errors.map((e) => formatError(e.toJSON(), e));
    },
    onComplete(ctx, id) {
      finish(ctx.extra, id, 'ok');
    },
  });

  wss.options.handleProtocols = handleProtocols;
  wss.on('error', (error) => deps.logger.error({ err: error.message }, 'websocket server error'));
  const maxConnections = deps.maxConnections ?? Number.POSITIVE_INFINITY;
  wss.on('connection', (socket, request) => {
    // The socket counts among the clients already. Past the cap it is closed with a reason a
    // client can act on, before it costs anything, rather than the process running out of
    // descriptors and the kernel resetting new connections.
    if (wss.clients.size > maxConnections) {
      socket.close(TRY_AGAIN_LATER, 'Try again later: this gateway process holds its most connections');
      return;
    }
    const closeOnError = (error: unknown, what: string) => {
      deps.logger.warn({ err: error instanceof Error ? error.message : String(error) }, what);
      socket.close(CloseCode.InternalServerError, 'Internal server error');
    };
    socket.once('error', (error) => closeOnError(error, 'websocket error'));

    // Terminate peers that stop answering pings (half-open TCP after a network drop).
    let pongWait: NodeJS.Timeout | null = null;
    const pingInterval = setInterval(() => {
      if (socket.readyState !== socket.OPEN) return;
      pongWait = setTimeout(() => socket.terminate(), KEEP_ALIVE_MS);
      socket.once('pong', () => {
        if (pongWait) clearTimeout(pongWait);
        pongWait = null;
      });
      socket.ping();
    }, KEEP_ALIVE_MS);

    const closed = server.opened(
      {
        protocol: socket.protocol,
        send: (data) => {
          // Always through finishMessage: it consumes the shared payload stringified just before.
          const message = shared.finishMessage(data);
          if (socket.readyState !== socket.OPEN) return;
          // The next message of this operation waits for this one only while the socket holds
          // unsent bytes (a slow reader): the usual case, written at once, costs no promise.
          let finish: ((error?: Error) => void) | null = null;
          writeMessage(socket, message, (error) => finish?.(error));
          if (socket.bufferedAmount === 0) return;
          return new Promise<void>((resolve, reject) => (finish = (error) => (error ? reject(error) : resolve())));
        },
        close: (code, reason) => socket.close(code, reason),
        onMessage: (handle) =>
          socket.on('message', (message) => {
            handle(
              (Array.isArray(message) ? Buffer.concat(message) : Buffer.isBuffer(message) ? message : Buffer.from(message)).toString(
                'utf8',
              ),
            ).catch((error: unknown) => closeOnError(error, 'websocket message handling failed'));
          }),
      },
      { socket, request },
    );

    socket.once('close', (code, reason) => {
      if (pongWait) clearTimeout(pongWait);
      clearInterval(pingInterval);
      closed(code, String(reason)).catch((error: unknown) =>
        deps.logger.error({ err: (error as Error)?.message }, 'websocket close handling failed'),
      );
    });
  });

  return {
    /** Counters of the shared subscription path (executions, serialisations, deliveries). */
    sharedStats: () => ({ ...shared.counters }),
    /** Subscriptions open on this process's sockets. */
    openSubscriptions: () => openSubscriptions,
    /**
     * Closes every socket with 1012 (Service Restart), which graphql-ws clients retry: they
     * reconnect, through the load balancer, to another replica and subscribe again. A peer that
     * has not answered the closing handshake within CLOSE_HANDSHAKE_MS (a frozen tab, a dead
     * network) is cut off.
     */
    async close() {
      for (const client of wss.clients) client.close(SERVICE_RESTART, 'Service Restart');
      const cut = setTimeout(() => wss.clients.forEach((client) => client.terminate()), CLOSE_HANDSHAKE_MS);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      clearTimeout(cut);
    },
  };
}
