/**
 * A closed-loop load generator on its own thread, so its event loop does not share time with
 * the in-process sandbox. `concurrency` loops each repeat one operation (one or more HTTP
 * requests sent together) until the deadline and record the operation's latency.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { Pool } from 'undici';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadJob {
  origin: string;
  /** Sent in parallel; the operation ends when all have answered. */
  requests: LoadRequest[];
  concurrency: number;
  warmupMs: number;
  durationMs: number;
  /** Checks that a 200 body is a real answer (e.g. no GraphQL errors). */
  expectGraphql: boolean;
}

export interface LoadResult {
  operations: number;
  requests: number;
  failures: number;
  firstFailure: string | null;
  seconds: number;
  latenciesMs: number[];
}

async function run(job: LoadJob): Promise<LoadResult> {
  const pool = new Pool(job.origin, { connections: job.concurrency, pipelining: 1 });
  let failures = 0;
  let firstFailure: string | null = null;

  const once = async (): Promise<void> => {
    await Promise.all(
      job.requests.map(async (r) => {
        const res = await pool.request({ method: r.method, path: r.path, headers: r.headers, body: r.body });
        const text = await res.body.text();
        const bad = res.statusCode !== 200 || (job.expectGraphql && text.includes('"errors"'));
        if (bad) {
          failures++;
          firstFailure ??= `${r.method} ${r.path} → ${res.statusCode}: ${text.slice(0, 300)}`;
        }
      }),
    );
  };

  const phase = async (ms: number, record: boolean) => {
    const latencies: number[] = [];
    let operations = 0;
    const deadline = performance.now() + ms;
    const loop = async () => {
      while (performance.now() < deadline) {
        const start = performance.now();
        await once();
        if (record) latencies.push(performance.now() - start);
        operations++;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: job.concurrency }, loop));
    return { operations, latencies, seconds: (performance.now() - started) / 1000 };
  };

  await phase(job.warmupMs, false);
  failures = 0;
  firstFailure = null;
  const measured = await phase(job.durationMs, true);
  await pool.close();
  return {
    operations: measured.operations,
    requests: measured.operations * job.requests.length,
    failures,
    firstFailure,
    seconds: measured.seconds,
    latenciesMs: measured.latencies,
  };
}

if (parentPort) {
  const port = parentPort;
  run(workerData as LoadJob).then(
    (result) => port.postMessage({ ok: true, result }),
    (error: unknown) => port.postMessage({ ok: false, error: error instanceof Error ? error.stack : String(error) }),
  );
}
