import express, { type RequestHandler } from 'express';
import type Provider from 'oidc-provider';
import type { JSONWebKeySet } from 'jose';
import type { IdpDb } from './db.ts';
import { interactionRouter } from './interactions.ts';
import { createAdapterFactory, ensureStoreTable } from './adapter.ts';
import { createSigningKey, ensureCookieKeys, ensureSigningKeys, loadSigningKeys, toPublicJwk, type SigningKey } from './keys.ts';
import { ACCESS_TOKEN_TTL_SECONDS, createProvider } from './provider.ts';
import { createTokenVerifier, InvalidAccessTokenError, type VerifiedAccessToken, type VerifiedPrincipal } from './verify.ts';

export type { IdpDb } from './db.ts';
export { hashPassword } from './passwords.ts';
export { InvalidAccessTokenError, type VerifiedAccessToken, type VerifiedPrincipal } from './verify.ts';

export interface IdentityProviderOptions {
  db: IdpDb;
  /** Public URL the router is served at, e.g. http://localhost:4100/oidc. Its path is the mount path. */
  issuer: string;
  /** Lifetime of users' access tokens in seconds (default ACCESS_TOKEN_TTL_SECONDS, one hour). */
  accessTokenTtlS?: number;
}

export interface IdentityProvider {
  /** Mount at the issuer's path: `app.use('/oidc', idp.router)`. Serves the interaction pages too. */
  router: RequestHandler;
  /** The current oidc-provider instance (replaced when the signing key rotates). */
  readonly provider: Provider;
  issuer: string;
  /** User tokens only: a service client's token is refused (it names no user). */
  verifyAccessToken(token: string): Promise<VerifiedAccessToken>;
  /** User tokens and service-client tokens (the call-list hub accepts both). */
  verifyPrincipal(token: string): Promise<VerifiedPrincipal>;
  /** Creates a new signing key; new tokens use it, tokens signed by older keys keep verifying. Returns its kid. */
  rotateSigningKey(): Promise<string>;
  /** Public keys as served at the JWKS endpoint, newest first. */
  publicJwks(): JSONWebKeySet;
  /** Lifetime of users' access tokens issued from now on, in seconds; null restores the configured one. */
  setAccessTokenTtl(seconds: number | null): void;
}

/** A usable access-token lifetime: whole seconds, at least one, at most a day. */
function checkedTtl(seconds: number): number {
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 24 * 60 * 60) {
    throw new RangeError(`An access token lifetime must be 1 to 86400 whole seconds, got ${seconds}`);
  }
  return seconds;
}

function toJwks(keys: SigningKey[]): JSONWebKeySet {
  return { keys: keys.map(toPublicJwk) };
}

let current: IdentityProvider | undefined;

export async function createIdentityProvider({ db, issuer, accessTokenTtlS }: IdentityProviderOptions): Promise<IdentityProvider> {
  const normalizedIssuer = issuer.replace(/\/+$/, '');
  const configuredTtl = checkedTtl(accessTokenTtlS ?? ACCESS_TOKEN_TTL_SECONDS);
  let ttl = configuredTtl;
  const accessTokenTtl = () => ttl;
  let keys = await ensureSigningKeys(db);
  const cookieKeys = await ensureCookieKeys(db);
  await ensureStoreTable(db);
  const adapter = createAdapterFactory(db);
  let provider = createProvider({ db, issuer: normalizedIssuer, keys, cookieKeys, adapter, accessTokenTtl });
  let handleProvider = provider.callback();

  const verify = createTokenVerifier({
    issuer: normalizedIssuer,
    initialJwks: toJwks(keys),
    loadJwks: async () => toJwks(await loadSigningKeys(db)),
  });

  const router = express.Router();
  router.use(interactionRouter(() => provider, db));
  // Delegates to whichever provider instance is current, so rotation needs no re-mounting.
  router.use((req, res) => {
    void handleProvider(req, res);
  });

  const idp: IdentityProvider = {
    router,
    get provider() {
      return provider;
    },
    issuer: normalizedIssuer,
    verifyAccessToken: verify.verifyAccessToken,
    verifyPrincipal: verify.verifyPrincipal,
    async rotateSigningKey() {
      const created = await createSigningKey(db);
      keys = await loadSigningKeys(db);
      // Grants, sessions and refresh tokens live in the database and the cookie keys are kept, so
      // signed-in users stay signed in across the swap.
      provider = createProvider({ db, issuer: normalizedIssuer, keys, cookieKeys, adapter, accessTokenTtl });
      handleProvider = provider.callback();
      return created.kid;
    },
    publicJwks: () => toJwks(keys),
    setAccessTokenTtl(seconds) {
      ttl = seconds === null ? configuredTtl : checkedTtl(seconds);
    },
  };
  current = idp;
  return idp;
}

function requireCurrent(): IdentityProvider {
  if (!current) throw new Error('The identity provider has not been created yet (call createIdentityProvider first)');
  return current;
}

/**
 * Verifies an access token with the most recently created identity provider's keys (no HTTP).
 * Throws InvalidAccessTokenError for anything that must be answered with 401.
 */
export async function verifyAccessToken(token: string): Promise<VerifiedAccessToken> {
  const idp = current;
  if (!idp) throw new InvalidAccessTokenError('identity provider not started');
  return idp.verifyAccessToken(token);
}

/**
 * Sets the lifetime of users' access tokens the most recently created identity provider issues
 * from now on (tests of token expiry); null restores the configured lifetime.
 */
export function setAccessTokenTtl(seconds: number | null): void {
  requireCurrent().setAccessTokenTtl(seconds);
}

/** Rotates the signing key of the most recently created identity provider; returns the new kid. */
export async function rotateSigningKey(): Promise<string> {
  return requireCurrent().rotateSigningKey();
}
