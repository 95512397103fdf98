/**
 * One named field of a thrown value, read without trusting its shape (anything can be thrown).
 * Logs carry an error's name and code only: a database error's message can quote row values,
 * and patient data never goes to the logs.
 */
export function errorField(error: unknown, field: 'name' | 'code' | 'message' | 'type'): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[field] : undefined;
}

/** The name and code of a thrown value, for a log line. */
export const errorIdentity = (error: unknown) => ({ name: errorField(error, 'name'), code: errorField(error, 'code') });
