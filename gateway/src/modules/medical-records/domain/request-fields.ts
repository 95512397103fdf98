/**
 * MedicalRecordRequest as the graph shows it, from the Care API's request. One table of field
 * readers serves both the GraphQL type resolvers and the upload route's JSON answer.
 * Files loaded and files processed are the sums of the members' filesLoaded and
 * numberFilesAtDownloadLocation; the status follows from them (finished once the Care API set
 * the finish time, processing once any member's files are loaded, pending before).
 */
import type { MedicalRecordRequestDto } from '@luminate/schema/rest';

/** The finished extract's file route (the gateway's), and its address for one request. */
export const EXTRACT_ROUTE = '/files/medical-records/:id/extract.zip';
const extractPathOf = (id: number) => EXTRACT_ROUTE.replace(':id', String(id));

const sum = (values: (number | null)[]) => values.reduce<number>((total, v) => total + (v ?? 0), 0);

export type MedicalRecordRequestStatus = 'PENDING' | 'PROCESSING' | 'FINISHED';

export function requestStatus(r: MedicalRecordRequestDto): MedicalRecordRequestStatus {
  if (r.finishedDt !== null) return 'FINISHED';
  return r.memberFileRequests.some((m) => m.filesLoaded !== null) ? 'PROCESSING' : 'PENDING';
}

export const medicalRecordRequestFields = {
  id: (r: MedicalRecordRequestDto) => String(r.id),
  requestedBy: (r: MedicalRecordRequestDto) => r.requestedBy,
  requestedAt: (r: MedicalRecordRequestDto) => r.requestedDt,
  ccdXml: (r: MedicalRecordRequestDto) => r.ccdXml,
  ccdPdf: (r: MedicalRecordRequestDto) => r.ccdPdf,
  progNote: (r: MedicalRecordRequestDto) => r.progNote,
  justAaneel: (r: MedicalRecordRequestDto) => r.justAaneel,
  membersRequested: (r: MedicalRecordRequestDto) => r.memberFileRequests.length,
  filesLoaded: (r: MedicalRecordRequestDto) => sum(r.memberFileRequests.map((m) => m.filesLoaded)),
  filesProcessed: (r: MedicalRecordRequestDto) => sum(r.memberFileRequests.map((m) => m.numberFilesAtDownloadLocation)),
  status: requestStatus,
  finishedAt: (r: MedicalRecordRequestDto) => r.finishedDt,
  extractPath: (r: MedicalRecordRequestDto) => (r.finishedDt === null ? null : extractPathOf(r.id)),
};

export type MedicalRecordRequestJson = {
  [K in keyof typeof medicalRecordRequestFields]: ReturnType<(typeof medicalRecordRequestFields)[K]>;
};

export function medicalRecordRequestJson(request: MedicalRecordRequestDto): MedicalRecordRequestJson {
  const json = {} as Record<string, unknown>;
  for (const [field, read] of Object.entries(medicalRecordRequestFields)) json[field] = read(request);
  return json as MedicalRecordRequestJson;
}
