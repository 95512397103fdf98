/**
 * One HTTP server, one port: Apollo Server (HTTP GraphQL) and graphql-ws (WebSocket GraphQL) on
 * /graphql, the modules' file routes under /files, health probes, and the built web client.
 *
 * The HTTP edge, in order: request scope → security headers (every answer) → for /graphql and
 * /files: token verification (before any body is read) → per-user rate limit → body read with
 * an early cap (/graphql) → handler.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import { drainGraceMs, trustedDocumentsRequired, type GatewayConfig } from '../config.ts';
import type { RequestContext } from '../context.ts';
import { publicRootFields } from '../auth/directives.ts';
import type { TokenVerifier } from '../auth/token-verifier.ts';
import type { UpstreamClient } from '../upstream/client/index.ts';
import type { GatewayModule } from '../module.ts';
import { requestIdFrom, runInRequestScope, type RequestScope } from '../logging.ts';
import { createContextFactory } from './request-context.ts';
import { graphqlHttp } from './graphql-http.ts';
import { combinedRequestPlugins } from './request-plugins.ts';
import { cameOverHttps, clientAddress, type TrustProxy } from './client-address.ts';
import { createQueryLimits, introspectionPlugin } from './query-limits.ts';
import { loadTrustedDocuments, trustedDocumentsHttp } from './trusted-documents.ts';
import { createFormatError } from './format-error.ts';
import { loggingPlugin } from './logging-plugin.ts';
import { registerHealthRoutes } from './health.ts';
import { registerStaticWeb } from './static-web.ts';
import { registerWebConfig } from './web-config.ts';
import { httpErrorHandler, sendGraphqlHttpError } from './http-errors.ts';
import { securityHeaders } from './security-headers.ts';
import { registerCspReport } from './csp-report.ts';
import { createRateLimits } from './rate-limit.ts';
import { GRAPHQL_BODY_LIMIT_BYTES, jsonBody } from './body-limit.ts';
import { refuseSubscriptionsOverHttp } from './http-subscriptions.ts';
import { attachWebSocket } from './websocket.ts';
import { websocketConnectionCap } from './process-cluster/index.ts';
import type { CallListHub } from '../upstream/hub-client/index.ts';
import { createCallListHubPool } from './call-list-hub.ts';
import { createServiceTokenSource } from '../upstream/service-token.ts';
import { CHANGE_FEED_SCOPE, startChangeFeed, type ChangeFeedReader } from '../upstream/change-feed.ts';
import { createQueueChanges } from './queue-changes.ts';
import { createHttpDrain } from './drain.ts';
import { createCacheInvalidations } from './cache-invalidations.ts';
import { markFileRoute, type AuditTrail } from '../audit/index.ts';
import type { GatewayMetrics } from './metrics/index.ts';
import { operationTelemetryPlugin } from './operation-telemetry.ts';
import { endSpan, incomingTrace, SpanKind, startSpan, type Tracer } from './tracing/index.ts';

export interface GatewayServerDeps {
  config: GatewayConfig;
  schema: GraphQLSchema;
  modules: GatewayModule[];
  verifier: TokenVerifier;
  upstream: UpstreamClient;
  logger: Logger;
  /** The call-list hub connections; built from the configuration when not given (tests may pass their own). */
  callListHub?: CallListHub;
  /** The audit trail (closed by whoever created it). */
  audit: AuditTrail;
  /** The Prometheus metrics, when a metrics listener serves them. */
  metrics?: GatewayMetrics;
  /** Records the spans of requests, upstream calls and hub messages (null or absent: tracing off). */
  tracer?: Tracer | null;
}

export interface GatewayServer {
  app: Express;
  httpServer: Server;
  /** Turns unready, then stops accepting, drains in-flight HTTP requests, closes sockets and the upstream pool. */
  close(): Promise<void>;
}

