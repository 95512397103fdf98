/** Shapes every domain of the contract shares: errors, dates, query-string lists and flags, path ids, OData. */
import { z } from 'zod';
import { recordId } from '../rules/ids.ts';
import { safeText } from '../rules/text.ts';

/** Every error the Care API answers carries a human-readable message. */
export const ErrorDto = z.object({ message: z.string() });
export type ErrorDto = z.infer<typeof ErrorDto>;

/** ISO-8601 date-time string as the Care API serialises DateTime. */
export const IsoDateTime = z.string().describe('ISO-8601 date-time');
/** ISO-8601 calendar date (yyyy-mm-dd). */
export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('ISO-8601 date');

/** Comma-separated list of integers in a query string, e.g. ids=1,2,3. */
export const IntList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'Expected a comma-separated list of integers')
  .transform((s) => s.split(',').map(Number));

export const QueryBool = z.enum(['true', 'false']).transform((v) => v === 'true');

/** A record the Care API names by its id and a display name (payer, term reason, risk type, cohort, …). */
export const NamedDto = z.object({ id: z.number().int(), name: z.string() });

// Path parameters are ids checked by their shape (schema/src/rules/ids.ts): nothing else may
// become a path segment.
/** The `{id}` of a route's path. */
export const idParam = z.object({ id: recordId });

/** The OData v4 query options a collection route takes. */
export const odataQuery = z.object({
  $filter: safeText().max(4000).optional(),
  $orderby: safeText().max(500).optional(),
  $skip: z.coerce.number().int().min(0).optional(),
  $top: z.coerce.number().int().min(0).max(5000).optional(),
  $count: QueryBool.optional(),
  $select: safeText().max(1000).optional(),
  $expand: safeText().max(200).optional(),
});

/** The OData collection answer shape. */
export const odataCollection = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ value: z.array(item), '@odata.count': z.number().int().optional() });
