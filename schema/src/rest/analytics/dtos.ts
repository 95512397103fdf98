/** Care API DTOs of the embedded analytics: the signed link to a workbook page. */
import { z } from 'zod';

export const WorkbookEmbedDto = z.object({
  /** The workbook page's address on the analytics origin: signed, single-use, to be opened before expiresAt. */
  url: z.string(),
  /** ISO date-time after which the link is refused unopened. */
  expiresAt: z.string(),
});
export type WorkbookEmbedDto = z.infer<typeof WorkbookEmbedDto>;
