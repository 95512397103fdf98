/**
 * The hub's protocol layer on its own: framing, handshake, dispatch, keep-alive, negotiate and
 * the coalescing of list pushes, against a hub whose list source and token check are in-memory
 * (the full hub with the real sandbox is tests/sandbox/hub.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import type { CallListDto } from '@luminate/schema/rest';
import { CallListEvents } from '../../sandbox/src/call-list/events.ts';
import { startCallListHub, type CallListHub } from '../../sandbox/src/hub/index.ts';
import { MessageReader, ProtocolError, readHandshake } from '../../sandbox/src/hub/protocol.ts';
import type { HubPrincipal } from '../../sandbox/src/hub/auth.ts';
import { z } from 'zod';
import { firstArgument, openRawHub, RS, upgradeStatus, type RawHubClient } from './hub-raw-client.ts';

const HANDSHAKE = { protocol: 'json', version: 1 };

/** The negotiate answer's connection id and token (its other fields kept as sent). */
const NegotiateAnswer = z.looseObject({ connectionId: z.string(), connectionToken: z.string() });

/** The version of the list a client's Subscribed message carried. */
function subscribedVersion(client: RawHubClient): number {
  const version = firstArgument(client.messages.find((m) => m.target === 'Subscribed'))?.version;
  if (version === undefined) throw new Error('No Subscribed message with a version');
  return version;
}

const principals: Record<string, HubPrincipal> = {
  manager: { kind: 'user', uid: 'm', claims: ['call-list-mgmt'], employeeId: 11, name: null, email: null, expiresAt: 0 },
  agent: { kind: 'user', uid: 'a', claims: [], employeeId: 12, name: null, email: null, expiresAt: 0 },
  service: { kind: 'service', clientId: 'luminate-gateway', scopes: ['call-list.hub'], expiresAt: 0 },
};

/** List source: version = number of computes per campaign; an optional gate holds computes. */
let computes = 0;
let gate: Promise<void> | null = null;
const versions = new Map<number, number>();
async function compute(campaignId: number): Promise<CallListDto> {
  computes += 1;
  if (gate) await gate;
  const version = (versions.get(campaignId) ?? 0) + 1;
  versions.set(campaignId, version);
  return { campaignId, listDate: '2025-01-02', version, generatedAt: new Date().toISOString(), entries: [] };
}

const events = new CallListEvents();
let hub: CallListHub;
let fastHub: CallListHub;

function startHub(timings = {}) {
  return startCallListHub({
    host: '127.0.0.1',
    port: 0,
    publicHost: '127.0.0.1',
    verify: () => (token) => {
      const principal = principals[token];
      return principal ? Promise.resolve(principal) : Promise.reject(new Error('bad token'));
    },
    callListEvents: events,
    compute,
    access: {
      campaignState(id) {
        return Promise.resolve(id === 404 ? 'missing' : id === 410 ? 'inactive' : 'active');
      },
      isAssigned(campaignId, employeeId) {
        return Promise.resolve(campaignId === 123 && employeeId === 12);
      },
    },
    logger: pino({ enabled: false }),
    timings,
  });
}

beforeAll(async () => {
  hub = await startHub();
  fastHub = await startHub({ keepAliveMs: 100, clientTimeoutMs: 600, handshakeTimeoutMs: 600 });
});
afterAll(async () => {
  await hub?.close();
  await fastHub?.close();
});

describe('MessageReader', () => {
  it('splits several messages in one chunk and joins a message split across chunks', () => {
    const reader = new MessageReader(1024);
    expect(reader.push(`{"type":6}${RS}{"type":6}${RS}{"ty`)).toEqual(['{"type":6}', '{"type":6}']);
    expect(reader.push('pe":7}')).toEqual([]);
    expect(reader.push(RS)).toEqual(['{"type":7}']);
  });

  it('joins a multi-byte character split across binary chunks', () => {
    const reader = new MessageReader(1024);
    const bytes = Buffer.from(`{"target":"é"}${RS}`);
    const cut = bytes.indexOf(0xc3) + 1;
    expect(reader.push(bytes.subarray(0, cut))).toEqual([]);
    expect(reader.push(bytes.subarray(cut))).toEqual(['{"target":"é"}']);
  });

  it('refuses to buffer an oversized message', () => {
    const reader = new MessageReader(10);
    expect(() => reader.push('x'.repeat(11))).toThrow(ProtocolError);
  });
});

