/** The fan-out table, and the targets each row must meet. */
import { CAMPAIGN_ID, MAX_BYTES_PER_SUBSCRIBER_CALL, MAX_P99_MS_AT_10K, type FanoutRow } from './settings.ts';

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
