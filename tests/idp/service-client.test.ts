/**
 * The gateway's service client `luminate-gateway`: client credentials (client_secret_basic) for
 * the `call-list.hub` scope, a JWT for the API audience that names no user — accepted by the
 * hub's principal check, refused by the user-token check the Care API uses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getToken } from '../../sandbox/src/idp/client.ts';
import { getServiceToken, getServiceTokenSet } from '../../sandbox/src/idp/service-client.ts';
import { InvalidAccessTokenError } from '../../sandbox/src/idp/index.ts';
import { ALICE, PASSWORD, decodeJwt, jsonObject, jsonOf, startIdp, type IdpHarness } from './idp-harness.ts';

let idp: IdpHarness;

beforeAll(async () => {
  idp = await startIdp();
});
afterAll(async () => {
  await idp?.close();
});

async function tokenRequest(body: Record<string, string>, basic?: string): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${idp.issuer}/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(basic ? { authorization: `Basic ${Buffer.from(basic).toString('base64')}` } : {}),
    },
    body: new URLSearchParams(body).toString(),
  });
  return { status: response.status, json: await jsonOf(response, jsonObject) };
}

describe('luminate-gateway client credentials', () => {
  it('issues a JWT for the API audience with the hub scope and no user', async () => {
    const set = await getServiceTokenSet({ issuer: idp.issuer });
    expect(set).toMatchObject({ token_type: 'Bearer', scope: 'call-list.hub' });
    expect(set.expires_in).toBeGreaterThan(0);
    const { header, payload } = decodeJwt(set.access_token);
    expect(header.typ).toBe('at+jwt');
    expect(payload).toMatchObject({ aud: 'luminate-api', client_id: 'luminate-gateway', sub: 'luminate-gateway', scope: 'call-list.hub' });
    expect(payload.claims).toBeUndefined();
    expect(payload.employeeId).toBeUndefined();
  });

  it('is accepted as a service principal and refused as a user token', async () => {
    const token = await getServiceToken({ issuer: idp.issuer });
    expect(await idp.idp.verifyPrincipal(token)).toMatchObject({
      kind: 'service',
      clientId: 'luminate-gateway',
      scopes: ['call-list.hub'],
    });
    const refused = idp.idp.verifyAccessToken(token);
    await expect(refused).rejects.toBeInstanceOf(InvalidAccessTokenError);
    await expect(refused).rejects.toHaveProperty('reason', 'service token');
  });

  it('keeps user tokens user tokens for both checks', async () => {
    const token = await getToken({ issuer: idp.issuer, username: ALICE.username, password: PASSWORD });
    expect(await idp.idp.verifyPrincipal(token)).toMatchObject({ kind: 'user', uid: ALICE.uid });
    expect(await idp.idp.verifyAccessToken(token)).not.toHaveProperty('kind');
  });

  it('refuses a wrong secret, other scopes, and client credentials for the public clients', async () => {
    await expect(getServiceToken({ issuer: idp.issuer, clientSecret: 'wrong' })).rejects.toThrow(/invalid_client/);
    const openid = await tokenRequest(
      { grant_type: 'client_credentials', scope: 'openid' },
      'luminate-gateway:luminate-gateway-sandbox-secret',
    );
    expect(openid.status).toBe(400);
    expect(openid.json.error).toBe('invalid_scope');
    const web = await tokenRequest({ grant_type: 'client_credentials', client_id: 'luminate-web', scope: 'call-list.hub' });
    expect(web.status).toBe(400);
    expect(web.json).toMatchObject({ error: 'invalid_request', error_description: 'requested grant type is not allowed for this client' });
  });
});
