/**
 * What the gateway's replicas must agree on lives in Redis: one sandbox and two gateways that
 * share nothing but a Redis server (started here on a free loopback port). One user's operations
 * budget counts across both replicas; a mutation's audit event is in the Redis stream when its
 * answer arrives and reads back through the other replica's Audit Trail query; a staff assignment
 * given through one replica changes the other's next Mine view at once. Then the Redis audit
 * stream on its own: filters and pages newest first, retention, and a gateway trail that cannot
 * reach Redis refusing to start.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import pino from 'pino';
import { z } from 'zod';
import { AssignmentType } from '@luminate/schema/constants';
import { startSandbox } from '../../sandbox/src/index.ts';
import { getToken } from '../../sandbox/src/idp/client.ts';
import { startGateway, type RunningGateway } from '../../gateway/src/index.ts';
import { AUDIT_STREAM_FIELD, AUDIT_STREAM_KEY, RedisAuditTrail, type AuditEventInput } from '../../gateway/src/audit/index.ts';
import { redisServerBin, startRedis, type TestRedis } from '../support/redis.ts';
import { PERSONA_PASSWORD, SEED_SNAPSHOTS } from '../support/stack.ts';
import { freePort } from '../support/processes.ts';
import { graphql } from '../generated/gql.ts';
import type { TypedDocumentString } from '../generated/graphql.ts';

// CI installs redis-server, so there this always runs (and fails without it); a machine without
// it skips the file and says why.
const skipped = !redisServerBin() && !process.env.CI;
if (skipped) console.warn('Skipping the Redis shared-state test: no redis-server binary.');

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;
type Replica = 'a' | 'b';

/** Operations one user may send per window, across the replicas. */
const LIMIT = 10;

const VIEWER = graphql(`
  query ReplicasViewerName {
    viewer {
      name
    }
  }
`);

const CHANGE = graphql(`
  mutation ReplicasChangeAssignment($input: ChangeAssignmentInput!) {
    changeAssignment(input: $input) {
      assigned {
        id
      }
    }
  }
`);

const MINE = graphql(`
  query ReplicasMineDncRequests {
    dncRequests(tab: CD, mine: true, take: 160) {
      nodes {
        id
      }
    }
  }
`);

const EVENTS = graphql(`
  query ReplicasAuditEvents($requestId: ID) {
    auditEvents(requestId: $requestId) {
      totalCount
      nodes {
        action
        uid
        outcome
        requestId
        targets {
          key
          value
        }
      }
    }
  }
`);

const Answer = z.object({
  data: z.unknown().optional(),
  errors: z.array(z.object({ message: z.string(), extensions: z.object({ code: z.string().optional() }).optional() })).optional(),
});

interface Answered<R> {
  status: number;
  headers: Headers;
  data: R | null;
  code: string | null;
}

const silent = pino({ level: 'silent' });

