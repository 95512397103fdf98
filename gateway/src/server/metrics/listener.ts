/**
 * The metrics listener: GET /metrics (Prometheus text format) on a port of its own
 * (METRICS_PORT, on METRICS_HOST), apart from the public one, so a proxy that forwards the
 * gateway's port never exposes it. Nothing else is served there.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';

export interface MetricsListener {
  /** http://host:port of the listener (the metrics at /metrics). */
  url: string;
  close(): Promise<void>;
}

export async function startMetricsListener(registry: Registry, host: string, port: number, logger: Logger): Promise<MetricsListener> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      (error: unknown) => {
        logger.error({ err: error instanceof Error ? error.message : String(error) }, 'metrics collection failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics collection failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  return {
    url: `http://${shownHost}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
