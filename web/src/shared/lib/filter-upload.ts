/**
 * Sends an .xlsx workbook of member ids to the gateway's filter upload route, which creates a
 * global filter (no campaign) or a campaign's targeted list.
 */
import { httpErrorFrom } from './errors.ts';
import { gatewayUrl } from './download.ts';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const FILTER_UPLOAD_PATH = '/files/uploads/call-list-filters';

export interface FilterUpload {
  file: Blob;
  filterName: string;
  /** Absent for a global filter. */
  campaignId?: string;
  /** Global filters do not apply to the campaign (targeted lists only). */
  isExclusive?: boolean;
  /** Creatio campaigns pass their list on to Creatio. */
  sendToCreatio?: boolean;
}

/** The created filter as the gateway answers it (the GraphQL CallListFilter's fields). */
export interface UploadedFilter {
  id: string;
  name: string;
  addedBy: string;
  addedAt: string;
  memberCount: number;
  campaignId: string | null;
  campaignName: string | null;
  isExclusive: boolean;
  isGlobal: boolean;
}

export async function uploadCallListFilter(upload: FilterUpload, accessToken: string | null): Promise<UploadedFilter> {
  const query = new URLSearchParams({ filterName: upload.filterName.trim() });
  if (upload.campaignId !== undefined) query.set('campaignId', upload.campaignId);
  if (upload.isExclusive !== undefined) query.set('isExclusive', String(upload.isExclusive));
  if (upload.sendToCreatio !== undefined) query.set('sendToCreatio', String(upload.sendToCreatio));
  const headers: Record<string, string> = { 'content-type': XLSX_MIME };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  const response = await fetch(gatewayUrl(`${FILTER_UPLOAD_PATH}?${query}`), { method: 'POST', headers, body: upload.file });
  if (!response.ok) throw await httpErrorFrom(response);
  return (await response.json()) as UploadedFilter;
}
