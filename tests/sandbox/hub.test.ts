/**
 * The sandbox's call-list hub with the official @microsoft/signalr client: the real identity
 * provider, the real list computation and the Care API's LogCall pushing a new list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection } from '@microsoft/signalr';
import type { CallListDto } from '@luminate/schema/rest';
import { getServiceToken } from '../../sandbox/src/idp/service-client.ts';
import type { PersonaName } from '../../sandbox/src/seed/personas.ts';
import { startTestSandbox, type TestSandbox } from './helpers.ts';
import { firstArgument, openRawHub, RS, upgradeStatus } from './hub-raw-client.ts';

let t: TestSandbox;
const connections: HubConnection[] = [];

beforeAll(async () => {
  t = await startTestSandbox(0.1);
});
afterAll(async () => {
  await Promise.all(connections.map((c) => c.stop().catch(() => undefined)));
  await t?.sandbox.close();
});

/** Resolves with the first value `register` delivers that passes `accept`, or fails after `ms`. */
function nextEvent<T>(connection: HubConnection, event: string, accept: (value: T) => boolean = () => true, ms = 5_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const handler = (value: T) => {
      if (!accept(value)) return;
      clearTimeout(timer);
      connection.off(event, handler);
      resolve(value);
    };
    const timer = setTimeout(() => {
      connection.off(event, handler);
      reject(new Error(`No ${event} within ${ms} ms`));
    }, ms);
    connection.on(event, handler);
  });
}

function build(tokenOf: () => Promise<string>, options: { skipNegotiation?: boolean; reconnectDelays?: number[] } = {}): HubConnection {
  let builder = new HubConnectionBuilder()
    .withUrl(t.sandbox.hub.url, {
      accessTokenFactory: tokenOf,
      ...(options.skipNegotiation ? { skipNegotiation: true, transport: HttpTransportType.WebSockets } : {}),
    })
    .configureLogging(LogLevel.None);
  if (options.reconnectDelays) builder = builder.withAutomaticReconnect(options.reconnectDelays);
  const connection = builder.build();
  connections.push(connection);
  return connection;
}

const as = (persona: PersonaName) => () => t.token(persona);

/** Starts a connection and subscribes it to `campaignId`; returns the Subscribed list. */
async function subscribe(connection: HubConnection, campaignId: number): Promise<CallListDto> {
  const subscribed = nextEvent<CallListDto>(connection, 'Subscribed');
  if (connection.state === HubConnectionState.Disconnected) await connection.start();
  await connection.invoke('SubscribeToCallList', campaignId);
  return subscribed;
}

