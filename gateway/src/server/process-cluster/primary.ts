/**
 * The primary process of a gateway that runs on every core (GATEWAY_PROCESSES above 1): it serves
 * no request itself. It starts the workers (node:cluster; they share PORT, the primary handing each
 * new connection to the next worker in turn), holds the machine's call-list hub connections and
 * relays them to the workers (upstream/hub-client/relay-primary.ts), and with METRICS_PORT serves
 * one /metrics for the machine, the sum of every worker's.
 *
 * - A worker that exits while the gateway runs is replaced (after RESTART_BACKOFF_MS when it had
 *   run less than QUICK_EXIT_MS: a crash at start is not retried in a tight loop). A worker that
 *   exits before the gateway first listened fails the start: exit code 1.
 * - SIGTERM/SIGINT: every worker drains as a single process does (/readyz 503, in-flight requests
 *   finish, WebSockets close with 1012) and exits; then the hub connections close and the primary
 *   exits 0, or 1 when a worker did not stop cleanly or the drain outlasted DRAIN_TIMEOUT_MS.
 */
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import type { GatewayConfig } from '../../config.ts';
import { createLogger } from '../../logging.ts';
import { CallListRelay } from '../../upstream/hub-client/relay-primary.ts';
import { createCallListHubPool } from '../call-list-hub.ts';
import { startMetricsListener, type MetricsListener } from '../metrics/index.ts';

const QUICK_EXIT_MS = 10_000;
const RESTART_BACKOFF_MS = 1_000;
/** What the primary allows beyond a worker's own DRAIN_TIMEOUT_MS before it kills the worker. */
const STOP_MARGIN_MS = 2_000;

/** The machine's metrics: every worker's, summed, served where a single process serves its own. */
class MachineMetrics extends AggregatorRegistry<typeof AggregatorRegistry.PROMETHEUS_CONTENT_TYPE> {
  override metrics(): Promise<string> {
    return this.clusterMetrics();
  }
}

/** Runs the primary until it is stopped; `processes` workers (at least 2). */
export async function runGatewayPrimary(config: GatewayConfig, processes: number): Promise<void> {
  const logger = createLogger(config.LOG_LEVEL).child({ process: 'primary' });
  const relay = new CallListRelay(createCallListHubPool(config, logger), logger);
  const started = new Map<Worker, number>();
  let listening = false;
  let stopping = false;

  const fork = () => {
    const worker = cluster.fork();
    started.set(worker, performance.now());
    worker.on('message', (message: unknown) => relay.handle(worker, message));
    logger.info({ pid: worker.process.pid }, 'gateway worker started');
  };

  const ready = new Promise<void>((resolve, reject) => {
    let up = 0;
    cluster.on('listening', () => {
      if (!listening && ++up === processes) resolve();
    });
    cluster.on('exit', (worker, code, signal) => {
      relay.forget(worker);
      const ranMs = performance.now() - (started.get(worker) ?? 0);
      started.delete(worker);
      if (stopping) return;
      if (!listening) {
        reject(new Error(`a gateway worker exited before the gateway listened (${signal ?? `code ${code}`})`));
        return;
      }
      logger.warn({ pid: worker.process.pid, code, signal, ranMs: Math.round(ranMs) }, 'gateway worker exited; starting another');
      setTimeout(fork, ranMs < QUICK_EXIT_MS ? RESTART_BACKOFF_MS : 0);
    });
  });

  // Awaited below, once the metrics listener is up: a worker's early exit must not count as unhandled meanwhile.
  ready.catch(() => undefined);
  let metrics: MetricsListener | null = null;
  const stopWorkers = async (signal: NodeJS.Signals): Promise<boolean> => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    const codes = await Promise.all(
      workers.map(
        (worker) =>
          new Promise<number | null>((resolve) => {
            if (worker.isDead()) return resolve(worker.process.exitCode);
            worker.once('exit', (code) => resolve(code));
            worker.process.kill(signal);
          }),
      ),
    );
    return codes.every((code) => code === 0);
  };

  let stop: Promise<void> | null = null;
  const shutdown = (signal: NodeJS.Signals) => {
    stop ??= (async () => {
      logger.info({ signal }, 'stopping every gateway worker');
      const started = performance.now();
      const force = setTimeout(() => {
        logger.error({ timeoutMs: config.DRAIN_TIMEOUT_MS }, 'gateway workers not stopped in time, killing them');
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
        process.exit(1);
      }, config.DRAIN_TIMEOUT_MS + STOP_MARGIN_MS);
      force.unref();
      const clean = await stopWorkers('SIGTERM');
      await relay.close().catch(() => undefined);
      await metrics?.close();
      logger.info({ ms: Math.round(performance.now() - started), clean }, 'gateway stopped');
      process.exit(clean ? 0 : 1);
    })();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('unhandledRejection', (reason) => {
    logger.error({ reason: reason instanceof Error ? reason.name : typeof reason }, 'unhandled rejection');
  });

  for (let i = 0; i < processes; i++) fork();
  try {
    if (config.METRICS_PORT !== undefined)
      metrics = await startMetricsListener(new MachineMetrics(), config.METRICS_HOST, config.METRICS_PORT, logger);
    await ready;
  } catch (error) {
    stopping = true;
    await stopWorkers('SIGKILL');
    await relay.close().catch(() => undefined);
    await metrics?.close();
    throw error;
  }
  listening = true;
  logger.info({ processes, port: config.PORT, metricsUrl: metrics?.url ?? null }, 'gateway processes listening');
}
