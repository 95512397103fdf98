/**
 * A live call list follows its subscriber's access for as long as it is open, not only when it
 * starts: an agent removed from the campaign stops receiving it (FORBIDDEN), a token that expires
 * ends it (UNAUTHENTICATED) whether or not lists are flowing, and a renewed token continues by
 * re-subscribing. Re-checking costs no upstream request per subscriber: the hub tells the gateway
 * who may work the campaign once per change, and deliveries only compare a clock.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { startStack, PERSONA_PASSWORD, type Stack } from '../support/stack.ts';
import { getToken } from '../../sandbox/src/idp/client.ts';
import { setAccessTokenTtl } from '../../sandbox/src/idp/index.ts';
import { dataOf } from '../modules/helpers.ts';
import {
  careApiCallList,
  eventually,
  gatewayHubCounters,
  logCallAtCareApi,
  memberIds,
  subscribeCallList,
  type LiveSubscriber,
} from '../gateway/support/live-call-list.ts';
import { graphql } from '../generated/gql.ts';

const CAMPAIGN = 123;
/** Agent 2 (Jordan Agent) is employee 14. */
const AGENT2_EMPLOYEE_ID = 14;
const REVOKED = { message: 'You no longer have access to this campaign', extensions: { code: 'FORBIDDEN' } };
const EXPIRED = { message: 'Your session has expired; sign in again', extensions: { code: 'UNAUTHENTICATED' } };

