/**
 * (d) Live call-list fan-out: N graphql-ws subscribers of campaign 123 on ONE gateway process,
 * for N in BENCH_FANOUT_SIZES (default 1000,5000,10000). Per size, BENCH_FANOUT_CALLS calls
 * (default 5) are logged at the Care API, one at a time, and the bench measures:
 *
 * - delivery latency: from issuing LogCall to the changed list's arrival at EVERY subscriber
 *   (p50/p99/max over all subscriber deliveries);
 * - messages lost: expected deliveries minus received (must be 0), and changes that left the
 *   called member on the list rebuilt from them, or did not follow the version held (must be 0);
 * - bytes per subscriber per logged call (at most 2 KB: a change, not the list), and at 10,000
 *   subscribers a p99 delivery of at most 250 ms;
 * - gateway RSS per connection: (VmRSS with N subscribers − idle VmRSS) / N, from /proc;
 * - gateway CPU seconds while the subscribers connected, and per logged call, from /proc;
 * - upstream hub connections for the campaign, counted by the sandbox hub (must be 1).
 *
 * The gateway is a fresh child process (`node --import tsx`, so /proc/<pid> is the gateway
 * itself) with its open-files limit raised; the subscribers live in one or two child processes
 * (fanout-worker.ts), also with raised limits, opening sockets in batches so the loopback listen
 * backlog is not overrun. Every phase is bounded by a timeout and everything is closed at the end.
 *
 * Run alone: `BENCH_FANOUT_SIZES=200 npx tsx bench/fanout.ts` (from tests/), with its own sandbox.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startSandbox, type Sandbox } from '../../sandbox/src/index.ts';
import { getToken } from '../../sandbox/src/idp/client.ts';
import { freePort, REPO_ROOT } from '../support/processes.ts';
import type { FromWorker, ToWorker } from './fanout-worker.ts';
import { benchGatewayEnv, benchGatewayFlags } from './bench-gateway.ts';
import { percentile, table } from './measure.ts';

const CAMPAIGN_ID = 123;
const PASSWORD = 'luminate-sandbox';
/** Subscribers sign in as a call-list manager (no per-subscriber assignment look-up); calls are logged by an assigned agent. */
const SUBSCRIBER_PERSONA = 'calllistmanager';
const CALLER_PERSONA = 'agent';
const OPEN_BATCH = 250;
const SUBSCRIBERS_PER_WORKER = 5_000;
const DELIVERY_TIMEOUT_MS = 60_000;
const OPEN_TIMEOUT_MS = 180_000;

/** What the web's Call List page selects (CallListLive): the whole list once, then changes. */
const ENTRY = 'memberId aaneelId fullName points primaryDriver lastCallAttempt';
const QUERY = `subscription LiveCallList($campaignId: ID!) {
  callListUpdates(campaignId: $campaignId) { campaignId version previousVersion listDate generatedAt size
    list { campaignId listDate version generatedAt size entries { ${ENTRY} } }
    removed placed { index entry { ${ENTRY} } } }
}`;
/** Targets: bytes each subscriber receives per logged call, and the p99 delivery at 10,000 subscribers. */
export const MAX_BYTES_PER_SUBSCRIBER_CALL = 2_048;
export const MAX_P99_MS_AT_10K = 250;

export interface FanoutRow {
  subscribers: number;
  calls: number;
  expected: number;
  received: number;
  lost: number;
  wrong: number;
  /** The first delivery: the path from LogCall through the hub to the gateway, before the fan-out. */
  first: number;
  p50: number;
  p99: number;
  max: number;
  openS: number;
  rssPerConnKb: number;
  /** Gateway CPU seconds while the subscribers connected, and per logged call after that. */
  openCpuS: number;
  cpuPerCallS: number;
  hubConnections: number;
  /** Bytes one subscriber received per logged call: mean and largest. */
  bytesMean: number;
  bytesMax: number;
  listEntries: number;
}

export function fanoutSizes(): number[] {
  const raw = process.env.BENCH_FANOUT_SIZES ?? '1000,5000,10000';
  const sizes = raw
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  if (sizes.length === 0) throw new Error(`BENCH_FANOUT_SIZES must list positive whole numbers, got ${JSON.stringify(raw)}`);
  return sizes;
}

const fanoutCalls = () => {
  const n = Number(process.env.BENCH_FANOUT_CALLS ?? 5);
  if (!Number.isInteger(n) || n <= 0) throw new Error('BENCH_FANOUT_CALLS must be a positive whole number');
  return n;
};

const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

function rssKb(pid: number): number {
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) : NaN;
}

