/**
 * Care API answers → client errors. The upstream's own `message` is shown for 4xx;
 * 5xx, timeouts and network failures get a generic text. URLs, bodies and stacks stay in the
 * logs (ids only), never in the error.
 */
import { GraphQLError } from 'graphql';
import { ErrorCode, gatewayError } from '../errors.ts';

/** Thrown by the transport for answers the breaker should count as failures (5xx). */
export class UpstreamStatusError extends Error {
  constructor(readonly status: number) {
    super(`Upstream answered ${status}`);
    this.name = 'UpstreamStatusError';
  }
}

/** The call's total deadline passed (attempts, headers and body together): the Care API's fault. */
export class UpstreamDeadlineError extends Error {
  readonly code = 'UPSTREAM_DEADLINE';
  constructor(readonly deadlineMs: number) {
    super(`Upstream call exceeded its ${deadlineMs} ms deadline`);
    this.name = 'UpstreamDeadlineError';
  }
}

/** The caller stopped waiting (its operation's deadline passed): not the Care API's fault. */
export class CallerAbortedError extends Error {
  readonly code = 'CALLER_ABORTED';
  constructor(readonly reason: unknown) {
    super('The caller abandoned the upstream call');
    this.name = 'CallerAbortedError';
  }
}

export const UNAVAILABLE_MESSAGE = 'The Care API is unavailable, try again shortly';
export const UPSTREAM_FAILED_MESSAGE = 'The Care API could not complete the request';
export const UPSTREAM_TIMEOUT_MESSAGE = 'The Care API took too long to answer';
export const CALLER_ABORTED_MESSAGE = 'The operation ran out of time while waiting for the Care API';

const BY_STATUS: Record<number, { code: ErrorCode; fallback: string }> = {
  400: { code: ErrorCode.BAD_USER_INPUT, fallback: 'The request was not valid' },
  401: { code: ErrorCode.UNAUTHENTICATED, fallback: 'Sign in again to continue' },
  403: { code: ErrorCode.FORBIDDEN, fallback: 'You do not have permission to do that' },
  404: { code: ErrorCode.NOT_FOUND, fallback: 'Not found' },
  409: { code: ErrorCode.CONFLICT, fallback: 'The record changed meanwhile; reload and try again' },
  422: { code: ErrorCode.UNPROCESSABLE, fallback: 'The request could not be processed' },
  429: { code: ErrorCode.UPSTREAM_UNAVAILABLE, fallback: UNAVAILABLE_MESSAGE },
};

const MAX_MESSAGE = 500;

/** Extracts `message` from an upstream error body (JSON `{ message }`), bounded in length. */
export function upstreamMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = body.message;
    if (typeof message === 'string' && message.trim()) return message.trim().slice(0, MAX_MESSAGE);
  }
  return null;
}

/** The client error for a non-2xx upstream status. */
export function errorForStatus(status: number, body: unknown): GraphQLError {
  if (status >= 500) return gatewayError(ErrorCode.UPSTREAM_ERROR, UPSTREAM_FAILED_MESSAGE, { upstreamStatus: status });
  const known = BY_STATUS[status] ?? { code: ErrorCode.UPSTREAM_ERROR, fallback: UPSTREAM_FAILED_MESSAGE };
  return gatewayError(known.code, upstreamMessage(body) ?? known.fallback, { upstreamStatus: status });
}

const TIMEOUT_CODES = new Set([
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'ETIMEDOUT',
  'UPSTREAM_DEADLINE',
]);

/** Connection-level failures worth one more try for an idempotent request. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_CONNECT_TIMEOUT',
]);

function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isTimeout = (error: unknown) => TIMEOUT_CODES.has(errorCode(error) ?? '');
export const isNetworkError = (error: unknown) => NETWORK_CODES.has(errorCode(error) ?? '');
export const isBreakerOpen = (error: unknown) => errorCode(error) === 'EOPENBREAKER';
export const failureKind = (error: unknown) =>
  errorCode(error) ?? (error instanceof UpstreamStatusError ? `HTTP_${error.status}` : 'UNKNOWN');

/**
 * Whether a failed attempt is the Care API's fault, i.e. one the circuit breaker counts: 5xx,
 * timeouts (the deadline included) and network failures do; a caller that stopped waiting does not.
 */
export const isUpstreamFault = (error: unknown) => !(error instanceof CallerAbortedError);

/** The client error for a transport failure (breaker open, timeout, deadline, network, 5xx, caller gone). */
export function errorForFailure(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  if (isBreakerOpen(error)) return gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, UNAVAILABLE_MESSAGE);
  if (error instanceof CallerAbortedError) {
    // The operation's own deadline error, when the caller aborted with one; a generic one otherwise.
    return error.reason instanceof GraphQLError ? error.reason : gatewayError(ErrorCode.UPSTREAM_ERROR, CALLER_ABORTED_MESSAGE);
  }
  if (error instanceof UpstreamStatusError) return errorForStatus(error.status, null);
  if (isTimeout(error)) return gatewayError(ErrorCode.UPSTREAM_ERROR, UPSTREAM_TIMEOUT_MESSAGE);
  return gatewayError(ErrorCode.UPSTREAM_ERROR, UPSTREAM_FAILED_MESSAGE);
}
