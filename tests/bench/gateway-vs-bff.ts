/**
 * Table (a'): what the GraphQL layer itself costs. Three sides, all in front of the replay
 * upstream (bench/replay-upstream.ts: the Care API's GETs answered from memory), so the sandbox's
 * database limits none:
 *
 * - the gateway, document sent as text: one process in production mode with trusted documents
 *   open (anything runs), CARE_API_URL pointing at the replay;
 * - the gateway, trusted document by hash: a second process as production runs it, with trusted
 *   documents required and a manifest of the two documents (persisted-documents.json in its
 *   WEB_DIST, written here); the client sends only `extensions.persistedQuery.sha256Hash`, as the
 *   web app does. The gap between the two gateway sides is what trusted documents save (or cost)
 *   per request;
 * - the hand-written BFF (bench/hand-written-bff.ts), a plain Node `http` handler doing the same
 *   job: same token check, same REST resources over a keep-alive pool, the same JSON.
 *
 * Two documents, written as the web client sends them (with `__typename`): the markets screen
 * (markets with their offices and the assignment types: three upstream resources, ~140 KB) and
 * one small listing (assignment types: one 2 KB resource). The three answers' `data` are compared
 * byte for byte first (the gateway's `extensions`, the operation's cost, are its own extra). Then
 * rounds: in each round every (document, side) pair is loaded once, the order of the three sides
 * rotating from round to round, so drift on the machine falls on every side alike; the table
 * shows each side's median over the rounds and each gateway side's throughput ÷ the BFF's.
 *
 * Each side is one `node --import tsx` process (no tsx launcher in between), so its /proc entry
 * is the server itself: the table also shows each side's CPU time per operation (µs), the
 * process's user + system time over the measured window ÷ the operations answered in it. On a
 * shared machine throughput moves with whatever else runs; CPU per operation moves far less, so
 * it is the figure to compare changes by (the throughput ratio stays the one the targets judge).
 *
 * The run fails when gateway ÷ BFF throughput falls below SMALL_TARGET_RATIO on the small document
 * or LARGE_TARGET_RATIO on the markets screen, or
 * when the gateway's p99 is more than SMALL_P99_MARGIN_MS above the BFF's on the small one; both
 * bounds apply to each gateway side.
 *
 * Environment: BENCH_COMPARE_ROUNDS (3), BENCH_COMPARE_DURATION_S (5 s per load),
 * BENCH_CONCURRENCY (20) as for the other tables, and BENCH_CPU_PROF_DIR: a folder where each
 * gateway process writes a CPU profile (`.cpuprofile`, for Chrome's DevTools) when it stops,
 * BENCH_COMPARE_ONLY (`small` or `large`: one document only), and BENCH_COMPARE_VARIANT: gateway
 * variables (`NAME=value`, comma-separated, e.g. `LOG_LEVEL=warn`) for a fourth
 * side, the trusted-hash gateway with those variables, measured in the same rounds: a change's
 * before and after side by side (held to no target).
 */
import { freePort, runNode, runTs, waitForHttp, type Service } from '../support/processes.ts';
import type { LoadRequest, LoadResult } from './load-worker.ts';
import { median, percentile, runLoad, table } from './measure.ts';
import { MARKETS_QUERY, TYPES_QUERY } from './screens.ts';
import { cpuSeconds } from './fanout/processes.ts';
import { benchGatewayEnv, benchGatewayFlags, benchTrustedDocuments, type BenchTrustedDocuments } from './bench-gateway.ts';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '../../sandbox/src/index.ts';
import { getToken } from '../../sandbox/src/idp/client.ts';

/** Gateway ÷ BFF throughput each gateway side must reach: the small document, and the markets screen. */
export const SMALL_TARGET_RATIO = 0.9;
export const LARGE_TARGET_RATIO = 1.0;
export const SMALL_P99_MARGIN_MS = 3;

const ALL_DOCUMENTS = [
  { name: 'markets + offices + types', query: MARKETS_QUERY, small: false },
  { name: 'assignment types', query: TYPES_QUERY, small: true },
] as const;
// BENCH_COMPARE_ONLY=small (or =large) measures one document, e.g. while profiling.
const DOCUMENTS = ALL_DOCUMENTS.filter((d) => !process.env.BENCH_COMPARE_ONLY || (process.env.BENCH_COMPARE_ONLY === 'small') === d.small);

interface SideFigures {
  opsPerS: number;
  /** The side's process CPU time per operation, µs (median over the rounds). */
  cpuUsPerOp: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  firstFailure: string | null;
}

/**
 * The sides: the BFF, the gateway given the text (trusted documents open), the gateway given a
 * trusted hash, and (with BENCH_COMPARE_VARIANT) the trusted-hash gateway with other variables.
 */
