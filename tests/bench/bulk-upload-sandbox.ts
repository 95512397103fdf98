/**
 * The sandbox of the bulk upload benchmark (bench/bulk-upload.ts) as its own process, so its
 * memory can be read from /proc: seeded at BULK_BENCH_SEED_SCALE (from the seeded-database copies
 * in BULK_BENCH_SNAPSHOTS when one exists), then `BULK_BENCH_READY {"url","issuer"}` on stdout.
 */
import { startSandbox } from '../../sandbox/src/index.ts';

const sandbox = await startSandbox({
  port: Number(process.env.BULK_BENCH_PORT ?? 0),
  host: '127.0.0.1',
  dataDir: 'memory://',
  seedScale: Number(process.env.BULK_BENCH_SEED_SCALE ?? 1),
  seedSnapshots: process.env.BULK_BENCH_SNAPSHOTS,
  hubPort: Number(process.env.BULK_BENCH_HUB_PORT ?? 0),
  log: false,
});
process.stdout.write(`BULK_BENCH_READY ${JSON.stringify({ url: sandbox.url, issuer: sandbox.issuer })}\n`);
const stop = () => {
  void sandbox.close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
