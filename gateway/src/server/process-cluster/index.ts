/**
 * The gateway on every core of a machine (GATEWAY_PROCESSES): a primary process (primary.ts)
 * running worker processes that share the port, with one call-list hub connection per campaign
 * for the whole machine, relayed to the workers (worker.ts); and the per-process cap on
 * WebSocket connections (limits.ts). See docs/operations.md, All cores of a machine.
 */
export { runGatewayPrimary } from './primary.ts';
export { isGatewayWorker, relayedCallListHub, shareMetricsWithPrimary } from './worker.ts';
export { gatewayProcessCount, websocketConnectionCap } from './limits.ts';
