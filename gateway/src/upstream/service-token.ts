/**
 * The gateway's own access tokens: OAuth 2.0 client credentials at the token issuer
 * (client_secret_basic), one source per scope — the call-list hub's, and the approval change
 * feed's (upstream/change-feed.ts), the one Care API route that takes a service token; every
 * other Care API call carries the user's token. The token is cached until shortly before it
 * expires, and concurrent callers share one request, so a hub reconnect storm costs one token
 * request.
 * Neither the token nor the secret is ever logged.
 */
import type { Logger } from 'pino';

/** Resource indicator and scope the hub's tokens are issued for (sandbox IdP contract). */
export const HUB_TOKEN_RESOURCE = 'urn:luminate:api';
export const HUB_TOKEN_SCOPE = 'call-list.hub';

/** Refresh this long before `expires_in` runs out, so a token never expires mid-handshake. */
const EXPIRY_MARGIN_MS = 60_000;
const REQUEST_TIMEOUT_MS = 10_000;

export interface ServiceTokenOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  logger: Logger;
  resource?: string;
  scope?: string;
  /** Injectable for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  now?: () => number;
}

export interface ServiceTokenSource {
  /** A valid access token (cached, or fetched once for all concurrent callers). */
  get(): Promise<string>;
  /** Forgets the cached token, e.g. after the hub answered 401 with it. */
  invalidate(): void;
}

export class ServiceTokenError extends Error {
  override name = 'ServiceTokenError';
}

/** RFC 6749 §2.3.1: id and secret are form-urlencoded before they are joined and base64-encoded. */
function basicAuth(clientId: string, clientSecret: string): string {
  const enc = (s: string) => encodeURIComponent(s).replace(/%20/g, '+');
  return `Basic ${Buffer.from(`${enc(clientId)}:${enc(clientSecret)}`).toString('base64')}`;
}

export function createServiceTokenSource(opts: ServiceTokenOptions): ServiceTokenSource {
  const doFetch = opts.fetch ?? fetch;
  const now = opts.now ?? Date.now;
  const issuer = opts.issuer.replace(/\/+$/, '');
  let tokenEndpoint: string | null = null;
  let cached: { token: string; refreshAt: number } | null = null;
  let inFlight: Promise<string> | null = null;

  async function discoverTokenEndpoint(): Promise<string> {
    if (tokenEndpoint) return tokenEndpoint;
    const res = await doFetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    if (!res.ok) {
      await res.body?.cancel();
      throw new ServiceTokenError(`issuer discovery answered ${res.status}`);
    }
    const doc = (await res.json()) as { token_endpoint?: unknown };
    if (typeof doc.token_endpoint !== 'string' || !/^https?:\/\//.test(doc.token_endpoint)) {
      throw new ServiceTokenError('issuer discovery has no token_endpoint');
    }
    tokenEndpoint = doc.token_endpoint;
    return tokenEndpoint;
  }

  async function requestToken(): Promise<string> {
    const endpoint = await discoverTokenEndpoint();
    const body = new URLSearchParams({
      grant_type: 'client_credentials',
      resource: opts.resource ?? HUB_TOKEN_RESOURCE,
      scope: opts.scope ?? HUB_TOKEN_SCOPE,
    });
    const started = now();
    const res = await doFetch(endpoint, {
      method: 'POST',
      headers: {
        authorization: basicAuth(opts.clientId, opts.clientSecret),
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const answer = (await res.json().catch(() => ({}))) as { access_token?: unknown; expires_in?: unknown; error?: unknown };
    if (!res.ok || typeof answer.access_token !== 'string' || !answer.access_token) {
      // The OAuth error code (e.g. invalid_client) is safe to log; the body otherwise is not needed.
      const code = typeof answer.error === 'string' ? answer.error : 'no access_token';
      throw new ServiceTokenError(`token endpoint answered ${res.status} (${code})`);
    }
    const lifetimeMs = typeof answer.expires_in === 'number' && answer.expires_in > 0 ? answer.expires_in * 1000 : 5 * 60_000;
    // Short-lived tokens refresh at half-life rather than never being cached.
    const margin = Math.min(EXPIRY_MARGIN_MS, lifetimeMs / 2);
    cached = { token: answer.access_token, refreshAt: started + lifetimeMs - margin };
    opts.logger.info(
      { clientId: opts.clientId, scope: opts.scope ?? HUB_TOKEN_SCOPE, expiresInS: Math.round(lifetimeMs / 1000) },
      'service token issued',
    );
    return answer.access_token;
  }

  return {
    get() {
      if (cached && now() < cached.refreshAt) return Promise.resolve(cached.token);
      inFlight ??= requestToken().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    invalidate() {
      cached = null;
    },
  };
}
