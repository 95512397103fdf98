import type { RequestHandler } from 'express';

/** One request the Care API received. */
export interface LoggedRequest {
  method: string;
  /** The path, without the query string. */
  path: string;
  url: string;
  /** The W3C `traceparent` it came with (the caller's trace and span), when it had one. */
  traceparent?: string;
}

export interface RequestLog {
  count(): number;
  reset(): void;
  /** Every request since the last reset. */
  list(): LoggedRequest[];
}

/**
 * Counts the requests the Care API receives, so tests and the benchmark can assert how many
 * upstream calls a GraphQL operation costs, and keeps the trace each came with, so one request
 * can be followed from the gateway into the Care API.
 */
export function createRequestLog(): { log: RequestLog; middleware: RequestHandler } {
  let entries: LoggedRequest[] = [];
  return {
    log: {
      count: () => entries.length,
      reset: () => {
        entries = [];
      },
      list: () => [...entries],
    },
    middleware: (req, _res, next) => {
      const { traceparent } = req.headers;
      entries.push({
        method: req.method,
        path: req.originalUrl.split('?')[0],
        url: req.originalUrl,
        ...(typeof traceparent === 'string' ? { traceparent } : {}),
      });
      next();
    },
  };
}
