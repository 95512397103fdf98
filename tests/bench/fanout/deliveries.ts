/**
 * The delivery-collecting loop of the fan-out benches ((d) here, (h) bench/cluster.ts): calls
 * logged at the Care API one at a time, each change's arrival timed at every subscriber of the
 * subscriber processes, what did not arrive (or arrived wrong) counted, and what the subscriber
 * processes themselves spent (the load generator shares the machine's cores).
 */
import type { ToWorker } from '../fanout-worker.ts';
import { cpuSeconds } from './processes.ts';
import { CAMPAIGN_ID, DELIVERY_TIMEOUT_MS } from './settings.ts';
import type { Worker } from './workers.ts';

interface Deliveries {
  /** ms from LogCall issued to each subscriber's arrival, ascending. */
  latencies: number[];
  received: number;
  lost: number;
  wrong: number;
  /** Bytes one subscriber received per call: sum, count and largest. */
  bytesTotal: number;
  bytesCount: number;
  bytesMax: number;
  listEntries: number;
  /** CPU seconds the subscriber processes spent per logged call. */
  clientCpuPerCallS: number;
}

interface CallLoop {
  careApi: string;
  callerToken: string;
  workers: Worker[];
  calls: number;
}

/** Logs `calls` calls (the first member of the current list each time) and collects every delivery. */
export async function logCallsAndCollect({ careApi, callerToken, workers, calls }: CallLoop): Promise<Deliveries> {
  const headers = { authorization: `Bearer ${callerToken}` };
  const clientCpu = () => workers.reduce((s, w) => s + (w.child.pid ? cpuSeconds(w.child.pid) : 0), 0);
  const out: Deliveries = {
    latencies: [],
    received: 0,
    lost: 0,
    wrong: 0,
    bytesTotal: 0,
    bytesCount: 0,
    bytesMax: 0,
    listEntries: 0,
    clientCpuPerCallS: 0,
  };
  const cpuStart = clientCpu();
  for (let call = 0; call < calls; call++) {
    const current = await fetch(`${careApi}/api/Campaigns/${CAMPAIGN_ID}/CallList`, { headers });
    if (current.status !== 200) throw new Error(`CallList answered ${current.status}`);
    const list = (await current.json()) as { version: number; entries: Array<{ memberId: number }> };
    out.listEntries = Math.max(out.listEntries, list.entries.length);
    const member = list.entries[0];
    if (!member) throw new Error(`campaign ${CAMPAIGN_ID}'s list is empty; raise BENCH_SEED_SCALE`);
    await Promise.all(
      workers.map((w) => w.request({ type: 'expect', afterVersion: list.version, calledMemberId: String(member.memberId) }, 'armed')),
    );
    const t0 = performance.timeOrigin + performance.now();
    const res = await fetch(`${careApi}/api/Campaigns/${CAMPAIGN_ID}/LogCall?memberId=${member.memberId}`, { method: 'POST', headers });
    if (res.status !== 200) throw new Error(`LogCall answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    const deliveries = await Promise.all(
      workers.map(async (w) => {
        // The worker answers by itself once every subscriber has the change; `report` after the
        // timeout makes it answer with what it has.
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
      for (const at of d.arrivals) out.latencies.push(at - t0);
      out.received += d.arrivals.length;
      out.lost += d.missing;
      out.wrong += d.wrong;
      for (const b of d.bytes) {
        out.bytesTotal += b;
        out.bytesCount++;
        if (b > out.bytesMax) out.bytesMax = b;
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  out.clientCpuPerCallS = (clientCpu() - cpuStart) / calls;
  out.latencies.sort((a, b) => a - b);
  return out;
}
