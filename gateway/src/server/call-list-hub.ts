/**
 * The call-list hub pool of a process that holds hub connections (a single gateway process, or
 * the primary of a machine running several): the hub's address and the gateway's service
 * credentials from the configuration.
 */
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.ts';
import { CallListHubPool, type CallListHubPoolOptions } from '../upstream/hub-client/index.ts';
import { createServiceTokenSource } from '../upstream/service-token.ts';

export function createCallListHubPool(
  config: GatewayConfig,
  logger: Logger,
  observers: Pick<CallListHubPoolOptions, 'metrics' | 'tracer'> = {},
): CallListHubPool {
  return new CallListHubPool({
    hubUrl: config.CALL_LIST_HUB_URL,
    tokens: createServiceTokenSource({
      issuer: config.OIDC_ISSUER,
      clientId: config.HUB_CLIENT_ID,
      clientSecret: config.HUB_CLIENT_SECRET,
      logger,
    }),
    logger: logger.child({ component: 'call-list-hub' }),
    ...observers,
  });
}