describe('handshake request', () => {
  it('accepts json version 1 only', () => {
    expect(readHandshake(JSON.stringify(HANDSHAKE))).toEqual({ ok: true });
    expect(readHandshake('{"protocol":"messagepack","version":1}')).toEqual({
      ok: false,
      error: "Requested protocol 'messagepack' is not available.",
    });
    expect(readHandshake('{"protocol":"json","version":2}')).toMatchObject({ ok: false });
    expect(readHandshake('not json')).toMatchObject({ ok: false });
  });
});

describe('negotiate', () => {
  it('answers version 1 with a connection token and the WebSockets transport only', async () => {
    const res = await fetch(`${hub.url}/negotiate?negotiateVersion=1`, { method: 'POST', headers: { authorization: 'Bearer manager' } });
    expect(res.status).toBe(200);
    const body = NegotiateAnswer.parse(await res.json());
    expect(body).toMatchObject({
      negotiateVersion: 1,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    });
    expect(typeof body.connectionId).toBe('string');
    expect(typeof body.connectionToken).toBe('string');
    expect(body.connectionToken).not.toBe(body.connectionId);

    // The token opens exactly one connection; a second WebSocket with it is a conflict.
    const client = await openRawHub(hub.url, { token: 'manager', query: { id: body.connectionToken } });
    expect(await upgradeStatus(`${hub.url}?id=${body.connectionToken}`, { authorization: 'Bearer manager' })).toBe(409);
    client.close();
    await client.closed;
  });

  it('answers 401 without a valid token, on negotiate and on the WebSocket request', async () => {
    expect((await fetch(`${hub.url}/negotiate?negotiateVersion=1`, { method: 'POST' })).status).toBe(401);
    expect(
      (await fetch(`${hub.url}/negotiate?negotiateVersion=1`, { method: 'POST', headers: { authorization: 'Bearer nobody' } })).status,
    ).toBe(401);
    expect(await upgradeStatus(hub.url)).toBe(401);
    expect(await upgradeStatus(`${hub.url}?access_token=nobody`)).toBe(401);
  });

  it('refuses an unknown connection token and a token negotiated by someone else', async () => {
    expect(await upgradeStatus(`${hub.url}?id=unknown`, { authorization: 'Bearer manager' })).toBe(404);
    const body = NegotiateAnswer.parse(
      await (await fetch(`${hub.url}/negotiate?negotiateVersion=1`, { method: 'POST', headers: { authorization: 'Bearer agent' } })).json(),
    );
    expect(await upgradeStatus(`${hub.url}?id=${body.connectionToken}`, { authorization: 'Bearer manager' })).toBe(403);
  });

  it('takes the token from the access_token query parameter (what browsers send)', async () => {
    const client = await openRawHub(`${hub.url}?access_token=agent`);
    client.send(HANDSHAKE);
    await client.next((m) => m.target === 'Connected');
    client.close();
  });
});

