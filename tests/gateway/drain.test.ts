/**
 * Rolling a replica: the gateway started as an operator starts it (its CLI, in a child process)
 * and stopped with SIGTERM, as an orchestrator stops it. The file starts two replicas sharing
 * nothing but the sandbox (each behind a pass-through proxy of the Care API), and each is stopped
 * once:
 *
 * - the first under a graphql-ws client that picks the next replica on every connection attempt
 *   (as a load balancer would): when its replica is stopped it reconnects to the other one,
 *   re-subscribes, and gets the whole current call list, including a call logged while it was away;
 * - then the second, the one that client moved to: it turns /readyz to 503 "draining" at once,
 *   keeps serving for DRAIN_GRACE_MS, then refuses new connections, finishes the requests in
 *   flight (a slow one included), closes its WebSockets with 1012 (Service Restart) and exits 0 —
 *   in about the grace plus the slowest request, not at the force-exit cap.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startStack, type Stack } from '../support/stack.ts';
import { freePort, runNode, waitForHttp, type Service } from '../support/processes.ts';
import { careApiCallList, eventually, logCallAtCareApi } from './support/live-call-list.ts';
import { conditionWaiters } from './support/condition-waiters.ts';
import { graphql } from '../generated/gql.ts';

const CAMPAIGN = 123;
const GRACE_MS = 1_000;
/** How long the Care API holds back the slow request's answer. */
const SLOW_MS = 3_000;
/** The force-exit cap given to the replicas (far above what a drain should take). */
const FORCE_EXIT_MS = 30_000;

const LIVE_UPDATES = graphql(`
  subscription DrainCallListUpdates($campaignId: ID!) {
    callListUpdates(campaignId: $campaignId) {
      version
      previousVersion
      list {
        version
        entries {
          memberId
        }
      }
    }
  }
`);

const SLOW_CALL_LIST = graphql(`
  query DrainSlowCallList($campaignId: ID!) {
    callList(campaignId: $campaignId) {
      version
      size
    }
  }
`);

const readyBody = z.looseObject({ status: z.string() });
const updateMessage = z.object({
  data: z.object({
    callListUpdates: z.object({
      version: z.number(),
      previousVersion: z.number().nullable(),
      list: z.object({ version: z.number(), entries: z.array(z.object({ memberId: z.string() })) }).nullable(),
    }),
  }),
});
type Update = z.infer<typeof updateMessage>['data']['callListUpdates'];

let stack: Stack;
let auditDir: string;
let proxy: ReturnType<typeof slowCareApi>;
/** The file's two replicas, each stopped by one of the tests. */
let replicas: Array<{ service: Service; url: string }>;
const services: Service[] = [];
const clients: Client[] = [];

/**
 * A pass-through proxy in front of the Care API that holds back, by SLOW_MS, the answers of the
 * requests whose path matches `slow` while it is set: a long request still running at SIGTERM.
 */
