/**
 * nginx in front of gateway replicas, on this machine: the machine's nginx binary (Debian's
 * `nginx` package; .ci/run installs it where missing) run as an unprivileged foreground process,
 * with the same configuration template the compose file mounts (docker/nginx/luminate.conf.template)
 * filled in here the way the nginx image's envsubst fills it in. Everything nginx writes (pid,
 * temporary files, logs) stays in one folder.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, runLogged, waitForHttp, type Service } from './processes.ts';

export const NGINX_TEMPLATE = join(REPO_ROOT, 'docker/nginx/luminate.conf.template');

const CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx', '/usr/bin/nginx'];

/** The nginx binary, or null when none is installed. */
export function nginxBin(): string | null {
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/**
 * The template with every `${NAME}` replaced by `values[NAME]` (what envsubst does with the
 * variables it is given). A placeholder without a value is an error, not an empty string.
 */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z0-9_]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${NGINX_TEMPLATE}: no value for \${${name}}`);
    return value;
  });
}

/** The main configuration compose mounts: its worker and connection limits are the cluster's too. */
const NGINX_MAIN = join(REPO_ROOT, 'docker/nginx/nginx.conf');

/** The worker lines and the events block of docker/nginx/nginx.conf, as they stand there. */
function sharedMainLines(text: string): string[] {
  const lines = [/^worker_processes\s[^;]+;/m, /^worker_rlimit_nofile\s[^;]+;/m, /^events\s*\{[^}]*\}/m].map(
    (pattern) => pattern.exec(text)?.[0],
  );
  if (lines.some((line) => line === undefined)) throw new Error(`${NGINX_MAIN} lacks worker_processes, worker_rlimit_nofile or events`);
  return lines as string[];
}

/**
 * The main configuration around the shared server: what the nginx image's nginx.conf provides,
 * with the workers and connections of docker/nginx/nginx.conf, and paths under `dir`.
 */
function mainConfig(dir: string): string {
  const temp = (name: string) => `${name}_temp_path ${join(dir, 'temp', name)};`;
  return [
    'daemon off;',
    ...sharedMainLines(readFileSync(NGINX_MAIN, 'utf8')),
    `pid ${join(dir, 'nginx.pid')};`,
    'error_log stderr warn;',
    // Open sockets get 5 s to finish when nginx stops gracefully, then are closed (clients reconnect).
    'worker_shutdown_timeout 5s;',
    'http {',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    `  include ${join(dir, 'luminate.conf')};`,
    '}',
    '',
  ].join('\n');
}

export interface Nginx {
  /** http://<listen address> */
  url: string;
  service: Service;
  /** Where nginx's access lines (`upstream=… request_id=…`) and errors go. */
  logFile: string;
}

export interface NginxOptions {
  /** Loopback address and port to listen on, e.g. 127.0.0.1:4000. */
  listen: string;
  /** host:port of each gateway replica (the template has three). */
  gateways: readonly string[];
  /** A folder of nginx's own (configuration, pid, temporary files, log). */
  dir: string;
}

/** Starts nginx with the shared configuration and waits until it answers /healthz through a gateway. */
export async function startNginx(opts: NginxOptions): Promise<Nginx> {
  const bin = nginxBin();
  if (!bin) throw new Error('No nginx binary (Debian package nginx)');
  const [g1, g2, g3] = opts.gateways;
  if (opts.gateways.length !== 3 || !g1 || !g2 || !g3) throw new Error('The nginx configuration has three gateway replicas');
  mkdirSync(join(opts.dir, 'temp'), { recursive: true });
  const values = { NGINX_LISTEN: opts.listen, GATEWAY_1: g1, GATEWAY_2: g2, GATEWAY_3: g3 };
  writeFileSync(join(opts.dir, 'luminate.conf'), fillTemplate(readFileSync(NGINX_TEMPLATE, 'utf8'), values));
  const conf = join(opts.dir, 'nginx.conf');
  writeFileSync(conf, mainConfig(opts.dir));
  const logFile = join(opts.dir, 'nginx.log');
  // -e: errors before the configuration is read go to stderr too, not to the packaged log path.
  const service = runLogged(bin, ['-p', opts.dir, '-c', conf, '-e', 'stderr'], {}, logFile);
  const url = `http://${opts.listen}`;
  try {
    await waitForHttp(`${url}/healthz`, service, 15_000);
  } catch (error) {
    await service.stop();
    throw error;
  }
  return { url, service, logFile };
}

/** One access line of the `luminate` log format: the answer and the replica that gave it. */
export interface AccessLine {
  method: string;
  path: string;
  status: number;
  /** Every replica tried, in order (`a, b` when the first failed). */
  upstreams: string[];
  requestId: string;
}

const ACCESS_LINE = /\] (\S+) (\S+) (\d{3}) .* upstream=(.*) upstream_status=.* request_id=(\S+)$/;

/** The access lines nginx has written so far. */
export function accessLines(nginx: Nginx): AccessLine[] {
  return readFileSync(nginx.logFile, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const m = ACCESS_LINE.exec(line);
      if (!m) return [];
      const [, method, path, status, upstreams, requestId] = m;
      return [{ method, path, status: Number(status), upstreams: upstreams.split(/\s*[,:]\s+/).filter((u) => u !== '-'), requestId }];
    });
}
