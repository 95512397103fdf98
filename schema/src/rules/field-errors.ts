/**
 * The one shape in which a failed input rule travels: a list of field errors, each naming the
 * form field (its dotted path in the input) and the rule's message. The gateway answers a
 * failed rule with BAD_USER_INPUT carrying `extensions.fieldErrors` in this shape, and the web's
 * forms put the same list on their fields, whether the rule failed in the browser or on the server.
 */
import type { z } from 'zod';

export interface FieldError {
  /** Dotted path of the field in the input (`name`, `address.zip`); empty for the whole input. */
  field: string;
  message: string;
}

/** The field errors of a failed zod rule, in the order the rule reported them. */
export function fieldErrorsOf(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));
}

/** Reads `extensions.fieldErrors` from a GraphQL error's extensions; [] when absent or malformed. */
export function readFieldErrors(extensions: Record<string, unknown> | null | undefined): FieldError[] {
  const list = extensions?.fieldErrors;
  if (!Array.isArray(list)) return [];
  return list.filter((e: unknown): e is FieldError => {
    if (typeof e !== 'object' || e === null) return false;
    const entry = e as Record<string, unknown>;
    return typeof entry.field === 'string' && typeof entry.message === 'string';
  });
}
