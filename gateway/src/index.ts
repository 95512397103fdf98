/**
 * The gateway as a library: `startGateway(env)` for the CLI, tests and benchmarks.
 */
import type { AddressInfo } from 'node:net';
import { loadConfig, type GatewayConfig } from './config.ts';
import { createLogger } from './logging.ts';
import { buildGatewaySchema as buildSchema, type BuildSchemaOptions } from './server/schema.ts';
import { createGatewayServer } from './server/gateway-server.ts';
import { createTokenVerifier } from './auth/token-verifier.ts';
import { createUpstream } from './upstream/client/index.ts';
import { gatewayModules } from './modules/index.ts';
import { AuditTrail } from './audit/index.ts';

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
  close(): Promise<void>;
}

/** Validates `env`, builds the graph (refusing to start on an unguarded root field) and listens. */
export async function startGateway(env: Record<string, string | undefined> = process.env): Promise<RunningGateway> {
  const config = loadConfig(env);
  const logger = createLogger(config.LOG_LEVEL);
  // The audit trail has its own file; the application log only hears about failures to write it.
  const audit = new AuditTrail(config.AUDIT_LOG_FILE, (error, what) =>
    logger.error(
      { err: { code: (error as NodeJS.ErrnoException)?.code ?? null, message: (error as Error)?.message ?? String(error) } },
      what,
    ),
  );
  await audit.ready();
  const modules = gatewayModules(config);
  const schema = buildSchema({ modules });
  const verifier = createTokenVerifier({
    issuer: config.OIDC_ISSUER,
    audience: config.OIDC_AUDIENCE,
    algorithms: config.OIDC_ALGORITHMS,
    timeoutMs: Math.min(config.UPSTREAM_TIMEOUT_MS, 10_000),
    verifiedTtlMs: config.TOKEN_CACHE_TTL_MS,
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
  });
  const server = await createGatewayServer({ config, schema, modules, verifier, upstream, logger, audit }).catch(async (error) => {
    await audit.close();
    throw error;
  });
  // In-flight requests finish (and record their events) before the trail is flushed and closed.
  const closeAll = async () => {
    try {
      await server.close();
    } finally {
      await audit.close();
    }
  };

  try {
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
  logger.info({ url, env: config.NODE_ENV, careApi: config.CARE_API_URL, issuer: config.OIDC_ISSUER }, 'gateway listening');
  return { url, port, config, close: closeAll };
}
