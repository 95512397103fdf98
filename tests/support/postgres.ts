/**
 * A throw-away PostgreSQL server for tests of the sandbox's `DATABASE_URL` path: initdb into a
 * temporary folder, listening on a free loopback port, removed on stop. Uses the machine's
 * PostgreSQL binaries (.ci/run installs them where missing); PostgreSQL refuses to run as root,
 * so as root the server runs as the `postgres` user.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './processes.ts';

const BIN_ROOT = '/usr/lib/postgresql';

/** Folder of initdb/pg_ctl of the newest installed major version, or null when none is. */
export function postgresBinDir(): string | null {
  if (!existsSync(BIN_ROOT)) return null;
  const versions = readdirSync(BIN_ROOT)
    .filter((v) => existsSync(join(BIN_ROOT, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(BIN_ROOT, versions[0], 'bin') : null;
}

export interface TestPostgres {
  url: string;
  stop(): Promise<void>;
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(`No PostgreSQL binaries under ${BIN_ROOT}`);
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(join(tmpdir(), 'luminate-pg-'));
  chmodSync(dir, 0o700);
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const gid = execFileSync('id', ['-g', 'postgres']).toString().trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, tool), args, { stdio: 'pipe' });
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'luminate', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'luminate', 'sandbox']);
  return {
    url: `postgres://luminate@127.0.0.1:${port}/sandbox`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      return Promise.resolve();
    },
  };
}
