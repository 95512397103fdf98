import { z } from 'zod';

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

/** The OData collection answer shape. */
export const odataCollection = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ value: z.array(item), '@odata.count': z.number().int().optional() });
