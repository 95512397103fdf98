/**
 * A subscriber process (../fanout-worker.ts) seen from the bench: requests sent over IPC and the
 * answers awaited by type. A worker may report before the bench asks; a failed or exited worker
 * fails whatever waits on it.
 */
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FromWorker, ToWorker } from '../fanout-worker.ts';
import { spawnNode, withTimeout } from './processes.ts';

export class Worker {
  readonly child: ChildProcess;
  #waiters: Array<{ type: FromWorker['type']; resolve: (m: FromWorker) => void; reject: (e: Error) => void }> = [];
  /** Messages nobody waited for yet (a worker may report before the parent asks). */
  #unclaimed: FromWorker[] = [];
  #exited: Promise<void>;

  constructor() {
    this.child = spawnNode(fileURLToPath(new URL('../fanout-worker.ts', import.meta.url)), {}, true);
    this.child.on('message', (message: FromWorker) => {
      if (message.type === 'failed') {
        const error = new Error(`fan-out worker failed: ${message.error}`);
        this.#waiters.splice(0).forEach((w) => w.reject(error));
        return;
      }
      const i = this.#waiters.findIndex((w) => w.type === message.type);
      if (i >= 0) this.#waiters.splice(i, 1)[0].resolve(message);
      else this.#unclaimed.push(message);
    });
    this.#exited = new Promise((resolve) => this.child.once('exit', () => resolve()));
    void this.#exited.then(() => this.#waiters.splice(0).forEach((w) => w.reject(new Error('fan-out worker exited'))));
  }

  /** The next message of this type (already received or still to come). */
  next<T extends FromWorker['type']>(type: T): Promise<Extract<FromWorker, { type: T }>> {
    const i = this.#unclaimed.findIndex((m) => m.type === type);
    if (i >= 0) return Promise.resolve(this.#unclaimed.splice(i, 1)[0] as Extract<FromWorker, { type: T }>);
    return new Promise<FromWorker>((resolve, reject) => this.#waiters.push({ type, resolve, reject })) as Promise<
      Extract<FromWorker, { type: T }>
    >;
  }

  request<T extends FromWorker['type']>(message: ToWorker, answer: T): Promise<Extract<FromWorker, { type: T }>> {
    const reply = this.next(answer);
    this.child.send(message);
    return reply;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    try {
      await withTimeout(this.request({ type: 'close' }, 'closed'), 20_000, 'closing subscribers');
    } catch {
      // Killed below either way.
    }
    this.child.kill('SIGKILL');
    await this.#exited;
  }
}
