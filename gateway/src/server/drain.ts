/**
 * Stopping the HTTP side of a replica without losing a request.
 *
 * - `begin()` (at SIGTERM): the replica is leaving. /readyz answers 503 (health.ts reads
 *   `draining`), and every answer from now on carries `Connection: close`, so clients and proxies
 *   stop reusing their keep-alive connections to it while it still serves.
 * - `close()` (after the grace): the listener stops accepting (a proxy's new connection is refused
 *   and goes to another replica), idle keep-alive connections close at once, and every request
 *   already in flight runs to its end; its connection closes after its answer. Whatever is still
 *   open shortly before the stop's time limit is destroyed.
 *
 * Upgraded connections (WebSockets) are not requests: the WebSocket server closes them.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface HttpDrain {
  /** True once the replica has begun to leave. */
  readonly draining: boolean;
  /** Called first for every HTTP request: counts it in flight and, while draining, closes its connection after the answer. */
  admit(req: IncomingMessage, res: ServerResponse): void;
  begin(): void;
  /**
   * Closes the listener and idle connections and lets the requests in flight finish; what is
   * still open CLEANUP_RESERVE_MS before the stop's time limit (counted from `begin()`) is
   * destroyed. Resolves true when nothing had to be.
   */
  close(): Promise<boolean>;
}

/** What a stop keeps of its time limit, after the requests, for closing the hub, the bus and the audit trail. */
const CLEANUP_RESERVE_MS = 1000;

/** `timeoutMs`: the longest a whole stop may take (DRAIN_TIMEOUT_MS). */
export function createHttpDrain(server: Server, timeoutMs: number): HttpDrain {
  let draining = false;
  let deadline = Number.POSITIVE_INFINITY;
  let closed = false;
  /** Requests in flight per connection (more than one only with pipelining). */
  const inFlight = new Map<Socket, number>();
  const answers = new Set<ServerResponse>();
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      inFlight.delete(socket);
    });
  });

  const closeAfterAnswer = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('connection', 'close');
  };
  const begin = () => {
    if (draining) return;
    draining = true;
    deadline = performance.now() + timeoutMs - CLEANUP_RESERVE_MS;
    for (const res of answers) closeAfterAnswer(res);
  };

  return {
    get draining() {
      return draining;
    },
    admit(req, res) {
      const socket = req.socket;
      inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
      answers.add(res);
      if (draining) closeAfterAnswer(res);
      res.once('close', () => {
        answers.delete(res);
        const left = (inFlight.get(socket) ?? 1) - 1;
        inFlight.set(socket, left);
        // An answer whose headers went out before the stop kept its connection alive: end it now.
        if (closed && left === 0 && !socket.destroyed) socket.end();
      });
    },
    begin,
    async close() {
      begin();
      closed = true;
      const stopped = new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        // Resolves once every connection has ended (Node also closes the idle ones here).
        server.close(() => resolve());
      });
      server.closeIdleConnections();
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), Math.max(0, deadline - performance.now()));
      });
      const graceful = await Promise.race([stopped.then(() => true as const), late]);
      clearTimeout(timer);
      if (!graceful) {
        server.closeAllConnections();
        for (const socket of sockets) socket.destroy();
        await stopped;
      }
      return graceful;
    },
  };
}
