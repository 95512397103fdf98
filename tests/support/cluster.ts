/**
 * The cluster topology, started by `npm run cluster` (tests/cluster/run.ts) and by the cluster
 * test (tests/cluster/cluster.test.ts) through this one function, so the two cannot drift: a
 * Redis server, the sandbox, three gateway replicas sharing that Redis (rate limits, the approval
 * change bus, the audit stream, Mine coverage invalidation), and nginx in front of them with the
 * configuration the compose file uses (docker/nginx/luminate.conf.template). Every process
 * listens on loopback only and writes its output to a log file of its own under `dir`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, REPO_ROOT, runLogged, waitForHttp, type Service } from './processes.ts';
import { startNginx, type Nginx } from './nginx.ts';
import { startRedis, type TestRedis } from './redis.ts';

/**
 * How the services run: `build`, the compiled JavaScript of `npm run build` (what `npm start`
 * runs: plain Node, the @luminate packages resolved to their dist/ files); `tsx`, the TypeScript
 * sources through the tsx loader (no build step). Either way one Node process per service, so a
 * signal sent to it reaches the service itself.
 */
export type Runtime = 'build' | 'tsx';

/** The ports `npm run cluster` uses: nginx where `npm start` serves, the replicas beside it. */
export const FIXED_PORTS = { nginx: 4000, gateways: [4001, 4002, 4003], sandbox: 4100, hub: 4101 } as const;

export interface ClusterOptions {
  /** Logs, nginx's folder and the replicas' audit files. */
  dir: string;
  runtime: Runtime;
  /** `fixed`: FIXED_PORTS (for a browser); `free`: ports the system picks (tests). */
  ports: 'fixed' | 'free';
  /** The sandbox's PGlite folder (seeded on its first start) and its seed scale there. */
  sandboxDataDir: string;
  seedScale?: number;
  /** Redis keeps an append-only file here (the audit stream survives a restart); else nothing on disk. */
  redisAppendOnlyDir?: string;
  /** Added to (and winning over) every replica's environment. */
  gatewayEnv?: Record<string, string>;
  /** Progress lines while starting and stopping. */
  progress?: (line: string) => void;
}

export interface Replica {
  name: string;
  port: number;
  /** http://127.0.0.1:<port>, the replica itself (nginx's upstream). */
  url: string;
  /** The running process (a new one after `restart`). */
  service: Service;
  log: string;
  /** Starts the replica again on its port (after it stopped) and waits until it is ready. */
  restart(): Promise<void>;
}

export interface ClusterProcess {
  name: string;
  pid: number | undefined;
  url: string;
  /** Its log file; for Redis, which logs nothing to a file, what it keeps on disk. */
  log: string;
}

export interface Cluster {
  /** nginx: where clients go. */
  url: string;
  sandboxUrl: string;
  issuer: string;
  redis: TestRedis;
  gateways: Replica[];
  nginx: Nginx;
  /** Every process of the topology now, for a listing. */
  processes(): ClusterProcess[];
  /** Stops nginx (no new traffic), then the replicas (each drains), the sandbox and Redis. */
  stop(): Promise<void>;
}

/** A compiled entry point (`<workspace>/dist/main.js`), or the TypeScript one through tsx. */
function nodeArgs(runtime: Runtime, workspace: 'sandbox' | 'gateway', flags: string[]): string[] {
  return runtime === 'build'
    ? ['--conditions=luminate-dist', ...flags, join(REPO_ROOT, workspace, 'dist/main.js')]
    : ['--import', 'tsx', ...flags, join(REPO_ROOT, workspace, 'src/main.ts')];
}

/** The runtime to use: the compiled build when `npm run build` produced one, else the sources. */
export function availableRuntime(): Runtime {
  return ['gateway', 'sandbox'].every((w) => existsSync(join(REPO_ROOT, w, 'dist/main.js'))) ? 'build' : 'tsx';
}

/** Waits until `url` answers 200 (readiness: the Care API and the token issuer are reachable). */
const ready = (url: string, service: Service) => waitForHttp(url, service, 120_000);

