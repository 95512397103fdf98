/**
 * Structured JSON logs. Every line written while handling a request carries its request id (the
 * request's child logger travels with its context), so one request can be followed through
 * resolvers and upstream calls.
 * Patient data never goes into logs: log ids, counts, codes and durations — never variables,
 * bodies or upstream answers.
 */
import { randomUUID } from 'node:crypto';
import { pino, type Logger, type LevelWithSilent } from 'pino';

export interface RequestScope {
  requestId: string;
  log: Logger;
  /** Upstream calls made for this request; reported in the request's summary line. */
  upstreamCalls: number;
  operationName?: string | null;
  uid?: string | null;
}

export function createLogger(level: LevelWithSilent): Logger {
  return pino({
    level,
    base: { service: 'gateway' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: [
        'authorization',
        'token',
        '*.authorization',
        '*.token',
        'headers.authorization',
        'req.headers.authorization',
        'req.headers.cookie',
      ],
      censor: '[redacted]',
    },
  });
}

/** Incoming X-Request-Id is reused only when it is a short, plain token (it ends up in logs and upstream headers). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && SAFE_REQUEST_ID.test(value) ? value : randomUUID();
}

/**
 * Runs `fn` with a new request scope; `log` is a child logger carrying the request id. The scope
 * is passed on explicitly (no async-local storage: its promise hooks would tax every promise).
 */
export function runInRequestScope<T>(root: Logger, requestId: string, fn: (scope: RequestScope) => T): T {
  let log: Logger | undefined;
  const scope: RequestScope = {
    requestId,
    upstreamCalls: 0,
    // Made on first use: a request that logs nothing (most, below info) does not pay for a child logger.
    get log() {
      return (log ??= root.child({ requestId }));
    },
  };
  return fn(scope);
}
