/**
 * What the benchmark's tables share: closed-loop load on a worker thread, percentiles, medians
 * and the plain-text table layout.
 */
import { Worker } from 'node:worker_threads';
import type { LoadJob, LoadResult } from './load-worker.ts';

/** Runs one load job on its own worker thread (its event loop shares nothing with the caller's). */
export function runLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // Workers do not inherit tsx's loader on Node 20, so the worker registers it before
    // importing the TypeScript entry.
    const tsxApi = import.meta.resolve('tsx/esm/api');
    const entry = new URL('./load-worker.ts', import.meta.url).href;
    const bootstrap = `import(${JSON.stringify(tsxApi)}).then((m) => m.register()).then(() => import(${JSON.stringify(entry)}))`;
    const worker = new Worker(bootstrap, { eval: true, workerData: job });
    worker.once('message', (msg: { ok: true; result: LoadResult } | { ok: false; error: string }) => {
      void worker.terminate();
      if (msg.ok) resolve(msg.result);
      else reject(new Error(msg.error));
    });
    worker.once('error', reject);
  });
}

/** The p-quantile (0..1) of an ascending list, nearest rank; NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

/** The middle value (mean of the two middle ones for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** A plain-text table: first column left-aligned, the others right-aligned. */
export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
