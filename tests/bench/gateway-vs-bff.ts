/**
 * Table (a'): what the GraphQL layer itself costs. Both sides are put in front of the replay
 * upstream (bench/replay-upstream.ts: the Care API's GETs answered from memory), so the sandbox's
 * database limits neither:
 *
 * - the gateway, one process in production mode, CARE_API_URL pointing at the replay;
 * - the hand-written BFF (bench/hand-written-bff.ts), a plain Node `http` handler doing the same
 *   job: same token check, same REST resources over a keep-alive pool, the same JSON.
 *
 * Two documents: the markets screen (markets with their offices and the assignment types: three
 * upstream resources, ~140 KB) and one small listing (assignment types: one 2 KB resource). Both
 * answers are compared byte for byte first. Then rounds: in each round every (document, side)
 * pair is loaded once, the side that goes first alternating, so drift on the machine falls on
 * both sides alike; the table shows each side's median over the rounds.
 *
 * The run fails when gateway ÷ BFF throughput falls below TARGET_RATIO for either document, or
 * when the gateway's p99 is more than SMALL_P99_MARGIN_MS above the BFF's on the small one.
 *
 * Environment: BENCH_COMPARE_ROUNDS (3), BENCH_COMPARE_DURATION_S (5 s per load),
 * BENCH_CONCURRENCY (20) as for the other tables, and BENCH_CPU_PROF_DIR: a folder where the
 * gateway process writes a CPU profile (`.cpuprofile`, for Chrome's DevTools) when it stops,
 * BENCH_COMPARE_ONLY (`small` or `large`: one document only).
 */
import { isDeepStrictEqual } from 'node:util';
import { freePort, runTs, waitForHttp, type Service } from '../support/processes.ts';
import type { LoadRequest, LoadResult } from './load-worker.ts';
import { median, percentile, runLoad, table } from './measure.ts';
import { MARKETS_QUERY, TYPES_QUERY } from './screens.ts';
import { benchGatewayEnv, benchGatewayFlags } from './bench-gateway.ts';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '../../sandbox/src/index.ts';
import { getToken } from '../../sandbox/src/idp/client.ts';

export const TARGET_RATIO = 0.6;
export const SMALL_P99_MARGIN_MS = 10;

const ALL_DOCUMENTS = [
  { name: 'markets + offices + types', query: MARKETS_QUERY, small: false },
  { name: 'assignment types', query: TYPES_QUERY, small: true },
] as const;
// BENCH_COMPARE_ONLY=small (or =large) measures one document, e.g. while profiling.
const DOCUMENTS = ALL_DOCUMENTS.filter((d) => !process.env.BENCH_COMPARE_ONLY || (process.env.BENCH_COMPARE_ONLY === 'small') === d.small);

interface SideFigures {
  opsPerS: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  firstFailure: string | null;
}

export interface ComparisonRow {
  document: string;
  small: boolean;
  responseBytes: number;
  gateway: SideFigures;
  bff: SideFigures;
}

export interface ComparisonResult {
  rounds: number;
  durationS: number;
  concurrency: number;
  rows: ComparisonRow[];
  /** Set when the two sides did not answer the same JSON (nothing is measured then). */
  mismatch?: string;
}

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

const dataOf = (text: string): unknown => (JSON.parse(text) as { data?: unknown }).data;

/** Where two answers part: their statuses, or the text around the first differing character. */
function firstDifference(a: { status: number; text: string }, b: { status: number; text: string }): string {
  if (a.status !== b.status) return `gateway answered ${a.status}, the BFF ${b.status}`;
  a = { ...a, text: JSON.stringify(dataOf(a.text)) };
  b = { ...b, text: JSON.stringify(dataOf(b.text)) };
  let i = 0;
  while (i < a.text.length && a.text[i] === b.text[i]) i++;
  const around = (text: string) => text.slice(Math.max(0, i - 120), i + 120);
  return `from character ${i}: gateway …${around(a.text)}… vs BFF …${around(b.text)}…`;
}

