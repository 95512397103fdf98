/**
 * The hub service token (gateway/src/upstream/service-token.ts): discovery → token endpoint,
 * client_secret_basic, cached until shortly before expiry, one request for concurrent callers,
 * refetched after invalidate(); failures name the OAuth error, never the secret.
 */
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { createServiceTokenSource } from '../../gateway/src/upstream/service-token.ts';

const ISSUER = 'http://idp.test/oidc';

function fakeIdp(answer: (n: number) => { status: number; body: unknown }) {
  const tokenRequests: Array<{ auth: string | null; body: string }> = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (url === `${ISSUER}/.well-known/openid-configuration`) return Response.json({ token_endpoint: `${ISSUER}/token` });
    if (url === `${ISSUER}/token` && init?.method === 'POST') {
      tokenRequests.push({
        auth: new Headers(init.headers).get('authorization'),
        body: typeof init.body === 'string' ? init.body : (init.body as URLSearchParams).toString(),
      });
      await new Promise((r) => setTimeout(r, 20));
      const { status, body } = answer(tokenRequests.length);
      return Response.json(body, { status });
    }
    return new Response('not found', { status: 404 });
  }) as typeof fetch;
  return { fetchFn, tokenRequests };
}

describe('service token source', () => {
  it('asks the token endpoint once for concurrent callers and caches until shortly before expiry', async () => {
    let now = 1_000_000;
    const idp = fakeIdp((n) => ({ status: 200, body: { access_token: `token-${n}`, expires_in: 600, token_type: 'Bearer' } }));
    const source = createServiceTokenSource({
      issuer: ISSUER,
      clientId: 'luminate-gateway',
      clientSecret: 's3cret value',
      logger: pino({ enabled: false }),
      fetch: idp.fetchFn,
      now: () => now,
    });
    expect(await Promise.all([source.get(), source.get(), source.get()])).toEqual(['token-1', 'token-1', 'token-1']);
    expect(idp.tokenRequests).toHaveLength(1);
    const [request] = idp.tokenRequests;
    expect(request.auth).toBe(`Basic ${Buffer.from('luminate-gateway:s3cret+value').toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      grant_type: 'client_credentials',
      resource: 'urn:luminate:api',
      scope: 'call-list.hub',
    });

    now += 500_000; // 100 s before expiry: still cached
    expect(await source.get()).toBe('token-1');
    now += 50_000; // within the last minute: refreshed
    expect(await source.get()).toBe('token-2');
    source.invalidate();
    expect(await source.get()).toBe('token-3');
  });

  it('reports a refused client without the secret and recovers on the next call', async () => {
    const idp = fakeIdp((n) =>
      n === 1 ? { status: 401, body: { error: 'invalid_client' } } : { status: 200, body: { access_token: 'ok', expires_in: 60 } },
    );
    const source = createServiceTokenSource({
      issuer: ISSUER,
      clientId: 'luminate-gateway',
      clientSecret: 'hidden-secret',
      logger: pino({ enabled: false }),
      fetch: idp.fetchFn,
    });
    const error = await source.get().catch((e: Error) => e);
    expect(String(error)).toMatch(/401 \(invalid_client\)/);
    expect(String(error)).not.toMatch(/hidden-secret/);
    expect(await source.get()).toBe('ok');
  });
});
