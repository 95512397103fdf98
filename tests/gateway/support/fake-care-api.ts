/**
 * A real HTTP server on a loopback port standing in for the Care API in upstream-client unit
 * tests. (msw cannot see the gateway's traffic: undici's Agent bypasses the http module and
 * global fetch that msw patches, so the client is tested over real sockets instead.)
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (req: RecordedRequest, res: ServerResponse) => void | Promise<void>;

export async function startFakeCareApi() {
  const handlers = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  const server = createServer(
    (req, res) =>
      void (async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const recorded = { method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
        requests.push(recorded);
        const path = new URL(req.url!, 'http://x').pathname;
        const handler = handlers.get(`${req.method} ${path}`);
        if (!handler) {
          res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'No such route' }));
          return;
        }
        await handler(recorded, res);
      })(),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    /** Registers (or replaces) the handler for `METHOD /path`. */
    on(route: string, handler: Handler) {
      handlers.set(route, handler);
    },
    json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
      res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
    },
    reset() {
      handlers.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
