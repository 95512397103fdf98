import type { RequestHandler } from 'express';

export interface RequestLog {
  count(): number;
  reset(): void;
  /** Method, path (no query string) and full url of every request since the last reset. */
  list(): Array<{ method: string; path: string; url: string }>;
}

/**
 * Counts the requests the Care API receives, so tests and the benchmark can assert how many
 * upstream calls a GraphQL operation costs.
 */
export function createRequestLog(): { log: RequestLog; middleware: RequestHandler } {
  let entries: Array<{ method: string; path: string; url: string }> = [];
  return {
    log: {
      count: () => entries.length,
      reset: () => {
        entries = [];
      },
      list: () => [...entries],
    },
    middleware: (req, _res, next) => {
      entries.push({ method: req.method, path: req.originalUrl.split('?')[0], url: req.originalUrl });
      next();
    },
  };
}
