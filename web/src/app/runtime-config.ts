/**
 * Deployment settings the gateway serves at /config.json, read once before the app renders so
 * one build works against any identity provider (the sandbox, a test stack, production).
 */
import { setGoogleMapsBrowserKey } from '../shared/lib/deployment-settings.ts';

// The gateway's Content-Security-Policy allows no eval. zod compiles its object validators with
// `new Function` when it may; its probe for that on the first validation would be blocked and
// reported as a violation. Validators work the same without compiling, so the app never tries.
// zod reads its settings from this global (shared by every copy of zod); setting it here, before
// any page loads zod, keeps zod out of the first page's JavaScript.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export interface RuntimeConfig {
  /** OIDC issuer URL (discovery at `<issuer>/.well-known/openid-configuration`). */
  oidcIssuer: string;
  /** Public OIDC client id of the web app. */
  clientId: string;
  /** Seconds without input after which the app signs the user out (SESSION_IDLE_TIMEOUT_S). */
  sessionIdleTimeoutS: number;
  /**
   * Google Maps JavaScript API key restricted to this site's addresses (GOOGLE_MAPS_BROWSER_KEY).
   * With it the maps draw on Google's basemap; without it (null) they use the offline map.
   */
  googleMapsBrowserKey: string | null;
}

/** Used when the gateway does not say (an older gateway): the gateway's own default. */
export const DEFAULT_SESSION_IDLE_TIMEOUT_S = 900;

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const res = await fetch('/config.json', { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`Could not load /config.json (HTTP ${res.status})`);
  const body = (await res.json()) as Partial<RuntimeConfig>;
  if (typeof body.oidcIssuer !== 'string' || typeof body.clientId !== 'string') {
    throw new Error('/config.json lacks oidcIssuer or clientId');
  }
  const idle = body.sessionIdleTimeoutS;
  // A missing or nonsensical value never turns the automatic sign-out off: it falls back to the default.
  const sessionIdleTimeoutS = typeof idle === 'number' && Number.isInteger(idle) && idle > 0 ? idle : DEFAULT_SESSION_IDLE_TIMEOUT_S;
  const key = body.googleMapsBrowserKey;
  const googleMapsBrowserKey = typeof key === 'string' && key.trim() !== '' ? key.trim() : null;
  // The map component reads the key where it lives (shared code does not import the app).
  setGoogleMapsBrowserKey(googleMapsBrowserKey);
  return { oidcIssuer: body.oidcIssuer, clientId: body.clientId, sessionIdleTimeoutS, googleMapsBrowserKey };
}