describe('call-list hub', () => {
  it('greets with Connected, answers SubscribeToCallList with the day list, and pushes a logged call to every subscriber', async () => {
    const agent = build(as('agent'));
    const connected = nextEvent<string>(agent, 'Connected');
    await agent.start();
    expect(await connected).toBe(agent.connectionId);
    const list = await subscribe(agent, 123);
    expect(list.campaignId).toBe(123);
    expect(list.entries.length).toBeGreaterThan(0);

    const agent2 = build(as('agent2'));
    expect((await subscribe(agent2, '123' as unknown as number)).version).toBe(list.version);

    const member = list.entries[0].memberId;
    const pushed = [agent, agent2].map((c) => nextEvent<CallListDto>(c, 'CallList', (l) => l.version > list.version));
    const logged = await t.call(`/api/Campaigns/123/LogCall?memberId=${member}`, { method: 'POST', as: 'agent' });
    expect(logged.status).toBe(200);
    const [first, second] = await Promise.all(pushed);
    expect(first.entries.some((e) => e.memberId === member)).toBe(false);
    expect(first.entries).toHaveLength(list.entries.length - 1);
    expect(second).toEqual(first);
  });

  it('works with skipNegotiation over the WebSockets transport', async () => {
    const connection = build(as('calllistmanager'), { skipNegotiation: true });
    const list = await subscribe(connection, 124);
    expect(list.campaignId).toBe(124);
    expect(connection.connectionId).toBeNull();
  });

  it('refuses users who are neither assigned nor managers, and unknown or inactive campaigns', async () => {
    const staff = build(as('staff'));
    await staff.start();
    await expect(staff.invoke('SubscribeToCallList', 123)).rejects.toThrow('Not assigned to this campaign');

    const agent = build(as('agent'));
    await agent.start();
    // 125 is a campaign the agent persona is not assigned to.
    await expect(agent.invoke('SubscribeToCallList', 125)).rejects.toThrow('Not assigned to this campaign');

    const manager = build(as('calllistmanager'));
    await manager.start();
    await expect(manager.invoke('SubscribeToCallList', 999_999)).rejects.toThrow(/does not exist/);
    const { rows } = await t.sandbox.db.query<{ id: number }>('select id from campaigns where not active order by id limit 1');
    await expect(manager.invoke('SubscribeToCallList', rows[0].id)).rejects.toThrow(/not active/);
  });

  it('answers 401 without a valid token, on negotiate and on the WebSocket request', async () => {
    expect((await fetch(`${t.sandbox.hub.url}/negotiate?negotiateVersion=1`, { method: 'POST' })).status).toBe(401);
    expect(await upgradeStatus(t.sandbox.hub.url)).toBe(401);
    expect(await upgradeStatus(`${t.sandbox.hub.url}?access_token=not-a-token`)).toBe(401);
    const nobody = build(() => Promise.resolve(''));
    await expect(nobody.start()).rejects.toThrow();
  });

  it("accepts the gateway's client-credentials token, which the Care API refuses", async () => {
    const serviceToken = await getServiceToken({ issuer: t.sandbox.issuer });
    const service = build(() => Promise.resolve(serviceToken));
    expect((await subscribe(service, 123)).campaignId).toBe(123);
    const careApi = await fetch(`${t.sandbox.url}/api/Markets`, { headers: { authorization: `Bearer ${serviceToken}` } });
    expect(careApi.status).toBe(401);
  });

  it('reads several messages in one frame and a message split across frames (raw WebSocket)', async () => {
    const client = await openRawHub(t.sandbox.hub.url, { token: await t.token('agent') });
    client.send(
      { protocol: 'json', version: 1 },
      { type: 6 },
      { type: 1, invocationId: '1', target: 'SubscribeToCallList', arguments: [124] },
    );
    expect(await client.next(() => true)).toEqual({});
    await client.next((m) => m.target === 'Connected');
    expect(firstArgument(await client.next((m) => m.target === 'Subscribed'))?.campaignId).toBe(124);
    expect(await client.next((m) => m.type === 3 && m.invocationId === '1')).toEqual({ type: 3, invocationId: '1' });

    const split = JSON.stringify({ type: 1, invocationId: '2', target: 'SubscribeToCallList', arguments: [123] }) + RS;
    client.sendRaw(split.slice(0, 7));
    client.sendRaw(split.slice(7, 30));
    client.sendRaw(split.slice(30) + JSON.stringify({ type: 1, invocationId: '3', target: 'Nope', arguments: [] }) + RS);
    expect(
      firstArgument(await client.next((m) => m.target === 'Subscribed' && firstArgument(m)?.campaignId === 123))?.entries?.length,
    ).toBeGreaterThan(0);
    await client.next((m) => m.invocationId === '2');
    expect((await client.next((m) => m.invocationId === '3')).error).toBe("Unknown hub method 'Nope'");

    // A close message from the client ends the connection normally.
    client.send({ type: 7 });
    expect(await client.closed).toBe(1000);
  });

  it('kill() drops every socket without a close frame; after start() the client reconnects and re-subscribes', async () => {
    const raw = await openRawHub(t.sandbox.hub.url, { token: await t.token('agent') });
    raw.send({ protocol: 'json', version: 1 });
    await raw.next((m) => m.target === 'Connected');

    const agent = build(as('agent'), { reconnectDelays: [0, 300, 300, 300, 300, 300, 300, 300, 300, 300] });
    const before = await subscribe(agent, 123);
    const reconnecting = new Promise<void>((resolve) => agent.onreconnecting(() => resolve()));
    const reconnected = new Promise<void>((resolve) => agent.onreconnected(() => resolve()));

    await t.sandbox.hub.kill();
    // 1006: the socket ended without a close frame.
    expect(await raw.closed).toBe(1006);
    expect(raw.messages.some((m) => m.type === 7)).toBe(false);
    await reconnecting;
    expect(t.sandbox.hub.stats().connections).toBe(0);

    await t.sandbox.hub.start();
    await reconnected;
    const after = nextEvent<CallListDto>(agent, 'Subscribed');
    await agent.invoke('SubscribeToCallList', 123);
    expect((await after).version).toBeGreaterThanOrEqual(before.version);
    expect(t.sandbox.hub.stats().followers[123]).toBeGreaterThanOrEqual(1);
  });
});
