/**
 * A refused upload is either the user's own mistake about the chosen file — not a workbook (a
 * renamed text file, a .csv), an empty file, a file over the size cap, a body not sent as a
 * workbook — or a fault of the system. The first is shown beside the file field, in the form
 * rule's words, for the user to choose another file; only the second is an error alert with
 * Create Ticket (and a workbook whose rows are refused, 422, stays the alert's warning).
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { BULK_MESSAGES, FILE_UPLOAD_MESSAGES, MEDICAL_RECORD_MESSAGES } from '@luminate/schema/rules';
import { HttpError } from './errors.ts';

/** What the upload routes answer (400) about the file itself, as opposed to another field. */
const FILE_MESSAGES: ReadonlySet<string> = new Set([BULK_MESSAGES.xlsx, FILE_UPLOAD_MESSAGES.file, MEDICAL_RECORD_MESSAGES.file]);

/** The message of a refusal caused by the chosen file, or null for any other failure. */
function fileMistakeOf(error: unknown): string | null {
  if (!(error instanceof HttpError)) return null;
  // 413: over the size cap; 415: not sent as a workbook.
  if (error.status === 413 || error.status === 415) return error.message;
  return error.status === 400 && FILE_MESSAGES.has(error.message) ? error.message : null;
}

/** Shows a file mistake on the form's file field; false for any other failure (the caller's alert). */
export function showFileMistake<T extends FieldValues>(setError: UseFormSetError<T>, error: unknown, field: Path<T>): boolean {
  const message = fileMistakeOf(error);
  if (message === null) return false;
  setError(field, { type: 'server', message }, { shouldFocus: true });
  return true;
}
