import { UserManager, WebStorageStateStore } from 'oidc-client-ts';

export const CALLBACK_PATH = '/auth/callback';

/** Where the identity provider is and who the web client is (from the gateway's /config.json). */
export interface OidcSettings {
  oidcIssuer: string;
  clientId: string;
}

/** Where to go after sign-in; carried through the IdP round trip in the OIDC state. */
export interface SignInState {
  returnTo: string;
}

/**
 * Authorization code + PKCE against the configured issuer. Tokens live in sessionStorage (gone
 * with the tab); renewal uses the refresh token shortly before the access token expires.
 */
export function createUserManager(config: OidcSettings): UserManager {
  const origin = window.location.origin;
  return new UserManager({
    authority: config.oidcIssuer,
    client_id: config.clientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    automaticSilentRenew: true,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });
}