type Side = 'gateway' | 'trusted' | 'bff' | 'variant';
const VARIANT = process.env.BENCH_COMPARE_VARIANT?.trim() ?? '';
/** BENCH_COMPARE_VARIANT's variables. */
const variantEnv = (): Record<string, string> =>
  Object.fromEntries(
    VARIANT.split(',').map((pair) => {
      const at = pair.indexOf('=');
      if (at <= 0) throw new Error(`BENCH_COMPARE_VARIANT: expected NAME=value, got "${pair}"`);
      return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
    }),
  );
const SIDES: readonly Side[] = VARIANT ? ['bff', 'gateway', 'trusted', 'variant'] : ['bff', 'gateway', 'trusted'];
const SIDE_NAMES: Record<Side, string> = {
  gateway: 'gateway, text (open)',
  trusted: 'gateway, trusted hash',
  bff: 'hand-written BFF',
  variant: `trusted hash, ${VARIANT}`,
};
/** The gateway sides, each held to the targets against the BFF. */
const GATEWAY_SIDES = ['gateway', 'trusted'] as const;

export interface ComparisonRow {
  document: string;
  small: boolean;
  responseBytes: number;
  /** The gateway with the document sent as text, trusted documents open. */
  gateway: SideFigures;
  /** The gateway with trusted documents required, the document sent by its hash alone. */
  trusted: SideFigures;
  bff: SideFigures;
  /** The trusted-hash gateway with BENCH_COMPARE_VARIANT's variables, when set. */
  variant?: SideFigures;
}

export interface ComparisonResult {
  rounds: number;
  durationS: number;
  concurrency: number;
  rows: ComparisonRow[];
  /** Set when the sides did not answer the same JSON (nothing is measured then). */
  mismatch?: string;
}

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

const dataOf = (text: string): unknown => (JSON.parse(text) as { data?: unknown }).data;

interface Answer {
  status: number;
  text: string;
}

/** The answer's `data` as JSON text: equal texts are the same data, byte for byte, keys in the same order. */
const dataText = (answer: Answer): string => {
  try {
    return JSON.stringify(dataOf(answer.text)) ?? 'undefined';
  } catch {
    return `(not JSON) ${answer.text}`;
  }
};

/** Where two sides' answers part: their statuses, or the data around the first differing character. */
function firstDifference(aSide: Side, a: Answer, bSide: Side, b: Answer): string {
  if (a.status !== b.status) return `${SIDE_NAMES[aSide]} answered ${a.status}, ${SIDE_NAMES[bSide]} ${b.status}: ${a.text.slice(0, 300)}`;
  const [x, y] = [dataText(a), dataText(b)];
  let i = 0;
  while (i < x.length && x[i] === y[i]) i++;
  const around = (text: string) => text.slice(Math.max(0, i - 120), i + 120);
  return `from character ${i}: ${SIDE_NAMES[aSide]} …${around(x)}… vs ${SIDE_NAMES[bSide]} …${around(y)}…`;
}

/** One measured load of one side, with its process's CPU seconds over the load. */
interface MeasuredLoad {
  load: LoadResult;
  cpuS: number;
}

