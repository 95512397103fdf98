/**
 * The gateway's Prometheus metrics (instruments.ts) and the listener that serves them apart from
 * the public port (listener.ts). GraphQL operations are observed by server/operation-telemetry.ts.
 */
export { BREAKER_STATES, createGatewayMetrics, type GatewayMetrics } from './instruments.ts';
export { startMetricsListener, type MetricsListener } from './listener.ts';
