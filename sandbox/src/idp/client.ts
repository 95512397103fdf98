import { createHash, randomBytes } from 'node:crypto';
import { CLI_CLIENT_ID, CLI_REDIRECT_URI } from './clients.ts';

/**
 * Signs a user in against the sandbox identity provider the way a browser would: authorization
 * code flow with PKCE, following redirects with a cookie jar, posting the login form, and reading
 * the code from the final redirect (which is never followed, nothing listens there).
 */

export interface GetTokenOptions {
  /** e.g. http://localhost:4100/oidc */
  issuer: string;
  username: string;
  password: string;
  clientId?: string;
  /** Defaults to the CLI client's redirect URI. */
  redirectUri?: string;
  scope?: string;
}

export interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
  scope?: string;
}

/** The identity provider could not be reached at all (not started, wrong port). */
export class IdpUnreachableError extends Error {
  constructor(
    readonly issuer: string,
    options?: { cause?: unknown },
  ) {
    super(`Identity provider not reachable at ${issuer}`, options);
    this.name = 'IdpUnreachableError';
  }
}

/** The provider answered but refused to sign the user in. */
export class SignInError extends Error {
  constructor(
    message: string,
    readonly code: 'invalid_credentials' | 'protocol_error' = 'protocol_error',
  ) {
    super(message);
    this.name = 'SignInError';
  }
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
}

const MAX_HOPS = 10;
const discoveryCache = new Map<string, Promise<Discovery>>();

/** Minimal cookie jar: name → value, honouring Path and deletion; one origin per sign-in. */
class CookieJar {
  #cookies = new Map<string, { value: string; path: string }>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      if (separator < 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      let path = '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key, attrValue = ''] = attribute.split('=').map((part) => part.trim());
        const lower = key.toLowerCase();
        if (lower === 'path') path = attrValue || '/';
        if (lower === 'max-age' && Number(attrValue) <= 0) expired = true;
        if (lower === 'expires' && Date.parse(attrValue) <= Date.now()) expired = true;
      }
      const key = `${name};${path}`;
      if (expired) this.#cookies.delete(key);
      else this.#cookies.set(key, { value, path });
    }
  }

  headerFor(url: URL): string | undefined {
    const pairs: string[] = [];
    for (const [key, cookie] of this.#cookies) {
      const inPath = url.pathname === cookie.path || url.pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`);
      if (inPath) pairs.push(`${key.slice(0, key.indexOf(';'))}=${cookie.value}`);
    }
    return pairs.length > 0 ? pairs.join('; ') : undefined;
  }
}

function base64url(bytes: Buffer): string {
  return bytes.toString('base64url');
}

async function send(issuer: string, url: URL, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'manual' });
  } catch (error) {
    throw new IdpUnreachableError(issuer, { cause: error });
  }
}

async function discover(issuer: string): Promise<Discovery> {
  const cached = discoveryCache.get(issuer);
  if (cached) return cached;
  const pending = (async () => {
    const response = await send(issuer, new URL(`${issuer}/.well-known/openid-configuration`));
    if (!response.ok) throw new SignInError(`Discovery failed with HTTP ${response.status}`);
    const document = (await response.json()) as Discovery;
    if (document.issuer !== issuer) throw new SignInError(`Discovery names issuer ${document.issuer}, expected ${issuer}`);
    return document;
  })();
  discoveryCache.set(issuer, pending);
  pending.catch(() => discoveryCache.delete(issuer));
  return pending;
}

function decodeHtmlAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function formAction(html: string, pageUrl: URL): URL {
  const match = /<form[^>]*\baction="([^"]*)"/i.exec(html);
  return match ? new URL(decodeHtmlAttribute(match[1]), pageUrl) : pageUrl;
}

function isRedirectTarget(location: URL, redirectUri: string): boolean {
  const target = new URL(redirectUri);
  return location.origin === target.origin && location.pathname === target.pathname;
}

/** Runs the browser part of the flow and returns the authorization code. */
async function authorize(
  discovery: Discovery,
  options: Required<Omit<GetTokenOptions, 'issuer'>> & { issuer: string },
  codeChallenge: string,
): Promise<string> {
  const { issuer, clientId, redirectUri, scope, username, password } = options;
  const state = base64url(randomBytes(16));
  const authUrl = new URL(discovery.authorization_endpoint);
  authUrl.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope,
    state,
    nonce: base64url(randomBytes(16)),
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
  }).toString();

  const jar = new CookieJar();
  let url = authUrl;
  let init: RequestInit = {};
  let submitted = false;

  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const cookie = jar.headerFor(url);
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await send(issuer, url, { ...init, headers });
    jar.store(response);

    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      const next = new URL(location, url);
      if (isRedirectTarget(next, redirectUri)) {
        const error = next.searchParams.get('error');
        if (error) throw new SignInError(`${error}: ${next.searchParams.get('error_description') ?? ''}`.trim());
        if (next.searchParams.get('state') !== state) throw new SignInError('State mismatch in the authorization response');
        const iss = next.searchParams.get('iss');
        if (iss && iss !== issuer) throw new SignInError(`Authorization response from unexpected issuer ${iss}`);
        const code = next.searchParams.get('code');
        if (!code) throw new SignInError('Authorization response carries no code');
        return code;
      }
      url = next;
      init = {};
      continue;
    }

    const body = await response.text();
    if (response.status === 401 && submitted) throw new SignInError('Invalid username or password', 'invalid_credentials');
    if (response.status !== 200 || submitted || !/type="password"/i.test(body)) {
      throw new SignInError(`Unexpected HTTP ${response.status} from ${url.pathname} during sign-in`);
    }
    // The login page: submit the credentials to the form's action.
    url = formAction(body, url);
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password }).toString(),
    };
    submitted = true;
  }
  throw new SignInError('Too many redirects during sign-in');
}

/** Full sign-in; returns the access, ID and (for first-party clients) refresh tokens. */
export async function getTokens(options: GetTokenOptions): Promise<TokenSet> {
  const issuer = options.issuer.replace(/\/+$/, '');
  const resolved = {
    issuer,
    username: options.username,
    password: options.password,
    clientId: options.clientId ?? CLI_CLIENT_ID,
    redirectUri: options.redirectUri ?? CLI_REDIRECT_URI,
    scope: options.scope ?? 'openid profile email',
  };
  const discovery = await discover(issuer);
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const code = await authorize(discovery, resolved, challenge);

  const response = await send(issuer, new URL(discovery.token_endpoint), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: resolved.redirectUri,
      client_id: resolved.clientId,
      code_verifier: verifier,
    }).toString(),
  });
  const json = (await response.json().catch(() => ({}))) as Partial<TokenSet> & { error?: string; error_description?: string };
  if (!response.ok || !json.access_token) {
    throw new SignInError(`Token request failed: ${json.error ?? response.status} ${json.error_description ?? ''}`.trim());
  }
  return json as TokenSet;
}

/** Full sign-in; returns only the access token (a JWT for the `luminate-api` audience). */
export async function getToken(options: GetTokenOptions): Promise<string> {
  return (await getTokens(options)).access_token;
}
