/** Helpers for unit tests of the gateway's OData query building. */
import { expect } from 'vitest';
import { GraphQLError } from 'graphql';

/** The decoded OData parameters of a built query string. */
export const params = (qs: string) => Object.fromEntries(new URLSearchParams(qs.replace(/^\?/, '')));

/** Runs `fn`, expects it to throw BAD_USER_INPUT, and answers the message. */
export function badInput(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).extensions.code).toBe('BAD_USER_INPUT');
    return (error as GraphQLError).message;
  }
  throw new Error('expected BAD_USER_INPUT');
}
