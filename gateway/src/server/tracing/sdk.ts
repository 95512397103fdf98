/**
 * The OpenTelemetry SDK of the process, started only when OTEL_EXPORTER_OTLP_ENDPOINT names a
 * collector: spans go there over OTLP/HTTP (JSON bodies, to `<endpoint>/v1/traces`), in batches.
 * Nothing is instrumented automatically; the gateway makes its own spans (tracing/index.ts). The
 * SDK's metrics and logs stay off: metrics are Prometheus's (server/metrics), logs are pino's.
 *
 * The SDK registers itself for the whole process (the OpenTelemetry API is a process global), so
 * one gateway per process traces; closing it takes the registration back, so another may start.
 * The exporter reads the other standard variables itself from the process environment
 * (OTEL_EXPORTER_OTLP_HEADERS, OTEL_EXPORTER_OTLP_TIMEOUT, OTEL_RESOURCE_ATTRIBUTES, OTEL_BSP_*).
 */
import { context, propagation, trace, type Tracer } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { NodeSDK } from '@opentelemetry/sdk-node';

/** The gateway's instrumentation scope. */
const TRACER_NAME = 'luminate-gateway';

export interface TracingSdk {
  tracer: Tracer;
  /** Sends the spans still queued, then stops the SDK and takes back its registration. */
  shutdown(): Promise<void>;
}

export function startTracingSdk(endpoint: string, serviceName: string): TracingSdk {
  const sdk = new NodeSDK({
    serviceName,
    traceExporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` }),
    // Only spans: no OpenTelemetry metrics or logs, whatever OTEL_METRICS_EXPORTER / OTEL_LOGS_EXPORTER say.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [],
    // The gateway injects and extracts traceparent itself (W3C trace context), with or without the SDK.
    textMapPropagator: null,
  });
  sdk.start();
  return {
    tracer: trace.getTracer(TRACER_NAME),
    async shutdown() {
      try {
        await sdk.shutdown();
      } finally {
        trace.disable();
        context.disable();
        propagation.disable();
      }
    },
  };
}
