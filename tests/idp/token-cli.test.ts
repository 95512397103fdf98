import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALICE, PASSWORD, decodeJwt, startIdp, type IdpHarness } from './idp-harness.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSX_CLI = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url));

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

function runTokenCli(args: string[], env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [TSX_CLI, 'sandbox/src/cli/token.ts', ...args],
      { cwd: REPO_ROOT, env: { ...process.env, ...env }, timeout: 30_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

let idp: IdpHarness;

beforeAll(async () => {
  idp = await startIdp([
    ALICE,
    // A persona from the seed's table, so the CLI signs in with the persona password by itself.
    {
      uid: 'superadmin',
      username: 'superadmin',
      displayName: 'Sam Super',
      email: 'sam@example.test',
      password: 'luminate-sandbox',
      customClaims: { superAdmin: true },
    },
  ]);
});
afterAll(async () => {
  await idp?.close();
});

describe('npm run token', () => {
  it('prints only the access token of a persona', async () => {
    const result = await runTokenCli(['superadmin'], { OIDC_ISSUER: idp.issuer });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+\n$/);
    const { payload } = decodeJwt(result.stdout.trim());
    expect(payload).toMatchObject({ sub: 'superadmin', aud: 'luminate-api', claims: ['superAdmin'] });
  });

  it('signs in any user given a password', async () => {
    const result = await runTokenCli([ALICE.username, '--password', PASSWORD, '--issuer', idp.issuer], {});
    expect(result.code).toBe(0);
    expect(decodeJwt(result.stdout.trim()).payload.sub).toBe(ALICE.uid);
  });

  it('lists the personas for an unknown persona', async () => {
    const result = await runTokenCli(['nobody'], { OIDC_ISSUER: idp.issuer });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('Unknown persona "nobody"');
    expect(result.stderr).toMatch(/Personas: .*datamanager.*superadmin/);
  });

  it('reports a wrong password without printing a token', async () => {
    const result = await runTokenCli([ALICE.username, '--password', 'wrong'], { OIDC_ISSUER: idp.issuer });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('Invalid username or password');
  });

  it('says how to start the sandbox when nothing answers', async () => {
    const issuer = 'http://127.0.0.1:9/oidc';
    const result = await runTokenCli(['superadmin'], { OIDC_ISSUER: issuer });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim()).toBe(`Sandbox not reachable at ${issuer} — start it with npm start`);
  });
});
