import type { ClientMetadata } from 'oidc-provider';

/** The platform's own applications. Both are public clients, so PKCE is mandatory. */
export const WEB_CLIENT_ID = 'luminate-web';
export const CLI_CLIENT_ID = 'luminate-cli';
export const FIRST_PARTY_CLIENTS: ReadonlySet<string> = new Set([WEB_CLIENT_ID, CLI_CLIENT_ID]);

/**
 * The gateway's own identity towards the call-list hub and the approval change feed: a
 * confidential client that may only use the client-credentials grant, for the `call-list.hub` and
 * `approvals.changes` scopes. Its tokens name no user, so the Care API refuses them (see
 * verify.ts) except on the change feed with the `approvals.changes` scope; the hub accepts them
 * with `call-list.hub`.
 */
export const GATEWAY_CLIENT_ID = 'luminate-gateway';
export const CALL_LIST_HUB_SCOPE = 'call-list.hub';
/** The approval queues' change feed (GET /api/Changes): the one Care API route a service token may read. */
export const APPROVAL_CHANGES_SCOPE = 'approvals.changes';
/** Every scope a service client may be granted. */
export const SERVICE_SCOPES = [CALL_LIST_HUB_SCOPE, APPROVAL_CHANGES_SCOPE] as const;
export const DEFAULT_GATEWAY_CLIENT_SECRET = 'luminate-gateway-sandbox-secret';
/** Clients whose tokens stand for a service, never for a user. */
export const SERVICE_CLIENTS: ReadonlySet<string> = new Set([GATEWAY_CLIENT_ID]);

/** The CLI never listens here: it reads the code from the Location header of the redirect. */
export const CLI_REDIRECT_URI = 'http://127.0.0.1/callback';

const WEB_REDIRECT_URIS = [
  'http://localhost:4000/auth/callback',
  'http://127.0.0.1:4000/auth/callback',
  'http://localhost:5173/auth/callback',
];
const WEB_POST_LOGOUT_REDIRECT_URIS = ['http://localhost:4000/', 'http://127.0.0.1:4000/', 'http://localhost:5173/'];

/** Splits a comma list from the environment, ignoring blanks. */
export function parseUriList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((uri) => uri.trim())
    .filter((uri) => uri.length > 0);
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** Origins (scheme://host:port) of a list of URLs, for post-logout redirects and CORS. */
function originsOf(uris: string[]): string[] {
  return unique(uris.map((uri) => new URL(uri).origin));
}

export function buildClients(
  extraRedirectUris: string[] = parseUriList(process.env.SANDBOX_REDIRECT_URIS),
  gatewaySecret: string = process.env.SANDBOX_GATEWAY_CLIENT_SECRET || DEFAULT_GATEWAY_CLIENT_SECRET,
): ClientMetadata[] {
  const webRedirects = unique([...WEB_REDIRECT_URIS, ...extraRedirectUris]);
  const webPostLogout = unique([...WEB_POST_LOGOUT_REDIRECT_URIS, ...originsOf(extraRedirectUris).map((o) => `${o}/`)]);
  const publicClient = {
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    id_token_signed_response_alg: 'RS256',
  } satisfies Partial<ClientMetadata>;
  return [
    {
      ...publicClient,
      client_id: WEB_CLIENT_ID,
      client_name: 'Luminate',
      application_type: 'web',
      redirect_uris: webRedirects,
      post_logout_redirect_uris: webPostLogout,
    },
    {
      ...publicClient,
      client_id: CLI_CLIENT_ID,
      client_name: 'Luminate CLI',
      application_type: 'native',
      redirect_uris: [CLI_REDIRECT_URI],
    },
    {
      client_id: GATEWAY_CLIENT_ID,
      client_name: 'Luminate gateway',
      client_secret: gatewaySecret,
      token_endpoint_auth_method: 'client_secret_basic',
      grant_types: ['client_credentials'],
      response_types: [],
      redirect_uris: [],
      scope: SERVICE_SCOPES.join(' '),
    },
  ];
}

/** Browser origins allowed to call the token, userinfo and revocation endpoints. */
export function isAllowedOrigin(origin: string, redirectUris: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]') return true;
  return redirectUris.some((uri) => new URL(uri).origin === url.origin);
}