const GRAPHQL_PATH = '/graphql';
/** The paths `app.use('/graphql', …)` would match: /graphql and below it, any letter case, any query. */
const GRAPHQL_PATH_PATTERN = /^\/graphql(?:[/?#]|$)/i;

/**
 * Runs `handlers` in order for one /graphql request, on Node's own request and response: not
 * through Express, whose router and per-request prototype switch cost more than the GraphQL
 * layer behind them. The handlers use only Node's API plus what this sets up as Express would:
 * `originalUrl`, `res.locals`, `req.res`, the client address `req.ip` (through trusted proxies)
 * and, for GET, the parsed `req.query`. An error (thrown, passed to `next`, or a rejected
 * promise) goes to the gateway's HTTP error handler.
 */
function graphqlEdge(handlers: RequestHandler[], trust: TrustProxy): (req: IncomingMessage, res: ServerResponse) => void {
  return (incoming, outgoing) => {
    const req = incoming as Request;
    const res = outgoing as unknown as Response;
    req.originalUrl = req.url;
    req.res = res;
    res.locals = Object.create(null) as Record<string, unknown>;
    Object.defineProperty(req, 'ip', { value: clientAddress(req, trust), enumerable: true });
    if (req.method === 'GET') {
      const queryAt = req.url.indexOf('?');
      Object.defineProperty(req, 'query', {
        value: Object.fromEntries(new URLSearchParams(queryAt >= 0 ? req.url.slice(queryAt + 1) : '')),
        enumerable: true,
      });
    }
    const fail = (error: unknown) => httpErrorHandler(error, req, res, () => undefined);
    const run = (index: number) => {
      const handler = handlers[index];
      if (!handler) return;
      try {
        const result = handler(req, res, (error?: unknown) => (error ? fail(error) : run(index + 1)));
        if (result instanceof Promise) result.catch(fail);
      } catch (error) {
        fail(error);
      }
    };
    run(0);
  };
}

export async function createGatewayServer(deps: GatewayServerDeps): Promise<GatewayServer> {
  const { config, schema, logger } = deps;
  const production = config.NODE_ENV === 'production';
  const app = express();
  // /graphql, the busiest path by far, runs its handlers in a fixed order without Express (see
  // graphqlEdge); everything else goes through the Express app.
  let graphql: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const httpServer = createServer((req, res) => {
    drain.admit(req, res);
    if (graphql && GRAPHQL_PATH_PATTERN.test(req.url ?? '')) graphql(req, res);
    else app(req, res);
  });
  const drain = createHttpDrain(httpServer, config.DRAIN_TIMEOUT_MS);
  app.disable('x-powered-by');
  // No ETag on JSON answers (GraphQL, errors, probes): computing one hashes every answer, and no
  // client revalidates them. Static files keep theirs.
  app.set('etag', false);
  app.set('trust proxy', config.TRUST_PROXY);

  const limits = createQueryLimits(config);
  // Read before anything starts: where trusted documents are required, a missing manifest stops the start.
  const trusted = loadTrustedDocuments(config.WEB_DIST, trustedDocumentsRequired(config));
  if (trusted.required) logger.info({ trustedDocuments: trusted.size }, 'only trusted documents run (explorers excepted)');
  // Word to every replica (through Redis when configured) that data kept across requests is out of date.
  const cacheInvalidations = createCacheInvalidations(config.REDIS_URL, logger);
  const contexts = createContextFactory({
    verifier: deps.verifier,
    modules: deps.modules,
    upstream: deps.upstream,
    publicFields: publicRootFields(schema),
    limits,
    operationDeadlineMs: config.GRAPHQL_DEADLINE_MS,
    audit: deps.audit,
    cacheInvalidations,
  });

  const { metrics, tracer = null } = deps;
  /** The span of a GraphQL or file request (renamed after its operation by the telemetry plugin); probes and static files have none. */
  const requestSpan = (req: Request) => {
    const graphqlRequest = GRAPHQL_PATH_PATTERN.test(req.url);
    if (!graphqlRequest && !/^\/files(?:[/?#]|$)/.test(req.url)) return { parent: undefined, span: undefined };
    const route = graphqlRequest ? GRAPHQL_PATH : '/files';
    const parent = incomingTrace(req.headers);
    const span = startSpan(tracer, `${req.method} ${route}`, SpanKind.SERVER, parent, {
      'http.request.method': req.method,
      'http.route': route,
    });
    return { parent, span };
  };

  const logRequests = logger.isLevelEnabled('info');
  // One scope (request id, trace, child logger) and one summary line per HTTP request.
  const requestScope: RequestHandler = (req, res, next) => {
    const { parent, span } = requestSpan(req);
    runInRequestScope(
      logger,
      requestIdFrom(req.headers['x-request-id']),
      (scope) => {
        const started = performance.now();
        res.locals.scope = scope;
        res.setHeader('x-request-id', scope.requestId);
        res.once('close', () => {
          if (typeof res.locals.errorCode === 'string') metrics?.errors.inc({ code: res.locals.errorCode });
          if (typeof res.locals.rateLimited === 'string') metrics?.rateLimitRefusals.inc({ limiter: res.locals.rateLimited });
          if (span !== parent) span?.setAttribute('http.response.status_code', res.statusCode);
          endSpan(span, parent, res.statusCode >= 500);
        });
        // Below info (LOG_LEVEL warn or error) there is no summary line, and no child logger made for one.
        if (!logRequests) return next();
        res.on('finish', () => {
          // The path only: query strings may carry search text typed by the user.
          const path = req.originalUrl.split('?')[0];
          if (path === '/healthz' || path === '/readyz') return;
          scope.log.info(
            {
              method: req.method,
              path,
              status: res.statusCode,
              ms: Math.round(performance.now() - started),
              operationName: scope.operationName ?? null,
              uid: scope.uid ?? null,
              upstreamCalls: scope.upstreamCalls,
            },
            'request',
          );
        });
        next();
      },
      span,
    );
  };
  app.use(requestScope);

  const trust = app.get('trust proxy fn') as TrustProxy;
  const security = securityHeaders({
    oidcIssuer: config.OIDC_ISSUER,
    googleMaps: config.GOOGLE_MAPS_BROWSER_KEY !== undefined,
    analyticsOrigin: config.ANALYTICS_EMBED_ORIGIN,
    isSecure: (req) => cameOverHttps(req, trust),
  });
  app.use(security);
  const rateLimits = createRateLimits(config, logger);
  registerCspReport(app, { logger, limiter: rateLimits.cspReports });

  const callListHub = deps.callListHub ?? createCallListHubPool(config, logger, { metrics, tracer });

  // The approval queues' changes: the bus (Redis across replicas when configured), and the reader
  // of the Care API's change feed that feeds it, started once the server can start.
  const queueChanges = createQueueChanges(config.REDIS_URL, logger);
  let changeFeed: ChangeFeedReader | null = null;

  const ws = attachWebSocket({
    httpServer,
    path: GRAPHQL_PATH,
    schema,
    contexts,
    limits,
    trusted,
    logger,
    production,
    callListHub,
    queueChanges,
    maxConnections: websocketConnectionCap(config),
  });

  metrics?.read({
    openSubscriptions: () => ws.openSubscriptions(),
    sharedResults: () => ws.sharedStats(),
  });

  registerHealthRoutes(app, {
    careApiUrl: config.CARE_API_URL,
    verifier: deps.verifier,
    callListHub: () => ({ ...callListHub.stats(), ...ws.sharedStats() }),
    approvalChanges: () => ({ transport: queueChanges.transport, ...(changeFeed?.stats() ?? { reading: false, seq: null, published: 0 }) }),
    draining: () => drain.draining,
  });

  const apollo = new ApolloServer<RequestContext>({
    schema,
    csrfPrevention: true,
    // The viewer-dependent introspection rule runs in introspectionPlugin.
    introspection: true,
    hideSchemaDetailsFromClientErrors: production,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    // The drain (close() below) stops Apollo after the last request. Apollo's own SIGTERM/SIGINT
    // handler, on by default outside NODE_ENV=test, would stop it at the signal and fail with 500
    // every operation the replica still serves during its grace.
    stopOnTerminationSignals: false,
    // Where trusted documents are required nothing is registered: their hashes are resolved
    // before Apollo (trustedDocumentsHttp), and Apollo's persisted-query store is the manifest,
    // read only. Open, Apollo's automatic persisted queries work as usual.
    ...(trusted.apolloPersistedQueries ? { persistedQueries: trusted.apolloPersistedQueries } : {}),
    validationRules: limits.validationRules,
    parseOptions: limits.parseOptions,
    formatError: createFormatError(production),
    logger: {
      debug: (m) => logger.debug(m),
      info: (m) => logger.info(m),
      warn: (m) => logger.warn(m),
      error: (m) => logger.error(m),
    },
    plugins: [
      combinedRequestPlugins([
        ...limits.apolloPlugins,
        introspectionPlugin(limits),
        loggingPlugin(),
        // After the cost limit: it reads the estimate that plugin put in the answer.
        operationTelemetryPlugin(metrics, trusted.operationNames),
        refuseSubscriptionsOverHttp(),
      ]),
      // No landing page in any mode: Apollo's loads its sandbox from a CDN, which the gateway's
      // content security policy does not allow; the web client's Developers page is the playground.
      ApolloServerPluginLandingPageDisabled(),
      // The graph sets no cache hints and is no federation subgraph: both plugins would otherwise
      // wrap every field's resolution for nothing.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
    ],
  });
  try {
    await apollo.start();
  } catch (error) {
    await queueChanges.close();
    await Promise.all([rateLimits.close(), cacheInvalidations.close()]);
    throw error;
  }
  changeFeed = startChangeFeed({
    careApiUrl: config.CARE_API_URL,
    tokens: createServiceTokenSource({
      issuer: config.OIDC_ISSUER,
      clientId: config.HUB_CLIENT_ID,
      clientSecret: config.HUB_CLIENT_SECRET,
      scope: CHANGE_FEED_SCOPE,
      logger,
    }),
    bus: queueChanges,
    logger,
  });
  const feed = changeFeed;

  const scopeOfRes = (res: { locals: Record<string, unknown> }) => res.locals.scope as RequestScope;

  graphql = graphqlEdge(
    [
      requestScope,
      security,
      contexts.authenticate({ requireViewer: false, format: 'graphql' }),
      rateLimits.operations,
      jsonBody({
        limit: GRAPHQL_BODY_LIMIT_BYTES,
        types: ['application/json'],
        refuse: (req, res, status, message, code) => sendGraphqlHttpError(req, res, status, message, code),
      }),
      trustedDocumentsHttp(trusted),
      graphqlHttp(apollo, (req, res) => contexts.forGraphqlRequest(req, scopeOfRes(res))),
    ],
    trust,
  );

  const files = express.Router();
  // Each module's routes get contexts marked with the module and route, for their audit events.
  for (const module of deps.modules) {
    module.httpRoutes?.(files, {
      contextFor: async (req: Request) => markFileRoute(await contexts.forHttpRoute(req, scopeOfRes(req.res!)), module.name, req),
    });
  }
  app.use('/files', contexts.authenticate({ requireViewer: true, format: 'json' }), rateLimits.files);
  app.use(files);

  registerWebConfig(app, config);
  registerStaticWeb(app, config.WEB_DIST);
  app.use((req, res) => {
    res.status(404).json({ message: 'Not found', code: 'NOT_FOUND' });
  });
  app.use(httpErrorHandler);

  let closing: Promise<void> | null = null;
  return {
    app,
    httpServer,
    close() {
      closing ??= (async () => {
        // Unready at once; after the grace the listener closes, in-flight requests finish while the
        // WebSockets close with 1012 (drain.ts); then what they used, the hub and bus last.
        drain.begin();
        if (httpServer.listening) await new Promise((resolve) => setTimeout(resolve, drainGraceMs(config)));
        await Promise.all([drain.close(), ws.close()]);
        await apollo.stop();
        await feed.stop();
        await queueChanges.close();
        await Promise.all([rateLimits.close(), cacheInvalidations.close()]);
        await callListHub.close();
        await deps.upstream.close();
      })();
      return closing;
    },
  };
}
