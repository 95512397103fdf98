/**
 * A failed input rule shows on the form the same way wherever it failed: the browser's check of
 * the shared zod rule (`fieldErrorsOf`) and the gateway's BAD_USER_INPUT answer
 * (`extensions.fieldErrors`, read with `readFieldErrors`) are the same list of field errors, and
 * `placeFieldErrors` is the one place that puts such a list on a form's fields. A field the form
 * does not have (or the whole input) becomes the form-level error.
 */
import type { FieldErrors, FieldValues, Resolver, UseFormSetError } from 'react-hook-form';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { fieldErrorsOf, readFieldErrors, type FieldError } from '@luminate/schema/rules';
import type { z } from 'zod';

export type { FieldError };

export interface FieldPlacement<F extends string> {
  /** The form's field names. */
  fields: readonly F[];
  /** Input fields the form names differently, e.g. `{ fileName: 'file' }`. */
  rename?: Readonly<Record<string, F>>;
}

export interface PlacedErrors<F extends string> {
  /** The first message of each of the form's fields. */
  fields: Partial<Record<F, string>>;
  /** Messages for the whole input or for fields the form does not show; null when there are none. */
  form: string | null;
}

/** Puts a list of field errors on the form's fields (first message per field); the rest is the form's. */
export function placeFieldErrors<F extends string>(
  errors: readonly FieldError[],
  { fields, rename = {} }: FieldPlacement<F>,
): PlacedErrors<F> {
  const placed: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  for (const { field, message } of errors) {
    const top = field.split('.')[0] ?? '';
    const name =
      rename[field] ?? rename[top] ?? (fields.includes(field as F) ? (field as F) : fields.includes(top as F) ? (top as F) : null);
    if (name === null) {
      if (!rest.includes(message)) rest.push(message);
    } else {
      placed[name] ??= message;
    }
  }
  return { fields: placed, form: rest.length ? rest.join(' ') : null };
}

/** The field errors of the gateway's BAD_USER_INPUT answer; [] for any other failure. */
export function serverFieldErrors(error: unknown): FieldError[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((e) => (e.extensions?.code === 'BAD_USER_INPUT' ? readFieldErrors(e.extensions) : []));
}

/** The same placement as react-hook-form errors (the form-level message under `root`). */
export function toFormErrors<T extends FieldValues>(placed: PlacedErrors<string>): FieldErrors<T> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const [name, message] of Object.entries(placed.fields)) if (message) errors[name] = { type: 'rule', message };
  if (placed.form) errors.root = { type: 'rule', message: placed.form };
  return errors as FieldErrors<T>;
}

/**
 * Shows the gateway's field errors of a failed submit on a react-hook-form form. True when the
 * failure was a rule's (the form now shows it); false for any other failure, which the caller
 * reports as it does today.
 */
export function showServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  placement: FieldPlacement<string>,
): boolean {
  const list = serverFieldErrors(error);
  if (list.length === 0) return false;
  const errors = toFormErrors<T>(placeFieldErrors(list, placement)) as Record<string, { type: string; message: string }>;
  for (const [name, value] of Object.entries(errors))
    setError(name as Parameters<UseFormSetError<T>>[0], value, { shouldFocus: name !== 'root' });
  return true;
}

/** The browser-side check: the rule's failure placed on the form's fields, or nothing when it passes. */
export function ruleErrors<F extends string>(result: z.ZodSafeParseResult<unknown>, placement: FieldPlacement<F>): PlacedErrors<F> | null {
  return result.success ? null : placeFieldErrors(fieldErrorsOf(result.error), placement);
}

/**
 * A react-hook-form resolver over a shared rule: `input` turns the form's values into what the
 * rule (and the gateway) receive; a valid form submits the rule's output.
 */
export function ruleResolver<TValues extends FieldValues, TOutput>(
  rule: z.ZodType<TOutput>,
  placement: FieldPlacement<Extract<keyof TValues, string>>,
  input: (values: TValues) => unknown = (values) => values,
): Resolver<TValues, unknown, TOutput> {
  return (values) => {
    const result = rule.safeParse(input(values));
    if (result.success) return { values: result.data, errors: {} };
    return { values: {}, errors: toFormErrors<TValues>(placeFieldErrors(fieldErrorsOf(result.error), placement)) };
  };
}
