/**
 * (d) Live call-list fan-out: N graphql-ws subscribers of campaign 123, for N in
 * BENCH_FANOUT_SIZES (default 1000,5000,10000,20000), on ONE gateway process and, beside it, on
 * a gateway using every core (GATEWAY_PROCESSES = the cores, or BENCH_FANOUT_PROCESSES: a primary
 * holding the hub connection, relaying to its workers). Per size and side, BENCH_FANOUT_CALLS
 * calls (default 5) are logged at the Care API, one at a time, and the bench measures:
 *
 * - delivery latency: from issuing LogCall to the change's arrival at EVERY subscriber
 *   (p50/p99/max over all subscriber deliveries);
 * - subscribers refused (a process at its connection cap closes with 1013), messages lost
 *   (expected deliveries minus received) and changes that left the called member on the list
 *   rebuilt from them or did not follow the version held;
 * - bytes per subscriber per logged call (at most 2 KB: a change, not the list);
 * - gateway RSS per connection and CPU (summed over the primary and its workers, from /proc),
 *   and the CPU of the subscriber processes themselves (the load generator shares the cores);
 * - upstream hub connections for the campaign, counted by the sandbox hub (must be 1).
 *
 * Fails on a loss, a wrong change, more than one hub connection, and on the all-cores side on a
 * refusal or a p99 above 100 ms from 10,000 subscribers (250 ms from 20,000).
 *
 * The gateways are fresh child processes (./gateway.ts); the subscribers live in child processes
 * of 5,000 each (../fanout-worker.ts), opening sockets in batches so the loopback listen backlog
 * is not overrun. Every phase is bounded by a timeout and everything is closed at the end.
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
