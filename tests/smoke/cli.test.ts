/**
 * The operator's path: the sandbox and gateway entry points started as processes with
 * environment variables (from their sources, as `npm run dev` runs them; compiled.test.ts runs
 * the compiled build `npm start` runs), a token from the token CLI, and a query.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { freePort, runTs, waitForHttp, type Service } from '../support/processes.ts';
import type { GqlBody, ResultOf } from '../support/stack.ts';
import { graphql } from '../generated/gql.ts';

const CLI_VIEWER = graphql(`
  query CliViewer {
    viewer {
      name
    }
    markets {
      id
    }
  }
`);

describe('sandbox and gateway as processes', () => {
  let dataDir: string;
  let sandbox: Service | undefined;
  let gateway: Service | undefined;
  let sandboxUrl: string;
  let gatewayUrl: string;
  let issuer: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'luminate-smoke-'));
    const [sandboxPort, hubPort, gatewayPort] = [await freePort(), await freePort(), await freePort()];
    sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
    gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    issuer = `${sandboxUrl}/oidc`;

    sandbox = runTs('sandbox/src/main.ts', [], {
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_HUB_PORT: String(hubPort),
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_PUBLIC_URL: sandboxUrl,
      SANDBOX_DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_SCALE: '0.05',
    });
    await waitForHttp(`${sandboxUrl}/healthz`, sandbox);

    gateway = runTs('gateway/src/main.ts', [], {
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      CARE_API_URL: sandboxUrl,
      OIDC_ISSUER: issuer,
      OIDC_AUDIENCE: 'luminate-api',
      CALL_LIST_HUB_URL: `http://127.0.0.1:${hubPort}/hubs/callList`,
      LOG_LEVEL: 'warn',
      // No readiness grace before the listener closes: nothing polls this gateway's /readyz.
      DRAIN_GRACE_MS: '0',
    });
    await waitForHttp(`${gatewayUrl}/healthz`, gateway);
  });

  afterAll(async () => {
    await gateway?.stop();
    await sandbox?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    // The sandbox keeps its file store beside the database folder.
    if (dataDir) await rm(`${dataDir}-files`, { recursive: true, force: true });
  });

  it('answers /healthz on both services', async () => {
    expect((await fetch(`${sandboxUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${gatewayUrl}/healthz`)).status).toBe(200);
  });

  it('signs a persona in with the token CLI and answers a query with that token', async () => {
    const cli = runTs('sandbox/src/cli/token.ts', ['superadmin'], { OIDC_ISSUER: issuer });
    const code = await cli.exited;
    expect(code, cli.output()).toBe(0);
    const token = cli.output().trim().split('\n').at(-1) ?? '';
    expect(token.split('.')).toHaveLength(3);

    const res = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: CLI_VIEWER.toString() }),
    });
    // The gateway answers the document's result type; only the JSON shape is checked here.
    const body = z.looseObject({}).parse(await res.json()) as GqlBody<ResultOf<typeof CLI_VIEWER>>;
    expect(res.status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data!.viewer.name).toEqual(expect.any(String));
    expect(body.data!.markets.length).toBeGreaterThan(0);
  });

  it('refuses a query without a token with HTTP 401', async () => {
    const res = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ markets { id } }' }),
    });
    await res.arrayBuffer();
    expect(res.status).toBe(401);
  });

  it('exits with code 1 and names the variable when PORT is not a number', async () => {
    const bad = runTs('gateway/src/main.ts', [], { PORT: 'abc', LOG_LEVEL: 'warn' });
    const code = await Promise.race([bad.exited, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 20_000))]);
    if (code === 'timeout') await bad.stop(1_000);
    expect(code).toBe(1);
    expect(bad.output()).toMatch(/PORT/);
  });
});