function summarise(results: LoadResult[]): SideFigures {
  const each = results.map((r) => {
    const sorted = [...r.latenciesMs].sort((a, b) => a - b);
    return { ops: r.operations / r.seconds, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
  });
  return {
    opsPerS: median(each.map((e) => e.ops)),
    p50Ms: median(each.map((e) => e.p50)),
    p99Ms: median(each.map((e) => e.p99)),
    failures: results.reduce((n, r) => n + r.failures, 0),
    firstFailure: results.find((r) => r.firstFailure)?.firstFailure ?? null,
  };
}

export async function benchGatewayVsBff(opts: { careApiUrl: string; issuer: string; token: string }): Promise<ComparisonResult> {
  const rounds = Math.round(positive('BENCH_COMPARE_ROUNDS', 3));
  const durationS = positive('BENCH_COMPARE_DURATION_S', 5);
  const concurrency = Math.round(positive('BENCH_CONCURRENCY', 20));
  const services: Service[] = [];
  try {
    const [replayPort, bffPort, gatewayPort] = await Promise.all([freePort(), freePort(), freePort()]);
    const replayUrl = `http://127.0.0.1:${replayPort}`;
    const replay = runTs('tests/bench/replay-upstream.ts', [], { PORT: String(replayPort), UPSTREAM_ORIGIN: opts.careApiUrl });
    services.push(replay);
    await waitForHttp(`${replayUrl}/__replay/stats`, replay);

    const bffUrl = `http://127.0.0.1:${bffPort}`;
    const bff = runTs('tests/bench/hand-written-bff.ts', [], {
      PORT: String(bffPort),
      UPSTREAM_ORIGIN: replayUrl,
      OIDC_ISSUER: opts.issuer,
      OIDC_AUDIENCE: 'luminate-api',
      NODE_ENV: 'production',
    });
    services.push(bff);

    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    const gateway = runTs(
      'gateway/src/main.ts',
      [],
      benchGatewayEnv({ port: gatewayPort, careApiUrl: replayUrl, issuer: opts.issuer }),
      // A CPU profile of the gateway under this load, written when it stops (BENCH_CPU_PROF_DIR).
      benchGatewayFlags(),
    );
    services.push(gateway);
    await Promise.all([waitForHttp(`${bffUrl}/healthz`, bff), waitForHttp(`${gatewayUrl}/healthz`, gateway)]);

    const request = (query: string): LoadRequest => ({
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.token}` },
      body: JSON.stringify({ query }),
    });
    const answer = async (origin: string, query: string) => {
      const res = await fetch(`${origin}/graphql`, { method: 'POST', headers: request(query).headers, body: request(query).body });
      return { status: res.status, text: await res.text() };
    };

    // The same data first (this also fills the replay from the sandbox): otherwise the race is
    // unfair. The gateway's `extensions` (the operation's cost) are its own extra.
    const sizes = new Map<string, number>();
    for (const doc of DOCUMENTS) {
      const [viaGateway, viaBff] = await Promise.all([answer(gatewayUrl, doc.query), answer(bffUrl, doc.query)]);
      const same = viaGateway.status === 200 && viaBff.status === 200 && isDeepStrictEqual(dataOf(viaGateway.text), dataOf(viaBff.text));
      if (!same) {
        return {
          rounds,
          durationS,
          concurrency,
          rows: [],
          mismatch: `${doc.name}: ${firstDifference(viaGateway, viaBff)}`,
        };
      }
      sizes.set(doc.query, Buffer.byteLength(viaGateway.text));
    }

    const results = new Map<string, { gateway: LoadResult[]; bff: LoadResult[] }>(
      DOCUMENTS.map((d) => [d.query, { gateway: [], bff: [] }]),
    );
    for (let round = 0; round < rounds; round++) {
      for (const doc of DOCUMENTS) {
        const sides = [
          ['gateway', gatewayUrl],
          ['bff', bffUrl],
        ] as const;
        for (const [side, origin] of round % 2 === 0 ? sides : [...sides].reverse()) {
          const result = await runLoad({
            origin,
            requests: [request(doc.query)],
            concurrency,
            warmupMs: 1_000,
            durationMs: durationS * 1_000,
            expectGraphql: true,
          });
          results.get(doc.query)![side].push(result);
        }
      }
    }

    return {
      rounds,
      durationS,
      concurrency,
      rows: DOCUMENTS.map((doc) => ({
        document: doc.name,
        small: doc.small,
        responseBytes: sizes.get(doc.query) ?? 0,
        gateway: summarise(results.get(doc.query)!.gateway),
        bff: summarise(results.get(doc.query)!.bff),
      })),
    };
  } finally {
    await Promise.all(services.map((s) => s.stop()));
  }
}

/** Prints the table; returns false (after saying why) when a target is missed. */
export function reportGatewayVsBff(result: ComparisonResult): boolean {
  console.log(
    `(a') gateway against a hand-written BFF, both in front of the replay upstream — ${result.rounds} interleaved rounds of ` +
      `${result.durationS} s, concurrency ${result.concurrency}, medians`,
  );
  if (result.mismatch) {
    console.error(`FAIL: the gateway and the hand-written BFF answered differently: ${result.mismatch}`);
    return false;
  }
  const rows: string[][] = [];
  let ok = true;
  for (const row of result.rows) {
    const ratio = row.gateway.opsPerS / row.bff.opsPerS;
    const p99Gap = row.gateway.p99Ms - row.bff.p99Ms;
    for (const [side, figures] of [
      ['gateway', row.gateway],
      ['hand-written BFF', row.bff],
    ] as const) {
      rows.push([
        `${row.document} (${(row.responseBytes / 1024).toFixed(1)} KB): ${side}`,
        figures.opsPerS.toFixed(0),
        figures.p50Ms.toFixed(1),
        figures.p99Ms.toFixed(1),
        String(figures.failures),
        side === 'gateway' ? `×${ratio.toFixed(2)}` : '',
        side === 'gateway' ? `${p99Gap >= 0 ? '+' : ''}${p99Gap.toFixed(1)}` : '',
      ]);
      if (figures.failures > 0) {
        ok = false;
        console.error(`FAIL: ${figures.failures} failed requests to the ${side} (${row.document}); first: ${figures.firstFailure}`);
      }
    }
    if (ratio < TARGET_RATIO) {
      ok = false;
      console.error(`FAIL: ${row.document}: gateway ÷ BFF throughput ×${ratio.toFixed(2)} is below ×${TARGET_RATIO}`);
    }
    if (row.small && p99Gap > SMALL_P99_MARGIN_MS) {
      ok = false;
      console.error(
        `FAIL: ${row.document}: the gateway's p99 is ${p99Gap.toFixed(1)} ms above the BFF's (at most ${SMALL_P99_MARGIN_MS} ms)`,
      );
    }
  }
  console.log(table(['document: side', 'ops/s', 'p50 ms', 'p99 ms', 'failures', 'gateway ÷ BFF', 'p99 gap ms'], rows));
  return ok;
}

// Alone: `cd tests && npx tsx bench/gateway-vs-bff.ts` (a fresh in-memory sandbox behind the replay).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const t0 = performance.now();
  const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', dataDir: 'memory://', seedScale: 1, log: false });
  let code = 1;
  try {
    const token = await getToken({ issuer: sandbox.issuer, username: 'superadmin', password: 'luminate-sandbox' });
    code = reportGatewayVsBff(await benchGatewayVsBff({ careApiUrl: sandbox.url, issuer: sandbox.issuer, token })) ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.stack : error);
  } finally {
    await sandbox.close();
  }
  console.log(`${code ? 'FAILED' : 'OK'} in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  process.exit(code);
}
