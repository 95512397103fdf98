/** What a bulk validation and a bulk submit answer: the JSON schemas, the NDJSON line, the messages. */
import { z } from 'zod';
import { BULK_FLOWS } from './flows.ts';

export const bulkSummaryEntrySchema = z.object({ label: z.string(), count: z.number().int() });
export const bulkChangeSchema = z.object({ aaneelId: z.string(), newValue: z.string(), type: z.string() });
export const bulkProblemSchema = z.object({
  row: z.number().int(),
  aaneelId: z.string().nullable(),
  column: z.string().nullable(),
  reason: z.string(),
});

/** The answer of a validation (the last NDJSON line's result). */
export const bulkValidationSchema = z.object({
  flow: z.enum(BULK_FLOWS),
  totalRows: z.number().int(),
  validRows: z.number().int(),
  invalidRows: z.number().int(),
  message: z.string(),
  summary: z.array(bulkSummaryEntrySchema),
  changes: z.array(bulkChangeSchema),
  changesTruncated: z.boolean(),
  problems: z.array(bulkProblemSchema),
  problemsTruncated: z.boolean(),
  /** Base64 .xlsx of the valid rows (emails, phones; null otherwise). */
  cleanFile: z.string().nullable(),
  /** Base64 .xlsx of every invalid row with its Row and Reason (when there are invalid rows). */
  exceptionFile: z.string().nullable(),
});
export type BulkValidation = z.infer<typeof bulkValidationSchema>;
export type BulkSummaryEntry = z.infer<typeof bulkSummaryEntrySchema>;
export type BulkChange = z.infer<typeof bulkChangeSchema>;
export type BulkProblem = z.infer<typeof bulkProblemSchema>;

/** The answer of a submit. */
export const bulkSubmitResultSchema = z.object({
  flow: z.enum(BULK_FLOWS),
  applied: z.number().int(),
  skipped: z.number().int(),
  message: z.string(),
});
export type BulkSubmitResult = z.infer<typeof bulkSubmitResultSchema>;

/** One line of the validation's NDJSON stream. */
export const bulkValidationLineSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), rows: z.number().int() }),
  z.object({ type: z.literal('result'), result: bulkValidationSchema }),
  z.object({ type: z.literal('error'), status: z.union([z.literal(422), z.literal(500)]), message: z.string() }),
]);
export type BulkValidationLine = z.infer<typeof bulkValidationLineSchema>;

/** The validation's message: '48 valid records, 2 invalid records'. */
export const bulkValidationMessage = (valid: number, invalid: number): string =>
  `${valid} valid record${valid === 1 ? '' : 's'}, ${invalid} invalid record${invalid === 1 ? '' : 's'}`;

/** The submit's message: '48 changes applied' (and the rows skipped as invalid). */
export const bulkSubmitMessage = (applied: number, skipped: number): string =>
  `${applied} change${applied === 1 ? '' : 's'} applied${skipped > 0 ? `, ${skipped} invalid row${skipped === 1 ? '' : 's'} skipped` : ''}`;