describe('hub protocol over a raw WebSocket', () => {
  it('handles a handshake and an invocation in one frame, and a message split across frames', async () => {
    const client = await openRawHub(hub.url, { token: 'manager' });
    client.send(HANDSHAKE, { type: 1, invocationId: '1', target: 'SubscribeToCallList', arguments: [123] });
    expect(await client.next(() => true)).toEqual({});
    const connected = await client.next((m) => m.target === 'Connected');
    expect(connected.arguments).toEqual([expect.any(String)]);
    expect(firstArgument(await client.next((m) => m.target === 'Subscribed'))).toMatchObject({ campaignId: 123 });
    expect(await client.next((m) => m.type === 3 && m.invocationId === '1')).toEqual({ type: 3, invocationId: '1' });

    const split = JSON.stringify({ type: 1, invocationId: '2', target: 'SubscribeToCallList', arguments: ['124'] }) + RS;
    client.sendRaw(split.slice(0, 20));
    client.sendRaw(split.slice(20, 41));
    client.sendRaw(split.slice(41));
    expect(firstArgument(await client.next((m) => m.target === 'Subscribed' && firstArgument(m)?.campaignId === 124))?.campaignId).toBe(
      124,
    );
    await client.next((m) => m.type === 3 && m.invocationId === '2');
    expect(hub.stats().followers[124]).toBeGreaterThanOrEqual(1);
    client.close();
    await client.closed;
  });

  it('answers errors in completions: unknown method, bad argument, streaming, missing campaign, not assigned', async () => {
    const client = await openRawHub(hub.url, { token: 'agent' });
    client.send(
      HANDSHAKE,
      { type: 1, invocationId: 'a', target: 'NoSuchMethod', arguments: [] },
      { type: 1, invocationId: 'b', target: 'SubscribeToCallList', arguments: ['abc'] },
      { type: 4, invocationId: 'c', target: 'SubscribeToCallList', arguments: [123] },
      { type: 1, invocationId: 'd', target: 'SubscribeToCallList', arguments: [124] },
      { type: 1, invocationId: 'e', target: 'SubscribeToCallList', arguments: [123, 1] },
    );
    expect((await client.next((m) => m.invocationId === 'a')).error).toBe("Unknown hub method 'NoSuchMethod'");
    expect((await client.next((m) => m.invocationId === 'b')).error).toMatch(/campaignId/);
    expect((await client.next((m) => m.invocationId === 'c')).error).toMatch(/Streaming is not supported/);
    expect((await client.next((m) => m.invocationId === 'd')).error).toBe('Not assigned to this campaign');
    expect((await client.next((m) => m.invocationId === 'e')).error).toMatch(/1 argument/);
    expect(client.messages.some((m) => m.target === 'Subscribed')).toBe(false);

    const manager = await openRawHub(hub.url, { token: 'manager' });
    manager.send(
      HANDSHAKE,
      { type: 1, invocationId: 'f', target: 'SubscribeToCallList', arguments: [404] },
      { type: 1, invocationId: 'g', target: 'SubscribeToCallList', arguments: [410] },
    );
    expect((await manager.next((m) => m.invocationId === 'f')).error).toMatch(/does not exist/);
    expect((await manager.next((m) => m.invocationId === 'g')).error).toMatch(/not active/);
    client.close();
    manager.close();
  });

  it('answers a non-blocking invocation (no id) with its effect but no completion', async () => {
    const client = await openRawHub(hub.url, { token: 'service' });
    client.send(
      HANDSHAKE,
      { type: 1, target: 'SubscribeToCallList', arguments: [125] },
      { type: 1, invocationId: 'after', target: 'NoSuchMethod', arguments: [] },
    );
    await client.next((m) => m.target === 'Subscribed');
    await client.next((m) => m.invocationId === 'after');
    expect(client.messages.filter((m) => m.type === 3)).toHaveLength(1);
    client.close();
  });

  it('answers a handshake for another protocol with an error and closes', async () => {
    const client = await openRawHub(hub.url, { token: 'manager' });
    client.send({ protocol: 'messagepack', version: 1 });
    expect(await client.next(() => true)).toEqual({ error: "Requested protocol 'messagepack' is not available." });
    await client.closed;
  });

  it('closes with a close message carrying an error after a malformed message', async () => {
    const client = await openRawHub(hub.url, { token: 'manager' });
    client.send(HANDSHAKE);
    client.sendRaw(`{not json${RS}`);
    const close = await client.next((m) => m.type === 7);
    expect(close.error).toMatch(/not valid JSON/);
    await client.closed;
  });

  it('ends the connection when the client sends a close message', async () => {
    const client = await openRawHub(hub.url, { token: 'manager' });
    client.send(HANDSHAKE, { type: 7 });
    expect(await client.closed).toBe(1000);
  });

  it('pings an idle client, keeps a pinging client, and drops a silent one with a close message', async () => {
    const client = await openRawHub(fastHub.url, { token: 'manager' });
    client.send(HANDSHAKE);
    await client.next((m) => m.type === 6);
    // Pinging keeps it alive past the client timeout (600 ms).
    const pinger = setInterval(() => client.send({ type: 6 }), 100);
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(client.socket.readyState).toBe(client.socket.OPEN);
    clearInterval(pinger);
    const close = await client.next((m) => m.type === 7, 3_000);
    expect(close.error).toMatch(/timeout/i);
    expect(close).toMatchObject({ allowReconnect: true });
    await client.closed;
  });

  it('drops a socket that never sends the handshake', async () => {
    const client = await openRawHub(fastHub.url, { token: 'manager' });
    await client.closed;
    expect(client.messages).toEqual([]);
  });
});

