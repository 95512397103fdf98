/**
 * The audit trail the configuration asks for: a Redis stream shared by every replica when
 * REDIS_URL is set, else the JSON-lines file AUDIT_LOG_FILE of this process. The application log
 * only hears about failures to write it (error codes and messages, never the events).
 */
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.ts';
import { RedisAuditTrail } from './redis-trail.ts';
import { FileAuditTrail, type AuditTrail } from './trail.ts';

export function createAuditTrail(
  config: Pick<GatewayConfig, 'AUDIT_LOG_FILE' | 'AUDIT_STREAM_MAX_EVENTS' | 'REDIS_URL'>,
  logger: Logger,
): AuditTrail {
  if (config.REDIS_URL) return new RedisAuditTrail({ url: config.REDIS_URL, maxEvents: config.AUDIT_STREAM_MAX_EVENTS, logger });
  return new FileAuditTrail(config.AUDIT_LOG_FILE, (error, what) =>
    logger.error(
      { err: { code: (error as NodeJS.ErrnoException)?.code ?? null, message: (error as Error)?.message ?? String(error) } },
      what,
    ),
  );
}
