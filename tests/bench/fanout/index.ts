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
 * (../fanout-worker.ts), also with raised limits, opening sockets in batches so the loopback listen
 * backlog is not overrun. Every phase is bounded by a timeout and everything is closed at the end.
 *
 * Run alone: `BENCH_FANOUT_SIZES=200 npx tsx bench/fanout/index.ts` (from tests/), with its own sandbox.
 */
import { fileURLToPath } from 'node:url';
import { startSandbox } from '../../../sandbox/src/index.ts';
import { table } from '../measure.ts';
import { reportFanout } from './report.ts';
import { benchFanout } from './run.ts';
import { fanoutSizes } from './settings.ts';

export { reportFanout } from './report.ts';
export { benchFanout } from './run.ts';
export { fanoutSizes } from './settings.ts';

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
