/**
 * GET /config.json: the settings the browser app needs at run time (its identity provider and
 * OIDC client, after how long without input it signs the user out, and the Google Maps browser
 * key when the deployment has one), so one web build serves any deployment and test stacks on
 * ephemeral ports.
 */
import type { Express } from 'express';
import type { GatewayConfig } from '../config.ts';

export interface WebRuntimeConfig {
  oidcIssuer: string;
  clientId: string;
  /** Seconds without input (mouse, keyboard, touch, scroll) after which the app signs the user out. */
  sessionIdleTimeoutS: number;
  /**
   * GOOGLE_MAPS_BROWSER_KEY, only when set: the maps then draw on Google's basemap. It is a public
   * key by nature (it is sent to Google from every browser), restricted by referrer at Google.
   */
  googleMapsBrowserKey?: string;
}

export function registerWebConfig(
  app: Express,
  config: Pick<GatewayConfig, 'OIDC_ISSUER' | 'WEB_OIDC_CLIENT_ID' | 'SESSION_IDLE_TIMEOUT_S' | 'GOOGLE_MAPS_BROWSER_KEY'>,
): void {
  const body: WebRuntimeConfig = {
    oidcIssuer: config.OIDC_ISSUER,
    clientId: config.WEB_OIDC_CLIENT_ID,
    sessionIdleTimeoutS: config.SESSION_IDLE_TIMEOUT_S,
    ...(config.GOOGLE_MAPS_BROWSER_KEY ? { googleMapsBrowserKey: config.GOOGLE_MAPS_BROWSER_KEY } : {}),
  };
  app.get('/config.json', (_req, res) => {
    res.setHeader('cache-control', 'no-cache');
    res.json(body);
  });
}
