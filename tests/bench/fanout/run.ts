/**
 * One fan-out run: a fresh gateway process, a warm-up, then per size the subscribers opened in
 * worker processes and calls logged one at a time, each delivery timed at every subscriber.
 */
import type { Sandbox } from '../../../sandbox/src/index.ts';
import { getToken } from '../../../sandbox/src/idp/client.ts';
import { freePort } from '../../support/processes.ts';
import type { ToWorker } from '../fanout-worker.ts';
import { benchGatewayEnv, benchGatewayFlags } from '../bench-gateway.ts';
import { percentile } from '../measure.ts';
import { cpuSeconds, rssKb, spawnNode, waitFor, withTimeout } from './processes.ts';
import {
  CALLER_PERSONA,
  CAMPAIGN_ID,
  DELIVERY_TIMEOUT_MS,
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

export async function benchFanout(sandbox: Sandbox, sizes: number[], log: (line: string) => void = console.log): Promise<FanoutRow[]> {
  const calls = fanoutCalls();
  const [subscriberToken, callerToken] = await Promise.all([
    getToken({ issuer: sandbox.issuer, username: SUBSCRIBER_PERSONA, password: PASSWORD }),
    getToken({ issuer: sandbox.issuer, username: CALLER_PERSONA, password: PASSWORD }),
  ]);
  const careApi = sandbox.url.replace(/\/$/, '');
  const currentList = async () => {
    const res = await fetch(`${careApi}/api/Campaigns/${CAMPAIGN_ID}/CallList`, { headers: { authorization: `Bearer ${callerToken}` } });
    if (res.status !== 200) throw new Error(`CallList answered ${res.status}`);
    return (await res.json()) as { version: number; entries: Array<{ memberId: number }> };
  };

  const port = await freePort();
  const gatewayUrl = `http://127.0.0.1:${port}`;
  const gateway = spawnNode(
    'gateway/src/main.ts',
    benchGatewayEnv({ port, careApiUrl: sandbox.url, issuer: sandbox.issuer, extra: { CALL_LIST_HUB_URL: sandbox.hub.url } }),
    false,
    // A CPU profile of the gateway under the fan-out, written when it stops (BENCH_CPU_PROF_DIR).
    benchGatewayFlags(),
  );
  let gatewayOutput = '';
  gateway.stdout?.on('data', (c: Buffer) => (gatewayOutput = (gatewayOutput + c.toString()).slice(-4_000)));
  gateway.stderr?.on('data', (c: Buffer) => (gatewayOutput = (gatewayOutput + c.toString()).slice(-4_000)));
  const gatewayExited = new Promise<void>((resolve) => gateway.once('exit', () => resolve()));
  const pid = gateway.pid!;
  const workers: Worker[] = [];
  const rows: FanoutRow[] = [];
  const hubFollowers = () => sandbox.hub.stats().followers[CAMPAIGN_ID] ?? 0;
  const poolConnections = async () => {
    const res = await fetch(`${gatewayUrl}/readyz`);
    return ((await res.json()) as { callListHub: { connections: number } }).callListHub.connections;
  };

  try {
    await waitFor(
      async () => {
        if (gateway.exitCode !== null) throw new Error(`gateway exited:\n${gatewayOutput}`);
        return fetch(`${gatewayUrl}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
      },
      90_000,
      'gateway start',
    );

    // Warm-up: load the subscription path (and the hub client) once, so idle RSS is comparable.
    {
      const warm = new Worker();
      workers.push(warm);
      const opened = await withTimeout(
        warm.request(
          {
            type: 'open',
            url: `${gatewayUrl.replace(/^http/, 'ws')}/graphql`,
            token: subscriberToken,
            count: 20,
            campaignId: String(CAMPAIGN_ID),
            query: QUERY,
            batch: 20,
          },
          'opened',
        ),
        OPEN_TIMEOUT_MS,
        'warm-up subscribers',
      );
      if (opened.failures) throw new Error(`warm-up subscribers failed: ${opened.firstFailure}`);
      await warm.stop();
      workers.pop();
      await waitFor(async () => (await poolConnections()) === 0 && hubFollowers() === 0, 15_000, 'warm-up hub connection closed');
    }

    for (const size of sizes) {
      await new Promise((r) => setTimeout(r, 1_000)); // let the previous size's garbage settle
      const idleRss = rssKb(pid);
      const cpuStart = cpuSeconds(pid);
      const workerCount = Math.max(1, Math.ceil(size / SUBSCRIBERS_PER_WORKER));
      const shares = Array.from({ length: workerCount }, (_, i) => Math.floor(size / workerCount) + (i < size % workerCount ? 1 : 0));
      const sizeWorkers = shares.map(() => new Worker());
      workers.push(...sizeWorkers);

      log(`Opening ${size} subscribers (${workerCount} client process${workerCount > 1 ? 'es' : ''}) …`);
      const openStarted = performance.now();
      const opened = await withTimeout(
        Promise.all(
          sizeWorkers.map((w, i) =>
            w.request(
              {
                type: 'open',
                url: `${gatewayUrl.replace(/^http/, 'ws')}/graphql`,
                token: subscriberToken,
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
        `opening ${size} subscribers`,
      );
      const openFailures = opened.reduce((n, o) => n + o.failures, 0);
      if (openFailures)
        throw new Error(
          `${openFailures} of ${size} subscribers failed to open; first: ${opened.find((o) => o.firstFailure)?.firstFailure}`,
        );
      const openS = (performance.now() - openStarted) / 1000;
      const hubConnections = hubFollowers();
      const rssWithN = rssKb(pid);
      const cpuOpened = cpuSeconds(pid);

      log(`Logging ${calls} calls …`);
      const latencies: number[] = [];
      let received = 0;
      let lost = 0;
      let wrong = 0;
      let listEntries = 0;
      let bytesTotal = 0;
      let bytesCount = 0;
      let bytesMax = 0;
      for (let call = 0; call < calls; call++) {
        const list = await currentList();
        listEntries = Math.max(listEntries, list.entries.length);
        const member = list.entries[0];
        if (!member) throw new Error(`campaign ${CAMPAIGN_ID}'s list is empty; raise BENCH_SEED_SCALE`);
        await Promise.all(
          sizeWorkers.map((w) =>
            w.request({ type: 'expect', afterVersion: list.version, calledMemberId: String(member.memberId) }, 'armed'),
          ),
        );
        const t0 = performance.timeOrigin + performance.now();
        const res = await fetch(`${careApi}/api/Campaigns/${CAMPAIGN_ID}/LogCall?memberId=${member.memberId}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${callerToken}` },
        });
        if (res.status !== 200) throw new Error(`LogCall answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
        const deliveries = await Promise.all(
          sizeWorkers.map(async (w) => {
            // The worker answers by itself once every subscriber has the change; `report` after
            // the timeout makes it answer with what it has.
            const delivered = w.next('delivered');
            const timer = setTimeout(() => w.child.send({ type: 'report' } satisfies ToWorker), DELIVERY_TIMEOUT_MS);
            try {
              return await delivered;
            } finally {
              clearTimeout(timer);
            }
          }),
        );
        for (const d of deliveries) {
          for (const at of d.arrivals) latencies.push(at - t0);
          received += d.arrivals.length;
          lost += d.missing;
          wrong += d.wrong;
          for (const b of d.bytes) {
            bytesTotal += b;
            bytesCount++;
            if (b > bytesMax) bytesMax = b;
          }
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      const cpuPerCallS = (cpuSeconds(pid) - cpuOpened) / calls;
      latencies.sort((a, b) => a - b);
      rows.push({
        subscribers: size,
        calls,
        expected: size * calls,
        received,
        lost,
        wrong,
        first: latencies[0] ?? NaN,
        p50: percentile(latencies, 0.5),
        p99: percentile(latencies, 0.99),
        max: latencies.at(-1) ?? NaN,
        openS,
        rssPerConnKb: (rssWithN - idleRss) / size,
        openCpuS: cpuOpened - cpuStart,
        cpuPerCallS,
        hubConnections,
        listEntries,
        bytesMean: bytesCount ? bytesTotal / bytesCount : NaN,
        bytesMax,
      });

      await Promise.all(sizeWorkers.map((w) => w.stop()));
      workers.splice(0, workers.length);
      await waitFor(
        async () => (await poolConnections()) === 0 && hubFollowers() === 0,
        30_000,
        'hub connection closed after the last subscriber',
      );
    }
    return rows;
  } finally {
    await Promise.allSettled(workers.map((w) => w.stop()));
    if (gateway.exitCode === null) {
      gateway.kill('SIGTERM');
      const force = setTimeout(() => gateway.kill('SIGKILL'), 10_000);
      await gatewayExited;
      clearTimeout(force);
    }
  }
}
