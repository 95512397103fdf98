/**
 * The Google Maps browser key: optional; when set it is served in /config.json (the web client's
 * maps then use Google's basemap) and the Content-Security-Policy lets the page reach Google's
 * maps hosts. When unset, /config.json does not mention it and the CSP names no Google host: the
 * offline maps need nothing beyond this origin.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../gateway/src/config.ts';
import { registerWebConfig } from '../../gateway/src/server/web-config.ts';
import { cspDirectives } from '../../gateway/src/server/security-headers.ts';

const ISSUER = 'http://127.0.0.1:4100/oidc';

async function configJson(env: Record<string, string>): Promise<Record<string, unknown>> {
  const config = loadConfig({ OIDC_ISSUER: ISSUER, ...env });
  const app = express();
  registerWebConfig(app, config);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/config.json`);
    return (await res.json()) as Record<string, unknown>;
  } finally {
    server.close();
  }
}

const googleHosts = (directives: Record<string, string[]>) =>
  Object.entries(directives).flatMap(([name, values]) => values.filter((v) => /google|gstatic/.test(v)).map((v) => `${name} ${v}`));

describe('Google Maps browser key', () => {
  it('is left out of /config.json and the CSP names no Google host when unset', async () => {
    const body = await configJson({});
    expect(body).not.toHaveProperty('googleMapsBrowserKey');
    expect(googleHosts(cspDirectives({ oidcIssuer: ISSUER }, false))).toEqual([]);
  });

  it('is served in /config.json when set, and the CSP then allows the Google Maps hosts', async () => {
    const body = await configJson({ GOOGLE_MAPS_BROWSER_KEY: ' browser-key ' });
    expect(body.googleMapsBrowserKey).toBe('browser-key');
    const directives = cspDirectives({ oidcIssuer: ISSUER, googleMaps: true }, false);
    expect(directives['script-src']).toEqual(expect.arrayContaining(["'self'", 'https://*.googleapis.com', 'https://*.gstatic.com']));
    expect(directives['img-src']).toEqual(expect.arrayContaining(['https://*.googleapis.com', 'https://*.gstatic.com']));
    expect(directives['connect-src']).toEqual(expect.arrayContaining(['https://*.googleapis.com']));
    expect(directives['font-src']).toContain('https://fonts.gstatic.com');
    expect(directives['style-src']).toContain('https://fonts.googleapis.com');
    // Still no inline or evaluated script, and framing of this app stays forbidden.
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(directives['script-src']).not.toContain("'unsafe-eval'");
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
  });

  it('is a separate key from the server-side Places key', async () => {
    const body = await configJson({ GOOGLE_MAPS_API_KEY: 'server-key' });
    expect(body).not.toHaveProperty('googleMapsBrowserKey');
    expect(JSON.stringify(body)).not.toContain('server-key');
  });
});
