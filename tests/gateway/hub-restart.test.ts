/**
 * The call-list hub dies while subscribers are connected: the gateway keeps serving, its pool
 * reconnects on the 0/2/10/30 s schedule once the hub is back and re-subscribes, and every
 * subscriber receives the CURRENT list — including a call logged while the hub was down — within
 * 35 s.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack.ts';
import { dataOf } from '../modules/helpers.ts';
import {
  eventually,
  gatewayHubCounters,
  logCallAtCareApi,
  memberIds,
  subscribeCallList,
  type LiveSubscriber,
} from './support/live-call-list.ts';
import { graphql } from '../generated/gql.ts';

const CAMPAIGN = 123;
let stack: Stack;
let subscribers: LiveSubscriber[] = [];

beforeAll(async () => {
  stack = await startStack({ seedScale: 0.1 });
});

afterAll(async () => {
  subscribers.forEach((s) => s.dispose());
  await stack?.close();
});

it('re-delivers the current list to every subscriber after the hub restarts', { timeout: 60_000 }, async () => {
  subscribers = ['agent', 'agent2', 'calllistmanager'].map((persona) => subscribeCallList(stack, persona, CAMPAIGN));
  await Promise.all(subscribers.map((s) => s.waitFor((x) => x.lists.length >= 1, 15_000, 'first list')));
  const before = subscribers[0].latest()!;
  const { reconnects } = await gatewayHubCounters(stack);

  await stack.sandbox.hub.kill();
  await eventually(async () => (await gatewayHubCounters(stack)).connected === 0, 10_000, 'pool saw the hub go');

  // The list changes while the hub is down.
  const called = before.entries[0].memberId;
  await logCallAtCareApi(stack, 'agent', CAMPAIGN, called);

  // The gateway stays up and keeps answering.
  expect((await fetch(`${stack.gatewayUrl}/healthz`)).status).toBe(200);
  expect(
    dataOf(
      await stack.gql(
        'agent',
        graphql(`
          query HubRestartViewer {
            viewer {
              name
            }
            myCampaigns {
              id
            }
          }
        `),
      ),
    ).myCampaigns.length,
  ).toBeGreaterThan(0);

  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await stack.sandbox.hub.start();
  const restarted = Date.now();

  await Promise.all(
    subscribers.map((s) => s.waitFor((x) => !!x.latest() && !memberIds(x.latest()).includes(called), 35_000, 'current list after restart')),
  );
  expect(Date.now() - restarted).toBeLessThan(35_000);
  for (const s of subscribers) {
    expect(s.errors).toEqual([]);
    expect(s.completed).toBe(false);
    expect(s.latest()!.version).toBeGreaterThan(before.version);
  }
  const counters = await gatewayHubCounters(stack);
  expect(counters).toMatchObject({ connections: 1, connected: 1, subscribers: 3 });
  expect(counters.reconnects).toBe(reconnects + 1);
  expect(stack.sandbox.hub.stats().followers[CAMPAIGN]).toBe(1);
  expect((await fetch(`${stack.gatewayUrl}/healthz`)).status).toBe(200);
});
