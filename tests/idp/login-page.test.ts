import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALICE, PASSWORD, jsonObject, jsonOf, startIdp, type IdpHarness } from './idp-harness.ts';

let idp: IdpHarness;

beforeAll(async () => {
  idp = await startIdp();
});
afterAll(async () => {
  await idp?.close();
});

const WEB_CALLBACK = 'http://localhost:4000/auth/callback';

function authorizeUrl(extra: Record<string, string> = {}): string {
  const verifier = randomBytes(32).toString('base64url');
  const params = new URLSearchParams({
    client_id: 'luminate-web',
    response_type: 'code',
    redirect_uri: WEB_CALLBACK,
    scope: 'openid profile email',
    state: 'state-1',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...extra,
  });
  return `${idp.issuer}/auth?${params}`;
}

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Starts a web-client sign-in and returns the login page's URL, cookies and HTML. */
async function openLoginPage() {
  const start = await fetch(authorizeUrl(), { redirect: 'manual' });
  expect(start.status).toBe(303);
  const pageUrl = new URL(start.headers.get('location')!, idp.issuer).href;
  const cookie = cookiesOf(start);
  const page = await fetch(pageUrl, { headers: { cookie } });
  return { pageUrl, cookie, page, html: await page.text() };
}

describe('login page', () => {
  it('is a plain, labelled form without scripts or external assets', async () => {
    const { pageUrl, page, html } = await openLoginPage();
    expect(new URL(pageUrl).pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toContain('no-store');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('to continue to Luminate');
    expect(html).toMatch(/<label for="username">Username<\/label>/);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).toContain('autocomplete="current-password"');
    expect(html).not.toMatch(/<script|https?:\/\/|@import/i);
  });

  it('shows "Invalid username or password" and escapes what the user typed', async () => {
    const { pageUrl, cookie } = await openLoginPage();
    const typed = '"><script>alert(1)</script>';
    const response = await fetch(pageUrl, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: typed, password: 'nope' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain('<p id="login-error" class="error" role="alert">Invalid username or password</p>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('<script>');
  });

  it('sends the browser back to the web client with a code after a correct sign-in', async () => {
    const { pageUrl, cookie } = await openLoginPage();
    const login = await fetch(pageUrl, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: ALICE.username, password: PASSWORD }),
      redirect: 'manual',
    });
    expect(login.status).toBe(303);
    const resume = await fetch(new URL(login.headers.get('location')!, idp.issuer), {
      headers: { cookie: [cookie, cookiesOf(login)].join('; ') },
      redirect: 'manual',
    });
    expect(resume.status).toBe(303);
    const callback = new URL(resume.headers.get('location')!);
    expect(`${callback.origin}${callback.pathname}`).toBe(WEB_CALLBACK);
    expect(callback.searchParams.get('code')).toEqual(expect.any(String));
    expect(callback.searchParams.get('state')).toBe('state-1');
    expect(callback.searchParams.get('iss')).toBe(idp.issuer);
  });

  it('tells the user to start again when the sign-in request has expired', async () => {
    const { pageUrl } = await openLoginPage();
    const response = await fetch(pageUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: ALICE.username, password: PASSWORD }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Your sign-in request has expired');
  });
});

describe('authorization policy', () => {
  it('requires PKCE from the web client', async () => {
    const url = new URL(authorizeUrl());
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const response = await fetch(url, { redirect: 'manual' });
    const callback = new URL(response.headers.get('location')!);
    expect(callback.searchParams.get('error')).toBe('invalid_request');
    expect(callback.searchParams.get('error_description')).toContain('PKCE');
  });

  it('refuses redirect URIs that are not registered, on a page without external assets', async () => {
    const response = await fetch(authorizeUrl({ redirect_uri: 'https://evil.example/callback' }), { redirect: 'manual' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('redirect_uri');
    expect(html).not.toMatch(/https?:\/\/(?!evil)|@import/);
  });

  it('lets local browser origins call the token endpoint and refuses others', async () => {
    const tokenRequest = (origin: string) =>
      fetch(`${idp.issuer}/token`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'unknown', client_id: 'luminate-web' }),
      });
    const local = await tokenRequest('http://localhost:5173');
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect((await jsonOf(local, jsonObject)).error).toBe('invalid_grant');

    const foreign = await tokenRequest('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect((await jsonOf(foreign, jsonObject)).error_description).toContain('not allowed');
  });
});
