/**
 * The gateway on every core: started as an operator starts it (its CLI) with GATEWAY_PROCESSES=2,
 * a primary and two workers sharing the port. Live call-list subscribers land on both workers
 * (the primary hands connections out in turn), yet the sandbox's hub sees ONE connection for the
 * campaign: the primary holds it and relays every list to the workers. A logged call reaches
 * every subscriber as the change from the version it holds. A worker killed outright loses
 * nothing for the other's subscribers and is replaced; its subscribers reconnect and get the
 * whole current list. The machine's /metrics (the primary's listener) sums both workers. SIGTERM
 * on the primary drains both workers (WebSockets closed with 1012) and exits 0.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startStack, type Stack } from '../support/stack.ts';
import { freePort, runTs, waitForHttp, type Service } from '../support/processes.ts';
import { careApiCallList, eventually, logCallAtCareApi } from './support/live-call-list.ts';
import { graphql } from '../generated/gql.ts';

const CAMPAIGN = 123;
const SUBSCRIBERS = 6;

const CLUSTER_UPDATES = graphql(`
  subscription ProcessClusterCallListUpdates($campaignId: ID!) {
    callListUpdates(campaignId: $campaignId) {
      version
      previousVersion
      removed
      list {
        entries {
          memberId
        }
      }
    }
  }
`);

const updateMessage = z.object({
  data: z.object({
    callListUpdates: z.object({
      version: z.number(),
      previousVersion: z.number().nullable(),
      removed: z.array(z.string()),
      list: z.object({ entries: z.array(z.object({ memberId: z.string() })) }).nullable(),
    }),
  }),
});
type Update = z.infer<typeof updateMessage>['data']['callListUpdates'];

interface Subscriber {
  client: Client;
  updates: Update[];
  /** The close code of its socket, once closed. */
  closedWith: number | null;
  /** The list version it holds: each change must follow the one before. */
  held: () => number | null;
  /** Changes that did not follow the version held. */
  outOfOrder: number;
}

let stack: Stack;
let auditDir: string;
let gateway: Service;
let gatewayUrl: string;
let metricsUrl: string;
const subscribers: Subscriber[] = [];