let stack: Stack;
const open: LiveSubscriber[] = [];
const live = (persona: string, campaignId: number = CAMPAIGN, opts: { token?: string } = {}) => {
  const sub = subscribeCallList(stack, persona, campaignId, opts);
  open.push(sub);
  return sub;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A member on the campaign's list right now that nobody has called yet in this file. */
const called = new Set<string>();
async function uncalledMember(): Promise<string> {
  const list = await careApiCallList(stack, 'calllistmanager', CAMPAIGN);
  const member = list.entries.map((e) => String(e.memberId)).find((id) => !called.has(id));
  if (!member) throw new Error('the campaign list ran out of members');
  called.add(member);
  return member;
}

/** A token for `persona` that lives `seconds` (the identity provider's lifetime is set for this one issue only). */
async function shortLivedToken(persona: string, seconds: number): Promise<{ token: string; expiresAt: number }> {
  setAccessTokenTtl(seconds);
  try {
    const token = await getToken({ issuer: stack.issuer, username: persona, password: PERSONA_PASSWORD });
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { exp: number };
    return { token, expiresAt: exp * 1000 };
  } finally {
    setAccessTokenTtl(null);
  }
}

async function assignmentOf(employeeId: number): Promise<string | null> {
  const body = dataOf(
    await stack.gql(
      'calllistmanager',
      graphql(`
        query SubscriptionsCampaign($id: ID!) {
          campaign(id: $id) {
            assignments {
              id
              employeeId
            }
          }
        }
      `),
      { id: String(CAMPAIGN) },
    ),
  );
  // Employee ids are IDs: text in the answer.
  const assignments = (body.campaign as { assignments: Array<{ id: string; employeeId: string }> }).assignments;
  return assignments.find((a) => a.employeeId === String(employeeId))?.id ?? null;
}

/** One audit trail line: the fields these tests read, the others as they came. */
const auditEventSchema = z.looseObject({
  action: z.string(),
  uid: z.string().nullable(),
  outcome: z.string(),
  code: z.string().nullable(),
  transport: z.string(),
  targets: z.array(z.looseObject({ key: z.string(), value: z.string() })),
});

function auditEvents(): Array<{
  action: string;
  uid: string | null;
  outcome: string;
  code: string | null;
  transport: string;
  targets: Array<{ key: string; value: string }>;
}> {
  return readFileSync(stack.auditLogFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => auditEventSchema.parse(JSON.parse(line)));
}

beforeAll(async () => {
  stack = await startStack();
  // Signed in up front: a sign-in inside connection_init can outlast the gateway's wait for it on a busy machine.
  for (const persona of ['agent', 'agent2', 'calllistmanager']) await stack.token(persona);
});

afterAll(async () => {
  open.forEach((s) => s.dispose());
  setAccessTokenTtl(null);
  await stack?.close();
});

describe('an agent removed from a campaign while its live list is open', () => {
  it('ends that agent’s subscription with FORBIDDEN within seconds; the others keep receiving', async () => {
    const agent = live('agent');
    const agent2 = live('agent2');
    await agent.waitFor((s) => s.lists.length >= 1, 15_000, 'agent first list');
    await agent2.waitFor((s) => s.lists.length >= 1, 15_000, 'agent2 first list');

    // agent2 also follows the list straight at the hub (the hub enforces the same rule itself).
    const direct = new HubConnectionBuilder()
      .withUrl(stack.sandbox.hub.url, { accessTokenFactory: () => stack.token('agent2') })
      .configureLogging(LogLevel.None)
      .build();
    const directClosed = new Promise<Error | undefined>((resolve) => direct.onclose(resolve));
    await direct.start();
    await direct.invoke('SubscribeToCallList', CAMPAIGN);

    // A call-list manager removes agent2 from the campaign, as the Campaigns page does.
    const recordId = await assignmentOf(AGENT2_EMPLOYEE_ID);
    expect(recordId, 'agent2 is assigned to campaign 123 by the seed').not.toBeNull();
    const removedAt = Date.now();
    const removed = await stack.gql(
      'calllistmanager',
      graphql(`
        mutation SubscriptionsUnassignCampaignAgent($id: ID!) {
          unassignCampaignAgent(assignmentId: $id) {
            id
          }
        }
      `),
      {
        id: recordId!,
      },
    );
    expect(removed.body.errors).toBeUndefined();

    await agent2.waitFor((s) => s.completed, 5_000, 'agent2 subscription ended');
    expect(agent2.errors).toHaveLength(1);
    expect(agent2.errors[0]).toMatchObject(REVOKED);
    expect(agent2.erroredAt! - removedAt).toBeLessThan(5_000);
    expect((await directClosed)?.message).toMatch(/Not assigned to this campaign/);
    const agent2Lists = agent2.lists.length;

    // A call logged afterwards: the remaining agent gets the changed list, agent2 nothing.
    const member = await uncalledMember();
    await logCallAtCareApi(stack, 'agent', CAMPAIGN, member);
    await agent.waitFor((s) => !memberIds(s.latest()).includes(member), 10_000, 'agent list without the called member');
    await sleep(500);
    expect(agent2.lists).toHaveLength(agent2Lists);
    expect(agent.errors).toEqual([]);
    expect(agent.completed).toBe(false);

    // The revocation is in the audit trail: who, which campaign, over the socket.
    await eventually(() => auditEvents().some((e) => e.action === 'callList.revoked'), 5_000, 'revocation audited');
    const event = auditEvents().find((e) => e.action === 'callList.revoked')!;
    expect(event).toMatchObject({
      uid: 'agent2',
      outcome: 'forbidden',
      code: 'FORBIDDEN',
      transport: 'ws',
      targets: [{ key: 'campaignId', value: String(CAMPAIGN) }],
    });

    // Subscribing again is refused outright while agent2 is not assigned.
    const again = live('agent2');
    await again.waitFor((s) => s.errors.length > 0, 10_000, 'agent2 refused');
    expect(again.errors[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(again.lists).toEqual([]);

    // Put agent2 back: the list is theirs again (and stays open for the later tests' checks).
    const restored = await stack.gql(
      'calllistmanager',
      graphql(`
        mutation SubscriptionsAssignCampaignAgent($c: ID!, $e: ID!) {
          assignCampaignAgent(campaignId: $c, employeeId: $e) {
            id
          }
        }
      `),
      {
        c: String(CAMPAIGN),
        e: AGENT2_EMPLOYEE_ID,
      },
    );
    expect(restored.body.errors).toBeUndefined();
    const back = live('agent2');
    await back.waitFor((s) => s.lists.length >= 1, 10_000, 'agent2 list after re-assignment');
    expect(memberIds(back.latest())).not.toContain(member);
    // Re-assignment does not end subscriptions that are allowed.
    await sleep(500);
    expect(back.errors).toEqual([]);
    expect(agent.errors).toEqual([]);
  });
});

describe('a subscription whose token expires', () => {
  it('ends with UNAUTHENTICATED at expiry, with lists flowing and when idle; a fresh token continues', async () => {
    // Two agents' short tokens: one follows campaign 123 (calls are logged there), one follows 124 (idle).
    const busy = await shortLivedToken('agent', 10);
    const idle = await shortLivedToken('agent2', 10);
    const flowing = live('agent', CAMPAIGN, { token: busy.token });
    const quiet = live('agent2', 124, { token: idle.token });
    await flowing.waitFor((s) => s.lists.length >= 1, 10_000, 'short-token first list (123)');
    await quiet.waitFor((s) => s.lists.length >= 1, 10_000, 'short-token first list (124)');
    expect(Date.now()).toBeLessThan(busy.expiresAt);

    // Keep lists flowing on 123 until (and past) the busy token's expiry.
    let logging = true;
    const logger = (async () => {
      while (logging && Date.now() < busy.expiresAt + 3_000) {
        await logCallAtCareApi(stack, 'calllistmanager', CAMPAIGN, await uncalledMember());
        await sleep(700);
      }
    })();
    try {
      await flowing.waitFor((s) => s.completed, busy.expiresAt - Date.now() + 5_000, 'busy subscription ended');
      await quiet.waitFor((s) => s.completed, idle.expiresAt - Date.now() + 5_000, 'idle subscription ended');
    } finally {
      logging = false;
      await logger;
    }
    for (const ended of [flowing, quiet]) {
      expect(ended.errors).toHaveLength(1);
      expect(ended.errors[0]).toMatchObject(EXPIRED);
    }
    // Not before expiry, and promptly after it (the idle one by its timer, with nothing delivered).
    expect(flowing.erroredAt!).toBeGreaterThanOrEqual(busy.expiresAt);
    expect(flowing.erroredAt! - busy.expiresAt).toBeLessThan(3_000);
    expect(quiet.erroredAt!).toBeGreaterThanOrEqual(idle.expiresAt);
    expect(quiet.erroredAt! - idle.expiresAt).toBeLessThan(3_000);
    expect(quiet.lists).toHaveLength(1);
    // Lists did flow while the busy token was valid.
    expect(flowing.lists.length).toBeGreaterThan(1);

    // The expired token cannot start a new subscription (even within the verifier's clock leeway).
    const stale = live('agent', CAMPAIGN, { token: busy.token });
    await stale.waitFor((s) => s.errors.length > 0, 10_000, 'expired token refused');
    expect(stale.errors[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(stale.lists).toEqual([]);

    // A renewed token continues: the current list at once.
    const renewed = await getToken({ issuer: stack.issuer, username: 'agent', password: PERSONA_PASSWORD });
    const current = await careApiCallList(stack, 'calllistmanager', CAMPAIGN);
    const resumed = live('agent', CAMPAIGN, { token: renewed });
    await resumed.waitFor((s) => s.lists.length >= 1 && s.latest()!.version >= current.version, 10_000, 'list with a renewed token');
    expect(resumed.errors).toEqual([]);
    expect(memberIds(resumed.latest())).toEqual(current.entries.map((e) => String(e.memberId)));
  });
});

describe('re-checking access on the shared fan-out path', () => {
  const N = 50;
  const personas = ['agent', 'agent2', 'calllistmanager'];

  it(`adds no upstream request per subscriber to a delivery or an access change (${N} subscribers)`, async () => {
    // Only this test's subscribers on the campaign, so the counters below are exact.
    open.splice(0).forEach((s) => s.dispose());
    await eventually(async () => (await gatewayHubCounters(stack)).subscribers === 0, 10_000, 'earlier subscribers gone');
    const subs = Array.from({ length: N }, (_, i) => live(personas[i % personas.length]));
    await Promise.all(subs.map((s, i) => s.waitFor((x) => x.lists.length >= 1, 20_000, `subscriber ${i} first list`)));
    await sleep(300);

    // One delivery: the only Care API request is the logged call itself.
    const before = await gatewayHubCounters(stack);
    stack.upstreamRequests.reset();
    const member = await uncalledMember();
    stack.upstreamRequests.reset();
    await logCallAtCareApi(stack, 'agent', CAMPAIGN, member);
    await Promise.all(
      subs.map((s, i) => s.waitFor((x) => !memberIds(x.latest()).includes(member), 10_000, `subscriber ${i} changed list`)),
    );
    await sleep(300);
    expect(stack.upstreamRequests.list().map((r) => `${r.method} ${r.path}`)).toEqual([`POST /api/Campaigns/${CAMPAIGN}/LogCall`]);
    const after = await gatewayHubCounters(stack);
    expect(after.executions - before.executions).toBe(1); // one selection, executed once for everyone
    expect(after.deliveries - before.deliveries).toBe(N);

    // An access change (an agent who is not subscribed is assigned, then removed again, straight
    // at the Care API): every subscriber is re-checked from the hub's snapshot, with no request.
    const token = await stack.token('calllistmanager');
    const checks = stack.sandbox.hub.stats().accessChecks;
    stack.upstreamRequests.reset();
    const created = await fetch(`${stack.sandboxUrl}/api/Campaigns/Assignments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        campaignId: CAMPAIGN,
        userId: 13,
        userName: 'Stevie Staff',
        createdBy: 'Charlie Calls',
        createdDt: new Date().toISOString(),
      }),
    });
    expect(created.status).toBe(200);
    const { recordId } = (await created.json()) as { recordId: number };
    const deleted = await fetch(`${stack.sandboxUrl}/api/Campaigns/Assignments/${recordId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.status).toBe(200);
    await eventually(() => stack.sandbox.hub.stats().accessChecks >= checks + 1, 5_000, 'hub read the new access');
    await sleep(500);
    expect(stack.upstreamRequests.count()).toBe(2); // the two changes themselves
    for (const s of subs) {
      expect(s.errors).toEqual([]);
      expect(s.completed).toBe(false);
    }
  });
});
