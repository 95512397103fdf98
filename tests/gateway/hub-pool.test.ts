/**
 * The gateway's call-list hub pool (gateway/src/upstream/hub-client/) against the sandbox's
 * real SignalR hub server, fed by a scripted list instead of the database: one hub connection
 * per campaign whatever the subscriber count, the latest list at once for a late subscriber,
 * stale pushes dropped, re-subscription after the hub dies and comes back, a refused campaign,
 * and the connection closed with the last subscriber.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { CallListDto } from '@luminate/schema/rest';
import { CallListEvents } from '../../sandbox/src/call-list/events.ts';
import { startCallListHub, type CallListHub as SandboxHub } from '../../sandbox/src/hub/index.ts';
import { CallListHubPool, CallListHubRefusal, type CallListListener } from '../../gateway/src/upstream/hub-client/index.ts';

const SERVICE_TOKEN = 'test-service-token';
const lists = new Map<number, CallListDto>();
const events = new CallListEvents();
let hub: SandboxHub;
let pool: CallListHubPool;

function list(campaignId: number, version: number, memberIds: number[]): CallListDto {
  return {
    campaignId,
    listDate: '2030-01-02',
    version,
    generatedAt: new Date(1_900_000_000_000 + version).toISOString(),
    entries: memberIds.map((memberId, i) => ({
      memberId,
      aaneelId: `A${memberId}`,
      fullName: `Member ${memberId}`,
      points: 100 - i,
      primaryDriver: null,
      lastCallAttempt: null,
    })),
  };
}

/** Records what a listener receives and lets a test wait for a condition on it. */
function recorder() {
  const received: CallListDto[] = [];
  const errors: Error[] = [];
  let wake: (() => void) | null = null;
  const listener: CallListListener = {
    next: (l) => {
      received.push(l);
      wake?.();
    },
    error: (e) => {
      errors.push(e);
      wake?.();
    },
  };
  const until = async (check: () => boolean, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out; received versions ${received.map((l) => l.version).join(',')}`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 50);
      });
    }
  };
  return { listener, received, errors, until, last: () => received.at(-1) };
}

async function eventually(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

beforeAll(async () => {
  lists.set(123, list(123, 1, [1, 2, 3]));
  lists.set(124, list(124, 1, [7, 8]));
  hub = await startCallListHub({
    host: '127.0.0.1',
    port: 0,
    publicHost: '127.0.0.1',
    verify: () => (token) =>
      token === SERVICE_TOKEN
        ? Promise.resolve({
            kind: 'service',
            clientId: 'luminate-gateway',
            scopes: ['call-list.hub'],
            expiresAt: Math.floor(Date.now() / 1000) + 3600,
          })
        : Promise.reject(new Error('bad token')),
    callListEvents: events,
    compute: (campaignId) => {
      const current = lists.get(campaignId);
      return current ? Promise.resolve(current) : Promise.reject(new Error('no such campaign'));
    },
    access: {
      campaignState: (campaignId) => Promise.resolve(lists.has(campaignId) ? 'active' : 'missing'),
      isAssigned: () => Promise.resolve(false),
    },
    logger: pino({ enabled: false }),
  });
  pool = new CallListHubPool({
    hubUrl: hub.url,
    tokens: {
      get: () => Promise.resolve(SERVICE_TOKEN),
      invalidate: () => undefined,
    },
    logger: pino({ enabled: false }),
    // Short waits keep the reconnect case quick; the production schedule is 0, 2, 10, 30 s.
    reconnectDelaysMs: [0, 200, 400],
  });
});

afterAll(async () => {
  await pool?.close();
  await hub?.close();
});

describe('CallListHubPool', () => {
  it('shares one hub connection per campaign and keeps every subscriber current', async () => {
    const a = recorder();
    const b = recorder();
    const offA = pool.subscribe(123, a.listener);
    const offB = pool.subscribe(123, b.listener);
    await a.until(() => a.received.length >= 1);
    await b.until(() => b.received.length >= 1);
    expect(a.last()!.entries.map((e) => e.memberId)).toEqual([1, 2, 3]);
    expect(hub.stats().followers[123]).toBe(1);
    expect(pool.stats()).toMatchObject({ connections: 1, connected: 1, subscribers: 2 });

    // A change reaches both through the one connection; the late subscriber gets the latest at once.
    lists.set(123, list(123, 2, [2, 3]));
    events.changed(123, 'call-logged');
    await a.until(() => a.last()!.version === 2);
    await b.until(() => b.last()!.version === 2);
    expect(a.last()).toBe(b.last()); // the same object for every subscriber
    const late = recorder();
    const offLate = pool.subscribe(123, late.listener);
    expect(late.received.map((l) => l.version)).toEqual([2]);

    // A second campaign gets its own connection.
    const other = recorder();
    const offOther = pool.subscribe(124, other.listener);
    await other.until(() => other.received.length >= 1);
    expect(hub.stats().followers).toMatchObject({ 123: 1, 124: 1 });
    expect(hub.stats().connections).toBe(2);

    offOther();
    offA();
    offB();
    expect(pool.stats().connections).toBe(1);
    offLate();
    offLate(); // idempotent
    expect(pool.stats()).toMatchObject({ connections: 0, subscribers: 0 });
    await eventually(() => hub.stats().connections === 0);
  });

  it('drops pushes older than the list it has', async () => {
    lists.set(123, list(123, 10, [5, 6]));
    const r = recorder();
    const off = pool.subscribe(123, r.listener);
    await r.until(() => r.received.length >= 1);
    // The hub pushes whatever compute answers; an older version must not replace the newer list.
    lists.set(123, list(123, 9, [5, 6, 7]));
    events.changed(123, 'rescored');
    lists.set(123, list(123, 11, [6]));
    events.changed(123, 'call-logged');
    await r.until(() => r.last()!.version === 11);
    expect(r.received.map((l) => l.version)).not.toContain(9);
    off();
  });

  it('re-subscribes after the hub dies and comes back, with the list changed meanwhile', async () => {
    lists.set(123, list(123, 20, [1, 2, 3]));
    const r = recorder();
    const off = pool.subscribe(123, r.listener);
    await r.until(() => r.last()?.version === 20);
    const reconnectsBefore = pool.stats().reconnects;

    await hub.kill();
    await eventually(() => pool.stats().connected === 0);
    lists.set(123, list(123, 21, [2, 3])); // changed while the hub was down
    await new Promise((resolve) => setTimeout(resolve, 300));
    await hub.start();

    await r.until(() => r.last()!.version === 21);
    expect(r.last()!.entries.map((e) => e.memberId)).toEqual([2, 3]);
    expect(pool.stats()).toMatchObject({ connections: 1, connected: 1 });
    expect(pool.stats().reconnects).toBe(reconnectsBefore + 1);
    expect(hub.stats().followers[123]).toBe(1);
    off();
    await eventually(() => hub.stats().connections === 0);
  });

  it('keeps retrying while the hub stays down, and connects once it is back', async () => {
    await hub.kill();
    const r = recorder();
    const off = pool.subscribe(123, r.listener);
    await new Promise((resolve) => setTimeout(resolve, 900)); // past the whole (shortened) schedule
    expect(r.received).toEqual([]);
    expect(pool.stats().campaigns[0]).toMatchObject({ campaignId: 123, state: 'connecting' });
    await hub.start();
    await r.until(() => r.received.length >= 1, 5_000);
    off();
  });

  it('hands a refusal to the subscribers and forgets the campaign', async () => {
    const r = recorder();
    pool.subscribe(999, r.listener);
    await r.until(() => r.errors.length >= 1);
    expect(r.errors[0]).toBeInstanceOf(CallListHubRefusal);
    expect(r.errors[0].message).toMatch(/999/);
    expect(pool.stats().connections).toBe(0);
  });
});
