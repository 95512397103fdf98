/**
 * The gateway under the fan-out bench: a fresh child process (`node --import tsx`, its open-files
 * limit raised as far as the hard limit allows) with GATEWAY_PROCESSES set: 1 for the one-process
 * figures, the machine's cores for the all-cores ones (a primary and its workers). CPU and RSS are
 * summed over the primary and its workers, from /proc.
 */
import type { Sandbox } from '../../../sandbox/src/index.ts';
import { freePort } from '../../support/processes.ts';
import { benchGatewayEnv, benchGatewayFlags } from '../bench-gateway.ts';
import { cpuSeconds, processTree, rssKb, spawnNode, waitFor } from './processes.ts';

export interface FanoutGateway {
  processes: number;
  url: string;
  /** CPU seconds of the primary and its workers so far. */
  cpu(): number;
  /** Resident memory of the primary and its workers, kB. */
  rss(): number;
  stop(): Promise<void>;
}

export async function startFanoutGateway(sandbox: Sandbox, processes: number): Promise<FanoutGateway> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawnNode(
    'gateway/src/main.ts',
    benchGatewayEnv({
      port,
      careApiUrl: sandbox.url,
      issuer: sandbox.issuer,
      extra: { CALL_LIST_HUB_URL: sandbox.hub.url, GATEWAY_PROCESSES: String(processes) },
    }),
    false,
    // A CPU profile of the gateway under the fan-out, written when it stops (BENCH_CPU_PROF_DIR).
    benchGatewayFlags(),
  );
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-4_000)));
  child.stderr?.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-4_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const pid = child.pid!;
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(force);
  };
  try {
    // Every worker started and one answering; the workers boot side by side, and a few seconds
    // more let the rest listen before the first subscriber opens.
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`gateway (${processes} processes) exited:\n${output}`);
        const up = await fetch(`${url}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        return up && processTree(pid).length >= (processes > 1 ? processes + 1 : 1);
      },
      120_000,
      `gateway start (${processes} processes)`,
    );
    if (processes > 1) await new Promise((r) => setTimeout(r, 3_000));
  } catch (error) {
    await stop();
    throw error;
  }
  const sum = (read: (pid: number) => number) => processTree(pid).reduce((s, p) => s + read(p), 0);
  return { processes, url, cpu: () => sum(cpuSeconds), rss: () => sum(rssKb), stop };
}
