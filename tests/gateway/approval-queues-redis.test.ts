/**
 * Live approval queues across gateway replicas: one sandbox, two gateways that share nothing but
 * a Redis server (started here on a free loopback port). A decision made through one replica
 * reaches a subscriber of the other within 2 s; only one replica reads the Care API's change feed
 * at a time, and when it goes away the other takes over and carries on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startSandbox } from '../../sandbox/src/index.ts';
import { getToken } from '../../sandbox/src/idp/client.ts';
import { startGateway, type RunningGateway } from '../../gateway/src/index.ts';
import { redisServerBin, startRedis, type TestRedis } from '../support/redis.ts';
import { PERSONA_PASSWORD } from '../support/stack.ts';
import { graphql } from '../generated/gql.ts';
import type { TypedDocumentString } from '../generated/graphql.ts';
import {
  approvalChangesState,
  countOf,
  DNC_PAGE_QUERY,
  DNC_QUEUE_SUBSCRIPTION,
  liveClient,
  subscribeQueue,
  until,
  type QueueSubscriber,
} from './support/live-queue.ts';

// CI installs redis-server, so there this always runs (and fails without it); a machine without
// it skips the file and says why.
const skipped = !redisServerBin() && !process.env.CI;
if (skipped) console.warn('Skipping the Redis replica test: no redis-server binary.');

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

describe.skipIf(skipped)('live approval queues across two gateway replicas sharing Redis', () => {
  let redis: TestRedis;
  let sandbox: Sandbox;
  let auditDir: string;
  const gateways: Record<'a' | 'b', RunningGateway | null> = { a: null, b: null };
  const open: QueueSubscriber[] = [];
  const tokens = new Map<string, Promise<string>>();
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const token = (persona: string) => {
    if (!tokens.has(persona)) tokens.set(persona, getToken({ issuer: sandbox.issuer, username: persona, password: PERSONA_PASSWORD }));
    return tokens.get(persona)!;
  };

  const startReplica = (name: 'a' | 'b') =>
    startGateway({
      PORT: '0',
      CARE_API_URL: sandbox.url,
      OIDC_ISSUER: sandbox.issuer,
      CALL_LIST_HUB_URL: sandbox.hub.url,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      AUDIT_LOG_FILE: join(auditDir, `audit-${name}.jsonl`),
      RATE_LIMIT_OPERATIONS: '1000000',
      REDIS_URL: redis.url,
    });

  const url = (name: 'a' | 'b') => gateways[name]!.url.replace(/\/$/, '');

  async function gql<R, V>(name: 'a' | 'b', persona: string, query: TypedDocumentString<R, V>, variables: V): Promise<R> {
    const res = await fetch(`${url(name)}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await token(persona)}` },
      body: JSON.stringify({ query: query.toString(), variables }),
    });
    const body = z.object({ data: z.unknown().optional(), errors: z.unknown().optional() }).parse(await res.json());
    if (res.status !== 200 || body.errors || body.data == null) {
      throw new Error(`GraphQL failed (${res.status}): ${JSON.stringify(body.errors)}`);
    }
    // A successful answer carries the document's result type.
    return body.data as R;
  }

  async function live(name: 'a' | 'b', persona: string, variables: Record<string, unknown>): Promise<QueueSubscriber> {
    const client = liveClient(url(name), await token(persona));
    const connected = new Promise<void>((resolve) => client.on('connected', () => resolve()));
    const sub = subscribeQueue(client, DNC_QUEUE_SUBSCRIPTION, variables, `${persona}@${name}`);
    open.push(sub);
    await connected;
    await sleep(300);
    return sub;
  }

  /** Which replicas read the change feed now. */
  async function readers(): Promise<Array<'a' | 'b'>> {
    const names = (['a', 'b'] as const).filter((n) => gateways[n]);
    const states = await Promise.all(names.map((n) => approvalChangesState(url(n))));
    states.forEach((s) => expect(s.transport).toBe('redis'));
    return names.filter((_, i) => states[i].reading);
  }

  beforeAll(async () => {
    redis = await startRedis();
    sandbox = await startSandbox({ port: 0, host: '127.0.0.1', dataDir: 'memory://', seedScale: 0.1, hubPort: 0 });
    auditDir = mkdtempSync(join(tmpdir(), 'luminate-audit-'));
    gateways.a = await startReplica('a');
    gateways.b = await startReplica('b');
  }, 120_000);

  afterAll(async () => {
    open.forEach((s) => s.dispose());
    await Promise.allSettled([gateways.a?.close(), gateways.b?.close()]);
    await sandbox?.close();
    await redis?.stop();
    if (auditDir) rmSync(auditDir, { recursive: true, force: true });
  });

  const CD_VIEW = { tab: 'CD', take: 160 } as const;

  it('has exactly one replica reading the change feed', async () => {
    await until(async () => (await readers()).length === 1, 10_000, 'one reader');
    // And it stays one: the other keeps trying, and keeps failing, to take the lease.
    for (let i = 0; i < 5; i++) {
      await sleep(300);
      expect(await readers()).toHaveLength(1);
    }
  });

  it('a decision made through one replica leaves the view of a subscriber on the other within 2 s', async () => {
    const onB = await live('b', 'dncmanager', CD_VIEW);
    const before = await gql('b', 'dncmanager', DNC_PAGE_QUERY, CD_VIEW);
    const cdPage = await gql('a', 'cd', DNC_PAGE_QUERY, CD_VIEW);
    const decidable = cdPage.dncRequests.nodes.find((n) => n.viewerCan.approve);
    expect(decidable, 'a CD request the CD may decide').toBeDefined();

    await gql(
      'a',
      'cd',
      graphql(`
        mutation ApproveDncOnReplica($input: DncDecisionInput!) {
          approveDncRequest(input: $input) {
            request {
              id
            }
          }
        }
      `),
      {
        input: { id: decidable!.id, handlerNote: 'Member asked by phone' },
      },
    );
    const decidedAt = performance.now();
    await onB.waitFor((s) => !!s.latest() && !s.latest()!.page.nodes.some((n) => n.id === decidable!.id), 2000, 'the row leaves on B');
    expect(onB.arrivedAt.at(-1)! - decidedAt).toBeLessThan(2000);
    expect(countOf(onB.latest()!.tabCounts, 'CD')).toBe(countOf(before.dncTabCounts, 'CD') - 1);
    expect(onB.latest()!.page.totalCount).toBe(before.dncRequests.totalCount - 1);
  });

  it('delivers every change once to a subscriber of each replica', async () => {
    const onA = await live('a', 'dncmanager', CD_VIEW);
    const onB = await live('b', 'dncmanager', CD_VIEW);
    const current = await gql('a', 'dncmanager', DNC_PAGE_QUERY, CD_VIEW);
    const row = current.dncRequests.nodes[0];
    await sandbox.db.query(`UPDATE dnc_logs SET approved = false, handled_by_id = 10, handled_dt = now() WHERE id = $1`, [Number(row.id)]);
    const gone = (s: QueueSubscriber) => !!s.latest() && !s.latest()!.page.nodes.some((n) => n.id === row.id);
    await Promise.all([onA.waitFor(gone, 2000, 'the row leaves on A'), onB.waitFor(gone, 2000, 'the row leaves on B')]);
    await sleep(500);
    expect(onA.updates).toHaveLength(1);
    expect(onB.updates).toHaveLength(1);
    expect(onA.latest()).toEqual(onB.latest());
  });

  it('when the reading replica goes away, the other takes over and its subscribers keep getting changes', async () => {
    const [reader] = await readers();
    const survivor = reader === 'a' ? 'b' : 'a';
    const sub = await live(survivor, 'dncmanager', CD_VIEW);
    await gateways[reader]!.close();
    gateways[reader] = null;
    await until(async () => (await readers()).includes(survivor), 10_000, 'the survivor reads the feed');

    const current = await gql(survivor, 'dncmanager', DNC_PAGE_QUERY, CD_VIEW);
    const row = current.dncRequests.nodes[0];
    const changedAt = performance.now();
    await sandbox.db.query(`UPDATE dnc_logs SET approved = true, handled_by_id = 10, handled_dt = now() WHERE id = $1`, [Number(row.id)]);
    await sub.waitFor((s) => !!s.latest() && !s.latest()!.page.nodes.some((n) => n.id === row.id), 2000, 'the row leaves');
    expect(sub.arrivedAt.at(-1)! - changedAt).toBeLessThan(2000);
  });
});
