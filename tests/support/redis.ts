/**
 * A throw-away Redis server for tests of the gateway's REDIS_URL path: the machine's
 * redis-server (.ci/run installs it where missing) on a free loopback port, nothing saved to
 * disk unless an append-only folder is given (`npm run cluster`), stopped with the test.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { freePort } from './processes.ts';

const CANDIDATES = ['/usr/bin/redis-server', '/usr/local/bin/redis-server', '/usr/sbin/redis-server'];

/** The redis-server binary, or null when none is installed. */
export function redisServerBin(): string | null {
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

export interface TestRedis {
  url: string;
  port: number;
  pid: number | undefined;
  stop(): Promise<void>;
}

/** True once the server answers PING. */
function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let answer = '';
    socket.setTimeout(500, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) {
        socket.end();
        resolve(answer.startsWith('+PONG'));
      }
    });
    socket.on('error', () => resolve(false));
  });
}

export interface RedisOptions {
  /** Keep an append-only file in this folder (what the audit stream needs to outlive a restart); else nothing on disk. */
  appendOnlyDir?: string;
  /** A process group of its own, so a Ctrl-C in the terminal reaches only the caller, which stops Redis last. */
  detached?: boolean;
}

export async function startRedis(opts: RedisOptions = {}): Promise<TestRedis> {
  const bin = redisServerBin();
  if (!bin) throw new Error('No redis-server binary');
  const port = await freePort();
  const persistence = opts.appendOnlyDir
    ? ['--appendonly', 'yes', '--appendfsync', 'everysec', '--dir', opts.appendOnlyDir]
    : ['--appendonly', 'no'];
  const child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persistence, '--protected-mode', 'yes'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: opts.detached ?? false,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await pings(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
