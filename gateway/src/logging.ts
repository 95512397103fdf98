/**
 * Structured JSON logs. Every line written while handling a request carries its request id (the
 * request's child logger travels with its context), so one request can be followed through
 * resolvers and upstream calls.
 * Patient data never goes into logs: log ids, counts, codes and durations — never variables,
 * bodies or upstream answers.
 */
import { randomUUID } from 'node:crypto';
import { pino, type DestinationStream, type Logger, type LevelWithSilent, type LoggerOptions } from 'pino';
import { traceIdOf, type Span } from './server/tracing/index.ts';

export interface RequestScope {
  requestId: string;
  log: Logger;
  /** Upstream calls made for this request; reported in the request's summary line. */
  upstreamCalls: number;
  operationName?: string | null;
  uid?: string | null;
  /** The request's span (tracing on), or the caller's trace it came with; the parent of its upstream spans. */
  readonly span?: Span;
  /** The trace id of `span`, in every log line and audit event of the request. */
  readonly traceId?: string;
}

/** The root logger: JSON lines to stdout, or to `destination` (tests read them). */
export function createLogger(level: LevelWithSilent, destination?: DestinationStream): Logger {
  const options: LoggerOptions<never> = {
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
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Incoming X-Request-Id is reused only when it is a short, plain token (it ends up in logs and upstream headers). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && SAFE_REQUEST_ID.test(value) ? value : randomUUID();
}

/**
 * Runs `fn` with a new request scope; `log` is a child logger carrying the request id (and the
 * trace id of `span`, when there is one). The scope is passed on explicitly (no async-local
 * storage: its promise hooks would tax every promise).
 */
export function runInRequestScope<T>(root: Logger, requestId: string, fn: (scope: RequestScope) => T, span?: Span): T {
  let log: Logger | undefined;
  const traceId = traceIdOf(span);
  const scope: RequestScope = {
    requestId,
    upstreamCalls: 0,
    span,
    traceId,
    // Made on first use: a request that logs nothing (most, below info) does not pay for a child logger.
    get log() {
      return (log ??= root.child(traceId ? { requestId, traceId } : { requestId }));
    },
  };
  return fn(scope);
}