function subscribe(): Subscriber {
  const client = createClient({
    url: `${gatewayUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    lazy: false,
    retryAttempts: 0,
    // A socket the test kills on purpose is recorded by on.closed, not printed.
    onNonLazyError: () => undefined,
    connectionParams: async () => ({ authorization: `Bearer ${await stack.token('calllistmanager')}` }),
    on: {
      closed: (event) => {
        sub.closedWith = (event as { code?: number }).code ?? null;
      },
    },
  });
  const sub: Subscriber = {
    client,
    updates: [],
    closedWith: null,
    held: () => sub.updates.at(-1)?.version ?? null,
    outOfOrder: 0,
  };
  client.subscribe(
    { query: CLUSTER_UPDATES.toString(), variables: { campaignId: String(CAMPAIGN) } },
    {
      next: (message) => {
        const update = updateMessage.parse(message).data.callListUpdates;
        if (!update.list && update.previousVersion !== sub.held()) sub.outOfOrder++;
        sub.updates.push(update);
      },
      error: () => undefined,
      complete: () => undefined,
    },
  );
  subscribers.push(sub);
  return sub;
}

/** Pids of the workers the primary has started so far, from its log. */
function workerPids(): number[] {
  return [...gateway.output().matchAll(/"pid":(\d+)[^\n]*"msg":"gateway worker started"/g)].map((m) => Number(m[1]));
}

async function metric(name: string): Promise<number> {
  const text = await (await fetch(`${metricsUrl}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
  return line ? Number(line.split(' ').at(-1)) : NaN;
}

const followers = () => stack.sandbox.hub.stats().followers[CAMPAIGN] ?? 0;

/** Logs a call for the first member and waits until every subscriber in `subs` holds a later version. */
async function logCallAndWait(subs: Subscriber[]): Promise<number> {
  const before = await careApiCallList(stack, 'agent', CAMPAIGN);
  await logCallAtCareApi(stack, 'agent', CAMPAIGN, before.entries[0].memberId);
  await eventually(() => subs.every((s) => (s.held() ?? 0) > before.version), 10_000, 'every subscriber got the change');
  return before.version;
}

beforeAll(async () => {
  stack = await startStack({ seedScale: 0.1 });
  auditDir = mkdtempSync(join(tmpdir(), 'luminate-processes-'));
  const [port, metricsPort] = [await freePort(), await freePort()];
  gateway = runTs('gateway/src/main.ts', [], {
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    GATEWAY_PROCESSES: '2',
    METRICS_PORT: String(metricsPort),
    CARE_API_URL: stack.sandboxUrl,
    OIDC_ISSUER: stack.issuer,
    OIDC_AUDIENCE: 'luminate-api',
    CALL_LIST_HUB_URL: stack.sandbox.hub.url,
    TRUSTED_DOCUMENTS: 'open',
    LOG_LEVEL: 'info',
    AUDIT_LOG_FILE: join(auditDir, 'audit.jsonl'),
    DRAIN_GRACE_MS: '0',
    DRAIN_TIMEOUT_MS: '10000',
  });
  gatewayUrl = `http://127.0.0.1:${port}`;
  metricsUrl = `http://127.0.0.1:${metricsPort}`;
  await waitForHttp(`${gatewayUrl}/readyz`, gateway);
  await eventually(() => gateway.output().includes('gateway processes listening'), 30_000, 'both workers listening');
}, 120_000);

afterAll(async () => {
  await Promise.allSettled(subscribers.map(async (s) => s.client.dispose()));
  await gateway?.stop(2_000);
  await stack?.close();
  if (auditDir) rmSync(auditDir, { recursive: true, force: true });
});

describe('the gateway on two processes', () => {
  it(
    'relays one hub connection to subscribers on both workers, survives a worker killed, and drains on SIGTERM',
    { timeout: 90_000 },
    async () => {
      const first = Array.from({ length: SUBSCRIBERS }, () => subscribe());
      await eventually(() => first.every((s) => s.updates[0]?.list), 15_000, 'every subscriber got the whole list');
      expect(followers()).toBe(1);
      await eventually(
        async () => (await metric('luminate_graphql_subscriptions_open')) === SUBSCRIBERS,
        10_000,
        'summed open subscriptions',
      );

      // Every subscriber gets the change from the version it holds.
      const calledFrom = await logCallAndWait(first);
      for (const s of first) {
        const change = s.updates.at(-1)!;
        expect(change.list).toBeNull();
        expect(change.previousVersion).toBe(calledFrom);
      }

      // One worker killed outright: its subscribers' sockets drop, the others' carry on.
      const [victim, other] = workerPids();
      expect(other).toBeDefined();
      process.kill(victim, 'SIGKILL');
      await eventually(() => first.some((s) => s.closedWith !== null), 10_000, 'the killed worker’s sockets closed');
      await new Promise((r) => setTimeout(r, 300));
      const lost = first.filter((s) => s.closedWith !== null);
      const kept = first.filter((s) => s.closedWith === null);
      // The subscribers were on both workers.
      expect(lost.length).toBeGreaterThan(0);
      expect(kept.length).toBeGreaterThan(0);
      await logCallAndWait(kept);
      expect(followers()).toBe(1);

      // The dead worker is replaced; subscribers that reconnect get the whole current list.
      await eventually(() => workerPids().length === 3, 15_000, 'a replacement worker started');
      await eventually(() => gateway.output().split('"msg":"gateway listening"').length - 1 >= 3, 30_000, 'the replacement listening');
      const again = lost.map(() => subscribe());
      await eventually(() => again.every((s) => s.updates[0]?.list), 15_000, 'reconnected subscribers got the whole list');
      const everyone = [...kept, ...again];
      await logCallAndWait(everyone);
      expect(everyone.reduce((n, s) => n + s.outOfOrder, 0)).toBe(0);
      expect(followers()).toBe(1);

      // SIGTERM on the primary: both workers drain, sockets close with 1012, exit 0, the hub connection closes.
      expect(await gateway.stop(15_000)).toBe(0);
      await eventually(() => everyone.every((s) => s.closedWith !== null), 5_000, 'every socket closed');
      expect(everyone.map((s) => s.closedWith)).toEqual(everyone.map(() => 1012));
      await eventually(() => followers() === 0, 5_000, 'the hub connection closed');
    },
  );
});
