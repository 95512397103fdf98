/**
 * Live approval queues end to end (Care API change feed → gateway bus → graphql-ws): a row decided
 * by one persona leaves another's open view within 2 s with the tab counts; a change the Care
 * API's own process makes (plain SQL, the mail house) reaches subscribers too; an update is the
 * page and counts the queries answer; nothing is sent at the start or when nothing visible
 * changed; unauthenticated sockets are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack, type VariablesOf } from '../support/stack.ts';
import { dataOf } from '../modules/helpers.ts';
import {
  approvalChangesState,
  countOf,
  DEATTRIBUTION_QUEUE_SUBSCRIPTION,
  DNC_PAGE_QUERY,
  DNC_QUEUE_SUBSCRIPTION,
  liveClient,
  subscribeQueue,
  until,
  type QueueSubscriber,
} from './support/live-queue.ts';
import { graphql } from '../generated/gql.ts';

let stack: Stack;
const open: QueueSubscriber[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  stack = await startStack({ seedScale: 0.1 });
  // The gateway reads the feed from its newest position once it has one.
  await until(async () => (await approvalChangesState(stack.gatewayUrl)).seq !== null, 10_000, 'change feed position');
});

afterAll(async () => {
  open.forEach((s) => s.dispose());
  await stack?.close();
});

/** Subscribes as a persona and waits until the gateway has the subscription (its socket acknowledged). */
async function live(persona: string | null, query: string, variables: Record<string, unknown>): Promise<QueueSubscriber> {
  const client = liveClient(stack.gatewayUrl, persona ? await stack.token(persona) : null);
  const connected = new Promise<void>((resolve) => client.on('connected', () => resolve()));
  const sub = subscribeQueue(client, query, variables, persona ?? 'anonymous');
  open.push(sub);
  if (persona) {
    await connected;
    // The subscribe message follows the acknowledgement; give the gateway a moment to start it.
    await sleep(300);
  }
  return sub;
}

const CD_VIEW = { tab: 'CD', take: 160 } as const;

async function dncView(persona: string, variables: VariablesOf<typeof DNC_PAGE_QUERY>) {
  const data = dataOf(await stack.gql(persona, DNC_PAGE_QUERY, variables));
  return { page: data.dncRequests, tabCounts: data.dncTabCounts };
}

describe('Subscription.dncQueue', () => {
  let manager: QueueSubscriber;

  it('sends nothing at the start', async () => {
    manager = await live('dncmanager', DNC_QUEUE_SUBSCRIPTION, CD_VIEW);
    await sleep(700);
    expect(manager.updates).toEqual([]);
    expect(manager.errors).toEqual([]);
  });

  it('a request the CD decides leaves the DNC manager’s open CD view within 2 s, with the counts', async () => {
    const before = await dncView('dncmanager', CD_VIEW);
    const cdPage = await dncView('cd', CD_VIEW);
    const decidable = cdPage.page.nodes.find((n) => n.viewerCan.approve);
    expect(decidable, 'a CD request the CD may decide').toBeDefined();
    expect(before.page.nodes.map((n) => n.id)).toContain(decidable!.id);

    const decided = dataOf(
      await stack.gql(
        'cd',
        graphql(`
          mutation ApproveDncRequest($input: DncDecisionInput!) {
            approveDncRequest(input: $input) {
              request {
                id
                tab
              }
            }
          }
        `),
        {
          input: { id: decidable!.id, handlerNote: 'Member asked by phone' },
        },
      ),
    );
    const decidedAt = performance.now();
    expect(decided.approveDncRequest.request.tab).toBe('HISTORY');

    await manager.waitFor((s) => !!s.latest() && !s.latest()!.page.nodes.some((n) => n.id === decidable!.id), 2000, 'the row leaves');
    expect(manager.arrivedAt.at(-1)! - decidedAt).toBeLessThan(2000);
    const update = manager.latest()!;
    expect(update.page.totalCount).toBe(before.page.totalCount - 1);
    expect(countOf(update.tabCounts, 'CD')).toBe(countOf(before.tabCounts, 'CD') - 1);
    expect(countOf(update.tabCounts, 'HISTORY')).toBe(countOf(before.tabCounts, 'HISTORY') + 1);
    // Exactly what the list and tab-count queries answer now.
    expect(update).toEqual(await dncView('dncmanager', CD_VIEW));
    expect(manager.errors).toEqual([]);
  });

  it('a change written by the Care API’s own process (not through the gateway) reaches the subscriber', async () => {
    const before = manager.latest()!;
    const row = before.page.nodes[0];
    const changedAt = performance.now();
    await stack.db.query(
      `UPDATE dnc_logs SET approved = false, handled_by_id = 10, handled_dt = now(), handler_note = 'Declined by the overnight run' WHERE id = $1`,
      [Number(row.id)],
    );
    await manager.waitFor((s) => !s.latest()!.page.nodes.some((n) => n.id === row.id), 2000, 'the row leaves');
    expect(manager.arrivedAt.at(-1)! - changedAt).toBeLessThan(2000);
    expect(countOf(manager.latest()!.tabCounts, 'CD')).toBe(countOf(before.tabCounts, 'CD') - 1);
  });

  it('sends nothing when a change leaves the subscriber’s page and counts as they were', async () => {
    const sent = manager.updates.length;
    const row = manager.latest()!.page.nodes[0];
    await stack.db.query('UPDATE dnc_logs SET note = note WHERE id = $1', [Number(row.id)]);
    await sleep(1200);
    expect(manager.updates).toHaveLength(sent);
  });

  it('reads each subscriber’s view with its own rights', async () => {
    const agent = await live('agent', DNC_QUEUE_SUBSCRIPTION, CD_VIEW);
    const row = manager.latest()!.page.nodes[0];
    await stack.db.query('UPDATE dnc_logs SET approved = true, handled_by_id = 10, handled_dt = now() WHERE id = $1', [Number(row.id)]);
    await agent.waitFor((s) => s.updates.length > 0, 2000, 'the agent’s update');
    await manager.waitFor((s) => !s.latest()!.page.nodes.some((n) => n.id === row.id), 2000, 'the row leaves');
    // The agent decides nothing; the manager decides every pending request.
    expect(agent.latest()!.page.nodes.every((n) => n.viewerCan!.approve === false)).toBe(true);
    expect(manager.latest()!.page.nodes.every((n) => n.viewerCan!.approve === true)).toBe(true);
    expect(agent.latest()!.page.totalCount).toBe(manager.latest()!.page.totalCount);
  });
});

