/**
 * The error codes clients see. Resolvers and the upstream client throw these;
 * anything else is reported as INTERNAL_SERVER_ERROR without details.
 */
import { GraphQLError } from 'graphql';

export const ErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  /** The upstream refused a well-formed request for a business reason (HTTP 422): a warning, not a failure. */
  UNPROCESSABLE: 'UNPROCESSABLE',
  UPSTREAM_ERROR: 'UPSTREAM_ERROR',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Codes whose message was written for the client and may be shown as is. */
export const CLIENT_SAFE_CODES: ReadonlySet<string> = new Set([
  ...Object.values(ErrorCode).filter((c) => c !== ErrorCode.INTERNAL_SERVER_ERROR),
  // graphql-js and Apollo's own request errors
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

export function gatewayError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export const badUserInput = (message: string) => gatewayError(ErrorCode.BAD_USER_INPUT, message);
export const unauthenticated = (message = 'Sign in to continue') => gatewayError(ErrorCode.UNAUTHENTICATED, message);
export const forbidden = (message: string) => gatewayError(ErrorCode.FORBIDDEN, message);
export const notFound = (message: string) => gatewayError(ErrorCode.NOT_FOUND, message);
