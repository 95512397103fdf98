/**
 * Three gateway replicas behind nginx (the topology of `npm run cluster`, started by the same
 * function, tests/support/cluster.ts), driven only through nginx the way browsers use it: queries
 * from every replica, one user's rate limit shared by all of them, and then, under a steady query
 * load, one replica stopped with SIGTERM (a rolling restart: it drains, exits and comes back) and
 * another killed with SIGKILL (a crash). Throughout: no query fails twice in a row, every live
 * call list is back on the Care API's current version within 5 s of a change made after each
 * stop, and live approval queues get decisions made through a replica other than their own.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { startCluster, type Cluster, type Replica } from '../support/cluster.ts';
import { accessLines, nginxBin, NGINX_TEMPLATE } from '../support/nginx.ts';
import { REPO_ROOT } from '../support/processes.ts';
import { redisServerBin } from '../support/redis.ts';
import { graphql } from '../generated/gql.ts';
import { CALL_LIST_SUBSCRIPTION, type LiveList } from '../gateway/support/live-call-list.ts';
import { DNC_PAGE_QUERY, DNC_QUEUE_SUBSCRIPTION, type QueueUpdate } from '../gateway/support/live-queue.ts';
import { clusterClients, startLoad, succeeded, type ClusterClients, type Follower } from './clients.ts';

// CI installs nginx and redis-server, so there this always runs; elsewhere it is skipped without them.
const skipped = (!nginxBin() || !redisServerBin()) && !process.env.CI;
if (skipped) console.warn('Skipping the cluster test: it needs nginx and redis-server installed.');

/** Every user's budget of GraphQL operations per minute on every replica (RATE_LIMIT_OPERATIONS). */
const BUDGET = 60;
const CAMPAIGN = 123;
/** Who follows campaign 123's call list: its two agents and two who may watch any campaign. */
const FOLLOWERS = ['agent', 'agent2', 'calllistmanager', 'superadmin', 'agent', 'agent2'];
/** The load's users, none of them used for anything else here, so none nears the budget. */
const LOAD_PERSONAS = [
  'datamanager',
  'opsmanager',
  'app',
  'cmd',
  'rvp',
  'smo',
  'nhmanager',
  'staff',
  'hospitalstaff',
  'deattmanager',
  'transfermanager',
];
const CD_VIEW = { tab: 'CD', take: 160 } as const;
/** How long after its holder dies the change feed's lease expires and another replica reads the feed (docs/configuration.md, REDIS_URL). */
const FEED_LEASE_TAKEOVER_MS = 12_000;

const LOAD_QUERY = graphql(`
  query ClusterLoad {
    viewer {
      name
    }
    markets {
      id
    }
  }
`);

const WHO_AM_I = graphql(`
  query ClusterWhoAmI {
    viewer {
      name
    }
  }
`);

const LOG_CALL = graphql(`
  mutation ClusterLogCall($c: ID!, $m: ID!) {
    logCall(campaignId: $c, memberId: $m) {
      memberId
    }
  }
`);

const APPROVE_DNC = graphql(`
  mutation ClusterApproveDnc($input: DncDecisionInput!) {
    approveDncRequest(input: $input) {
      request {
        id
      }
    }
  }
`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the nginx configuration shared by compose and the cluster command', () => {
  it("is filled in by compose with exactly the template's variables: one per replica and the listen port", () => {
    const compose = z
      .object({
        services: z.record(
          z.string(),
          z.looseObject({ environment: z.record(z.string(), z.string()).optional(), volumes: z.array(z.string()).optional() }),
        ),
      })
      .parse(parse(readFileSync(join(REPO_ROOT, 'docker/compose.yaml'), 'utf8'), { merge: true }));
    const nginx = compose.services.nginx;
    const placeholders = [...readFileSync(NGINX_TEMPLATE, 'utf8').matchAll(/\$\{([A-Z0-9_]+)\}/g)].map((m) => m[1]);
    expect(new Set(placeholders)).toEqual(new Set(Object.keys(nginx.environment ?? {})));
    expect(nginx.volumes).toContain('./nginx/luminate.conf.template:/etc/nginx/templates/default.conf.template:ro');
    // Each GATEWAY_n names a replica service of the compose file, each a different one, ready-checked.
    const upstreams = ['GATEWAY_1', 'GATEWAY_2', 'GATEWAY_3'].map((name) => nginx.environment?.[name]?.split(':')[0] ?? '');
    expect(new Set(upstreams).size).toBe(3);
    for (const service of upstreams) expect(JSON.stringify(compose.services[service]?.healthcheck)).toContain('/readyz');
  });
});

