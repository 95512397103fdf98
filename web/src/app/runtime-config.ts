/**
 * Deployment settings the gateway serves at /config.json, read once before the app renders so
 * one build works against any identity provider (the sandbox, a test stack, production).
 */
export interface RuntimeConfig {
  /** OIDC issuer URL (discovery at `<issuer>/.well-known/openid-configuration`). */
  oidcIssuer: string;
  /** Public OIDC client id of the web app. */
  clientId: string;
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const res = await fetch('/config.json', { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`Could not load /config.json (HTTP ${res.status})`);
  const body = (await res.json()) as Partial<RuntimeConfig>;
  if (typeof body.oidcIssuer !== 'string' || typeof body.clientId !== 'string') {
    throw new Error('/config.json lacks oidcIssuer or clientId');
  }
  return { oidcIssuer: body.oidcIssuer, clientId: body.clientId };
}
