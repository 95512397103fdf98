import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportSPKI, importJWK } from 'jose';
import { createTokenVerifier, InvalidTokenError, bearerToken } from '../../gateway/src/auth/token-verifier.ts';
import { startLocalIssuer } from './support/local-issuer.ts';

let issuer: Awaited<ReturnType<typeof startLocalIssuer>>;
let verifier: ReturnType<typeof createTokenVerifier>;

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

beforeAll(async () => {
  issuer = await startLocalIssuer();
  verifier = createTokenVerifier({
    issuer: issuer.issuer,
    audience: 'luminate-api',
    algorithms: ['RS256', 'PS256', 'ES256'],
    cooldownMs: 0,
  });
});
afterAll(() => issuer.close());

async function rejected(token: string) {
  await expect(verifier.verify(token)).rejects.toBeInstanceOf(InvalidTokenError);
}

describe('access token verification', () => {
  it('accepts a valid token and reads the viewer, keeping only known claims', async () => {
    const token = await issuer.sign({ claims: ['dataMgmt', 'superAdmin', 'made-up-claim'] });
    const viewer = await verifier.verify(token);
    expect(viewer.uid).toBe('uid-dana');
    expect(viewer.name).toBe('Dana Data');
    expect(viewer.email).toBe('dana@example.org');
    expect(viewer.employeeId).toBe(12);
    expect([...viewer.claims].sort()).toEqual(['dataMgmt', 'superAdmin']);
    expect(viewer.token).toBe(token);
  });

  it('rejects an unsigned token (alg none)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: 'uid-x', iss: issuer.issuer, aud: 'luminate-api', exp: now + 300, claims: ['superAdmin'] })}.`;
    await rejected(token);
  });

  it('rejects HS256 signed with the RSA public key (algorithm confusion)', async () => {
    const publicPem = await exportSPKI((await importJWK(issuer.currentKey.publicJwk, 'RS256', { extractable: true })) as never);
    const now = Math.floor(Date.now() / 1000);
    const head = b64({ alg: 'HS256', typ: 'JWT', kid: issuer.currentKey.kid });
    const body = b64({ sub: 'uid-x', iss: issuer.issuer, aud: 'luminate-api', exp: now + 300, claims: ['superAdmin'] });
    const signature = createHmac('sha256', publicPem).update(`${head}.${body}`).digest('base64url');
    await rejected(`${head}.${body}.${signature}`);
  });

  it('rejects an expired token', async () => {
    await rejected(await issuer.sign({}, { expiresIn: Math.floor(Date.now() / 1000) - 120 }));
  });

  it('rejects a token from another issuer', async () => {
    await rejected(await issuer.sign({}, { issuer: 'https://evil.example/oidc' }));
  });

  it('rejects a token for another audience', async () => {
    await rejected(await issuer.sign({}, { audience: 'some-other-api' }));
  });

  it('rejects a token without a subject', async () => {
    await rejected(await issuer.sign({}, { subject: null }));
  });

  it('rejects a client-credentials token: it names a client, not a user', async () => {
    await rejected(await issuer.sign({ client_id: 'luminate-gateway', scope: 'call-list.hub' }, { subject: 'luminate-gateway' }));
  });

  it('rejects a tampered payload', async () => {
    const [head, , signature] = (await issuer.sign({ claims: ['dataMgmt'] })).split('.');
    const now = Math.floor(Date.now() / 1000);
    const forged = b64({ sub: 'uid-dana', iss: issuer.issuer, aud: 'luminate-api', exp: now + 300, claims: ['superAdmin'] });
    await rejected(`${head}.${forged}.${signature}`);
  });

  it('rejects garbage', async () => {
    await rejected('not-a-jwt');
    await rejected('');
  });

  it('still verifies after the issuer rotates to a new key id', async () => {
    await verifier.verify(await issuer.sign({}));
    const fetchesBefore = issuer.jwksFetches;
    await issuer.rotate('key-2');
    const viewer = await verifier.verify(await issuer.sign({}));
    expect(viewer.uid).toBe('uid-dana');
    expect(issuer.jwksFetches).toBe(fetchesBefore + 1);
  });
});

describe('bearer header', () => {
  it('reads only a well-formed Bearer credential', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Basic dXNlcjpwYXNz')).toBeNull();
    expect(bearerToken('Bearer ')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