function slowCareApi(target: string) {
  const state: { slow: RegExp | null; held: number } = { slow: null, held: 0 };
  const targetUrl = new URL(target);
  const server: Server = createServer((req, res) => {
    const forward = () => {
      const upstream = httpRequest(
        new URL(req.url ?? '/', targetUrl),
        { method: req.method, headers: { ...req.headers, host: targetUrl.host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    };
    if (state.slow?.test(req.url ?? '')) {
      state.held++;
      setTimeout(forward, SLOW_MS);
    } else forward();
  });
  return { server, state };
}

/**
 * Starts the gateway CLI on a free port against `careApiUrl`; resolves once /readyz answers 200.
 * One Node process with tsx's loader (not the tsx command, which relays a signal to a child process
 * of its own and kills that child when it does not acknowledge within 30 ms, as a busy replica may
 * not): SIGTERM reaches the gateway itself, as it does a compiled replica.
 */
async function startReplica(careApiUrl: string): Promise<{ service: Service; url: string }> {
  const port = await freePort();
  const service = runNode(['--import', 'tsx', 'gateway/src/main.ts'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    CARE_API_URL: careApiUrl,
    OIDC_ISSUER: stack.issuer,
    OIDC_AUDIENCE: 'luminate-api',
    CALL_LIST_HUB_URL: stack.sandbox.hub.url,
    TRUSTED_DOCUMENTS: 'open',
    LOG_LEVEL: 'warn',
    AUDIT_LOG_FILE: join(auditDir, `audit-${port}.jsonl`),
    RATE_LIMIT_OPERATIONS: '1000000',
    DRAIN_GRACE_MS: String(GRACE_MS),
    DRAIN_TIMEOUT_MS: String(FORCE_EXIT_MS),
  });
  services.push(service);
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/readyz`, service);
  return { service, url };
}

/** Whether a new TCP connection to `url`'s port is accepted. */
function accepts(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A WebSocket opened by hand that then stops reading: it will never answer a close frame. */
async function frozenWebSocketPeer(url: string): Promise<Socket> {
  const socket = connect(Number(new URL(url).port), '127.0.0.1');
  await once(socket, 'connect');
  socket.write(
    'GET /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: graphql-transport-ws\r\n\r\n',
  );
  const [answer] = (await once(socket, 'data')) as [Buffer];
  expect(answer.toString('latin1')).toMatch(/^HTTP\/1\.1 101/);
  socket.pause();
  socket.on('error', () => undefined);
  return socket;
}

/** A graphql-ws subscriber of the campaign's live list that records its updates and socket closes. */
function liveList(client: Client) {
  const waiters = conditionWaiters();
  const updates: Array<{ at: number; update: Update }> = [];
  const errors: unknown[] = [];
  client.subscribe(
    { query: LIVE_UPDATES.toString(), variables: { campaignId: String(CAMPAIGN) } },
    {
      next: (message) => {
        updates.push({ at: Date.now(), update: updateMessage.parse(message).data.callListUpdates });
        waiters.notify();
      },
      error: (error) => {
        errors.push(error);
        waiters.notify();
      },
      complete: () => undefined,
    },
  );
  return {
    updates,
    errors,
    latest: () => updates.at(-1)?.update,
    waitFor: (check: () => boolean, timeoutMs: number, what: string) =>
      waiters.until(check, timeoutMs, () => `${what} not met in ${timeoutMs} ms (errors: ${JSON.stringify(errors)})`),
  };
}

beforeAll(async () => {
  stack = await startStack({ seedScale: 0.1 });
  auditDir = mkdtempSync(join(tmpdir(), 'luminate-drain-'));
  proxy = slowCareApi(stack.sandboxUrl);
  await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
  const proxyAddress = proxy.server.address();
  const proxyUrl = `http://127.0.0.1:${typeof proxyAddress === 'object' && proxyAddress ? proxyAddress.port : 0}`;
  // Both replicas start together, once for the file: starting a gateway process is most of a case's time.
  replicas = await Promise.all([startReplica(proxyUrl), startReplica(proxyUrl)]);
});

afterAll(async () => {
  await Promise.allSettled(clients.map(async (c) => c.dispose()));
  await Promise.allSettled(services.map((s) => s.stop(2_000)));
  if (proxy) await new Promise((resolve) => proxy.server.close(resolve));
  await stack?.close();
  rmSync(auditDir, { recursive: true, force: true });
});

describe('a replica stopped with SIGTERM', () => {
  it('lets a client reconnect to another replica and get the whole current list within 5 s', { timeout: 60_000 }, async () => {
    const [first, second] = replicas;
    const token = await stack.token('agent');

    // Each connection attempt goes to the next replica, as a load balancer would send it; after a
    // close, the retry waits until the test has changed the list.
    let attempts = 0;
    let releaseRetry: () => void = () => undefined;
    const retryReleased = new Promise<void>((resolve) => (releaseRetry = resolve));
    const closes: number[] = [];
    const client = createClient({
      url: () => `${replicas[attempts++ % replicas.length].url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      lazy: true,
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      retryWait: () => retryReleased,
      connectionParams: { authorization: `Bearer ${token}` },
      on: { closed: (event) => closes.push((event as { code: number }).code) },
    });
    clients.push(client);
    const live = liveList(client);
    await live.waitFor(() => live.updates.length >= 1, 15_000, 'first list');
    const before = live.latest()!.list!;
    expect(attempts).toBe(1);

    first.service.child.kill('SIGTERM');
    await eventually(() => closes.length > 0, GRACE_MS + 5_000, 'socket closed by the stopping replica');
    expect(closes[0]).toBe(1012);

    // The list changes while the client is away.
    const called = before.entries[0].memberId;
    await logCallAtCareApi(stack, 'agent', CAMPAIGN, called);
    const current = await careApiCallList(stack, 'agent', CAMPAIGN);
    const seen = live.updates.length;
    const released = Date.now();
    releaseRetry();

    await live.waitFor(() => live.updates.slice(seen).some((u) => u.update.version >= current.version), 5_000, 'current list');
    const arrived = live.updates.slice(seen).find((u) => u.update.version >= current.version)!;
    console.info(`reconnect: current list ${arrived.at - released} ms after the client was let retry`);
    expect(arrived.at - released).toBeLessThan(5_000);
    expect(attempts).toBe(2);
    // The first message on the new replica is the whole list, not a change against what was held.
    const resumed = live.updates[seen].update;
    expect(resumed.list).not.toBeNull();
    expect(resumed.list!.entries.map((e) => e.memberId)).toEqual(current.entries.map((e) => String(e.memberId)));
    expect(resumed.list!.entries.map((e) => e.memberId)).not.toContain(called);
    expect(live.errors).toEqual([]);

    expect(await first.service.exited).toBe(0);
    expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
    // The next case stops the replica this client moved to; it must not chase the two stopped ones.
    await client.dispose();
  });

  it('turns unready at once, finishes what is in flight, closes its sockets with 1012 and exits 0', { timeout: 60_000 }, async () => {
    // The replica the previous case's client moved to (still serving when this case runs alone).
    const { service, url } = replicas[1];
    const token = await stack.token('agent');
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };

    // A live list over a WebSocket, its close codes recorded.
    const closes: number[] = [];
    const client = createClient({
      url: `${url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      lazy: true,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${token}` },
      on: { closed: (event) => closes.push((event as { code: number }).code) },
    });
    clients.push(client);
    const live = liveList(client);
    await live.waitFor(() => live.updates.length >= 1, 15_000, 'first list');

    // Keep-alive connections left idle by earlier requests, and a WebSocket peer that never
    // answers the closing handshake (a frozen tab): neither may hold the stop up.
    for (let i = 0; i < 5; i++) await (await fetch(`${url}/healthz`)).arrayBuffer();
    const frozen = await frozenWebSocketPeer(url);

    // A slow query (its Care API call held back) and a burst of quick ones, all in flight at SIGTERM.
    proxy.state.slow = new RegExp(`/api/Campaigns/${CAMPAIGN}/CallList`);
    const post = () =>
      fetch(`${url}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: SLOW_CALL_LIST.toString(), variables: { campaignId: String(CAMPAIGN) } }),
      });
    const slow = post();
    await eventually(() => proxy.state.held === 1, 10_000, 'slow request reached the Care API');
    proxy.state.slow = null;
    const burst = Array.from({ length: 10 }, () => post());

    const signalled = Date.now();
    service.child.kill('SIGTERM');

    // 1. Unready as soon as the signal is handled, still answering during the grace.
    let readiness = await fetch(`${url}/readyz`);
    while (readiness.status === 200 && Date.now() - signalled < GRACE_MS) {
      await readiness.arrayBuffer();
      readiness = await fetch(`${url}/readyz`);
    }
    const readyAt = Date.now() - signalled;
    expect(readiness.status).toBe(503);
    expect(readyBody.parse(await readiness.json()).status).toBe('draining');
    expect(readyAt).toBeLessThan(GRACE_MS);
    // A query sent now is answered, on a connection that is not kept for another.
    const duringGrace = await post();
    expect(duringGrace.status).toBe(200);
    expect(duringGrace.headers.get('connection')).toBe('close');
    await duringGrace.arrayBuffer();

    // 2. New connections refused after the grace; the sockets closed with Service Restart.
    await eventually(async () => !(await accepts(url)), GRACE_MS + 2_000, 'listener closed');
    const refusedAt = Date.now() - signalled;
    expect(refusedAt).toBeGreaterThanOrEqual(GRACE_MS - 100);
    await eventually(() => closes.length > 0, 2_000, 'socket closed');
    expect(closes).toEqual([1012]);

    // 3. What was in flight completes.
    const answers = await Promise.all([slow, ...burst]);
    for (const answer of answers) {
      const body = z.looseObject({ data: z.unknown(), errors: z.unknown().optional() }).parse(await answer.json());
      expect(answer.status).toBe(200);
      expect(body.errors).toBeUndefined();
    }
    const slowDoneAt = Date.now() - signalled;

    // 4. Exit 0, soon after the slow request, far before the force-exit cap.
    const code = await service.exited;
    const exitedAt = Date.now() - signalled;
    console.info(
      `drain: unready after ${readyAt} ms, refusing after ${refusedAt} ms, slow request done after ${slowDoneAt} ms, exited after ${exitedAt} ms`,
    );
    expect(code, service.output()).toBe(0);
    expect(exitedAt).toBeLessThan(SLOW_MS + 3_000);
    frozen.destroy();
  });
});
