/**
 * Serves the built web client when WEB_DIST exists:
 * - precompressed: the build writes a brotli (.br) and a gzip (.gz) copy beside each text asset,
 *   and each request gets the copy its Accept-Encoding allows (brotli first), with
 *   `Vary: Accept-Encoding`; otherwise the plain file (express-static-gzip);
 * - hashed assets (/assets/…) are cached for a year and never revalidated; index.html never (so a
 *   deploy is picked up at once);
 * - source maps are not public: any `.map` request is answered 404 (the build keeps them for the
 *   bundle analysis, without a sourceMappingURL comment pointing at them);
 * - browser navigations to client routes fall back to index.html (compressed the same way).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import type { Express } from 'express';
import expressStaticGzip from 'express-static-gzip';

const SERVER_PATHS = /^\/(graphql|files|healthz|readyz|csp-report|api|odata)(\/|$)/;
const HASHED_ASSET = /[\\/]assets[\\/]/;

export function registerStaticWeb(app: Express, webDist: string): boolean {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return false;
  app.use((req, res, next) => {
    if (!req.path.endsWith('.map')) return next();
    res.status(404).json({ message: 'Not found', code: 'NOT_FOUND' });
  });
  const files = expressStaticGzip(webDist, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders(res: ServerResponse, path: string) {
        res.setHeader('cache-control', HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    },
  });
  app.use(files);
  app.get(/.*/, (req, res, next) => {
    // Only browser navigations (which name text/html explicitly) get the app shell; API clients get 404s.
    if (SERVER_PATHS.test(req.path) || !req.headers.accept?.includes('text/html')) return next();
    req.url = '/index.html';
    files(req, res, next);
  });
  return true;
}
