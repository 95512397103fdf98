/**
 * (h) Scaled out: the cluster topology of `npm run cluster` (nginx in front of three gateway
 * replicas sharing Redis, the sandbox and its hub as processes of their own) measured beside one
 * replica alone, in one run on the same machine:
 *
 * - query throughput and p50/p99 latency of the small document (the assignment types), one user,
 *   BENCH_CONCURRENCY loops for BENCH_DURATION_S: straight at one replica, then through nginx to
 *   all three;
 * - live call-list fan-out: BENCH_CLUSTER_SUBSCRIBERS subscribers (default 3,000) of one campaign
 *   opened straight at one replica, then through nginx (spread over the three), each logged call's
 *   delivery timed at every subscriber (p50/p99/max), lost deliveries, and the hub connections the
 *   replicas hold for the campaign (at most one each).
 *
 * On a two-core machine three replicas share the cores one replica had, so the rows show what the
 * load balancer and the replicas cost, not a speed-up: scaling out pays on more cores or machines.
 * A lost delivery, a failed query or more than one hub connection per replica fails the run.
 *
 * Run alone: `npx tsx bench/cluster.ts` (from tests/); BENCH_CLUSTER_SUBSCRIBERS=300 for a quick run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getToken } from '../../sandbox/src/idp/client.ts';
import { availableRuntime, startCluster, type Cluster } from '../support/cluster.ts';
import type { LoadRequest } from './load-worker.ts';
import { percentile, runLoad, table } from './measure.ts';
import { TYPES_QUERY } from './screens.ts';
import { runIfMain } from './bench-gateway.ts';
import { withTimeout } from './fanout/processes.ts';
import { CALLER_PERSONA, CAMPAIGN_ID, OPEN_BATCH, OPEN_TIMEOUT_MS, PASSWORD, QUERY } from './fanout/settings.ts';
import { Worker } from './fanout/workers.ts';
import { logCallsAndCollect } from './fanout/deliveries.ts';

const PERSONA = 'superadmin';
/** Subscribers sign in as the call-list manager, as in the fan-out table (d). */
const SUBSCRIBER_PERSONA = 'calllistmanager';
const SUBSCRIBERS_PER_WORKER = 5_000;

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

interface QueryFigures {
  target: string;
  opsPerS: number;
  p50: number;
  p99: number;
  failures: number;
  firstFailure: string | null;
}

interface FanoutFigures {
  target: string;
  subscribers: number;
  calls: number;
  p50: number;
  p99: number;
  max: number;
  lost: number;
  wrong: number;
  /** Hub connections the campaign holds per replica (one figure per replica). */
  hubConnections: number[];
}

export interface ClusterBenchResult {
  runtime: string;
  queries: QueryFigures[];
  fanout: FanoutFigures[];
}

async function measureQueries(
  target: string,
  origin: string,
  token: string,
  durationS: number,
  concurrency: number,
): Promise<QueryFigures> {
  const request: LoadRequest = {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: TYPES_QUERY }),
  };
  const result = await runLoad({
    origin,
    requests: [request],
    concurrency,
    warmupMs: 2_000,
    durationMs: durationS * 1000,
    expectGraphql: true,
  });
  const sorted = [...result.latenciesMs].sort((a, b) => a - b);
  return {
    target,
    opsPerS: result.operations / result.seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    failures: result.failures,
    firstFailure: result.firstFailure,
  };
}

/** The hub connections each replica holds (its /readyz counters). */
async function hubConnections(cluster: Cluster): Promise<number[]> {
  return Promise.all(
    cluster.gateways.map(async (g) => {
      const res = await fetch(`${g.url}/readyz`);
      return ((await res.json()) as { callListHub: { connections: number } }).callListHub.connections;
    }),
  );
}

async function measureFanout(
  target: string,
  wsUrl: string,
  cluster: Cluster,
  tokens: { subscriber: string; caller: string },
  size: number,
  calls: number,
): Promise<FanoutFigures> {
  const careApi = cluster.sandboxUrl;
  const count = Math.max(1, Math.ceil(size / SUBSCRIBERS_PER_WORKER));
  const shares = Array.from({ length: count }, (_, i) => Math.floor(size / count) + (i < size % count ? 1 : 0));
  const workers = shares.map(() => new Worker());
  try {
    const opened = await withTimeout(
      Promise.all(
        workers.map((w, i) =>
          w.request(
            {
              type: 'open',
              url: wsUrl,
              token: tokens.subscriber,
              count: shares[i],
              campaignId: String(CAMPAIGN_ID),
              query: QUERY,
              batch: OPEN_BATCH,
            },
            'opened',
          ),
        ),
      ),
      OPEN_TIMEOUT_MS,
      `${target}: opening ${size} subscribers`,
    );
    const failures = opened.reduce((n, o) => n + o.failures, 0);
    if (failures)
      throw new Error(
        `${target}: ${failures} of ${size} subscribers failed to open; first: ${opened.find((o) => o.firstFailure)?.firstFailure}`,
      );
    const hubs = await hubConnections(cluster);

    const { latencies, lost, wrong } = await logCallsAndCollect({ careApi, callerToken: tokens.caller, workers, calls });
    return {
      target,
      subscribers: size,
      calls,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      max: latencies.at(-1) ?? NaN,
      lost,
      wrong,
      hubConnections: hubs,
    };
  } finally {
    await Promise.allSettled(workers.map((w) => w.stop()));
  }
}

