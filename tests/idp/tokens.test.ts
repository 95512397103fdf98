import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { getToken, getTokens } from '../../sandbox/src/idp/client.ts';
import { InvalidAccessTokenError, rotateSigningKey, verifyAccessToken } from '../../sandbox/src/idp/index.ts';
import { ALICE, PASSWORD, decodeJwt, jsonOf, jwksAnswer, startIdp, tokenAnswer, type IdpHarness } from './idp-harness.ts';

let idp: IdpHarness;

beforeAll(async () => {
  idp = await startIdp();
});
afterAll(async () => {
  await idp?.close();
});

const signIn = () => getToken({ issuer: idp.issuer, username: ALICE.username, password: PASSWORD });

async function currentPrivateKey(): Promise<{ kid: string; key: CryptoKey }> {
  const { rows } = await idp.db.query<{ kid: string; private_jwk: JWK }>(
    `select kid, private_jwk from idp_keys order by created_at desc limit 1`,
  );
  return { kid: rows[0].kid, key: (await importJWK(rows[0].private_jwk, 'RS256')) as CryptoKey };
}

/** A token signed with the provider's real key, with any payload: what only a key thief could mint. */
async function forge(overrides: Record<string, unknown>, opts: { typ?: string } = {}) {
  const { kid, key } = await currentPrivateKey();
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    sub: ALICE.uid,
    iss: idp.issuer,
    aud: 'luminate-api',
    iat: now,
    exp: now + 3600,
    claims: ['superAdmin'],
    ...overrides,
  };
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', typ: opts.typ ?? 'at+jwt', kid }).sign(key);
}

async function reason(token: string): Promise<string> {
  try {
    await verifyAccessToken(token);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidAccessTokenError);
    return (error as InvalidAccessTokenError).reason;
  }
  throw new Error('token was accepted');
}

describe('verifyAccessToken', () => {
  it('accepts a token the provider issued and reports who it is for', async () => {
    const verified = await verifyAccessToken(await signIn());
    expect(verified).toMatchObject({
      uid: ALICE.uid,
      claims: ['dataMgmt'],
      employeeId: ALICE.employeeId,
      name: ALICE.displayName,
      email: ALICE.email,
    });
  });

  it('rejects a token whose payload was changed', async () => {
    const [header, payload, signature] = (await signIn()).split('.');
    const altered = { ...decodeJwt(`${header}.${payload}.x`).payload, claims: ['superAdmin'] };
    const tampered = `${header}.${Buffer.from(JSON.stringify(altered)).toString('base64url')}.${signature}`;
    expect(await reason(tampered)).toBe('bad signature');
  });

  it('rejects an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(await reason(await forge({ iat: now - 7200, exp: now - 60 }))).toBe('expired');
  });

  it('rejects a token for another audience, issuer or token type', async () => {
    const otherAudience = await forge({ aud: 'some-other-api' });
    expect(await reason(otherAudience)).toBe('claim aud invalid');
    expect(await reason(await forge({ iss: 'http://evil.example/oidc' }))).toBe('claim iss invalid');
    expect(await reason(await forge({}, { typ: 'JWT' }))).toBe('claim typ invalid');
    // An ID token is signed by the same key but is not an access token.
    const { id_token } = await getTokens({ issuer: idp.issuer, username: ALICE.username, password: PASSWORD });
    await expect(verifyAccessToken(id_token)).rejects.toBeInstanceOf(InvalidAccessTokenError);
  });

  it('rejects tokens signed by a key it does not publish, or not signed at all', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const { kid } = await currentPrivateKey();
    const foreign = await new SignJWT({ claims: ['superAdmin'] })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid })
      .setSubject(ALICE.uid)
      .setIssuer(idp.issuer)
      .setAudience('luminate-api')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    expect(await reason(foreign)).toBe('bad signature');

    const unsigned = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url'),
      Buffer.from(JSON.stringify({ sub: ALICE.uid, iss: idp.issuer, aud: 'luminate-api', exp: 9999999999 })).toString('base64url'),
      '',
    ].join('.');
    expect(await reason(unsigned)).toBe('algorithm not allowed');
    expect(await reason('not a jwt')).not.toBe('');
    expect(await reason('')).toBe('missing');
  });
});

describe('signing keys', () => {
  it('keeps old tokens verifiable after a rotation and signs new ones with the new key', async () => {
    const before = await signIn();
    const oldKid = decodeJwt(before).header.kid;

    const newKid = await rotateSigningKey();
    expect(newKid).not.toBe(oldKid);

    const jwks = await jsonOf(await fetch(`${idp.issuer}/jwks`), jwksAnswer);
    expect(jwks.keys.map((key) => key.kid)).toEqual([newKid, oldKid]);

    const after = await signIn();
    expect(decodeJwt(after).header.kid).toBe(newKid);
    const { id_token } = await getTokens({ issuer: idp.issuer, username: ALICE.username, password: PASSWORD });
    expect(decodeJwt(id_token).header.kid).toBe(newKid);

    expect((await verifyAccessToken(before)).uid).toBe(ALICE.uid);
    expect((await verifyAccessToken(after)).uid).toBe(ALICE.uid);
  });

  it('keeps keys, tokens and refresh tokens valid across a restart on the same database', async () => {
    const tokens = await getTokens({ issuer: idp.issuer, username: ALICE.username, password: PASSWORD });
    const restarted = await idp.restart();
    try {
      const jwksBefore = await jsonOf(await fetch(`${idp.issuer}/jwks`), jwksAnswer);
      const jwksAfter = await jsonOf(await fetch(`${restarted.issuer}/jwks`), jwksAnswer);
      expect(jwksAfter.keys).toEqual(jwksBefore.keys);

      // The restarted provider serves another port, hence another issuer: it trusts its own
      // issuer only, so check the key material with the verifier of the first instance…
      expect((await idp.idp.verifyAccessToken(tokens.access_token)).uid).toBe(ALICE.uid);
      // …and that the refresh token stored in the database is honoured by the new process.
      const response = await fetch(`${restarted.issuer}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: 'luminate-cli' }),
      });
      expect(response.status).toBe(200);
      const renewed = await jsonOf(response, tokenAnswer);
      expect(decodeJwt(renewed.access_token).header.kid).toBe(jwksAfter.keys[0].kid);
      expect((await restarted.idp.verifyAccessToken(renewed.access_token)).uid).toBe(ALICE.uid);
    } finally {
      await restarted.close();
    }
  });
});
