/**
 * GET /config.json: the settings the browser app needs at run time (its identity provider and
 * OIDC client), so one web build serves any deployment and test stacks on ephemeral ports.
 */
import type { Express } from 'express';
import type { GatewayConfig } from '../config.ts';

export interface WebRuntimeConfig {
  oidcIssuer: string;
  clientId: string;
}

export function registerWebConfig(app: Express, config: Pick<GatewayConfig, 'OIDC_ISSUER' | 'WEB_OIDC_CLIENT_ID'>): void {
  const body: WebRuntimeConfig = { oidcIssuer: config.OIDC_ISSUER, clientId: config.WEB_OIDC_CLIENT_ID };
  app.get('/config.json', (_req, res) => {
    res.setHeader('cache-control', 'no-cache');
    res.json(body);
  });
}
