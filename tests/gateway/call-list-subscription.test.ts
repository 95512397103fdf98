/**
 * Subscription.callList end to end (sandbox hub → gateway pool → graphql-ws): the current list
 * at once, every change after it, only for assigned agents and call-list managers, one upstream
 * hub connection per campaign whatever the subscriber count, and one execution per change for
 * subscribers of the same selection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack.ts';
import { dataOf } from '../modules/helpers.ts';
import { applyCallListUpdate } from '../../web/src/features/call-list/call-list-updates.ts';
import type { CallListUpdateViewFragment, CallListViewFragment } from '../../web/src/generated/graphql.ts';
import {
  careApiCallList,
  eventually,
  gatewayHubCounters,
  memberIds,
  subscribeCallList,
  type LiveSubscriber,
} from './support/live-call-list.ts';
import { graphql } from '../generated/gql.ts';

const CAMPAIGN = 123;
let stack: Stack;
const open: LiveSubscriber[] = [];
const live = (persona: string, campaignId: number | string = CAMPAIGN) => {
  const sub = subscribeCallList(stack, persona, campaignId);
  open.push(sub);
  return sub;
};
const hubFollowers = (campaignId: number) => stack.sandbox.hub.stats().followers[campaignId] ?? 0;

beforeAll(async () => {
  stack = await startStack({ seedScale: 0.1 });
});

afterAll(async () => {
  open.forEach((s) => s.dispose());
  await stack?.close();
});

describe('Subscription.callList', () => {
  let agent: LiveSubscriber;
  let manager: LiveSubscriber;
  let agent2: LiveSubscriber;

  it('gives an assigned agent the current list at once', async () => {
    const current = await careApiCallList(stack, 'agent', CAMPAIGN);
    expect(current.entries.length).toBeGreaterThan(1);
    agent = live('agent');
    await agent.waitFor((s) => s.lists.length >= 1, 15_000, 'first list');
    expect(agent.errors).toEqual([]);
    expect(agent.lists[0]).toMatchObject({ campaignId: String(CAMPAIGN), version: current.version, size: current.entries.length });
    expect(memberIds(agent.lists[0])).toEqual(current.entries.map((e) => String(e.memberId)));
  });

  it('gives call-list managers and other assigned agents the same list over the one hub connection', async () => {
    manager = live('calllistmanager');
    agent2 = live('agent2');
    await manager.waitFor((s) => s.lists.length >= 1, 10_000, 'manager list');
    await agent2.waitFor((s) => s.lists.length >= 1, 10_000, 'agent2 list');
    expect(manager.lists[0]).toEqual(agent.lists[0]);
    expect(agent2.lists[0]).toEqual(agent.lists[0]);
    expect(hubFollowers(CAMPAIGN)).toBe(1);
    expect(await gatewayHubCounters(stack)).toMatchObject({ connections: 1, connected: 1, subscribers: 3 });
  });

  it('refuses staff and agents not assigned to the campaign with FORBIDDEN', async () => {
    const staff = live('staff');
    await staff.waitFor((s) => s.errors.length > 0, 10_000, 'staff refusal');
    expect(staff.errors[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(staff.lists).toEqual([]);

    // A campaign the agent is not assigned to: any active campaign other than its own.
    const campaigns = dataOf(
      await stack.gql(
        'calllistmanager',
        graphql(`
          query CallListSubscriptionCampaigns {
            campaigns {
              id
              active
            }
            myCampaigns {
              id
            }
          }
        `),
      ),
    ).campaigns as Array<{
      id: string;
      active: boolean;
    }>;
    const mine = new Set(
      (
        dataOf(
          await stack.gql(
            'agent',
            graphql(`
              query CallListSubscriptionMyCampaigns {
                myCampaigns {
                  id
                }
              }
            `),
          ),
        ).myCampaigns as Array<{ id: string }>
      ).map((c) => c.id),
    );
    const other = campaigns.find((c) => c.active && !mine.has(c.id));
    expect(other, 'the seed has an active campaign the agent is not assigned to').toBeDefined();
    const outsider = live('agent', other!.id);
    await outsider.waitFor((s) => s.errors.length > 0, 10_000, 'unassigned refusal');
    expect(outsider.errors[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(hubFollowers(Number(other!.id))).toBe(0); // refused before any hub connection
  });

  it('answers NOT_FOUND for a campaign the hub does not know, without keeping a hub connection', async () => {
    const unknown = live('superadmin', 987654);
    await unknown.waitFor((s) => s.errors.length > 0, 10_000, 'unknown campaign refusal');
    expect(unknown.errors[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(unknown.lists).toEqual([]);
    await eventually(() => hubFollowers(987654) === 0 && stack.sandbox.hub.stats().connections === 1, 10_000, 'refused connection closed');
  });

  it('removes a called member from every subscriber, executing the change once for all of them', async () => {
    const before = await gatewayHubCounters(stack);
    const called = agent.latest()!.entries[0].memberId;
    const logged = dataOf(
      await stack.gql(
        'agent',
        graphql(`
          mutation CallListSubscriptionLogCall($c: ID!, $m: ID!) {
            logCall(campaignId: $c, memberId: $m) {
              memberId
            }
          }
        `),
        {
          c: String(CAMPAIGN),
          m: called,
        },
      ),
    );
    expect(logged.logCall.memberId).toBe(called);
    const gone = (s: LiveSubscriber) => !!s.latest() && !memberIds(s.latest()).includes(called);
    await Promise.all([agent, manager, agent2].map((s) => s.waitFor(gone, 10_000, `member ${called} gone`)));
    for (const s of [manager, agent2]) expect(s.latest()).toEqual(agent.latest());
    expect(agent.latest()!.version).toBeGreaterThan(agent.lists[0].version);

    const after = await gatewayHubCounters(stack);
    // Three subscribers, the same document and variables: one execution and one serialisation.
    expect(after.executions - before.executions).toBe(1);
    expect(after.serialisations - before.serialisations).toBe(1);
    expect(after.deliveries - before.deliveries).toBe(3);
  });

  it('gives a late subscriber the latest list at once, without another hub connection', async () => {
    const latest = agent.latest()!;
    const late = live('calllistmanager');
    await late.waitFor((s) => s.lists.length >= 1, 5_000, 'late list');
    expect(late.lists[0]).toEqual(latest);
    expect(hubFollowers(CAMPAIGN)).toBe(1);
    expect((await gatewayHubCounters(stack)).connections).toBe(1);
  });

  it('closes the hub connection when the last subscriber leaves', async () => {
    open.forEach((s) => s.dispose());
    await eventually(async () => (await gatewayHubCounters(stack)).connections === 0, 10_000, 'gateway pool empty');
    await eventually(() => hubFollowers(CAMPAIGN) === 0 && stack.sandbox.hub.stats().connections === 0, 10_000, 'hub connection closed');
  });
});

describe('Subscription.callListUpdates', () => {
  const UPDATES = `subscription($campaignId: ID!) {
    callListUpdates(campaignId: $campaignId) {
      campaignId version previousVersion listDate generatedAt size
      list { campaignId version listDate generatedAt size entries { memberId aaneelId fullName points primaryDriver lastCallAttempt } }
      removed
      placed { index entry { memberId aaneelId fullName points primaryDriver lastCallAttempt } }
    }
  }`;

  it('sends the whole list once, then a logged call as a change of a few hundred bytes that rebuilds the list exactly', async () => {
    const client = stack.ws('agent');
    const messages: Array<{ bytes: number; update: CallListUpdateViewFragment }> = [];
    const dispose = client.subscribe<{ callListUpdates: CallListUpdateViewFragment }>(
      { query: UPDATES, variables: { campaignId: String(CAMPAIGN) } },
      {
        next: (message) => {
          if (message.data) messages.push({ bytes: Buffer.byteLength(JSON.stringify(message)), update: message.data.callListUpdates });
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
    try {
      await eventually(() => messages.length >= 1, 15_000, 'first update');
      let held: CallListViewFragment | null = null;
      const apply = (update: CallListUpdateViewFragment) => {
        const applied = applyCallListUpdate(held, update);
        if (applied.kind === 'gap') throw new Error(`gap at version ${update.version}`);
        held = applied.list;
      };
      expect(messages[0].update.list).not.toBeNull();
      apply(messages[0].update);

      for (let i = 0; i < 2; i++) {
        const called = held!.entries[0].memberId;
        const seen = messages.length;
        await stack.gql(
          'agent',
          graphql(`
            mutation CallListSubscriptionLogCall2($c: ID!, $m: ID!) {
              logCall(campaignId: $c, memberId: $m) {
                memberId
              }
            }
          `),
          {
            c: String(CAMPAIGN),
            m: called,
          },
        );
        await eventually(() => messages.slice(seen).some((m) => m.update.removed.includes(called)), 10_000, `member ${called} removed`);
        for (const m of messages.slice(seen)) {
          expect(m.update.list).toBeNull();
          expect(m.bytes).toBeLessThan(2_048);
          apply(m.update);
        }
      }
      const now = dataOf(
        await stack.gql(
          'agent',
          graphql(`
            query CallListSubscriptionHeld($id: ID!) {
              callList(campaignId: $id) {
                version
                entries {
                  memberId
                  aaneelId
                  fullName
                  points
                  primaryDriver
                  lastCallAttempt
                }
              }
            }
          `),
          { id: String(CAMPAIGN) },
        ),
      ).callList;
      expect(held!.version).toBe(now.version);
      expect(held!.entries).toEqual(now.entries);
    } finally {
      dispose();
      void client.dispose();
    }
  });
});
