/**
 * One fan-out run: two fresh gateways side by side, one process and one per core (a primary and
 * its workers), each warmed up; then per size, the one-process gateway and then the all-cores one
 * (interleaved, so both see the same machine), subscribers opened in subscriber processes and
 * calls logged one at a time, each delivery timed at every subscriber.
 */
import { availableParallelism } from 'node:os';
import type { Sandbox } from '../../../sandbox/src/index.ts';
import { getToken } from '../../../sandbox/src/idp/client.ts';
import { percentile } from '../measure.ts';
import { logCallsAndCollect } from './deliveries.ts';
import { startFanoutGateway, type FanoutGateway } from './gateway.ts';
import { waitFor, withTimeout } from './processes.ts';
import {
  CALLER_PERSONA,
  CAMPAIGN_ID,
  fanoutCalls,
  OPEN_BATCH,
  OPEN_TIMEOUT_MS,
  PASSWORD,
  QUERY,
  SUBSCRIBER_PERSONA,
  SUBSCRIBERS_PER_WORKER,
  type FanoutRow,
} from './settings.ts';
import { Worker } from './workers.ts';

/** The all-cores side: BENCH_FANOUT_PROCESSES, else one process per core. */
function allCores(): number {
  const n = Number(process.env.BENCH_FANOUT_PROCESSES ?? availableParallelism());
  if (!Number.isInteger(n) || n < 1) throw new Error('BENCH_FANOUT_PROCESSES must be a positive whole number');
  return n;
}

interface Tokens {
  subscriber: string;
  caller: string;
}

/** Subscriber processes opening `size` subscribers on `gateway`; resolves with the processes and the refusals. */
async function openSubscribers(gateway: FanoutGateway, tokens: Tokens, size: number, batch: number) {
  const workerCount = Math.max(1, Math.ceil(size / SUBSCRIBERS_PER_WORKER));
  const shares = Array.from({ length: workerCount }, (_, i) => Math.floor(size / workerCount) + (i < size % workerCount ? 1 : 0));
  const workers = shares.map(() => new Worker());
  const opened = await withTimeout(
    Promise.all(
      workers.map((w, i) =>
        w.request(
          {
            type: 'open',
            url: `${gateway.url.replace(/^http/, 'ws')}/graphql`,
            token: tokens.subscriber,
            count: shares[i],
            campaignId: String(CAMPAIGN_ID),
            query: QUERY,
            batch,
          },
          'opened',
        ),
      ),
    ),
    OPEN_TIMEOUT_MS,
    `opening ${size} subscribers`,
  );
  return {
    workers,
    refused: opened.reduce((n, o) => n + o.failures, 0),
    firstRefusal: opened.find((o) => o.firstFailure)?.firstFailure ?? null,
  };
}

export async function benchFanout(sandbox: Sandbox, sizes: number[], log: (line: string) => void = console.log): Promise<FanoutRow[]> {
  const calls = fanoutCalls();
  const [subscriber, caller] = await Promise.all(
    [SUBSCRIBER_PERSONA, CALLER_PERSONA].map((username) => getToken({ issuer: sandbox.issuer, username, password: PASSWORD })),
  );
  const tokens = { subscriber, caller };
  const careApi = sandbox.url.replace(/\/$/, '');
  const hubFollowers = () => sandbox.hub.stats().followers[CAMPAIGN_ID] ?? 0;
  const variants = [...new Set([1, allCores()])];
  const gateways: FanoutGateway[] = [];
  const workers: Worker[] = [];
  const rows: FanoutRow[] = [];
  try {
    for (const processes of variants) gateways.push(await startFanoutGateway(sandbox, processes));
    // Warm-up: load the subscription path (and the hub client) of every process once.
    for (const gateway of gateways) {
      const warm = await openSubscribers(gateway, tokens, 20 * gateway.processes, 20 * gateway.processes);
      workers.push(...warm.workers);
      if (warm.refused) throw new Error(`warm-up subscribers failed: ${warm.firstRefusal}`);
      await Promise.all(warm.workers.map((w) => w.stop()));
      workers.length = 0;
      await waitFor(() => hubFollowers() === 0, 15_000, 'warm-up hub connection closed');
    }

    for (const size of sizes) {
      for (const gateway of gateways) {
        await new Promise((r) => setTimeout(r, 1_000)); // let the previous run's garbage settle
        const idleRss = gateway.rss();
        const cpuStart = gateway.cpu();
        const side = gateway.processes === 1 ? 'one process' : `${gateway.processes} processes`;
        log(`Opening ${size} subscribers on ${side} …`);
        const openStarted = performance.now();
        const opened = await openSubscribers(gateway, tokens, size, OPEN_BATCH);
        workers.push(...opened.workers);
        const openS = (performance.now() - openStarted) / 1000;
        const hubConnections = hubFollowers();
        const rssWithN = gateway.rss();
        const cpuOpened = gateway.cpu();
        if (opened.refused) log(`  ${opened.refused} refused; first: ${opened.firstRefusal}`);

        log(`Logging ${calls} calls …`);
        const d = await logCallsAndCollect({ careApi, callerToken: tokens.caller, workers: opened.workers, calls });
        const open = size - opened.refused;
        rows.push({
          processes: gateway.processes,
          subscribers: size,
          refused: opened.refused,
          firstRefusal: opened.firstRefusal,
          calls,
          expected: open * calls,
          received: d.received,
          lost: d.lost,
          wrong: d.wrong,
          first: d.latencies[0] ?? NaN,
          p50: percentile(d.latencies, 0.5),
          p99: percentile(d.latencies, 0.99),
          max: d.latencies.at(-1) ?? NaN,
          openS,
          rssPerConnKb: (rssWithN - idleRss) / Math.max(1, open),
          openCpuS: cpuOpened - cpuStart,
          cpuPerCallS: (gateway.cpu() - cpuOpened) / calls,
          clientCpuPerCallS: d.clientCpuPerCallS,
          hubConnections,
          listEntries: d.listEntries,
          bytesMean: d.bytesCount ? d.bytesTotal / d.bytesCount : NaN,
          bytesMax: d.bytesMax,
        });

        await Promise.all(opened.workers.map((w) => w.stop()));
        workers.length = 0;
        await waitFor(() => hubFollowers() === 0, 30_000, 'hub connection closed after the last subscriber');
      }
    }
    return rows;
  } finally {
    await Promise.allSettled(workers.map((w) => w.stop()));
    await Promise.allSettled(gateways.map((g) => g.stop()));
  }
}
