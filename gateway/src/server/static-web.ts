/**
 * Serves the built web client when WEB_DIST exists: hashed assets are cached for a year,
 * index.html never (so a deploy is picked up at once), and browser navigations to client
 * routes fall back to index.html.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express } from 'express';

const SERVER_PATHS = /^\/(graphql|files|healthz|readyz|csp-report|api|odata)(\/|$)/;

export function registerStaticWeb(app: Express, webDist: string): boolean {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return false;
  app.use(
    express.static(webDist, {
      index: false,
      setHeaders(res, path) {
        res.setHeader('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  app.get(/.*/, (req, res, next) => {
    // Only browser navigations (which name text/html explicitly) get the app shell; API clients get 404s.
    if (SERVER_PATHS.test(req.path) || !req.headers.accept?.includes('text/html')) return next();
    res.setHeader('cache-control', 'no-cache');
    res.sendFile(index);
  });
  return true;
}
