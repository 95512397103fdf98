import type { Resolver, ResolverResult } from 'react-hook-form';
import { BULK_MAX_BYTES, BULK_MESSAGES, bulkUploadFormRule, fieldErrorsOf, type BulkFlow } from '@luminate/schema/rules';
import { placeFieldErrors, toFormErrors, type FieldError } from '../lib/form-errors.ts';

/** A bulk card's fields: the note (not for addresses) and the chosen workbook. */
export interface BulkFormValues {
  note: string;
  file: FileList | null;
}

export interface BulkFormResult {
  note: string;
  file: File;
}

const PLACEMENT = { fields: ['note', 'file'] as const, rename: { fileName: 'file' } } as const;

/**
 * The card's resolver over the shared bulkUploadFormRule (note, '.xlsx') plus the upload
 * cap, so Validate File enables only when the gateway would read the file.
 */
export function bulkFormResolver(flow: BulkFlow): Resolver<BulkFormValues, unknown, BulkFormResult> {
  const rule = bulkUploadFormRule(flow);
  return (values): ResolverResult<BulkFormValues, BulkFormResult> => {
    const file = values.file?.[0] ?? null;
    // The cohort is picked outside the form (the card enables Validate only once one is chosen).
    const parsed = rule.safeParse({ note: values.note, fileName: file?.name ?? '', cohortId: null });
    const failed: FieldError[] = parsed.success ? [] : fieldErrorsOf(parsed.error).filter((e) => e.field !== 'cohortId');
    // A file over the cap is refused here, before any byte is sent.
    if (file && file.size > BULK_MAX_BYTES && !failed.some((e) => e.field === 'fileName'))
      failed.push({ field: 'fileName', message: BULK_MESSAGES.tooLarge });
    if (failed.length > 0 || !file) {
      const placed = placeFieldErrors(failed, PLACEMENT);
      return { values: {}, errors: toFormErrors<BulkFormValues>(placed) };
    }
    return { values: { note: values.note, file }, errors: {} };
  };
}
