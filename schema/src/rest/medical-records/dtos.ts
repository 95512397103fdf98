/** Care API DTOs of medical record requests and their per-member progress. */
import { z } from 'zod';
import { IsoDateTime } from '../common.ts';

/** One member of a request: how many of its files were loaded, and how many are in the extract. */
export const MemberFileRequestDto = z.object({
  memberId: z.number().int(),
  aaneelId: z.string(),
  /** Null until the member's source files are loaded. */
  filesLoaded: z.number().int().nullable(),
  /** Null until the member's files are written to the extract. */
  numberFilesAtDownloadLocation: z.number().int().nullable(),
});
export type MemberFileRequestDto = z.infer<typeof MemberFileRequestDto>;

export const MedicalRecordRequestDto = z.object({
  id: z.number().int(),
  requestedBy: z.string(),
  requestedDt: IsoDateTime,
  ccdXml: z.boolean(),
  ccdPdf: z.boolean(),
  progNote: z.boolean(),
  justAaneel: z.boolean(),
  /** When every member's files were in the extract; null while the request is pending. */
  finishedDt: IsoDateTime.nullable(),
  memberFileRequests: z.array(MemberFileRequestDto),
});
export type MedicalRecordRequestDto = z.infer<typeof MedicalRecordRequestDto>;
