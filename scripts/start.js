/**
 * `npm start` after the build: the compiled sandbox and gateway (`<workspace>/dist/main.js`), each
 * a plain Node process with no TypeScript loader, resolving the @luminate packages to their
 * compiled files through the `luminate-dist` export condition (schema/package.json).
 *
 * `node scripts/start.js` runs both; `node scripts/start.js gateway` (or `sandbox`) runs one, the
 * same way (each workspace's `npm start`). Each service's output is printed line by line behind
 * its name. When one service exits, the other is stopped and this process exits with the first
 * one's code; SIGINT or SIGTERM here is passed on to the services, which drain and exit.
 *
 * Environment: everything is passed through to both services (each reads its own variables);
 * the gateway gets NODE_ENV=production, GATEWAY_PROCESSES=auto and
 * ANALYTICS_EMBED_ORIGIN=http://localhost:4100 unless they are set.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** The export condition that points every @luminate package at its compiled `dist/` files. */
const CONDITION = '--conditions=luminate-dist';

const SERVICES = [
  { name: 'sandbox', cwd: 'sandbox', flags: [], env: {} },
  {
    name: 'gateway',
    cwd: 'gateway',
    // A larger young generation: a live list's fan-out to thousands of sockets allocates in
    // bursts, and fewer scavenges keep its deliveries close together.
    flags: ['--max-semi-space-size=128'],
    env: {
      NODE_ENV: process.env.NODE_ENV || 'production',
      // One gateway process per core, sharing the port (docs/operations.md, All cores of a machine).
      GATEWAY_PROCESSES: process.env.GATEWAY_PROCESSES || 'auto',
      ANALYTICS_EMBED_ORIGIN: process.env.ANALYTICS_EMBED_ORIGIN || 'http://localhost:4100',
    },
  },
];

// `node scripts/start.js [sandbox] [gateway]`: the services named, else both.
const names = process.argv.slice(2);
const unknown = names.filter((name) => !SERVICES.some((s) => s.name === name));
if (unknown.length > 0) {
  process.stderr.write(`Unknown service ${unknown.join(', ')}: expected ${SERVICES.map((s) => s.name).join(' or ')}\n`);
  process.exit(2);
}

const children = SERVICES.filter((service) => names.length === 0 || names.includes(service.name)).map((service) => {
  const child = spawn(process.execPath, [CONDITION, ...service.flags, 'dist/main.js'], {
    cwd: fileURLToPath(new URL(`../${service.cwd}/`, import.meta.url)),
    env: { ...process.env, ...service.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`[${service.name}] ${line}\n`));
  }
  return { name: service.name, child };
});

/** Set once the services are being stopped (a signal here, or one service's end). */
let stopping = false;
let exitCode = 0;
let running = children.length;
const stopAll = (signal) => {
  stopping = true;
  for (const { child } of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
};

for (const { name, child } of children) {
  // 'close': the process has ended and its output has been read to the end.
  child.on('close', (code, signal) => {
    process.stdout.write(`[${name}] exited with ${signal ?? `code ${code}`}\n`);
    // A service that ends on its own ends the other one too, and its code is the exit code; while
    // stopping, any service that fails to stop cleanly makes the exit code non-zero.
    if (!stopping) {
      exitCode = code ?? 1;
      stopAll('SIGTERM');
    } else if (code) exitCode ||= code;
    if (--running === 0) process.exit(exitCode);
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
