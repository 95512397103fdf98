/** The upload form of a bulk flow: the file name, the note and, for new members, the cohort. */
import { z } from 'zod';
import { optionalRecordId, requiredRecordId, toRecordId } from '../ids.ts';
import { CONTROL_CHARACTER_MESSAGE, controlCharacterIn, freeText } from '../text.ts';
import { BULK_MESSAGES, BULK_NOTE_MAX_LENGTH, type BulkFlow } from './flows.ts';
import { BULK_TEMPLATES } from './templates.ts';

/** An upload's file name must end in .xlsx. */
export const bulkFileNameRule = z.string().regex(/\.xlsx$/i, BULK_MESSAGES.xlsx);

/** The note of a flow: required (non-blank) for every flow except addresses; at most 2,000 characters. */
export const bulkNoteRule = (flow: BulkFlow) => {
  const text = freeText().trim().max(BULK_NOTE_MAX_LENGTH, `At most ${BULK_NOTE_MAX_LENGTH} characters`);
  return BULK_TEMPLATES[flow].needsNote
    ? text.min(1, BULK_MESSAGES.note)
    : text
        .nullable()
        .optional()
        .transform((v) => v ?? '');
};

/** The web form of a flow (Validate and Submit enable only when it passes). */
export const bulkUploadFormRule = (flow: BulkFlow) =>
  z.object({
    note: bulkNoteRule(flow),
    fileName: bulkFileNameRule,
    cohortId: BULK_TEMPLATES[flow].needsCohort ? requiredRecordId(BULK_MESSAGES.cohort) : optionalRecordId(),
  });

/** Add Cohort: a name, and a payer ('No payer selected' without one). */
export const createCohortRule = z.object({
  name: z
    .string({ message: BULK_MESSAGES.cohortName })
    .refine((s) => controlCharacterIn(s) === null, CONTROL_CHARACTER_MESSAGE)
    .trim()
    .min(1, BULK_MESSAGES.cohortName)
    .max(100, 'At most 100 characters'),
  payerId: z.union([z.number(), z.string(), z.null(), z.undefined()]).transform((value, ctx) => {
    const id = toRecordId(value);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: BULK_MESSAGES.noPayer });
      return z.NEVER;
    }
    return id;
  }),
});
export type CreateCohortInput = z.output<typeof createCohortRule>;
