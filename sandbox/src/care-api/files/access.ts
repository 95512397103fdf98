/**
 * Who may change the files' configuration and handle files. The Care API checks its own rules,
 * whoever calls it: adding categories (categorising through a pattern) and file types, and
 * editing sources, types, patterns and categories, need admin and dataMgmt together; adding a
 * source needs dataMgmt; sending and downloading a file need dataMgmt (payers' files hold member
 * data). Inputs are checked by the shared file rules.
 */
import type { z } from 'zod';
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import { forbidden, unprocessable, type Caller } from '../http.ts';

export const FILE_CONFIG_REFUSAL =
  'Adding categories and file types, and editing sources, types and patterns, requires admin and dataMgmt together';
export const FILE_SOURCE_ADD_REFUSAL = 'Adding a source requires dataMgmt';
export const FILE_HANDLER_REFUSAL = 'Sending and downloading files requires dataMgmt';

const holdsAll = (caller: Caller, claims: readonly string[]) => claims.every((c) => caller.claims.has(c));
export const holdsAny = (caller: Caller, claims: readonly string[]) => claims.some((c) => caller.claims.has(c));

export function requireConfigEditor(caller: Caller) {
  if (!holdsAll(caller, CLAIM_GROUPS.fileConfigEditors)) throw forbidden(FILE_CONFIG_REFUSAL);
}

/** The first message of a failed rule as a 422. */
export function check<S extends z.ZodTypeAny>(rule: S, input: unknown): z.output<S> {
  const result = rule.safeParse(input);
  if (!result.success) throw unprocessable(result.error.issues[0]?.message ?? 'Invalid input');
  return result.data;
}
