/**
 * What the gateway is seen through besides its logs: the Prometheus metrics (with METRICS_PORT,
 * on a listener of their own) and the OpenTelemetry traces (with OTEL_EXPORTER_OTLP_ENDPOINT).
 * Either one unset costs nothing on the request path: no instruments are observed, no span is made.
 */
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.ts';
import { createGatewayMetrics, startMetricsListener, type GatewayMetrics, type MetricsListener } from './metrics/index.ts';
import { startTracingSdk, type Tracer, type TracingSdk } from './tracing/index.ts';

export interface Telemetry {
  /** The metrics, when METRICS_PORT is set. */
  readonly metrics: GatewayMetrics | undefined;
  /** The tracer, when OTEL_EXPORTER_OTLP_ENDPOINT is set. */
  readonly tracer: Tracer | null;
  /** Counts one look-up of the verified-token cache. */
  tokenCacheLookup(hit: boolean): void;
  /** Starts the metrics listener (when configured); its URL. */
  listen(): Promise<string | undefined>;
  /** Stops the listener and sends the spans still queued. */
  close(): Promise<void>;
}

export function createTelemetry(
  config: Pick<GatewayConfig, 'METRICS_PORT' | 'METRICS_HOST' | 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_SERVICE_NAME'>,
  logger: Logger,
): Telemetry {
  const metrics = config.METRICS_PORT === undefined ? undefined : createGatewayMetrics();
  const sdk: TracingSdk | null = config.OTEL_EXPORTER_OTLP_ENDPOINT
    ? startTracingSdk(config.OTEL_EXPORTER_OTLP_ENDPOINT, config.OTEL_SERVICE_NAME)
    : null;
  let listener: MetricsListener | null = null;
  return {
    metrics,
    tracer: sdk?.tracer ?? null,
    tokenCacheLookup(hit) {
      metrics?.cacheLookups.inc({ cache: 'token', result: hit ? 'hit' : 'miss' });
    },
    async listen() {
      if (!metrics || config.METRICS_PORT === undefined) return undefined;
      listener = await startMetricsListener(metrics.registry, config.METRICS_HOST, config.METRICS_PORT, logger);
      return listener.url;
    },
    async close() {
      await listener?.close();
      await sdk
        ?.shutdown()
        .catch((error: unknown) =>
          logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'trace export at shutdown failed'),
        );
    },
  };
}
