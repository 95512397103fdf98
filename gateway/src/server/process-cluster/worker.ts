/**
 * A gateway worker's ties to its machine's primary process: the call-list hub as a relay over
 * IPC (upstream/hub-client/relay-worker.ts) and its metrics, collected by the primary's listener.
 */
import cluster from 'node:cluster';
import type { Logger } from 'pino';
import { AggregatorRegistry } from 'prom-client';
import { RelayedCallListHub } from '../../upstream/hub-client/relay-worker.ts';
import type { GatewayMetrics } from '../metrics/index.ts';

/** True in a worker started by the primary of server/process-cluster (node:cluster). */
export const isGatewayWorker = (): boolean => cluster.isWorker;

/** The hub as the primary relays it; the worker holds no hub connection of its own. */
export function relayedCallListHub(logger: Logger, metrics?: GatewayMetrics): RelayedCallListHub {
  const send = process.send?.bind(process);
  if (!send) throw new Error('A gateway worker needs the IPC channel of its primary process');
  return new RelayedCallListHub(
    {
      send: (message) => void send(message),
      on: (event, listener) => process.on(event, listener),
      off: (event, listener) => process.off(event, listener),
    },
    { logger: logger.child({ component: 'call-list-relay' }), metrics },
  );
}

/**
 * Hands this worker's metrics to the primary's listener, which sums every worker's. prom-client
 * answers the primary's requests once an AggregatorRegistry has been created in the worker.
 */
export function shareMetricsWithPrimary(metrics: GatewayMetrics): void {
  AggregatorRegistry.setRegistries([metrics.registry]);
  new AggregatorRegistry();
}
