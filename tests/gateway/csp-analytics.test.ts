/**
 * The analytics embed origin in the Content-Security-Policy: when ANALYTICS_EMBED_ORIGIN is set,
 * the header's frame-src names exactly that origin (no wildcard, no path, nothing wider); when it
 * is unset, frame-src names only the identity provider. The configuration takes an origin only.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../gateway/src/config.ts';
import { securityHeaders } from '../../gateway/src/server/security-headers.ts';

const ISSUER = 'https://id.example.org/oidc';

/** The CSP header the gateway sends under this configuration. */
async function cspHeader(env: Record<string, string>): Promise<string> {
  const config = loadConfig({ OIDC_ISSUER: ISSUER, ...env });
  const app = express();
  app.use(securityHeaders({ oidcIssuer: config.OIDC_ISSUER, analyticsOrigin: config.ANALYTICS_EMBED_ORIGIN, isSecure: () => false }));
  app.get('/', (_req, res) => {
    res.send('ok');
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/`);
    return res.headers.get('content-security-policy') ?? '';
  } finally {
    server.close();
  }
}

const directive = (header: string, name: string) =>
  header
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? [];

describe('analytics embed origin in the CSP', () => {
  it('frame-src holds exactly the configured origin and no wildcard', async () => {
    const header = await cspHeader({ ANALYTICS_EMBED_ORIGIN: 'https://analytics.example.org/' });
    const frameSrc = directive(header, 'frame-src');
    expect(frameSrc).toEqual(['https://id.example.org', 'https://analytics.example.org']);
    expect(header).not.toMatch(/frame-src[^;]*\*/);
    // Framing of the app itself stays forbidden, and nothing else learns the analytics origin.
    expect(directive(header, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(header, 'connect-src')).not.toContain('https://analytics.example.org');
    expect(directive(header, 'script-src')).not.toContain('https://analytics.example.org');
  });

  it('names no analytics origin when none is configured', async () => {
    const header = await cspHeader({});
    expect(directive(header, 'frame-src')).toEqual(['https://id.example.org']);
    expect(header).not.toContain('analytics');
  });

  it('takes an origin only: a path, a wildcard or another scheme is refused at start-up', () => {
    expect(loadConfig({ ANALYTICS_EMBED_ORIGIN: 'http://localhost:4100' }).ANALYTICS_EMBED_ORIGIN).toBe('http://localhost:4100');
    expect(() => loadConfig({ ANALYTICS_EMBED_ORIGIN: 'http://localhost:4100/embed' })).toThrow(/ANALYTICS_EMBED_ORIGIN/);
    expect(() => loadConfig({ ANALYTICS_EMBED_ORIGIN: 'https://*.example.org' })).toThrow(/ANALYTICS_EMBED_ORIGIN/);
    expect(() => loadConfig({ ANALYTICS_EMBED_ORIGIN: 'ftp://analytics.example.org' })).toThrow(/ANALYTICS_EMBED_ORIGIN/);
  });
});
