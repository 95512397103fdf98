/**
 * Child processes for tests and the benchmark: services started the way an operator starts
 * them (`tsx <entry>` with environment variables), on free loopback ports.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSX_CLI = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url));

/** A port nobody listens on right now (the OS picks it; we release it before handing it out). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Service {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far (for failure messages). */
  output(): string;
  /** Resolves with the exit code (or null after a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL if still alive after `graceMs`. */
  stop(graceMs?: number): Promise<number | null>;
}

/** Runs a TypeScript entry point (path relative to the repo root) with tsx; `nodeFlags` go to Node itself. */
export function runTs(entry: string, args: string[], env: Record<string, string | undefined>, nodeFlags: string[] = []): Service {
  return runNode([TSX_CLI, ...nodeFlags, entry, ...args], env);
}

/**
 * Runs Node itself with `argv` (flags, a script relative to `cwd`, its arguments) from `cwd`,
 * the repo root unless given; a variable set to undefined is left out of the child's environment.
 */
export function runNode(argv: string[], env: Record<string, string | undefined>, cwd = REPO_ROOT): Service {
  const child = spawn(process.execPath, argv, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

  const stop = async (graceMs = 5_000): Promise<number | null> => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    try {
      return await exited;
    } finally {
      clearTimeout(timer);
    }
  };

  return { child, output: () => output, exited, stop };
}

/**
 * Runs `command` in a process group of its own (a Ctrl-C in the terminal reaches only the caller,
 * which stops its services in order), appending stdout and stderr to `logFile` instead of keeping
 * them in memory: a service that runs for hours must not pile its log up in the caller.
 */
export function runLogged(command: string, args: string[], env: Record<string, string | undefined>, logFile: string): Service {
  const fd = openSync(logFile, 'a');
  const child = spawn(command, args, { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', fd, fd], detached: true });
  closeSync(fd);
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
  const output = (): string => {
    const text = readFileSync(logFile, 'utf8');
    return text.length > 20_000 ? `…${text.slice(-20_000)}` : text;
  };
  const stop = async (graceMs = 5_000): Promise<number | null> => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    try {
      return await exited;
    } finally {
      clearTimeout(timer);
    }
  };
  return { child, output, exited, stop };
}

/** Polls `url` until it answers 200, the service dies, or `timeoutMs` passes. */
export async function waitForHttp(url: string, service: Service, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let dead = false;
  void service.exited.then(() => (dead = true));
  for (;;) {
    if (dead) throw new Error(`${url}: process exited before becoming ready:\n${service.output()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url}: not ready after ${timeoutMs} ms:\n${service.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