/** Starts the cluster, measures one replica alone and then all three through nginx, and stops it. */
export async function benchCluster(log: (line: string) => void = console.log): Promise<ClusterBenchResult> {
  const durationS = positive('BENCH_DURATION_S', 10);
  const concurrency = Math.round(positive('BENCH_CONCURRENCY', 20));
  const subscribers = Math.round(positive('BENCH_CLUSTER_SUBSCRIBERS', 3_000));
  const calls = Math.round(positive('BENCH_FANOUT_CALLS', 5));
  const runtime = availableRuntime();
  const dir = mkdtempSync(join(tmpdir(), 'luminate-bench-cluster-'));
  log(`Starting the cluster (${runtime === 'build' ? 'compiled build' : 'TypeScript through tsx'}) …`);
  const cluster = await startCluster({
    dir,
    runtime,
    ports: 'free',
    sandboxDataDir: join(dir, 'pglite'),
    // The load comes from one user on purpose; the per-user limits would refuse most of it.
    gatewayEnv: { TRUSTED_DOCUMENTS: 'open', RATE_LIMIT_OPERATIONS: '1000000', RATE_LIMIT_FILES: '1000000', LOG_LEVEL: 'warn' },
    progress: log,
  });
  try {
    const [token, subscriber, caller] = await Promise.all(
      [PERSONA, SUBSCRIBER_PERSONA, CALLER_PERSONA].map((username) => getToken({ issuer: cluster.issuer, username, password: PASSWORD })),
    );
    const one = cluster.gateways[0];
    const queries: QueryFigures[] = [];
    const fanout: FanoutFigures[] = [];
    log('Queries: one replica alone …');
    queries.push(await measureQueries('one replica, direct', one.url, token, durationS, concurrency));
    log('Queries: nginx → three replicas …');
    queries.push(await measureQueries(`nginx → ${cluster.gateways.length} replicas`, cluster.url, token, durationS, concurrency));
    const ws = (url: string) => `${url.replace(/^http/, 'ws')}/graphql`;
    log(`Fan-out: ${subscribers} subscribers on one replica alone …`);
    fanout.push(await measureFanout('one replica, direct', ws(one.url), cluster, { subscriber, caller }, subscribers, calls));
    log(`Fan-out: ${subscribers} subscribers through nginx …`);
    fanout.push(
      await measureFanout(
        `nginx → ${cluster.gateways.length} replicas`,
        ws(cluster.url),
        cluster,
        { subscriber, caller },
        subscribers,
        calls,
      ),
    );
    return { runtime, queries, fanout };
  } finally {
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Prints the two tables; false when a query failed, a delivery was lost or a replica held more than one hub connection. */
export function reportCluster(result: ClusterBenchResult): boolean {
  const ms = (n: number) => n.toFixed(1);
  console.log(`Scaled out (${result.runtime === 'build' ? 'compiled build' : 'tsx'}): the small document, one user`);
  console.log(
    table(
      ['target', 'ops/s', 'p50 ms', 'p99 ms', 'failed'],
      result.queries.map((q) => [q.target, q.opsPerS.toFixed(0), ms(q.p50), ms(q.p99), String(q.failures)]),
    ),
  );
  console.log('Scaled out: live call-list fan-out, delivery per logged call at every subscriber');
  console.log(
    table(
      ['target', 'subscribers', 'calls', 'p50 ms', 'p99 ms', 'max ms', 'lost', 'wrong', 'hub conns per replica'],
      result.fanout.map((f) => [
        f.target,
        String(f.subscribers),
        String(f.calls),
        ms(f.p50),
        ms(f.p99),
        ms(f.max),
        String(f.lost),
        String(f.wrong),
        f.hubConnections.join(' / '),
      ]),
    ),
  );
  const problems = [
    ...result.queries.filter((q) => q.failures > 0).map((q) => `${q.target}: ${q.failures} queries failed; first: ${q.firstFailure}`),
    ...result.fanout.filter((f) => f.lost > 0 || f.wrong > 0).map((f) => `${f.target}: ${f.lost} deliveries lost, ${f.wrong} wrong`),
    ...result.fanout
      .filter((f) => f.hubConnections.some((n) => n > 1))
      .map((f) => `${f.target}: a replica held more than one hub connection for the campaign`),
  ];
  for (const p of problems) console.log(`FAILED: ${p}`);
  return problems.length === 0;
}

runIfMain(import.meta.url, async () => (reportCluster(await benchCluster()) ? 0 : 1));
