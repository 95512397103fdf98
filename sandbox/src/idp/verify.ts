import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import { isClaim, type Claim } from '@luminate/schema/claims';
import { API_AUDIENCE } from './provider.ts';
import { SIGNING_ALG } from './keys.ts';
import { SERVICE_CLIENTS } from './clients.ts';

/** What the Care API learns from a valid access token. */
export interface VerifiedAccessToken {
  uid: string;
  claims: Claim[];
  employeeId: number | null;
  name: string | null;
  email: string | null;
  /** Expiry, seconds since the epoch. */
  expiresAt: number;
}

/** Raised for every token that must be answered with 401; `reason` is safe to log. */
export class InvalidAccessTokenError extends Error {
  constructor(readonly reason: string) {
    super(`Invalid access token: ${reason}`);
    this.name = 'InvalidAccessTokenError';
  }
}

interface AccessTokenPayload extends JWTPayload {
  client_id?: unknown;
  scope?: unknown;
  claims?: unknown;
  employeeId?: unknown;
  name?: unknown;
  email?: unknown;
}

export interface AccessTokenVerifierOptions {
  issuer: string;
  /** Current public keys; called again once when a token names a kid it does not know. */
  loadJwks: () => Promise<JSONWebKeySet>;
  initialJwks: JSONWebKeySet;
}

function reasonOf(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'expired';
  if (error instanceof joseErrors.JWTClaimValidationFailed) return `claim ${error.claim} invalid`;
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'bad signature';
  if (error instanceof joseErrors.JWKSNoMatchingKey) return 'unknown signing key';
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return 'algorithm not allowed';
  if (error instanceof joseErrors.JOSEError) return error.code;
  return 'malformed';
}

/** A valid token of a service client (client credentials): no user behind it. */
export interface VerifiedServiceToken {
  kind: 'service';
  clientId: string;
  scopes: string[];
  /** Expiry, seconds since the epoch. */
  expiresAt: number;
}

/** Whoever a valid token stands for: a user (what the Care API accepts) or a service client. */
export type VerifiedPrincipal = ({ kind: 'user' } & VerifiedAccessToken) | VerifiedServiceToken;

/**
 * Verifies access tokens against the provider's own keys, with no HTTP round trip: signature
 * (RS256 only), issuer, audience, token type and expiry. `verifyAccessToken` accepts user tokens
 * only (a service client's token has no user, so the Care API must refuse it); `verifyPrincipal`
 * accepts both, for the call-list hub.
 */
export function createTokenVerifier({ issuer, loadJwks, initialJwks }: AccessTokenVerifierOptions) {
  let keySet = createLocalJWKSet(initialJwks);

  async function verifyWith(token: string) {
    return jwtVerify<AccessTokenPayload>(token, keySet, {
      issuer,
      audience: API_AUDIENCE,
      algorithms: [SIGNING_ALG],
      typ: 'at+jwt',
      requiredClaims: ['sub', 'exp', 'iat'],
    });
  }

  async function verifyPrincipal(token: string): Promise<VerifiedPrincipal> {
    if (typeof token !== 'string' || token.length === 0) throw new InvalidAccessTokenError('missing');
    let result: Awaited<ReturnType<typeof verifyWith>>;
    try {
      result = await verifyWith(token);
    } catch (error) {
      if (!(error instanceof joseErrors.JWKSNoMatchingKey)) throw new InvalidAccessTokenError(reasonOf(error));
      // Another process may have rotated the key; reload once before giving up.
      keySet = createLocalJWKSet(await loadJwks());
      try {
        result = await verifyWith(token);
      } catch (retryError) {
        throw new InvalidAccessTokenError(reasonOf(retryError));
      }
    }
    const { payload } = result;
    // oidc-provider sets `sub` to the client id when a token is issued without a user.
    if (typeof payload.client_id === 'string' && SERVICE_CLIENTS.has(payload.client_id) && payload.sub === payload.client_id) {
      return {
        kind: 'service',
        clientId: payload.client_id,
        scopes: typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [],
        expiresAt: payload.exp!,
      };
    }
    const claims = Array.isArray(payload.claims)
      ? payload.claims.filter((claim): claim is Claim => typeof claim === 'string' && isClaim(claim))
      : [];
    return {
      kind: 'user',
      uid: payload.sub!,
      claims,
      employeeId: typeof payload.employeeId === 'number' ? payload.employeeId : null,
      name: typeof payload.name === 'string' ? payload.name : null,
      email: typeof payload.email === 'string' ? payload.email : null,
      expiresAt: payload.exp!,
    };
  }

  async function verifyAccessToken(token: string): Promise<VerifiedAccessToken> {
    const principal = await verifyPrincipal(token);
    if (principal.kind === 'service') throw new InvalidAccessTokenError('service token');
    const { kind: _kind, ...user } = principal;
    return user;
  }

  return { verifyAccessToken, verifyPrincipal };
}