/** utime + stime of the process, in seconds. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / clockTicks;
}

/** `node --import tsx <entry>` with the open-files limit raised as far as the hard limit allows. */
function spawnNode(entry: string, env: Record<string, string>, ipc: boolean, nodeFlags: string[] = []): ChildProcess {
  const script = 'ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$0" --import tsx "$@"';
  return spawn('bash', ['-c', script, process.execPath, ...nodeFlags, entry], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ipc ? ['ignore', 'inherit', 'inherit', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms / 1000} s`)), ms))),
  ]).finally(() => clearTimeout(timer));
}

class Worker {
  readonly child: ChildProcess;
  #waiters: Array<{ type: FromWorker['type']; resolve: (m: FromWorker) => void; reject: (e: Error) => void }> = [];
  /** Messages nobody waited for yet (a worker may report before the parent asks). */
  #unclaimed: FromWorker[] = [];
  #exited: Promise<void>;

  constructor() {
    this.child = spawnNode(fileURLToPath(new URL('./fanout-worker.ts', import.meta.url)), {}, true);
    this.child.on('message', (message: FromWorker) => {
      if (message.type === 'failed') {
        const error = new Error(`fan-out worker failed: ${message.error}`);
        this.#waiters.splice(0).forEach((w) => w.reject(error));
        return;
      }
      const i = this.#waiters.findIndex((w) => w.type === message.type);
      if (i >= 0) this.#waiters.splice(i, 1)[0].resolve(message);
      else this.#unclaimed.push(message);
    });
    this.#exited = new Promise((resolve) => this.child.once('exit', () => resolve()));
    void this.#exited.then(() => this.#waiters.splice(0).forEach((w) => w.reject(new Error('fan-out worker exited'))));
  }

  /** The next message of this type (already received or still to come). */
  next<T extends FromWorker['type']>(type: T): Promise<Extract<FromWorker, { type: T }>> {
    const i = this.#unclaimed.findIndex((m) => m.type === type);
    if (i >= 0) return Promise.resolve(this.#unclaimed.splice(i, 1)[0] as Extract<FromWorker, { type: T }>);
    return new Promise<FromWorker>((resolve, reject) => this.#waiters.push({ type, resolve, reject })) as Promise<
      Extract<FromWorker, { type: T }>
    >;
  }

  request<T extends FromWorker['type']>(message: ToWorker, answer: T): Promise<Extract<FromWorker, { type: T }>> {
    const reply = this.next(answer);
    this.child.send(message);
    return reply;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    try {
      await withTimeout(this.request({ type: 'close' }, 'closed'), 20_000, 'closing subscribers');
    } catch {
      // Killed below either way.
    }
    this.child.kill('SIGKILL');
    await this.#exited;
  }
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not reached within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

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

/** Prints the table; answers false when a delivery was lost or the hub connection was not shared. */
export function reportFanout(rows: FanoutRow[], table: (headers: string[], rows: string[][]) => string): boolean {
  const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');
  console.log(`(d) live call list fan-out — campaign ${CAMPAIGN_ID}, one gateway process, loopback`);
  console.log('    latency: LogCall issued at the Care API → the change at each subscriber; CPU and RSS: the gateway process only;');
  console.log('    bytes: what one subscriber received per logged call (mean, and the largest)');
  console.log(
    table(
      [
        'subscribers',
        'calls',
        'deliveries',
        'lost',
        'first ms',
        'p50 ms',
        'p99 ms',
        'max ms',
        'open s',
        'open CPU s',
        'CPU/call s',
        'RSS/conn kB',
        'bytes/sub/call',
        'hub conns',
      ],
      rows.map((r) => [
        String(r.subscribers),
        String(r.calls),
        `${r.received}/${r.expected}`,
        String(r.lost + r.wrong),
        f1(r.first),
        f1(r.p50),
        f1(r.p99),
        f1(r.max),
        f1(r.openS),
        r.openCpuS.toFixed(2),
        r.cpuPerCallS.toFixed(2),
        f1(r.rssPerConnKb),
        `${r.bytesMean.toFixed(0)} (max ${r.bytesMax})`,
        String(r.hubConnections),
      ]),
    ),
  );
  if (rows[0]) console.log(`list size: up to ${Math.max(...rows.map((r) => r.listEntries))} entries`);
  let ok = true;
  for (const r of rows) {
    if (r.lost > 0 || r.received !== r.expected) {
      ok = false;
      console.error(`FAIL: ${r.subscribers} subscribers: ${r.expected - r.received} of ${r.expected} deliveries lost.`);
    }
    if (r.wrong > 0) {
      ok = false;
      console.error(`FAIL: ${r.subscribers} subscribers: ${r.wrong} lists still held the called member.`);
    }
    if (!(r.bytesMean <= MAX_BYTES_PER_SUBSCRIBER_CALL)) {
      ok = false;
      console.error(
        `FAIL: ${r.subscribers} subscribers: ${r.bytesMean.toFixed(0)} bytes per subscriber per call (at most ${MAX_BYTES_PER_SUBSCRIBER_CALL}).`,
      );
    }
    if (r.subscribers >= 10_000 && !(r.p99 <= MAX_P99_MS_AT_10K)) {
      ok = false;
      console.error(`FAIL: ${r.subscribers} subscribers: p99 delivery ${r.p99.toFixed(1)} ms (at most ${MAX_P99_MS_AT_10K} ms at 10,000).`);
    }
    if (r.hubConnections !== 1) {
      ok = false;
      console.error(
        `FAIL: ${r.subscribers} subscribers used ${r.hubConnections} hub connections for campaign ${CAMPAIGN_ID} (expected 1).`,
      );
    }
  }
  return ok;
}

// Standalone: its own sandbox (BENCH_SEED_SCALE, default 1).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const t0 = performance.now();
  const seedScale = Number(process.env.BENCH_SEED_SCALE ?? 1);
  const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', dataDir: 'memory://', seedScale, log: false });
  let code = 1;
  try {
    const rows = await benchFanout(sandbox, fanoutSizes());
    console.log('');
    code = reportFanout(rows, table) ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  } finally {
    await sandbox.close();
  }
  console.log(`${code ? 'FAILED' : 'OK'} in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  process.exit(code);
}
