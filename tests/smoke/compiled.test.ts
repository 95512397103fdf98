/**
 * The production build, run the way `npm start` runs it: the server workspaces compiled by the
 * same script `npm run build` uses (`npm run build:server`), then `node scripts/start.js`, the
 * very command `npm start` ends with, on free ports. The compiled gateway serves the built web
 * client (web/dist, which `npm test` builds first) and answers GraphQL, and nothing in the running
 * process tree loads TypeScript.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { freePort, REPO_ROOT, runNode, waitForHttp, type Service } from '../support/processes.ts';
import type { ResultOf } from '../support/stack.ts';
import { graphql } from '../generated/gql.ts';

const COMPILED_MARKETS = graphql(`
  query CompiledStackMarkets {
    viewer {
      name
    }
    markets {
      id
    }
  }
`);

/** What marks a process that runs TypeScript: tsx, ts-node, a loader or Node's own type stripping. */
const TYPESCRIPT_LOADER = /tsx|ts-node|--loader|--import|--experimental-(strip|transform)-types|\.[cm]?ts(\s|$)/;

const Scripts = z.object({ scripts: z.record(z.string(), z.string()) });
const GraphqlAnswer = z.looseObject({
  data: z.unknown().optional(),
  errors: z.array(z.looseObject({ extensions: z.looseObject({ code: z.string().optional() }).optional() })).optional(),
});

/** The command line of a running process, its arguments joined by spaces. */
function commandLine(pid: number): string {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
}

/** Every live process whose ancestry leads to `root` (from /proc: the parent is the field after the name). */
function descendants(root: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while the table was read.
    }
  }
  const found: number[] = [];
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parentOf)
      if ((parent === root || found.includes(parent)) && !found.includes(pid)) {
        found.push(pid);
        grew = true;
      }
  }
  return found;
}

