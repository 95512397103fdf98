/**
 * A fault-injecting HTTP proxy on a loopback port, put between the gateway and the sandbox's
 * Care API. A rule decides per request: forward it, answer a status of its own, or "drip" —
 * send 200 headers at once and then the body one byte per second, the way a stalled upstream
 * behaves. Everything it saw is recorded (method, path, x-user-id) so tests can tell which
 * requests left the gateway.
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Fault =
  | { kind: 'forward' }
  | { kind: 'status'; status: number }
  /** 200 headers now, then one body byte per second for `seconds` seconds (a JSON array `[   …]`). */
  | { kind: 'drip'; seconds: number };

export interface SeenRequest {
  method: string;
  path: string;
  user: string | null;
  fault: Fault['kind'];
}

export type FaultRule = (req: { method: string; path: string; user: string | null }) => Fault;

export const forward: FaultRule = () => ({ kind: 'forward' });

export async function startFaultProxy() {
  let target: URL | null = null;
  let rule: FaultRule = forward;
  const seen: SeenRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  function drip(res: ServerResponse, seconds: number) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('[');
    let sent = 0;
    const timer = setInterval(() => {
      sent++;
      if (sent >= seconds) {
        clearInterval(timer);
        timers.delete(timer);
        res.end(']');
      } else {
        res.write(' ');
      }
    }, 1000);
    timers.add(timer);
    res.on('close', () => {
      clearInterval(timer);
      timers.delete(timer);
    });
  }

  function pass(req: IncomingMessage, res: ServerResponse) {
    if (!target) {
      res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'proxy has no target yet' }));
      return;
    }
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end();
    });
    req.pipe(upstream);
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://proxy').pathname;
    const user = typeof req.headers['x-user-id'] === 'string' ? req.headers['x-user-id'] : null;
    const fault = rule({ method: req.method ?? 'GET', path, user });
    seen.push({ method: req.method ?? 'GET', path, user, fault: fault.kind });
    if (fault.kind === 'forward') return pass(req, res);
    req.resume();
    if (fault.kind === 'status') {
      res.writeHead(fault.status, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'injected failure' }));
      return;
    }
    drip(res, fault.seconds);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    /** Requests the proxy received (forwarded or not), oldest first. */
    seen,
    /** Where forwarded requests go (the sandbox, once it runs). */
    setTarget(base: string) {
      target = new URL(base);
    },
    /** Replaces the rule; `forward` passes everything through. */
    setRule(next: FaultRule) {
      rule = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearInterval(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
