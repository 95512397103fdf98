import { API_RESOURCE } from './provider.ts';
import { CALL_LIST_HUB_SCOPE, DEFAULT_GATEWAY_CLIENT_SECRET, GATEWAY_CLIENT_ID } from './clients.ts';

/**
 * A service token by OAuth client credentials (RFC 6749 §4.4) with client_secret_basic, the way
 * the gateway obtains its token for the call-list hub. Used by the tests and scripts; the gateway
 * has its own client and never imports the sandbox.
 */
export interface ServiceTokenOptions {
  /** e.g. http://localhost:4100/oidc */
  issuer: string;
  clientId?: string;
  clientSecret?: string;
  scope?: string;
  resource?: string;
}

export interface ServiceTokenSet {
  access_token: string;
  token_type: string;
  expires_in: number;
  scope?: string;
}

/** Basic credentials per RFC 6749 §2.3.1: id and secret are form-urlencoded before base64. */
function basicCredentials(clientId: string, clientSecret: string): string {
  const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
  return Buffer.from(`${encode(clientId)}:${encode(clientSecret)}`).toString('base64');
}

export async function getServiceTokenSet(options: ServiceTokenOptions): Promise<ServiceTokenSet> {
  const issuer = options.issuer.replace(/\/+$/, '');
  const discovery = await fetch(`${issuer}/.well-known/openid-configuration`);
  if (!discovery.ok) throw new Error(`Discovery failed with HTTP ${discovery.status}`);
  const { token_endpoint: tokenEndpoint } = (await discovery.json()) as { token_endpoint: string };

  const response = await fetch(tokenEndpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      authorization: `Basic ${basicCredentials(options.clientId ?? GATEWAY_CLIENT_ID, options.clientSecret ?? DEFAULT_GATEWAY_CLIENT_SECRET)}`,
    },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      resource: options.resource ?? API_RESOURCE,
      scope: options.scope ?? CALL_LIST_HUB_SCOPE,
    }).toString(),
  });
  const json = (await response.json().catch(() => ({}))) as Partial<ServiceTokenSet> & { error?: string; error_description?: string };
  if (!response.ok || !json.access_token) {
    throw new Error(`Client credentials request failed: ${json.error ?? response.status} ${json.error_description ?? ''}`.trim());
  }
  return json as ServiceTokenSet;
}

export async function getServiceToken(options: ServiceTokenOptions): Promise<string> {
  return (await getServiceTokenSet(options)).access_token;
}