describe('the compiled build as npm start runs it', () => {
  let dataDir: string;
  let stack: Service | undefined;
  let sandboxUrl: string;
  let gatewayUrl: string;
  let issuer: string;
  let buildSeconds: number;

  beforeAll(async () => {
    const started = performance.now();
    await promisify(execFile)('npm', ['run', 'build:server'], { cwd: REPO_ROOT, env: process.env });
    buildSeconds = (performance.now() - started) / 1000;
    console.info(`npm run build:server: ${buildSeconds.toFixed(1)} s`);

    dataDir = await mkdtemp(join(tmpdir(), 'luminate-compiled-'));
    const [sandboxPort, hubPort, gatewayPort] = [await freePort(), await freePort(), await freePort()];
    sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
    gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    issuer = `${sandboxUrl}/oidc`;
    stack = runNode(['scripts/start.js'], {
      // The test runner's NODE_ENV is left out, so the start script's own default applies.
      NODE_ENV: undefined,
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_HUB_PORT: String(hubPort),
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_PUBLIC_URL: sandboxUrl,
      SANDBOX_DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_SCALE: '0.05',
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
      CARE_API_URL: sandboxUrl,
      OIDC_ISSUER: issuer,
      OIDC_AUDIENCE: 'luminate-api',
      CALL_LIST_HUB_URL: `http://127.0.0.1:${hubPort}/hubs/callList`,
      LOG_LEVEL: 'warn',
      // A primary and two workers, whatever the machine's cores (the start script's default is auto).
      GATEWAY_PROCESSES: '2',
    });
    await waitForHttp(`${sandboxUrl}/healthz`, stack);
    // The sandbox answers /healthz a moment before its identity provider is mounted.
    await waitForHttp(`${issuer}/.well-known/openid-configuration`, stack);
    await waitForHttp(`${gatewayUrl}/healthz`, stack);
  });

  afterAll(async () => {
    await stack?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    // The sandbox keeps its file store beside the database folder.
    if (dataDir) await rm(`${dataDir}-files`, { recursive: true, force: true });
  });

  /** Signs a sandbox persona in with the compiled token CLI and returns the access token. */
  async function tokenFor(persona: string): Promise<string> {
    const cli = runNode(['--conditions=luminate-dist', 'sandbox/dist/cli/token.js', persona], { OIDC_ISSUER: issuer });
    expect(await cli.exited, cli.output()).toBe(0);
    const token = cli.output().trim().split('\n').at(-1) ?? '';
    expect(token.split('.')).toHaveLength(3);
    return token;
  }

  async function postGraphql(token: string, body: object): Promise<{ status: number; body: z.infer<typeof GraphqlAnswer> }> {
    const res = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: GraphqlAnswer.parse(await res.json()) };
  }

  it('is what npm start runs: the build of the server workspaces, then scripts/start.js', () => {
    const { scripts } = Scripts.parse(JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')));
    expect(scripts.start).toBe('npm run build && node scripts/start.js');
    expect(scripts.build).toMatch(/^npm run build:server && /);
    expect(buildSeconds).toBeGreaterThan(0);
  });

  it('answers /healthz on both services', async () => {
    expect((await fetch(`${sandboxUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${gatewayUrl}/healthz`)).status).toBe(200);
  });

  it('serves the built web client at /', async () => {
    const res = await fetch(`${gatewayUrl}/`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toBe(readFileSync(join(REPO_ROOT, 'web/dist/index.html'), 'utf8'));
  });

  it('answers a query from a token of the compiled token CLI', async () => {
    const { status, body } = await postGraphql(await tokenFor('superadmin'), { query: COMPILED_MARKETS.toString() });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const data = body.data as ResultOf<typeof COMPILED_MARKETS>;
    expect(data.viewer.name).toEqual(expect.any(String));
    expect(data.markets.length).toBeGreaterThan(0);
  });

  it("runs in production: the web build's trusted documents run by hash, anything else is refused", async () => {
    const token = await tokenFor('staff');
    const manifest = z
      .record(z.string(), z.string())
      .parse(JSON.parse(readFileSync(join(REPO_ROOT, 'web/dist/persisted-documents.json'), 'utf8')));
    const viewerHash = Object.entries(manifest).find(([, text]) => text.startsWith('query Viewer '))?.[0];
    expect(viewerHash, 'the web build ships a Viewer query').toBeDefined();

    const trusted = await postGraphql(token, {
      operationName: 'Viewer',
      extensions: { persistedQuery: { version: 1, sha256Hash: viewerHash } },
    });
    expect(trusted.status).toBe(200);
    expect(trusted.body.errors).toBeUndefined();
    expect(trusted.body.data).toMatchObject({ viewer: { uid: 'staff' } });

    const own = await postGraphql(token, { query: COMPILED_MARKETS.toString() });
    expect(own.status).toBe(400);
    expect(own.body.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_REQUIRED');
  });

  it('runs plain Node on the compiled files, with no TypeScript loader anywhere in the process tree', () => {
    const pid = stack!.child.pid!;
    const children = descendants(pid);
    const lines = [pid, ...children].map(commandLine);
    expect(lines.filter((line) => TYPESCRIPT_LOADER.test(line))).toEqual([]);
    // The gateway's primary, its two workers (node:cluster runs the same file, by its full path), the sandbox.
    const worker = `${process.execPath} --conditions=luminate-dist --max-semi-space-size=128 ${join(REPO_ROOT, 'gateway/dist/main.js')}`;
    expect(children.map(commandLine).sort()).toEqual(
      [
        `${process.execPath} --conditions=luminate-dist --max-semi-space-size=128 dist/main.js`,
        worker,
        worker,
        `${process.execPath} --conditions=luminate-dist dist/main.js`,
      ].sort(),
    );
    const directories = children.map((child) => readlinkSync(`/proc/${child}/cwd`)).sort();
    expect(directories).toEqual([...Array.from({ length: 3 }, () => join(REPO_ROOT, 'gateway')), join(REPO_ROOT, 'sandbox')]);
  });

  it('passes SIGTERM on to both services, which drain and exit 0', { timeout: 60_000 }, async () => {
    const children = descendants(stack!.child.pid!);
    expect(await stack!.stop(50_000), stack!.output()).toBe(0);
    expect(children.filter((child) => isAlive(child))).toEqual([]);
    expect(stack!.output()).toMatch(/\[gateway\] SIGTERM received/);
    expect(stack!.output()).toMatch(/\[sandbox\] .*"signal":"SIGTERM".*shutting down/);
  });
});

/** Whether a process still runs (a zombie awaiting its parent counts as ended). */
function isAlive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}
