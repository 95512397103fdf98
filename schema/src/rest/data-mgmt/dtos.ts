/** Care API DTOs of Data Mgmt: where an uploaded file was placed. */
import { z } from 'zod';

/** Data Mgmt's File Upload: where the file was placed. */
export const FileUploadResultDto = z.object({
  /** The file's id on the File Dashboard (a file of the source). */
  fileId: z.number().int(),
  name: z.string(),
  sourceId: z.number().int(),
  /** The outbound folder: the source's name in lower case. */
  folder: z.string(),
  bytes: z.number().int(),
});
export type FileUploadResultDto = z.infer<typeof FileUploadResultDto>;