export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const say = opts.progress ?? (() => undefined);
  const fixed = opts.ports === 'fixed';
  const port = (n: number) => (fixed ? Promise.resolve(n) : freePort());
  const [nginxPort, sandboxPort, hubPort] = await Promise.all([port(FIXED_PORTS.nginx), port(FIXED_PORTS.sandbox), port(FIXED_PORTS.hub)]);
  const gatewayPorts = await Promise.all(FIXED_PORTS.gateways.map(port));
  // With fixed ports, the URL a browser on this machine uses (the default issuer of both services).
  const sandboxUrl = fixed ? `http://localhost:${sandboxPort}` : `http://127.0.0.1:${sandboxPort}`;
  const issuer = `${sandboxUrl}/oidc`;

  const started: Array<{ stop(): Promise<unknown> }> = [];
  const stopStarted = async () => {
    for (const s of started.reverse()) await s.stop().catch(() => undefined);
  };
  try {
    say('redis: starting');
    const redis = await startRedis({ appendOnlyDir: opts.redisAppendOnlyDir, detached: true });
    started.push(redis);

    say('sandbox: starting (an empty database is seeded first)');
    const sandboxLog = join(opts.dir, 'sandbox.log');
    const sandbox = runLogged(
      process.execPath,
      nodeArgs(opts.runtime, 'sandbox', []),
      {
        SANDBOX_PORT: String(sandboxPort),
        SANDBOX_HUB_PORT: String(hubPort),
        SANDBOX_HOST: '127.0.0.1',
        SANDBOX_PUBLIC_URL: sandboxUrl,
        SANDBOX_DATA_DIR: opts.sandboxDataDir,
        DATABASE_URL: '',
        SEED_SCALE: String(opts.seedScale ?? 1),
      },
      sandboxLog,
    );
    started.push(sandbox);
    await waitForHttp(`${sandboxUrl}/healthz`, sandbox, 120_000);

    const gatewayEnv = (name: string, gatewayPort: number): Record<string, string> => ({
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      CARE_API_URL: sandboxUrl,
      OIDC_ISSUER: issuer,
      CALL_LIST_HUB_URL: `http://127.0.0.1:${hubPort}/hubs/callList`,
      ANALYTICS_EMBED_ORIGIN: sandboxUrl,
      REDIS_URL: redis.url,
      // nginx is the one hop in front: the client address is the one it saw, nothing further left.
      TRUST_PROXY: '1',
      AUDIT_LOG_FILE: join(opts.dir, `${name}-audit.jsonl`),
      LOG_LEVEL: 'info',
      ...opts.gatewayEnv,
    });
    const launch = (name: string, gatewayPort: number, log: string) =>
      runLogged(process.execPath, nodeArgs(opts.runtime, 'gateway', ['--max-semi-space-size=128']), gatewayEnv(name, gatewayPort), log);

    const gateways = gatewayPorts.map((gatewayPort, i): Replica => {
      const name = `gateway-${i + 1}`;
      const log = join(opts.dir, `${name}.log`);
      const url = `http://127.0.0.1:${gatewayPort}`;
      const replica: Replica = {
        name,
        port: gatewayPort,
        url,
        log,
        service: launch(name, gatewayPort, log),
        async restart() {
          if (replica.service.child.exitCode === null && replica.service.child.signalCode === null) {
            throw new Error(`${name} is still running`);
          }
          replica.service = launch(name, gatewayPort, log);
          await ready(`${url}/readyz`, replica.service);
        },
      };
      return replica;
    });
    started.push(...gateways.map((g) => ({ stop: () => g.service.stop(25_000) })));
    say(`gateways: starting ${gateways.map((g) => g.name).join(', ')}`);
    await Promise.all(gateways.map((g) => ready(`${g.url}/readyz`, g.service)));

    say('nginx: starting');
    const nginx = await startNginx({
      listen: `127.0.0.1:${nginxPort}`,
      gateways: gateways.map((g) => `127.0.0.1:${g.port}`),
      dir: join(opts.dir, 'nginx'),
    });
    started.push(nginx.service);

    return {
      url: nginx.url,
      sandboxUrl,
      issuer,
      redis,
      gateways,
      nginx,
      processes: () => [
        { name: 'nginx', pid: nginx.service.child.pid, url: nginx.url, log: nginx.logFile },
        ...gateways.map((g) => ({ name: g.name, pid: g.service.child.pid, url: g.url, log: g.log })),
        { name: 'sandbox', pid: sandbox.child.pid, url: sandboxUrl, log: sandboxLog },
        {
          name: 'redis',
          pid: redis.pid,
          url: redis.url,
          log: opts.redisAppendOnlyDir ? `(append-only file in ${opts.redisAppendOnlyDir})` : '(no files)',
        },
      ],
      async stop() {
        say('stopping nginx, then the gateways, the sandbox and redis');
        await nginx.service.stop();
        await Promise.all(gateways.map((g) => g.service.stop(25_000)));
        await sandbox.stop();
        await redis.stop();
      },
    };
  } catch (error) {
    await stopStarted();
    throw error;
  }
}