describe('shutting down', () => {
  it('close() sends a close message allowing reconnects, then closes the WebSocket normally', async () => {
    const closing = await startHub();
    const client = await openRawHub(closing.url, { token: 'manager' });
    client.send(HANDSHAKE);
    await client.next((m) => m.target === 'Connected');
    await closing.close();
    expect(await client.next((m) => m.type === 7)).toEqual({ type: 7, allowReconnect: true });
    expect(await client.closed).toBe(1000);
    await expect(fetch(`${closing.url}/negotiate`, { method: 'POST' })).rejects.toThrow();
  });
});

describe('list pushes', () => {
  it('recomputes once per burst of changes and sends every follower the same frame', async () => {
    const a = await openRawHub(hub.url, { token: 'manager' });
    const b = await openRawHub(hub.url, { token: 'service' });
    a.send(HANDSHAKE, { type: 1, invocationId: '1', target: 'SubscribeToCallList', arguments: [200] });
    b.send(HANDSHAKE, { type: 1, invocationId: '1', target: 'SubscribeToCallList', arguments: [200] });
    await a.next((m) => m.invocationId === '1');
    await b.next((m) => m.invocationId === '1');
    const subscribed = Math.max(...[a, b].map(subscribedVersion));

    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    const before = computes;
    for (let i = 0; i < 20; i++) events.changed(200, 'call-logged');
    // One recompute is running (held by the gate); the other 19 changes wait as one.
    expect(computes - before).toBe(1);
    gate = null;
    release();
    const last = subscribed + 2;
    await a.next((m) => m.target === 'CallList' && firstArgument(m)?.version === last);
    await b.next((m) => m.target === 'CallList' && firstArgument(m)?.version === last);
    expect(computes - before).toBe(2);
    expect(a.messages.filter((m) => m.target === 'CallList')).toEqual(b.messages.filter((m) => m.target === 'CallList'));

    // Changes to a campaign nobody follows compute nothing.
    const idle = computes;
    events.changed(999, 'rescored');
    expect(computes).toBe(idle);
    a.close();
    b.close();
  });

  it('moves a connection to the campaign of its latest subscription', async () => {
    const client = await openRawHub(hub.url, { token: 'manager' });
    client.send(
      HANDSHAKE,
      { type: 1, invocationId: '1', target: 'SubscribeToCallList', arguments: [301] },
      { type: 1, invocationId: '2', target: 'SubscribeToCallList', arguments: [302] },
    );
    await client.next((m) => m.invocationId === '2');
    expect(hub.stats().followers[301]).toBeUndefined();
    expect(hub.stats().followers[302]).toBe(1);
    client.close();
    await client.closed;
    await expect.poll(() => hub.stats().followers[302]).toBeUndefined();
  });
});

describe('the official @microsoft/signalr client', () => {
  it('negotiates, receives Connected and Subscribed, and invokes with a result', async () => {
    const connection = new HubConnectionBuilder()
      .withUrl(hub.url, { accessTokenFactory: () => 'manager' })
      .configureLogging(LogLevel.None)
      .build();
    const connected = new Promise<string>((resolve) => connection.on('Connected', resolve));
    const subscribed = new Promise<CallListDto>((resolve) => connection.on('Subscribed', resolve));
    await connection.start();
    expect(await connected).toBe(connection.connectionId);
    await connection.invoke('SubscribeToCallList', 123);
    expect((await subscribed).campaignId).toBe(123);
    await expect(connection.invoke('Nope')).rejects.toThrow(/Unknown hub method/);
    await connection.stop();
  });
});
