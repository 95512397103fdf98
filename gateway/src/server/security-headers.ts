/**
 * Security headers on every gateway answer (web client, /graphql, /files, /config.json, probes),
 * set with helmet:
 * - a Content-Security-Policy the web client works under: scripts only from this origin (no
 *   inline script, no eval), styles also inline (Chakra/Emotion and Monaco write <style> elements
 *   and style attributes at run time), Monaco's editor workers from this origin, API calls to this
 *   origin (HTTP and WebSocket) and to the identity provider; violations are reported to /csp-report.
 *   The Google Maps JS API hosts are allowed only when a maps browser key is configured (the maps
 *   then load Google's API); without it the maps are drawn from this origin alone;
 * - frames from the analytics service's origin (ANALYTICS_EMBED_ORIGIN), exactly that origin and
 *   only when it is configured: the embedded workbooks;
 * - no framing at all (`frame-ancestors 'none'` and `X-Frame-Options: DENY`), so approval pages
 *   cannot be overlaid by another site (clickjacking);
 * - `Referrer-Policy: no-referrer` (URLs may carry record ids and search text), `nosniff`,
 *   same-origin opener and resource policies;
 * - HSTS and `upgrade-insecure-requests` only when the request came over HTTPS (directly, or via
 *   a proxy trusted by TRUST_PROXY): on plain-HTTP loopback they would break the app.
 */
import type { IncomingMessage } from 'node:http';
import helmet from 'helmet';
import type { RequestHandler } from 'express';
import { CSP_REPORT_PATH } from './csp-report.ts';

/** The Reporting API endpoint name `report-to` refers to (declared in Reporting-Endpoints). */
const REPORT_GROUP = 'csp-endpoint';

/**
 * Google Maps JavaScript API, for the maps when a browser key is configured: the loader and its
 * tiles, images, fonts and styles come from these hosts (the hosts Google documents for a CSP).
 */
const MAPS_SCRIPT_HOSTS = ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'];
const MAPS_IMG_HOSTS = ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'];
const MAPS_CONNECT_HOSTS = ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'];
const MAPS_FONT_HOSTS = ['https://fonts.gstatic.com'];
const MAPS_STYLE_HOSTS = ['https://fonts.googleapis.com'];
const MAPS_FRAME_HOSTS = ['https://*.google.com'];

export interface SecurityHeadersOptions {
  /** OIDC_ISSUER: the web client fetches discovery, token, revocation and userinfo from its origin. */
  oidcIssuer: string;
  /** Whether GOOGLE_MAPS_BROWSER_KEY is set: then the Google Maps hosts are allowed as well. */
  googleMaps?: boolean;
  /** ANALYTICS_EMBED_ORIGIN: the one origin whose workbook pages the web client frames, when configured. */
  analyticsOrigin?: string;
}

export interface SecurityHeadersEdge extends SecurityHeadersOptions {
  /** Whether a request came over HTTPS (directly or through a trusted proxy). */
  isSecure(req: IncomingMessage): boolean;
}

/** The CSP directives, by name (also read by tests). */
export function cspDirectives(options: SecurityHeadersOptions, secure: boolean): Record<string, string[]> {
  const issuer = new URL(options.oidcIssuer).origin;
  const maps = options.googleMaps === true;
  const when = (hosts: string[]) => (maps ? hosts : []);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...when(MAPS_SCRIPT_HOSTS)],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", ...when(MAPS_STYLE_HOSTS)],
    'img-src': ["'self'", 'data:', 'blob:', issuer, ...when(MAPS_IMG_HOSTS)],
    // GraphiQL's stylesheet carries its fonts inline as data: URLs.
    'font-src': ["'self'", 'data:', ...when(MAPS_FONT_HOSTS)],
    // 'self' covers this origin's WebSocket (/graphql over graphql-ws) as well.
    'connect-src': ["'self'", issuer, ...when(MAPS_CONNECT_HOSTS)],
    // Monaco's workers are built files on this origin; Google's maps API starts blob: workers.
    'worker-src': ["'self'", 'blob:'],
    // oidc-client-ts falls back to a hidden issuer iframe for silent renewal without a refresh token.
    // The analytics origin is often the identity provider's too (the sandbox serves both): named once.
    'frame-src': [
      ...new Set([issuer, ...when(MAPS_FRAME_HOSTS), ...(options.analyticsOrigin ? [new URL(options.analyticsOrigin).origin] : [])]),
    ],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", issuer],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'manifest-src': ["'self'"],
    'report-uri': [CSP_REPORT_PATH],
    'report-to': [REPORT_GROUP],
  };
  if (secure) directives['upgrade-insecure-requests'] = [];
  return directives;
}

function headersFor(options: SecurityHeadersOptions, secure: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options, secure) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    xContentTypeOptions: true,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Cross-origin isolation would block the maps API's images; not needed by the app.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xPoweredBy: true,
  }) as RequestHandler;
}

/**
 * The headers one helmet configuration sets, read once: they depend only on the configuration
 * (and whether the request is secure), so each answer copies the list instead of running helmet's
 * dozen middlewares.
 */
function headerList(options: SecurityHeadersOptions, secure: boolean): Array<[string, string]> {
  const headers = new Map<string, string>([['reporting-endpoints', `${REPORT_GROUP}="${CSP_REPORT_PATH}"`]]);
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let done = false;
  headersFor(options, secure)(
    {} as Parameters<RequestHandler>[0],
    recorder as unknown as Parameters<RequestHandler>[1],
    (error?: unknown) => {
      if (error) throw error instanceof Error ? error : new Error('helmet refused its configuration');
      done = true;
    },
  );
  if (!done) throw new Error('helmet did not finish synchronously');
  return [...headers];
}

/** Sets the headers on every answer; works on plain Node requests too (the /graphql edge). */
export function securityHeaders(options: SecurityHeadersEdge): RequestHandler {
  const plain = headerList(options, false);
  const secure = headerList(options, true);
  return (req, res, next) => {
    for (const [name, value] of options.isSecure(req) ? secure : plain) res.setHeader(name, value);
    next();
  };
}
