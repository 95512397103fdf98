/**
 * The gateway as a library: `startGateway(env)` for the CLI, tests and benchmarks.
 */
import type { AddressInfo } from 'node:net';
import type { DestinationStream } from 'pino';
import { loadConfig, type GatewayConfig } from './config.ts';
import { createLogger } from './logging.ts';
import { buildGatewaySchema as buildSchema, type BuildSchemaOptions } from './server/schema.ts';
import { createGatewayServer } from './server/gateway-server.ts';
import { createTelemetry } from './server/telemetry.ts';
import { createTokenVerifier } from './auth/token-verifier.ts';
import { careApiKind } from './sandbox-settings.ts';
import { createUpstream } from './upstream/client/index.ts';
import { gatewayModules } from './modules/index.ts';
import { createAuditTrail } from './audit/index.ts';
import { isGatewayWorker, relayedCallListHub, shareMetricsWithPrimary } from './server/process-cluster/index.ts';

export { loadConfig, type GatewayConfig } from './config.ts';

/** The executable graph of every registered module (or of the modules given), as the gateway serves it. */
export function buildGatewaySchema(options: Partial<BuildSchemaOptions> = {}) {
  return buildSchema({ modules: gatewayModules(loadConfig(process.env)), ...options });
}

export interface RunningGateway {
  /** http://host:port of the gateway (GraphQL at /graphql). */
  url: string;
  port: number;
  config: GatewayConfig;
  /** http://host:port of the metrics listener (GET /metrics), when METRICS_PORT is set. */
  metricsUrl?: string;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Where the log lines go instead of stdout (tests read them). */
  logDestination?: DestinationStream;
}

/** Validates `env`, builds the graph (refusing to start on an unguarded root field) and listens. */
export async function startGateway(
  env: Record<string, string | undefined> = process.env,
  options: StartOptions = {},
): Promise<RunningGateway> {
  // A configuration refused is a rejected start, as every later failure is.
  const config = loadConfig(env);
  return startConfiguredGateway(config, options);
}

/** startGateway with the configuration already validated (the CLI reads it once, to choose the process layout first). */
export async function startConfiguredGateway(config: GatewayConfig, options: StartOptions = {}): Promise<RunningGateway> {
  const logger = createLogger(config.LOG_LEVEL, options.logDestination);
  // The audit trail has its own store (Redis with REDIS_URL, else its file), apart from the application log.
  const audit = createAuditTrail(config, logger);
  try {
    await audit.ready();
  } catch (error) {
    await audit.close().catch(() => undefined);
    throw error;
  }
  const modules = gatewayModules(config);
  const schema = buildSchema({ modules });
  const telemetry = createTelemetry(config, logger);
  const verifier = createTokenVerifier({
    issuer: config.OIDC_ISSUER,
    audience: config.OIDC_AUDIENCE,
    algorithms: config.OIDC_ALGORITHMS,
    timeoutMs: Math.min(config.UPSTREAM_TIMEOUT_MS, 10_000),
    verifiedTtlMs: config.TOKEN_CACHE_TTL_MS,
    onCacheLookup: (hit) => telemetry.tokenCacheLookup(hit),
    shape: {
      userId: config.TOKEN_USER_ID_PATH,
      employeeId: config.TOKEN_EMPLOYEE_ID_PATH,
      claims: config.TOKEN_CLAIMS_PATH,
      claimMap: config.TOKEN_CLAIM_MAP ?? null,
    },
  });
  const upstream = createUpstream({
    baseUrl: config.CARE_API_URL,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    deadlineMs: config.UPSTREAM_DEADLINE_MS,
    retries: config.UPSTREAM_RETRIES,
    connections: config.UPSTREAM_CONNECTIONS,
    breaker: {
      errorThresholdPercentage: config.BREAKER_ERROR_PERCENT,
      resetTimeout: config.BREAKER_RESET_MS,
      minUsers: config.BREAKER_MIN_USERS,
    },
    logger,
    sharedAnswerTtlMs: config.REFERENCE_CACHE_TTL_MS,
    metrics: telemetry.metrics,
    tracer: telemetry.tracer,
  });
  const { metrics, tracer } = telemetry;
  // A worker of a machine running several gateway processes: its primary holds the hub
  // connections and serves the machine's metrics (server/process-cluster/).
  const worker = isGatewayWorker();
  const callListHub = worker ? relayedCallListHub(logger, metrics) : undefined;
  if (worker && metrics) shareMetricsWithPrimary(metrics);
  const server = await createGatewayServer({
    config,
    schema,
    modules,
    verifier,
    upstream,
    logger,
    audit,
    metrics,
    tracer,
    ...(callListHub ? { callListHub } : {}),
  }).catch(async (error) => {
    await telemetry.close();
    await audit.close();
    throw error;
  });
  // In-flight requests finish (and record their events) before the trail is flushed and closed.
  const closeAll = async () => {
    try {
      await server.close();
    } finally {
      await telemetry.close();
      await audit.close();
    }
  };

  let metricsUrl: string | undefined;
  try {
    metricsUrl = worker ? undefined : await telemetry.listen();
    await new Promise<void>((resolve, reject) => {
      server.httpServer.once('error', reject);
      server.httpServer.listen(config.PORT, config.HOST, () => {
        server.httpServer.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await closeAll();
    throw error;
  }
  const { port } = server.httpServer.address() as AddressInfo;
  const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST;
  const url = `http://${host}:${port}`;
  logger.info(
    { url, env: config.NODE_ENV, careApi: config.CARE_API_URL, careApiKind: careApiKind(config), issuer: config.OIDC_ISSUER },
    'gateway listening',
  );
  return { url, port, config, ...(metricsUrl ? { metricsUrl } : {}), close: closeAll };
}
