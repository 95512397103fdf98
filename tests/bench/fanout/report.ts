/** The fan-out table, one process beside every core per size, and the targets each row must meet. */
import { CAMPAIGN_ID, MAX_BYTES_PER_SUBSCRIBER_CALL, MAX_P99_MS, type FanoutRow } from './settings.ts';

const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');

/** What a row fails: every row must lose nothing and share one hub connection; the all-cores rows must also take every subscriber within the p99 target. */
function failures(r: FanoutRow): string[] {
  const who = `${r.subscribers} subscribers on ${r.processes} process${r.processes > 1 ? 'es' : ''}`;
  const out: string[] = [];
  if (r.lost > 0 || r.received !== r.expected) out.push(`${who}: ${r.expected - r.received} of ${r.expected} deliveries lost.`);
  if (r.wrong > 0) out.push(`${who}: ${r.wrong} changes did not follow the version held or still held the called member.`);
  if (r.received > 0 && !(r.bytesMean <= MAX_BYTES_PER_SUBSCRIBER_CALL))
    out.push(`${who}: ${r.bytesMean.toFixed(0)} bytes per subscriber per call (at most ${MAX_BYTES_PER_SUBSCRIBER_CALL}).`);
  if (r.subscribers > r.refused && r.hubConnections !== 1)
    out.push(`${who}: ${r.hubConnections} hub connections for campaign ${CAMPAIGN_ID} (expected 1).`);
  if (r.processes > 1) {
    if (r.refused > 0) out.push(`${who}: ${r.refused} refused (${r.firstRefusal}).`);
    const target = MAX_P99_MS.find((t) => r.subscribers >= t.from);
    if (target && !(r.p99 <= target.ms)) out.push(`${who}: p99 delivery ${f1(r.p99)} ms (at most ${target.ms} ms from ${target.from}).`);
  }
  return out;
}

/** Prints the table; answers false when a row misses a target (see failures()). */
export function reportFanout(rows: FanoutRow[], table: (headers: string[], rows: string[][]) => string): boolean {
  console.log(`(d) live call list fan-out — campaign ${CAMPAIGN_ID}, loopback; per size one gateway process, then one per core`);
  console.log('    latency: LogCall issued at the Care API → the change at each subscriber; CPU and RSS: the gateway processes');
  console.log('    (primary and workers); client CPU: the subscriber processes of the bench itself, which share the cores;');
  console.log('    bytes: what one subscriber received per logged call (mean, and the largest); refused: not let in (1013)');
  const sorted = [...rows].sort((a, b) => a.subscribers - b.subscribers || a.processes - b.processes);
  console.log(
    table(
      [
        'subscribers',
        'processes',
        'refused',
        'deliveries',
        'lost',
        'first ms',
        'p50 ms',
        'p99 ms',
        'max ms',
        'open s',
        'open CPU s',
        'CPU/call s',
        'client CPU/call s',
        'RSS/conn kB',
        'bytes/sub/call',
        'hub conns',
      ],
      sorted.map((r) => [
        String(r.subscribers),
        String(r.processes),
        String(r.refused),
        `${r.received}/${r.expected}`,
        String(r.lost + r.wrong),
        f1(r.first),
        f1(r.p50),
        f1(r.p99),
        f1(r.max),
        f1(r.openS),
        r.openCpuS.toFixed(2),
        r.cpuPerCallS.toFixed(2),
        r.clientCpuPerCallS.toFixed(2),
        f1(r.rssPerConnKb),
        `${r.bytesMean.toFixed(0)} (max ${r.bytesMax})`,
        String(r.hubConnections),
      ]),
    ),
  );
  for (const size of [...new Set(sorted.map((r) => r.subscribers))]) {
    const [one, all] = [
      sorted.find((r) => r.subscribers === size && r.processes === 1),
      sorted.find((r) => r.subscribers === size && r.processes > 1),
    ];
    if (one && all && one.refused === 0) console.log(`${size}: p99 on every core / on one process = ${(all.p99 / one.p99).toFixed(2)}`);
  }
  if (rows[0]) console.log(`list size: up to ${Math.max(...rows.map((r) => r.listEntries))} entries`);
  const failed = rows.flatMap(failures);
  for (const line of failed) console.error(`FAIL: ${line}`);
  return failed.length === 0;
}