function summarise(measured: MeasuredLoad[]): SideFigures {
  const results = measured.map((m) => m.load);
  const each = results.map((r) => {
    const sorted = [...r.latenciesMs].sort((a, b) => a - b);
    return { ops: r.operations / r.seconds, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
  });
  return {
    opsPerS: median(each.map((e) => e.ops)),
    cpuUsPerOp: median(measured.map((m) => (m.cpuS * 1e6) / Math.max(1, m.load.operations))),
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
  let manifest: BenchTrustedDocuments | undefined;
  try {
    const [replayPort, bffPort, gatewayPort, trustedPort, variantPort] = await Promise.all(Array.from({ length: 5 }, () => freePort()));
    const replayUrl = `http://127.0.0.1:${replayPort}`;
    const replay = runTs('tests/bench/replay-upstream.ts', [], { PORT: String(replayPort), UPSTREAM_ORIGIN: opts.careApiUrl });
    services.push(replay);
    await waitForHttp(`${replayUrl}/__replay/stats`, replay);

    const bffUrl = `http://127.0.0.1:${bffPort}`;
    // Started as `node --import tsx <entry>`: the child is the server itself, whose CPU time is read from /proc.
    const startNode = (entry: string, env: Record<string, string>, flags: string[] = []) =>
      runNode(['--import', 'tsx', ...flags, entry], env);
    const bff = startNode('tests/bench/hand-written-bff.ts', {
      PORT: String(bffPort),
      UPSTREAM_ORIGIN: replayUrl,
      OIDC_ISSUER: opts.issuer,
      OIDC_AUDIENCE: 'luminate-api',
      NODE_ENV: 'production',
    });
    services.push(bff);

    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    const gateway = startNode(
      'gateway/src/main.ts',
      benchGatewayEnv({ port: gatewayPort, careApiUrl: replayUrl, issuer: opts.issuer }),
      // A CPU profile of the gateway under this load, written when it stops (BENCH_CPU_PROF_DIR).
      benchGatewayFlags(),
    );
    services.push(gateway);

    // The same gateway as production runs it: only the manifest's documents, sent by hash.
    manifest = benchTrustedDocuments(ALL_DOCUMENTS.map((d) => d.query));
    const trustedUrl = `http://127.0.0.1:${trustedPort}`;
    const trustedGateway = startNode(
      'gateway/src/main.ts',
      benchGatewayEnv({ port: trustedPort, careApiUrl: replayUrl, issuer: opts.issuer, extra: manifest.extra }),
      benchGatewayFlags(),
    );
    services.push(trustedGateway);
    const variantUrl = `http://127.0.0.1:${variantPort}`;
    const variantGateway = VARIANT
      ? startNode(
          'gateway/src/main.ts',
          benchGatewayEnv({ port: variantPort, careApiUrl: replayUrl, issuer: opts.issuer, extra: { ...manifest.extra, ...variantEnv() } }),
          benchGatewayFlags(),
        )
      : null;
    if (variantGateway) services.push(variantGateway);
    await Promise.all([
      waitForHttp(`${bffUrl}/healthz`, bff),
      waitForHttp(`${gatewayUrl}/healthz`, gateway),
      waitForHttp(`${trustedUrl}/healthz`, trustedGateway),
      ...(variantGateway ? [waitForHttp(`${variantUrl}/healthz`, variantGateway)] : []),
    ]);

    const origins: Record<Side, string> = { gateway: gatewayUrl, trusted: trustedUrl, bff: bffUrl, variant: variantUrl };
    const pids: Record<Side, number> = {
      gateway: gateway.child.pid!,
      trusted: trustedGateway.child.pid!,
      bff: bff.child.pid!,
      variant: variantGateway?.child.pid ?? 0,
    };
    const hashes = manifest;
    /** What each side is sent: the text, or (trusted side) the hash alone, as the web app sends it. */
    const request = (side: Side, query: string): LoadRequest => ({
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.token}` },
      body: JSON.stringify(
        side === 'trusted' || side === 'variant'
          ? { extensions: { persistedQuery: { version: 1, sha256Hash: hashes.hashOf(query) } } }
          : { query },
      ),
    });
    const answer = async (side: Side, query: string): Promise<Answer> => {
      const { headers, body } = request(side, query);
      const res = await fetch(`${origins[side]}/graphql`, { method: 'POST', headers, body });
      return { status: res.status, text: await res.text() };
    };

    // The same data first (this also fills the replay from the sandbox): otherwise the race is
    // unfair. Every side's `data` must be the BFF's, byte for byte.
    const sizes = new Map<string, number>();
    for (const doc of DOCUMENTS) {
      const answers = await Promise.all(SIDES.map((side) => answer(side, doc.query)));
      const bySide = new Map(SIDES.map((side, i) => [side, answers[i]]));
      const bffAnswer = bySide.get('bff')!;
      for (const side of SIDES.filter((s) => s !== 'bff')) {
        const own = bySide.get(side)!;
        const same = own.status === 200 && bffAnswer.status === 200 && dataText(own) === dataText(bffAnswer);
        if (!same) {
          return {
            rounds,
            durationS,
            concurrency,
            rows: [],
            mismatch: `${doc.name}: ${firstDifference(side, own, 'bff', bffAnswer)}`,
          };
        }
      }
      sizes.set(doc.query, Buffer.byteLength(bySide.get('gateway')!.text));
    }

    const results = new Map<string, Record<Side, MeasuredLoad[]>>(
      DOCUMENTS.map((d) => [d.query, { gateway: [], trusted: [], bff: [], variant: [] }]),
    );
    for (let round = 0; round < rounds; round++) {
      // Each round starts one side later: over three rounds every side goes first, second and last once.
      const order = SIDES.map((_, i) => SIDES[(i + round) % SIDES.length]);
      for (const doc of DOCUMENTS) {
        for (const side of order) {
          const job = { origin: origins[side], requests: [request(side, doc.query)], concurrency, expectGraphql: true };
          // The warm-up is a load of its own, so the CPU read around the measured one covers it alone.
          await runLoad({ ...job, warmupMs: 0, durationMs: 1_000 });
          const cpuBefore = cpuSeconds(pids[side]);
          const load = await runLoad({ ...job, warmupMs: 0, durationMs: durationS * 1_000 });
          results.get(doc.query)![side].push({ load, cpuS: cpuSeconds(pids[side]) - cpuBefore });
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
        trusted: summarise(results.get(doc.query)!.trusted),
        bff: summarise(results.get(doc.query)!.bff),
        ...(VARIANT ? { variant: summarise(results.get(doc.query)!.variant) } : {}),
      })),
    };
  } finally {
    // A gateway writes its CPU profile only when it exits by itself, which its drain may take up
    // to 20 s to do (it then exits on its own deadline); otherwise the usual grace applies.
    await Promise.all(services.map((s) => s.stop(process.env.BENCH_CPU_PROF_DIR ? 25_000 : undefined)));
    manifest?.remove();
  }
}

/** Prints the table; returns false (after saying why) when a target is missed. */
export function reportGatewayVsBff(result: ComparisonResult): boolean {
  console.log(
    `(a') gateway against a hand-written BFF, all in front of the replay upstream — ${result.rounds} interleaved rounds of ` +
      `${result.durationS} s, concurrency ${result.concurrency}, medians`,
  );
  console.log(
    '    gateway, text (open): the document sent as text, trusted documents open; gateway, trusted hash: trusted documents ' +
      'required (production), only the sha256 of a manifest document sent',
  );
  if (result.mismatch) {
    console.error(`FAIL: the sides answered differently: ${result.mismatch}`);
    return false;
  }
  const rows: string[][] = [];
  const summaries: string[] = [];
  const failures: string[] = [];
  for (const row of result.rows) {
    const figuresOf = (side: Side): SideFigures => row[side] ?? row.bff;
    const ratioOf = (side: Side) => figuresOf(side).opsPerS / row.bff.opsPerS;
    const p99GapOf = (side: Side) => figuresOf(side).p99Ms - row.bff.p99Ms;
    for (const side of SIDES) {
      const figures = row[side];
      if (!figures) continue;
      const gatewaySide = side !== 'bff';
      rows.push([
        `${row.document} (${(row.responseBytes / 1024).toFixed(1)} KB): ${SIDE_NAMES[side]}`,
        figures.opsPerS.toFixed(0),
        figures.p50Ms.toFixed(1),
        figures.p99Ms.toFixed(1),
        figures.cpuUsPerOp.toFixed(0),
        String(figures.failures),
        gatewaySide ? `×${ratioOf(side).toFixed(2)}` : '',
        gatewaySide ? `${p99GapOf(side) >= 0 ? '+' : ''}${p99GapOf(side).toFixed(1)}` : '',
      ]);
      if (figures.failures > 0) {
        failures.push(`${figures.failures} failed requests to the ${SIDE_NAMES[side]} (${row.document}); first: ${figures.firstFailure}`);
      }
    }
    for (const side of GATEWAY_SIDES) {
      const ratio = ratioOf(side);
      const p99Gap = p99GapOf(side);
      const target = row.small ? SMALL_TARGET_RATIO : LARGE_TARGET_RATIO;
      if (ratio < target) {
        failures.push(`${row.document}: ${SIDE_NAMES[side]} ÷ BFF throughput ×${ratio.toFixed(2)} is below ×${target}`);
      }
      if (row.small && p99Gap > SMALL_P99_MARGIN_MS) {
        failures.push(
          `${row.document}: the p99 of the ${SIDE_NAMES[side]} is ${p99Gap.toFixed(1)} ms above the BFF's (at most ${SMALL_P99_MARGIN_MS} ms)`,
        );
      }
    }
    summaries.push(
      `${row.document}: gateway ÷ BFF ×${ratioOf('gateway').toFixed(2)} with the text (trusted documents open), ` +
        `×${ratioOf('trusted').toFixed(2)} with the trusted hash (trusted ÷ text ×${(row.trusted.opsPerS / row.gateway.opsPerS).toFixed(2)}); ` +
        `CPU per operation ÷ BFF's ×${(row.gateway.cpuUsPerOp / row.bff.cpuUsPerOp).toFixed(2)} text, ×${(row.trusted.cpuUsPerOp / row.bff.cpuUsPerOp).toFixed(2)} trusted hash` +
        (row.variant
          ? `; variant ÷ trusted hash: CPU per operation ×${(row.variant.cpuUsPerOp / row.trusted.cpuUsPerOp).toFixed(2)}, ops/s ×${(row.variant.opsPerS / row.trusted.opsPerS).toFixed(2)}`
          : ''),
    );
  }
  console.log(table(['document: side', 'ops/s', 'p50 ms', 'p99 ms', 'CPU µs/op', 'failures', 'gateway ÷ BFF', 'p99 gap ms'], rows));
  for (const line of summaries) console.log(line);
  for (const failure of failures) console.error(`FAIL: ${failure}`);
  return failures.length === 0;
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