describe.skipIf(skipped)('state shared by two gateway replicas through Redis', () => {
  let redis: TestRedis;
  let sandbox: Sandbox;
  let auditDir: string;
  /** The test's own connection, to read what the gateways left in Redis. */
  let reader: Redis;
  const gateways: Partial<Record<Replica, RunningGateway>> = {};
  const tokens = new Map<string, Promise<string>>();

  const token = (persona: string) => {
    if (!tokens.has(persona)) tokens.set(persona, getToken({ issuer: sandbox.issuer, username: persona, password: PERSONA_PASSWORD }));
    return tokens.get(persona)!;
  };

  async function post<R, V>(
    replica: Replica,
    persona: string,
    query: TypedDocumentString<R, V>,
    variables: V,
    requestId?: string,
  ): Promise<Answered<R>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Bearer ${await token(persona)}` };
    if (requestId) headers['x-request-id'] = requestId;
    const res = await fetch(`${gateways[replica]!.url.replace(/\/$/, '')}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: query.toString(), variables }),
    });
    const body = Answer.parse(await res.json());
    // The answer's data follows the document's result type.
    return {
      status: res.status,
      headers: res.headers,
      data: (body.data ?? null) as R | null,
      code: body.errors?.[0]?.extensions?.code ?? null,
    };
  }

  /** The answer's data, failing the test on an error. */
  const ok = <R>(answer: Answered<R>): R => {
    expect(answer.code).toBeNull();
    expect(answer.status).toBe(200);
    return answer.data!;
  };

  beforeAll(async () => {
    redis = await startRedis();
    reader = new Redis(redis.url, { lazyConnect: true });
    sandbox = await startSandbox({
      port: 0,
      host: '127.0.0.1',
      dataDir: 'memory://',
      seedScale: 0.05,
      seedSnapshots: SEED_SNAPSHOTS,
      log: false,
      hubPort: 0,
    });
    auditDir = mkdtempSync(join(tmpdir(), 'luminate-audit-'));
    for (const name of ['a', 'b'] as const) {
      gateways[name] = await startGateway({
        PORT: '0',
        CARE_API_URL: sandbox.url,
        OIDC_ISSUER: sandbox.issuer,
        CALL_LIST_HUB_URL: sandbox.hub.url,
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
        // With REDIS_URL the trail is the Redis stream: nothing may land in these files.
        AUDIT_LOG_FILE: join(auditDir, `audit-${name}.jsonl`),
        RATE_LIMIT_OPERATIONS: String(LIMIT),
        REDIS_URL: redis.url,
      });
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.allSettled([gateways.a?.close(), gateways.b?.close()]);
    await sandbox?.close();
    reader?.disconnect();
    await redis?.stop();
    if (auditDir) rmSync(auditDir, { recursive: true, force: true });
  });

  it('counts one user’s operations across both replicas: the (limit+1)th is refused by either', async () => {
    const remaining: number[] = [];
    for (let i = 0; i < LIMIT; i++) {
      const answer = await post(i % 2 ? 'b' : 'a', 'agent', VIEWER, {});
      ok(answer);
      remaining.push(Number(/r=(\d+)/.exec(answer.headers.get('ratelimit') ?? '')?.[1]));
    }
    // One budget: each answer, whichever replica gave it, has one operation fewer left.
    expect(remaining).toEqual(Array.from({ length: LIMIT }, (_, i) => LIMIT - 1 - i));
    for (const replica of ['a', 'b'] as const) {
      const refused = await post(replica, 'agent', VIEWER, {});
      expect(refused.status, replica).toBe(429);
      expect(refused.code).toBe('RATE_LIMITED');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    }
    // Another user's budget is untouched.
    ok(await post('b', 'staff', VIEWER, {}));
  });

  it('has a mutation’s audit event in the Redis stream when its answer arrives, and lists it on the other replica', async () => {
    const requestId = `replicas-${randomUUID()}`;
    const refused = await post(
      'a',
      'staff',
      CHANGE,
      { input: { assignmentTypeId: String(AssignmentType.SW), unassign: true, officeId: '2002' } },
      requestId,
    );
    expect(refused.code).toBe('FORBIDDEN');
    // Read straight after the answer, as if replica A had died on sending it.
    const entries = await reader.xrevrange(AUDIT_STREAM_KEY, '+', '-', 'COUNT', 50);
    const stored = entries.map(([, fields]) => z.object({ requestId: z.string(), action: z.string() }).parse(JSON.parse(fields[1])));
    expect(entries.every(([, fields]) => fields[0] === AUDIT_STREAM_FIELD)).toBe(true);
    expect(stored.filter((e) => e.requestId === requestId)).toEqual([{ requestId, action: 'mutation.changeAssignment' }]);

    const events = ok(await post('b', 'superadmin', EVENTS, { requestId })).auditEvents;
    expect(events.totalCount).toBe(1);
    expect(events.nodes[0]).toMatchObject({ action: 'mutation.changeAssignment', uid: 'staff', outcome: 'FORBIDDEN', requestId });
    expect(events.nodes[0].targets).toContainEqual({ key: 'officeId', value: '2002' });
    // Nothing went to the replicas' files.
    expect(existsSync(join(auditDir, 'audit-a.jsonl'))).toBe(false);
  });

  it('shows a staff assignment given through one replica in the other’s next Mine view', async () => {
    const { rows } = await sandbox.db.query<{ id: number }>(`SELECT id FROM offices WHERE name = '1.001.000'`);
    const community = String(rows[0].id);
    // The CD (employee 5) covers the community; the stand-in (staff, employee 13) holds nothing.
    const cdRows = ok(await post('b', 'cd', MINE, {})).dncRequests.nodes;
    expect(cdRows.length).toBeGreaterThan(0);
    // B keeps both viewers' coverage from here on (COVERAGE_TTL_MS).
    expect(ok(await post('b', 'staff', MINE, {})).dncRequests.nodes).toEqual([]);

    const give = (employeeId: string) =>
      post('a', 'nhmanager', CHANGE, { input: { assignmentTypeId: String(AssignmentType.CD), employeeId, officeId: community } });
    try {
      ok(await give('13'));
      expect(ok(await post('b', 'staff', MINE, {})).dncRequests.nodes.map((n) => n.id)).toEqual(cdRows.map((n) => n.id));
      expect(ok(await post('b', 'cd', MINE, {})).dncRequests.nodes).toEqual([]);
    } finally {
      ok(await give('5'));
    }
    expect(ok(await post('b', 'cd', MINE, {})).dncRequests.nodes.map((n) => n.id)).toEqual(cdRows.map((n) => n.id));
  });

  describe('the audit stream on its own', () => {
    const event = (i: number): AuditEventInput => ({
      uid: `u-${i % 7}`,
      employeeId: i,
      action: i % 2 ? 'members.export' : 'mutation.logCall',
      module: null,
      operation: null,
      targets: [{ key: 'memberId', value: String(i) }],
      outcome: 'ok',
      code: null,
      rows: i,
      bytes: null,
      requestId: `r-${i}`,
      transport: 'file',
    });

    it('pages newest first through the filters, over more events than one read takes', async () => {
      // Database 1: apart from the gateways' stream in database 0.
      const trail = new RedisAuditTrail({ url: `${redis.url}/1`, maxEvents: 0, logger: silent });
      try {
        await trail.ready();
        const count = 1200;
        for (let i = 0; i < count; i++) await trail.record(event(i));

        const newest = await trail.query({}, { skip: 0, take: 3 });
        expect(newest.totalCount).toBe(count);
        expect(newest.nodes.map((e) => e.requestId)).toEqual(['r-1199', 'r-1198', 'r-1197']);

        const page = await trail.query({ action: 'members.', actionMatch: 'prefix', uid: 'u-3' }, { skip: 2, take: 3 });
        const matching = Array.from({ length: count }, (_, i) => i)
          .filter((i) => i % 2 === 1 && i % 7 === 3)
          .reverse();
        expect(page.totalCount).toBe(matching.length);
        expect(page.nodes.map((e) => e.employeeId)).toEqual(matching.slice(2, 5));

        const deep = await trail.query({}, { skip: 1100, take: 2 });
        expect(deep.nodes.map((e) => e.requestId)).toEqual(['r-99', 'r-98']);
        expect((await trail.query({ targetId: '7' }, { skip: 0, take: 10 })).nodes.map((e) => e.requestId)).toEqual(['r-7']);
        expect((await trail.query({ from: new Date(Date.now() + 3600_000) }, { skip: 0, take: 10 })).totalCount).toBe(0);
        expect((await trail.query({ from: new Date(Date.now() - 60_000), outcome: 'ok' }, { skip: 0, take: 1 })).totalCount).toBe(count);
      } finally {
        await trail.close();
      }
    });

    it('keeps about AUDIT_STREAM_MAX_EVENTS events, dropping the oldest', async () => {
      const trail = new RedisAuditTrail({ url: `${redis.url}/2`, maxEvents: 100, logger: silent });
      try {
        await Promise.all(Array.from({ length: 1000 }, (_, i) => trail.record(event(i))));
        const { totalCount, nodes } = await trail.query({}, { skip: 0, take: 1 });
        // MAXLEN ~ trims whole nodes of the stream (100 entries each by default): a few more may stay.
        expect(totalCount).toBeGreaterThanOrEqual(100);
        expect(totalCount).toBeLessThan(300);
        expect(nodes[0].requestId).toBe('r-999');
      } finally {
        await trail.close();
      }
    });

    it('refuses to start a gateway whose trail cannot reach Redis', async () => {
      const port = await freePort();
      const trail = new RedisAuditTrail({ url: `redis://127.0.0.1:${port}`, maxEvents: 0, logger: silent });
      try {
        await expect(trail.ready()).rejects.toThrow(/Redis \(REDIS_URL\) does not answer/);
      } finally {
        await trail.close().catch(() => undefined);
      }
    });
  });
});
