import Provider, { errors, interactionPolicy, type AdapterFactory, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { findUserByUid } from './accounts.ts';
import { buildClients, FIRST_PARTY_CLIENTS, isAllowedOrigin, SERVICE_CLIENTS, SERVICE_SCOPES } from './clients.ts';
import type { IdpDb } from './db.ts';
import { SIGNING_ALG, type SigningKey } from './keys.ts';
import { renderErrorPage, renderLoggedOutPage, renderLogoutPage } from './pages.ts';

/** Audience (resource indicator) of every access token: the Care API and the gateway accept it. */
export const API_AUDIENCE = 'luminate-api';
/** Resource indicators must be absolute URIs (RFC 8707); the token's `aud` is API_AUDIENCE. */
export const API_RESOURCE = 'urn:luminate:api';
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
/** OIDC scopes the platform offers; first-party clients are granted all they request of these. */
export const OIDC_SCOPES = ['openid', 'profile', 'email', 'offline_access'] as const;
/** Scope carried by access tokens for the API; authorisation itself is driven by `claims`. */
const API_SCOPE = 'openid profile email';

export interface ProviderOptions {
  db: IdpDb;
  issuer: string;
  /** Newest first; the first key signs. */
  keys: SigningKey[];
  /** Secrets for signing provider cookies; stable across key rotations so sessions survive them. */
  cookieKeys: string[];
  /** Storage for sessions, grants, codes and refresh tokens. */
  adapter: AdapterFactory;
  /** Lifetime of users' access tokens in seconds, read at every issue (default ACCESS_TOKEN_TTL_SECONDS). */
  accessTokenTtl?: () => number;
}

/** Path prefix the provider is mounted under, taken from the issuer (e.g. "/oidc"). */
export function mountPathOf(issuer: string): string {
  return new URL(issuer).pathname.replace(/\/+$/, '');
}

/**
 * Auto-consent for the platform's own applications: the grant always covers the requested OIDC
 * scopes and the API resource, so no consent screen is ever shown to them.
 */
async function loadFirstPartyGrant(ctx: KoaContextWithOIDC) {
  const { provider, client, session, params, result } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = (result?.consent as { grantId?: string } | undefined)?.grantId ?? session.grantIdFor(client.clientId);
  const existing = grantId ? await provider.Grant.find(grantId) : undefined;
  if (!FIRST_PARTY_CLIENTS.has(client.clientId)) return existing;

  const grant = existing ?? new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  const requested = (typeof params?.scope === 'string' ? params.scope : 'openid')
    .split(' ')
    .filter((scope) => (OIDC_SCOPES as readonly string[]).includes(scope));
  grant.addOIDCScope(requested.join(' '));
  grant.addResourceScope(API_RESOURCE, API_SCOPE);
  await grant.save();
  return grant;
}

/**
 * The standard prompts, minus the consent oidc-provider forces on native clients: both clients
 * are the platform's own and consent is granted automatically anyway, so the extra round trip
 * would only slow every CLI sign-in down.
 */
function firstPartyPolicy() {
  const policy = interactionPolicy.base();
  policy.get('consent')!.checks.remove('native_client_prompt');
  return policy;
}

export function createProvider({
  db,
  issuer,
  keys,
  cookieKeys,
  adapter,
  accessTokenTtl = () => ACCESS_TOKEN_TTL_SECONDS,
}: ProviderOptions): Provider {
  const signingKid = keys[0]?.kid;
  if (!signingKid) throw new Error('The identity provider needs at least one signing key');
  const mountPath = mountPathOf(issuer);

  const configuration: Configuration = {
    adapter,
    clients: buildClients(),
    // Newest first: oidc-provider signs ID tokens with the first matching key; older keys are
    // published so tokens they signed keep verifying.
    jwks: { keys: keys.map((key) => key.privateJwk as never) },
    cookies: { keys: cookieKeys },
    // The service scopes (hub, change feed) are only ever granted to service clients, through client credentials.
    scopes: [...OIDC_SCOPES, ...SERVICE_SCOPES],
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username', 'employee_id'],
      email: ['email', 'email_verified'],
    },
    // ID tokens carry the profile/email claims even though an access token is issued too.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: {
      AccessToken: () => accessTokenTtl(),
      AuthorizationCode: 60,
      ClientCredentials: ACCESS_TOKEN_TTL_SECONDS,
      IdToken: ACCESS_TOKEN_TTL_SECONDS,
      Interaction: 60 * 60,
      Session: 8 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
    },
    async findAccount(_ctx, sub) {
      const user = await findUserByUid(db, sub);
      // A disabled user loses access at the next token issue or refresh, not only at sign-in.
      if (!user || user.disabled) return undefined;
      return {
        accountId: user.uid,
        claims() {
          return {
            sub: user.uid,
            name: user.displayName,
            preferred_username: user.username,
            employee_id: user.employeeId,
            email: user.email ?? undefined,
            email_verified: user.email ? true : undefined,
          };
        },
      };
    },
    // Read fresh at every issue so a claim granted through the Users API is in the next token.
    async extraTokenClaims(_ctx, token) {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      if (!accountId) return undefined;
      const user = await findUserByUid(db, accountId);
      if (!user) return undefined;
      return { claims: user.claims, name: user.displayName, email: user.email, employeeId: user.employeeId };
    },
    // First-party public clients get refresh tokens without having to force a consent prompt.
    issueRefreshToken(_ctx, client) {
      return client.grantTypeAllowed('refresh_token') && FIRST_PARTY_CLIENTS.has(client.clientId);
    },
    loadExistingGrant: loadFirstPartyGrant,
    interactions: {
      policy: firstPartyPolicy(),
      url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}`,
    },
    clientBasedCORS: (_ctx, origin, client) => isAllowedOrigin(origin, client.redirectUris ?? []),
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = renderErrorPage(out.error, out.error_description);
    },
    features: {
      devInteractions: { enabled: false },
      // The gateway's service token for the call-list hub (client `luminate-gateway` only).
      clientCredentials: { enabled: true },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = renderLogoutPage(form);
        },
        postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = renderLoggedOutPage(ctx.oidc.client?.clientName);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        // Refresh and code exchanges without a `resource` parameter keep the granted audience.
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resourceIndicator, client) {
          if (resourceIndicator !== API_RESOURCE) throw new errors.InvalidTarget();
          return {
            // Service clients get the service scopes and nothing a user token carries, and vice versa.
            scope: SERVICE_CLIENTS.has(client.clientId) ? SERVICE_SCOPES.join(' ') : API_SCOPE,
            audience: API_AUDIENCE,
            // Users' tokens take the configured lifetime; the gateway's service token keeps the default.
            accessTokenTTL: SERVICE_CLIENTS.has(client.clientId) ? ACCESS_TOKEN_TTL_SECONDS : accessTokenTtl(),
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: SIGNING_ALG, kid: signingKid } },
          };
        },
      },
    },
  };

  return new Provider(issuer, configuration);
}
