/**
 * `npm run cluster`: the production topology on this machine, after `npm run build` — Redis, the
 * sandbox, three gateway replicas sharing that Redis, and nginx in front of them on
 * http://localhost:4000 with the compose file's configuration (tests/support/cluster.ts, the
 * same start as the cluster test). Every process listens on loopback only; Ctrl-C or SIGTERM
 * stops them all, nginx first and Redis last.
 *
 * The services run from the compiled build when there is one (`gateway/dist`, `sandbox/dist`),
 * else from the TypeScript sources through tsx; CLUSTER_RUNTIME=build or tsx chooses. The sandbox
 * keeps its database where `npm start` keeps it (sandbox/.data/pglite); Redis keeps an
 * append-only file in gateway/.data/redis, so the audit stream outlives a restart. Logs go to a
 * new temporary folder, printed at start.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { availableRuntime, startCluster, type Cluster, type Runtime } from '../support/cluster.ts';
import { nginxBin } from '../support/nginx.ts';
import { REPO_ROOT } from '../support/processes.ts';
import { redisServerBin } from '../support/redis.ts';

const say = (line: string) => process.stdout.write(`[cluster] ${line}\n`);

function runtimeFromEnv(): Runtime {
  const asked = process.env.CLUSTER_RUNTIME;
  if (asked === 'build' || asked === 'tsx') return asked;
  if (asked) {
    process.stderr.write(`CLUSTER_RUNTIME must be build or tsx, not ${JSON.stringify(asked)}\n`);
    process.exit(2);
  }
  return availableRuntime();
}

const missing = [nginxBin() ? null : 'nginx', redisServerBin() ? null : 'redis-server'].filter((m) => m !== null);
if (missing.length > 0) {
  process.stderr.write(`npm run cluster needs ${missing.join(' and ')} installed (Debian packages: ${missing.join(', ')})\n`);
  process.exit(1);
}

const runtime = runtimeFromEnv();
const dir = mkdtempSync(join(tmpdir(), 'luminate-cluster-'));
const redisDir = join(REPO_ROOT, 'gateway/.data/redis');
mkdirSync(redisDir, { recursive: true });
say(runtime === 'build' ? 'running the compiled build (gateway/dist, sandbox/dist)' : 'running the TypeScript sources through tsx');
say(`logs in ${dir}`);

let cluster: Cluster | undefined;
let stopping = false;
const stop = async (signal: string) => {
  // The terminal's Ctrl-C reaches npm and tsx too, which pass it on: one stop is enough, and it
  // is bounded (each process is killed when it has not stopped after its grace period).
  if (stopping) return;
  stopping = true;
  say(`${signal} received`);
  await cluster?.stop();
  say('stopped');
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  cluster = await startCluster({
    dir,
    runtime,
    ports: 'fixed',
    sandboxDataDir: join(REPO_ROOT, 'sandbox/.data/pglite'),
    redisAppendOnlyDir: redisDir,
    progress: say,
  });
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

for (const gateway of cluster.gateways) {
  const service = gateway.service;
  void service.exited.then((code) => {
    if (!stopping && service === gateway.service)
      say(`${gateway.name} exited (${code ?? service.child.signalCode}); nginx sends its traffic to the others`);
  });
}

// The address a browser uses: the sandbox's sign-in pages are on localhost too.
say(`ready: ${cluster.url.replace('127.0.0.1', 'localhost')} (web client, /graphql, /files through nginx)`);
for (const p of cluster.processes()) say(`  ${p.name.padEnd(10)} pid ${String(p.pid).padEnd(8)} ${p.url.padEnd(28)} ${p.log}`);
say('Ctrl-C stops everything');