describe.skipIf(skipped)('three gateway replicas behind nginx', () => {
  let dir: string;
  let cluster: Cluster;
  let clients: ClusterClients;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'luminate-cluster-test-'));
    cluster = await startCluster({
      dir,
      runtime: 'tsx',
      ports: 'free',
      sandboxDataDir: join(dir, 'sandbox-db'),
      redisAppendOnlyDir: dir,
      seedScale: 0.05,
      gatewayEnv: {
        // The test's own documents run (the web build's trusted documents are not what it sends).
        TRUSTED_DOCUMENTS: 'open',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        RATE_LIMIT_OPERATIONS: String(BUDGET),
        // The stopped replica serves, unready, for 1 s before its listener closes (5 s in production):
        // nginx reads no readiness, so the grace only makes the test longer.
        DRAIN_GRACE_MS: '1000',
      },
    });
    clients = clusterClients(cluster.url, cluster.issuer);
  }, 150_000);

  afterAll(async () => {
    clients?.disposeAll();
    await cluster?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /**
   * The replica that answered each of these requests, from nginx's access lines (written just
   * after the answer is sent, so they may lag the client by a moment).
   */
  async function answeredBy(requestIds: Set<string>): Promise<Array<string | undefined>> {
    const deadline = Date.now() + 2000;
    for (;;) {
      const lines = accessLines(cluster.nginx).filter((line) => requestIds.has(line.requestId));
      if (lines.length >= requestIds.size || Date.now() > deadline) return lines.map((line) => line.upstreams.at(-1));
      await sleep(50);
    }
  }

  it('answers through nginx from every replica, passing on the request id', async () => {
    const ids = new Set(Array.from({ length: 6 }, (_, i) => `cluster-probe-${i}`));
    for (const id of ids) {
      const answer = await clients.gql(cluster.url, 'superadmin', LOAD_QUERY, {}, id);
      expect(succeeded(answer), JSON.stringify(answer.body)).toBe(true);
    }
    // The access line carries the id the client sent, so the gateway received it too.
    const replicas = await answeredBy(ids);
    expect(replicas).toHaveLength(6);
    expect(new Set(replicas)).toEqual(new Set(cluster.gateways.map((g) => `127.0.0.1:${g.port}`)));
  });

  it("holds one user's rate limit across the replicas, whichever answers", async () => {
    const ids = new Set<string>();
    const statuses: number[] = [];
    for (let wave = 0; wave < (3 * BUDGET) / 10; wave++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => {
          const id = `cluster-budget-${wave}-${i}`;
          ids.add(id);
          return clients.gql(cluster.url, 'medrecords', WHO_AM_I, {}, id);
        }),
      );
      statuses.push(...answers.map((a) => a.status));
    }
    const ok = statuses.filter((s) => s === 200).length;
    const refused = statuses.filter((s) => s === 429).length;
    const replicas = await answeredBy(ids);
    const perReplica = Object.fromEntries(
      cluster.gateways.map((g) => [g.name, replicas.filter((r) => r === `127.0.0.1:${g.port}`).length]),
    );
    console.info(
      `rate limit: ${statuses.length} sent, ${ok} answered 200, ${refused} refused 429; answered by ${JSON.stringify(perReplica)}`,
    );
    // Each replica answered a third of them: counted on their own they would let 3 × BUDGET through.
    expect(Object.values(perReplica).every((n) => n >= BUDGET / 2)).toBe(true);
    expect(ok).toBe(BUDGET);
    expect(refused).toBe(statuses.length - BUDGET);
  });

  it('keeps every query, live call list and approval queue going while one replica stops and another is killed', async () => {
    // Several agents' call lists, spread over the replicas by nginx.
    const lists: Array<Follower<LiveList>> = FOLLOWERS.map((persona, i) =>
      clients.follow<LiveList>(persona, CALL_LIST_SUBSCRIPTION, { campaignId: String(CAMPAIGN) }, `${persona}#${i}`),
    );
    await Promise.all(lists.map((f) => f.waitFor((s) => s.updates.length > 0, 20_000, 'first list')));
    // The approval queue of the DNC managers: the CD tab, live.
    const queues: Array<Follower<QueueUpdate>> = [0, 1, 2].map((i) =>
      clients.follow<QueueUpdate>('dncmanager', DNC_QUEUE_SUBSCRIPTION, CD_VIEW, `dncmanager#${i}`),
    );
    // A queue sends nothing at the start (the page's query has it), only changes: connected is enough.
    await Promise.all(queues.map((f) => f.waitFor((s) => s.connections > 0, 20_000, 'connected')));

    const load = startLoad(clients, cluster.url, LOAD_QUERY, {}, { personas: LOAD_PERSONAS, workers: 3, pauseMs: 150 });
    await sleep(1000);
    const live = new Set(cluster.gateways);

    // 1. SIGTERM the replica holding the most live lists; it drains and exits, then comes back.
    const stopped = await busiest(live);
    live.delete(stopped.replica);
    const stoppedAt = performance.now();
    stopped.replica.service.child.kill('SIGTERM');
    const code = await stopped.replica.service.exited;
    const drainMs = performance.now() - stoppedAt;
    expect(code, stopped.replica.service.output()).toBe(0);
    const afterStop = await changeListAndWait(lists);
    const restarting = stopped.replica.restart().then(() => live.add(stopped.replica));

    // 2. SIGKILL another replica holding live lists, while the first is still coming back.
    const killed = await busiest(live);
    // Only the holder of the change feed's lease in Redis turns approval decisions into queue
    // changes; killed, it cannot give the lease up, and another replica takes it when it expires.
    const killedReader = (await readyz(killed.replica)).approvalChanges.reading;
    live.delete(killed.replica);
    killed.replica.service.child.kill('SIGKILL');
    await killed.replica.service.exited;
    const afterKill = await changeListAndWait(lists);
    await restarting;

    // 3. Decisions made on each surviving replica reach every queue, wherever nginx put its socket.
    const survivors = [...live];
    expect(survivors).toHaveLength(2);
    const decided = await decideOnEach(survivors);
    const decidedAt = performance.now();
    const gone = (f: Follower<QueueUpdate>) => !!f.latest() && decided.every((id) => !f.latest()!.page.nodes.some((n) => n.id === id));
    const queueLimitMs = killedReader ? FEED_LEASE_TAKEOVER_MS + 5000 : 5000;
    await Promise.all(queues.map((f) => f.waitFor(gone, queueLimitMs, `decisions ${decided.join(', ')} leave the queue`)));
    const queueMs = performance.now() - decidedAt;

    await sleep(500);
    const report = await load.stop();
    console.info(
      [
        `SIGTERM ${stopped.replica.name} (${stopped.subscribers} list subscribers): exited 0 after ${Math.round(drainMs)} ms; ` +
          `every list on version ${afterStop.version} ${Math.round(afterStop.ms)} ms after the change`,
        `SIGKILL ${killed.replica.name} (${killed.subscribers} list subscribers): every list on version ${afterKill.version} ${Math.round(afterKill.ms)} ms after the change`,
        `approval queues: ${decided.length} decisions (one per surviving replica) left all ${queues.length} queues within ${Math.round(queueMs)} ms` +
          ` (the killed replica ${killedReader ? 'read' : 'did not read'} the change feed)`,
        `reconnections: lists ${lists.map((f) => f.connections - 1).join(',')}; queues ${queues.map((f) => f.connections - 1).join(',')}`,
        `load: ${report.queries} queries, retried once ${JSON.stringify(report.retried)}, failed twice ${report.failed}, slowest ${Math.round(report.slowestMs)} ms`,
      ].join('\n'),
    );
    expect(stopped.subscribers + killed.subscribers).toBeGreaterThan(0);
    expect(report.failed).toBe(0);
    expect(report.queries).toBeGreaterThan(50);
    expect(lists.flatMap((f) => f.errors.filter((e) => e.extensions?.code))).toEqual([]);
  });

  /** A replica's own /readyz: its call-list subscribers and whether it reads the change feed. */
  async function readyz(replica: Replica): Promise<{ callListHub: { subscribers: number }; approvalChanges: { reading: boolean } }> {
    const res = await fetch(`${replica.url}/readyz`);
    return z
      .object({
        callListHub: z.object({ subscribers: z.number() }),
        approvalChanges: z.object({ reading: z.boolean() }),
      })
      .parse(await res.json());
  }

  /** The live replica with the most call-list subscribers. */
  async function busiest(live: Set<Replica>): Promise<{ replica: Replica; subscribers: number }> {
    const counts = await Promise.all(
      [...live].map(async (replica) => ({ replica, subscribers: (await readyz(replica)).callListHub.subscribers })),
    );
    return counts.sort((a, b) => b.subscribers - a.subscribers)[0];
  }

  /** The Care API's current version of the campaign's list. */
  async function careApiVersion(): Promise<number> {
    const res = await fetch(`${cluster.sandboxUrl}/api/Campaigns/${CAMPAIGN}/CallList`, {
      headers: { authorization: `Bearer ${await clients.token('agent')}` },
    });
    return ((await res.json()) as { version: number }).version;
  }

  /**
   * Logs a call on the first member of the list through nginx, then waits until every follower's
   * latest list is the Care API's current version: within 5 s of the change.
   */
  async function changeListAndWait(lists: Array<Follower<LiveList>>): Promise<{ version: number; ms: number }> {
    const member = lists[0].latest()!.entries[0].memberId;
    await clients.query('agent', LOG_CALL, { c: String(CAMPAIGN), m: member });
    const changedAt = performance.now();
    const version = await careApiVersion();
    await Promise.all(lists.map((f) => f.waitFor((s) => s.latest()?.version === version, 5000, `list version ${version}`)));
    return { version, ms: performance.now() - changedAt };
  }

  /** Approves one CD request on each replica, sent to that replica itself; the ids decided. */
  async function decideOnEach(replicas: Replica[]): Promise<string[]> {
    const page = await clients.query('cd', DNC_PAGE_QUERY, CD_VIEW);
    const decidable = page.dncRequests.nodes.filter((n) => n.viewerCan.approve).map((n) => n.id);
    expect(decidable.length, 'CD requests the CD may decide').toBeGreaterThanOrEqual(replicas.length);
    return Promise.all(
      replicas.map(async (replica, i) => {
        const id = decidable[i];
        const answer = await clients.gql(replica.url, 'cd', APPROVE_DNC, { input: { id, handlerNote: 'Member asked by phone' } });
        expect(succeeded(answer), JSON.stringify(answer.body)).toBe(true);
        return id;
      }),
    );
  }
});
