/**
 * Pointed at a real Care API, the gateway refuses to start on settings that only suit the bundled
 * sandbox, naming each; with the sandbox (npm start, the compose file, the test stacks) they stay.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../gateway/src/config.ts';
import { startGateway } from '../../gateway/src/index.ts';
import { careApiKind } from '../../gateway/src/sandbox-settings.ts';

/** The error loadConfig throws for `env`, or '' when it accepts it. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

/** The variables a refusal names, one per line. */
const named = (message: string) =>
  message
    .split('\n')
    .slice(1)
    .map((line) => /^\s+([A-Z_]+)/.exec(line)?.[1]);

/** A real deployment's settings: nothing of the sandbox. */
const REAL = {
  CARE_API_URL: 'https://care-api.example.org',
  OIDC_ISSUER: 'https://login.example.org/realms/staff',
  CALL_LIST_HUB_URL: 'https://call-list.example.org/hubs/callList',
  HUB_CLIENT_SECRET: 'a-secret-from-the-identity-provider',
  NODE_ENV: 'production',
};

const auditDir = mkdtempSync(join(tmpdir(), 'luminate-audit-'));
afterAll(() => rmSync(auditDir, { recursive: true, force: true }));

describe('which Care API the gateway is pointed at', () => {
  it.each([
    ['http://localhost:4100', 'sandbox'],
    ['http://127.0.0.1:54321', 'sandbox'],
    ['http://[::1]:4100', 'sandbox'],
    ['http://sandbox.localhost:4100', 'sandbox'],
    ['http://sandbox:4100', 'sandbox'],
    ['https://care-api.example.org', 'real'],
    ['http://10.0.0.12:8080', 'real'],
    ['http://sandbox.example.org', 'real'],
  ])('CARE_API_URL %s is the %s when CARE_API_KIND is unset', (url, kind) => {
    expect(careApiKind({ CARE_API_URL: url })).toBe(kind);
  });

  it('CARE_API_KIND wins over the derivation', () => {
    expect(careApiKind(loadConfig({ ...REAL, CARE_API_KIND: 'sandbox' }))).toBe('sandbox');
    expect(careApiKind(loadConfig({ ...REAL, CARE_API_URL: 'http://127.0.0.1:8443', CARE_API_KIND: 'real' }))).toBe('real');
    expect(refusal({ CARE_API_KIND: 'staging' })).toMatch(/CARE_API_KIND="staging": must be sandbox or real/);
  });
});

describe('a real Care API', () => {
  it("refuses the sandbox's defaults, naming each variable in one error", () => {
    const message = refusal({ CARE_API_URL: 'https://care-api.example.org', NODE_ENV: 'production' });
    expect(message).toMatch(/^Invalid gateway configuration: the Care API is a real one/);
    expect(named(message)).toEqual(['HUB_CLIENT_SECRET', 'OIDC_ISSUER', 'CALL_LIST_HUB_URL']);
    // The secret itself is never written out.
    expect(message).not.toContain('luminate-gateway-sandbox-secret');
  });

  it("refuses the sandbox's client secret even when set explicitly", () => {
    expect(named(refusal({ ...REAL, HUB_CLIENT_SECRET: 'luminate-gateway-sandbox-secret' }))).toEqual(['HUB_CLIENT_SECRET']);
  });

  it('refuses addresses on this machine for the issuer, the hub and the analytics origin, and open documents in production', () => {
    const message = refusal({
      ...REAL,
      OIDC_ISSUER: 'http://localhost:4100/oidc',
      CALL_LIST_HUB_URL: 'http://127.0.0.1:4101/hubs/callList',
      ANALYTICS_EMBED_ORIGIN: 'http://localhost:4100',
      TRUSTED_DOCUMENTS: 'open',
    });
    expect(named(message)).toEqual(['OIDC_ISSUER', 'CALL_LIST_HUB_URL', 'ANALYTICS_EMBED_ORIGIN', 'TRUSTED_DOCUMENTS']);
    expect(message).toContain('OIDC_ISSUER="http://localhost:4100/oidc": is on this machine while the Care API is not');
  });

  it('CARE_API_KIND=real with nothing else set refuses the sandbox address too', () => {
    expect(named(refusal({ CARE_API_KIND: 'real' }))).toEqual(['CARE_API_URL', 'HUB_CLIENT_SECRET', 'OIDC_ISSUER', 'CALL_LIST_HUB_URL']);
  });

  it('accepts real values; open documents outside production; local addresses set on purpose behind a local Care API', () => {
    expect(refusal(REAL)).toBe('');
    expect(refusal({ ...REAL, ANALYTICS_EMBED_ORIGIN: 'https://analytics.example.org' })).toBe('');
    expect(refusal({ ...REAL, NODE_ENV: 'development', TRUSTED_DOCUMENTS: 'open' })).toBe('');
    // A real Care API reached through a sidecar on this machine: its issuer and hub may be local too.
    expect(
      refusal({
        ...REAL,
        CARE_API_KIND: 'real',
        CARE_API_URL: 'http://127.0.0.1:15001',
        OIDC_ISSUER: 'http://127.0.0.1:15002/oidc',
        CALL_LIST_HUB_URL: 'http://127.0.0.1:15003/hubs/callList',
      }),
    ).toBe('');
  });

  it('startGateway refuses to start on the sandbox defaults, and starts with real values', async () => {
    const base = { PORT: '0', LOG_LEVEL: 'silent', AUDIT_LOG_FILE: join(auditDir, 'audit.jsonl'), WEB_DIST: auditDir };
    await expect(startGateway({ ...base, CARE_API_URL: 'https://care-api.example.org' })).rejects.toThrow(
      /HUB_CLIENT_SECRET[^\n]*\n[^\n]*OIDC_ISSUER[^\n]*\n[^\n]*CALL_LIST_HUB_URL/,
    );
    // The real systems are contacted on demand (sign-in, hub, readiness), not at start-up.
    // (Outside production, so no web build's trusted documents are needed here.)
    const gateway = await startGateway({ ...base, ...REAL, NODE_ENV: 'development' });
    try {
      expect(gateway.config.CARE_API_URL).toBe('https://care-api.example.org');
    } finally {
      await gateway.close();
    }
  });
});

describe('the bundled sandbox', () => {
  it('keeps its defaults: npm start, and the compose file', () => {
    expect(refusal({ NODE_ENV: 'production', ANALYTICS_EMBED_ORIGIN: 'http://localhost:4100' })).toBe('');
    expect(
      refusal({
        NODE_ENV: 'production',
        CARE_API_URL: 'http://sandbox:4100',
        OIDC_ISSUER: 'http://sandbox.localhost:4100/oidc',
        CALL_LIST_HUB_URL: 'http://sandbox:4101/hubs/callList',
        ANALYTICS_EMBED_ORIGIN: 'http://sandbox.localhost:4100',
        HUB_CLIENT_SECRET: 'luminate-gateway-sandbox-secret',
      }),
    ).toBe('');
  });
});
