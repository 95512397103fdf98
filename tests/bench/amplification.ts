/**
 * (e) Query amplification against the bench's production gateway: four levels of markets ⇄ offices
 * and the family generated from the schema (every pair of list fields pointing at each other,
 * nested to the depth limit from every root field that reaches them), sent
 * BENCH_AMPLIFICATION_ROUNDS times (default 20) at concurrency 4, while /healthz is probed every
 * 10 ms. Reported: queries sent and refused, the slowest and p99 refusal, the slowest probe, and
 * the gateway's RSS before and after (from /proc). The run fails when a query is not refused in
 * under 100 ms, a probe takes longer than 100 ms, or the RSS grows by more than 100 MB.
 */
import { readFileSync } from 'node:fs';
import { buildGatewaySchema, loadConfig } from '../../gateway/src/index.ts';
import { AMPLIFICATION_QUERY, amplificationFamily } from '../security/amplification-family.ts';
import { percentile } from './measure.ts';

const REFUSAL_MS = 100;
const PROBE_MS = 100;
const RSS_GROWTH_MB = 100;
const CONCURRENCY = 4;

export interface AmplificationResult {
  sent: number;
  refused: number;
  /** Answers that were not a COST_LIMIT_EXCEEDED refusal, e.g. `HTTP 200` (first few). */
  notRefused: string[];
  maxMs: number;
  p99Ms: number;
  probes: number;
  probeMaxMs: number;
  rssBeforeMb: number;
  rssAfterMb: number;
}

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

/** The process that runs the gateway: `tsx <entry>` starts it as its child, so follow children down. */
export function gatewayProcess(pid: number): number {
  for (;;) {
    let children: number[];
    try {
      children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return pid;
    }
    if (children.length !== 1) return pid;
    pid = children[0]!;
  }
}

export async function benchAmplification(opts: { gatewayUrl: string; gatewayPid: number; token: string }): Promise<AmplificationResult> {
  const rounds = Number(process.env.BENCH_AMPLIFICATION_ROUNDS ?? 20);
  const family = amplificationFamily(buildGatewaySchema(), loadConfig({}).GRAPHQL_MAX_DEPTH);
  const queries = [AMPLIFICATION_QUERY, ...family.map((q) => q.query)];
  const pid = gatewayProcess(opts.gatewayPid);

  const send = async (query: string) => {
    const started = performance.now();
    const res = await fetch(`${opts.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.token}` },
      body: JSON.stringify({ query }),
    });
    const body = (await res.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
    return { ms: performance.now() - started, status: res.status, code: body.errors?.[0]?.extensions?.code };
  };

  for (const query of queries.slice(0, 3)) await send(query); // warm-up
  const rssBeforeMb = rssMb(pid);

  const queue = Array.from({ length: rounds }, () => queries).flat();
  const sent = queue.length;
  const times: number[] = [];
  const notRefused: string[] = [];
  let done = false;
  const load = Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let query = queue.shift(); query; query = queue.shift()) {
        const r = await send(query);
        times.push(r.ms);
        if (r.status !== 400 || r.code !== 'COST_LIMIT_EXCEEDED') notRefused.push(`HTTP ${r.status} ${r.code ?? ''}`.trim());
      }
    }),
  ).finally(() => (done = true));

  let probes = 0;
  let probeMaxMs = 0;
  while (!done) {
    const started = performance.now();
    const res = await fetch(`${opts.gatewayUrl}/healthz`);
    await res.arrayBuffer();
    probeMaxMs = Math.max(probeMaxMs, performance.now() - started);
    probes++;
    await new Promise((r) => setTimeout(r, 10));
  }
  await load;
  const rssAfterMb = rssMb(pid);
  const sorted = [...times].sort((a, b) => a - b);
  return {
    sent,
    refused: sent - notRefused.length,
    notRefused: notRefused.slice(0, 5),
    maxMs: sorted[sorted.length - 1] ?? NaN,
    p99Ms: percentile(sorted, 0.99),
    probes,
    probeMaxMs,
    rssBeforeMb,
    rssAfterMb,
  };
}

/** Prints the table; false when a bound is broken. */
export function reportAmplification(r: AmplificationResult, table: (headers: string[], rows: string[][]) => string): boolean {
  console.log(`(e) query amplification — markets ⇄ offices and the generated family, concurrency ${CONCURRENCY}, loopback`);
  console.log(
    table(
      ['queries', 'refused', 'max ms', 'p99 ms', '/healthz probes', 'probe max ms', 'RSS before MB', 'RSS after MB'],
      [
        [
          String(r.sent),
          String(r.refused),
          r.maxMs.toFixed(1),
          r.p99Ms.toFixed(1),
          String(r.probes),
          r.probeMaxMs.toFixed(1),
          r.rssBeforeMb.toFixed(0),
          r.rssAfterMb.toFixed(0),
        ],
      ],
    ),
  );
  let ok = true;
  if (r.refused !== r.sent) {
    ok = false;
    console.error(`FAIL: ${r.sent - r.refused} amplification queries were not refused (${r.notRefused.join(', ')})`);
  }
  if (!(r.maxMs < REFUSAL_MS)) {
    ok = false;
    console.error(`FAIL: the slowest refusal took ${r.maxMs.toFixed(1)} ms (limit ${REFUSAL_MS} ms)`);
  }
  if (!(r.probeMaxMs < PROBE_MS)) {
    ok = false;
    console.error(`FAIL: a /healthz probe took ${r.probeMaxMs.toFixed(1)} ms during the run (limit ${PROBE_MS} ms)`);
  }
  if (!(r.rssAfterMb - r.rssBeforeMb < RSS_GROWTH_MB)) {
    ok = false;
    console.error(`FAIL: the gateway's RSS grew by ${(r.rssAfterMb - r.rssBeforeMb).toFixed(0)} MB (limit ${RSS_GROWTH_MB} MB)`);
  }
  return ok;
}
