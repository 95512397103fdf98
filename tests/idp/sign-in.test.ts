import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { z } from 'zod';
import { getToken, getTokens, SignInError } from '../../sandbox/src/idp/client.ts';
import { ALICE, BOB, PASSWORD, decodeJwt, jsonObject, jsonOf, jwksAnswer, startIdp, tokenAnswer, type IdpHarness } from './idp-harness.ts';

let idp: IdpHarness;

beforeAll(async () => {
  idp = await startIdp();
});
afterAll(async () => {
  await idp?.close();
});

describe('discovery', () => {
  it('publishes an OpenID configuration for the issuer it is served at', async () => {
    const response = await fetch(`${idp.issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const config = await jsonOf(response, jsonObject);
    expect(config.issuer).toBe(idp.issuer);
    expect(config.authorization_endpoint).toBe(`${idp.issuer}/auth`);
    expect(config.token_endpoint).toBe(`${idp.issuer}/token`);
    expect(config.jwks_uri).toBe(`${idp.issuer}/jwks`);
    expect(config.end_session_endpoint).toBe(`${idp.issuer}/session/end`);
    expect(config.code_challenge_methods_supported).toEqual(['S256']);
    expect(config.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']));
    expect(config.id_token_signing_alg_values_supported).toContain('RS256');
  });

  it('serves public RSA keys only in the JWKS', async () => {
    const jwks = await jsonOf(await fetch(`${idp.issuer}/jwks`), jwksAnswer);
    expect(jwks.keys.length).toBeGreaterThanOrEqual(1);
    for (const key of jwks.keys) {
      expect(key).toMatchObject({ kty: 'RSA', use: 'sig', alg: 'RS256' });
      expect(key.kid).toEqual(expect.any(String));
      expect(key).not.toHaveProperty('d');
      expect(key).not.toHaveProperty('p');
    }
  });

  it('has no development interaction pages', async () => {
    // devInteractions would answer its own login form here; only our pages may exist.
    const page = await fetch(`${idp.issuer}/interaction/does-not-exist`);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('Your sign-in request has expired');
  });
});

describe('sign-in', () => {
  it('issues an RS256 JWT access token for the API with the user and their granted claims', async () => {
    const token = await getToken({ issuer: idp.issuer, username: ALICE.username, password: PASSWORD });
    const { header, payload } = decodeJwt(token);
    expect(header).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    expect(payload).toMatchObject({
      iss: idp.issuer,
      aud: 'luminate-api',
      sub: ALICE.uid,
      client_id: 'luminate-cli',
      name: ALICE.displayName,
      email: ALICE.email,
      employeeId: ALICE.employeeId,
    });
    // Switched-off claims and keys that are not platform claims are left out.
    expect(payload.claims).toEqual(['dataMgmt']);
    const lifetime = z.object({ iat: z.number(), exp: z.number() }).parse(payload);
    expect(lifetime.exp - lifetime.iat).toBe(3600);

    // Anyone holding only the published JWKS (the gateway) can verify it.
    const remote = createRemoteJWKSet(new URL(`${idp.issuer}/jwks`));
    const verified = await jwtVerify(token, remote, { issuer: idp.issuer, audience: 'luminate-api' });
    expect(verified.payload.sub).toBe(ALICE.uid);
  });

  it('returns an ID token with name and email and a refresh token that renews the access token', async () => {
    const tokens = await getTokens({ issuer: idp.issuer, username: 'ALICE', password: PASSWORD });
    const id = decodeJwt(tokens.id_token).payload;
    expect(id).toMatchObject({ iss: idp.issuer, aud: 'luminate-cli', sub: ALICE.uid, name: ALICE.displayName, email: ALICE.email });
    expect(tokens.refresh_token).toEqual(expect.any(String));

    const response = await fetch(`${idp.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: 'luminate-cli' }),
    });
    expect(response.status).toBe(200);
    const renewed = await jsonOf(response, tokenAnswer);
    const payload = decodeJwt(renewed.access_token).payload;
    expect(payload).toMatchObject({ aud: 'luminate-api', sub: ALICE.uid, claims: ['dataMgmt'] });
    expect(await idp.idp.verifyAccessToken(renewed.access_token)).toMatchObject({ uid: ALICE.uid });
  });

  it('rejects a wrong password', async () => {
    const attempt = getToken({ issuer: idp.issuer, username: ALICE.username, password: 'wrong password' });
    await expect(attempt).rejects.toBeInstanceOf(SignInError);
    await expect(attempt).rejects.toThrow('Invalid username or password');
  });

  it('rejects an unknown user with the same message', async () => {
    await expect(getToken({ issuer: idp.issuer, username: 'nobody', password: PASSWORD })).rejects.toThrow('Invalid username or password');
  });

  it('rejects a disabled user even with the right password', async () => {
    await expect(getToken({ issuer: idp.issuer, username: BOB.username, password: PASSWORD })).rejects.toThrow(
      'Invalid username or password',
    );
  });

  it('puts a claim granted in the users table into the next token', async () => {
    await idp.db.query(`update users set custom_claims = custom_claims || '{"eus": true, "pt-mgmt": true}'::jsonb where uid = $1`, [
      ALICE.uid,
    ]);
    try {
      const token = await getToken({ issuer: idp.issuer, username: ALICE.username, password: PASSWORD });
      expect(decodeJwt(token).payload.claims).toEqual(['dataMgmt', 'eus', 'pt-mgmt']);
      expect((await idp.idp.verifyAccessToken(token)).claims).toEqual(['dataMgmt', 'eus', 'pt-mgmt']);
    } finally {
      await idp.db.query(`update users set custom_claims = $2 where uid = $1`, [ALICE.uid, JSON.stringify(ALICE.customClaims)]);
    }
  });

  it('stops refreshing tokens for a user who has been disabled since signing in', async () => {
    const tokens = await getTokens({ issuer: idp.issuer, username: ALICE.username, password: PASSWORD });
    await idp.db.query(`update users set disabled = true where uid = $1`, [ALICE.uid]);
    try {
      const response = await fetch(`${idp.issuer}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: 'luminate-cli' }),
      });
      expect(response.status).toBe(400);
      expect((await jsonOf(response, jsonObject)).error).toBe('invalid_grant');
    } finally {
      await idp.db.query(`update users set disabled = false where uid = $1`, [ALICE.uid]);
    }
  });
});
