/**
 * Access-token verification against the identity provider's published keys. Discovery is
 * fetched lazily and cached; jose's remote JWK set refetches on an unknown `kid` (key
 * rotation), at most once per cooldown.
 *
 * A token that verified is remembered (by its exact text) for a short while — at most
 * `verifiedTtlMs` and never past its own expiry — so a client sending the same token with every
 * request pays for the signature check once, not per request. A refused token is never
 * remembered: it is checked again each time.
 */
import { LRUCache } from 'lru-cache';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Viewer } from '../context.ts';
import { UnusableIdentityError, viewerFromPayload, type TokenShape } from './viewer.ts';

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  /** Accepted signature algorithms; never `none` or HS* (config enforces it). */
  algorithms: string[];
  /** Time allowed for the discovery and JWKS fetches. */
  timeoutMs?: number;
  /** Minimum time between JWKS refetches triggered by unknown key ids. */
  cooldownMs?: number;
  clockToleranceSeconds?: number;
  /** How long a verified token is remembered (default 60 s; 0 checks every time). */
  verifiedTtlMs?: number;
  /** How many verified tokens are remembered at most (default 10,000; the least recent go first). */
  verifiedMax?: number;
  /** Told whether each token was found among the remembered ones (for the cache metrics). */
  onCacheLookup?: (hit: boolean) => void;
  /** Where the token keeps the user id, employee id and claims (default: the sandbox's shape). */
  shape?: TokenShape;
}

/** The token is missing, malformed, expired, or not ours: answer 401. */
export class InvalidTokenError extends Error {
  constructor(readonly reason: string) {
    super(`Invalid access token: ${reason}`);
    this.name = 'InvalidTokenError';
  }
}

/** The identity provider could not be reached to check the token: answer 503, not 401. */
export class IssuerUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The identity provider is unreachable', { cause });
    this.name = 'IssuerUnavailableError';
  }
}

export interface TokenVerifier {
  verify(token: string): Promise<Viewer>;
  /** Resolves when discovery and the JWKS answer (readiness probe). */
  checkReachable(): Promise<void>;
}

interface Discovery {
  issuer: string;
  jwks_uri: string;
}

export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const timeoutMs = options.timeoutMs ?? 5000;
  const issuer = options.issuer;
  let discovery: Promise<{ jwksUri: URL; keys: JWTVerifyGetKey }> | null = null;

  async function discover() {
    const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`discovery answered ${res.status}`);
    const doc = (await res.json()) as Partial<Discovery>;
    if (doc.issuer !== issuer) throw new Error('discovery issuer does not match OIDC_ISSUER');
    if (typeof doc.jwks_uri !== 'string') throw new Error('discovery has no jwks_uri');
    const jwksUri = new URL(doc.jwks_uri);
    if (jwksUri.protocol !== 'https:' && jwksUri.protocol !== 'http:') throw new Error('jwks_uri must be http(s)');
    const keys = createRemoteJWKSet(jwksUri, {
      timeoutDuration: timeoutMs,
      cooldownDuration: options.cooldownMs ?? 30_000,
      cacheMaxAge: 10 * 60_000,
    });
    return { jwksUri, keys };
  }

  function discovered() {
    if (!discovery) {
      discovery = discover().catch((error) => {
        // Forget the failure so the next request tries again.
        discovery = null;
        throw new IssuerUnavailableError(error);
      });
    }
    return discovery;
  }

  const verifiedTtlMs = options.verifiedTtlMs ?? 60_000;
  const verified = verifiedTtlMs > 0 ? new LRUCache<string, Viewer>({ max: options.verifiedMax ?? 10_000 }) : null;

  async function verifySignature(token: string, keys: JWTVerifyGetKey): Promise<Viewer> {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer,
        audience: options.audience,
        algorithms: options.algorithms,
        requiredClaims: ['iss', 'aud', 'exp', 'sub'],
        clockTolerance: options.clockToleranceSeconds ?? 30,
      });
      if (typeof payload.sub !== 'string' || !payload.sub) throw new InvalidTokenError('no subject');
      // A client-credentials token (the gateway's own hub token, or any service client's) names
      // the client as its subject: it has no user, so it never signs anyone in here.
      if (typeof payload.client_id === 'string' && payload.client_id === payload.sub) throw new InvalidTokenError('service token');
      // `exp` is required above; subscriptions end when it passes. The viewer is shared by every
      // request presenting this token, hence frozen.
      return Object.freeze({ ...viewerFromPayload(payload, token, options.shape), expiresAt: payload.exp! * 1000 });
    } catch (error) {
      if (error instanceof InvalidTokenError) throw error;
      if (error instanceof UnusableIdentityError) throw new InvalidTokenError(error.reason);
      if (error instanceof joseErrors.JWKSTimeout || (error instanceof Error && !(error instanceof joseErrors.JOSEError))) {
        throw new IssuerUnavailableError(error);
      }
      const code = (error as { code?: string }).code ?? 'ERR_JWT_INVALID';
      throw new InvalidTokenError(code);
    }
  }

  return {
    async verify(token) {
      if (!token) throw new InvalidTokenError('missing');
      const known = verified?.get(token);
      // Past its expiry a remembered token is checked again (and refused by the check).
      const hit = !!known && known.expiresAt !== undefined && Date.now() < known.expiresAt;
      if (verified) options.onCacheLookup?.(hit);
      if (hit) return known;
      const { keys } = await discovered();
      const viewer = await verifySignature(token, keys);
      verified?.set(token, viewer, { ttl: Math.min(verifiedTtlMs, Math.max(1, viewer.expiresAt! - Date.now())) });
      return viewer;
    },

    async checkReachable() {
      // Discovery is re-fetched here on purpose: readiness must reflect the issuer now.
      const { jwksUri } = await discover();
      const res = await fetch(jwksUri, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
      if (!res.ok) throw new Error(`jwks answered ${res.status}`);
      await res.body?.cancel();
    },
  };
}

const BEARER = /^Bearer\s+([A-Za-z0-9\-._~+/]+=*)\s*$/i;

/** The token of an `Authorization: Bearer …` header, or null when absent or malformed. */
export function bearerToken(header: string | string[] | undefined | null): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  return BEARER.exec(value)?.[1] ?? null;
}
