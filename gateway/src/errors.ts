/**
 * The error codes clients see. Resolvers and the upstream client throw these;
 * anything else is reported as INTERNAL_SERVER_ERROR without details.
 */
import { GraphQLError } from 'graphql';
import type { z } from 'zod';
import { fieldErrorsOf } from '@luminate/schema/rules';

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

export function gatewayError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

/** Anything thrown, as an Error (a thrown string or object keeps its text when it has one). */
export function asError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(typeof thrown === 'string' ? thrown : 'Unknown error');
}

export const badUserInput = (message: string) => gatewayError(ErrorCode.BAD_USER_INPUT, message);

/**
 * The one answer to an input that fails its shared rule: BAD_USER_INPUT whose message is the
 * rule's messages joined, with `extensions.fieldErrors` naming the field of each, the shape the
 * web's forms put on their fields.
 */
export function ruleFailure(error: z.ZodError, options: RuleFailureOptions = {}): GraphQLError {
  const fieldErrors = fieldErrorsOf(error);
  // The same message on two fields is said once; a file route's link has no form to place field
  // errors on, so it shows the first message alone.
  const messages = [...new Set(fieldErrors.map((e) => e.message))].slice(0, options.firstMessageOnly ? 1 : undefined);
  return gatewayError(ErrorCode.BAD_USER_INPUT, messages.join('; ') || 'Invalid input', { fieldErrors });
}

export interface RuleFailureOptions {
  /** Answer the first message alone (file routes, whose links have no form). */
  firstMessageOnly?: boolean;
}

/** The input parsed by its shared rule, or the rule failure thrown before anything is sent upstream. */
export function parseInput<S extends z.ZodType>(rule: S, input: unknown, options: RuleFailureOptions = {}): z.output<S> {
  const parsed = rule.safeParse(input);
  if (!parsed.success) throw ruleFailure(parsed.error, options);
  return parsed.data;
}

/**
 * A rule failure found outside a zod rule (a check against the Care API's data, or the Care API's
 * own refusal of a well-formed write), answered in the same shape as `ruleFailure`: on `field`, or
 * on the whole input (no field errors) when `field` is null.
 */
export function fieldFailure(field: string | null, message: string): GraphQLError {
  return gatewayError(ErrorCode.BAD_USER_INPUT, message, { fieldErrors: field === null ? [] : [{ field, message }] });
}
export const unauthenticated = (message = 'Sign in to continue') => gatewayError(ErrorCode.UNAUTHENTICATED, message);
export const forbidden = (message: string) => gatewayError(ErrorCode.FORBIDDEN, message);
export const notFound = (message: string) => gatewayError(ErrorCode.NOT_FOUND, message);