describe('Subscription.eligibilityChangeQueue', () => {
  it('follows the mail house: completed letters leave the Mailing List tab for Pending Termination', async () => {
    const { rows } = await stack.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM eligibility_changes WHERE status = 'LetterProcessed'`,
    );
    expect(rows[0].n).toBeGreaterThan(0);
    const view = { tab: 'MAILING_LIST', take: 160 };
    const before = dataOf(
      await stack.gql(
        'deattmanager',
        graphql(`
          query ApprovalQueuesDeattributionTabCounts {
            deattributionTabCounts {
              tab
              count
            }
            eligibilityChanges(tab: MAILING_LIST, take: 160) {
              totalCount
            }
          }
        `),
      ),
    );
    const sub = await live('deattmanager', DEATTRIBUTION_QUEUE_SUBSCRIPTION, view);
    const ranAt = performance.now();
    await stack.sandbox.mailHouse.run();
    await sub.waitFor(
      (s) =>
        s.updates.length > 0 && countOf(s.latest()!.tabCounts, 'MAILING_LIST') !== countOf(before.deattributionTabCounts, 'MAILING_LIST'),
      2000,
      'mail house update',
    );
    expect(sub.arrivedAt.at(-1)! - ranAt).toBeLessThan(2000);
    const update = sub.latest()!;
    expect(countOf(update.tabCounts, 'MAILING_LIST')).toBe(countOf(before.deattributionTabCounts, 'MAILING_LIST') - rows[0].n);
    expect(countOf(update.tabCounts, 'PENDING_TERMINATION')).toBe(
      countOf(before.deattributionTabCounts, 'PENDING_TERMINATION') + rows[0].n,
    );
    expect(update.page.totalCount).toBe(before.eligibilityChanges.totalCount - rows[0].n);
  });
});

describe('who may subscribe', () => {
  it('refuses a socket without a token or with a forged one (4403), and a page size the lists do not offer', async () => {
    const anonymous = await live(null, DNC_QUEUE_SUBSCRIPTION, CD_VIEW);
    await anonymous.waitFor((s) => s.errors.length > 0, 5000, 'refusal');
    expect(anonymous.errors[0].message).toMatch(/4403/);

    const forged = subscribeQueue(liveClient(stack.gatewayUrl, 'not.a.token'), DNC_QUEUE_SUBSCRIPTION, CD_VIEW, 'forged');
    open.push(forged);
    await forged.waitFor((s) => s.errors.length > 0, 5000, 'refusal');
    expect(forged.errors[0].message).toMatch(/4403/);
    expect(forged.updates).toEqual([]);

    const odd = await live('dncmanager', DNC_QUEUE_SUBSCRIPTION, { tab: 'CD', take: 7 });
    await odd.waitFor((s) => s.errors.length > 0, 5000, 'refusal');
    expect(odd.errors[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is not served over HTTP', async () => {
    const res = await stack.gql('dncmanager', DNC_QUEUE_SUBSCRIPTION, CD_VIEW);
    expect(res.body.data ?? null).toBeNull();
    expect(res.body.errors?.length).toBeGreaterThan(0);
  });
});
