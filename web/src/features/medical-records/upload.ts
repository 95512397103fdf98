/**
 * Sends a medical record request: the .xlsx of AaneelIds to the gateway's upload route, with the
 * kinds of file as query flags. XMLHttpRequest rather than fetch, because only XHR reports the
 * bytes sent (the dialog's upload progress). The request creates a record upstream: never retried.
 */
import { MEDICAL_RECORD_KINDS, type MedicalRecordKind } from '@luminate/schema/rules';
import { gatewayUrl } from '../../shared/lib/download.ts';
import { FALLBACK_MESSAGE, HttpError } from '../../shared/lib/errors.ts';
import { XLSX_MIME } from '../../shared/lib/filter-upload.ts';

export const MEDICAL_RECORD_UPLOAD_PATH = '/files/uploads/medical-records';
export const MEDICAL_RECORD_TEMPLATE_PATH = '/files/templates/medical-records.xlsx';

export interface MedicalRecordUpload {
  file: Blob;
  kinds: Readonly<Record<MedicalRecordKind, boolean>>;
}

/** The created request as the gateway answers it (the graph's MedicalRecordRequest fields). */
export interface CreatedMedicalRecordRequest {
  id: string;
  membersRequested: number;
}

export function uploadMedicalRecordRequest(
  { file, kinds }: MedicalRecordUpload,
  accessToken: string | null,
  onProgress: (sent: number, total: number) => void,
): Promise<CreatedMedicalRecordRequest> {
  const query = new URLSearchParams(MEDICAL_RECORD_KINDS.map((k) => [k, String(kinds[k])]));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', gatewayUrl(`${MEDICAL_RECORD_UPLOAD_PATH}?${query}`));
    xhr.setRequestHeader('content-type', XLSX_MIME);
    if (accessToken) xhr.setRequestHeader('authorization', `Bearer ${accessToken}`);
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onerror = () => reject(new HttpError(0, 'The upload failed: the server could not be reached'));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: the status decides below.
      }
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === 'object') {
        resolve(body as CreatedMedicalRecordRequest);
        return;
      }
      const fields = (body ?? {}) as { message?: unknown; code?: unknown };
      const message = typeof fields.message === 'string' ? fields.message : FALLBACK_MESSAGE;
      reject(new HttpError(xhr.status, message, typeof fields.code === 'string' ? fields.code : null));
    };
    xhr.send(file);
  });
}
