import { downloadFile } from '../../shared/lib/download.ts';

/**
 * Downloads the workbook of users and their claims (GET /files/claims-report, superAdmin only)
 * with the signed-in user's bearer token; `claimKey` narrows it to one claim (e.g. dataMgmt).
 * Returns the saved file's name.
 */
export async function downloadClaimsReport(accessToken: string, claimKey: string | null): Promise<string> {
  const query = claimKey ? `?${new URLSearchParams({ claim: claimKey })}` : '';
  const file = await downloadFile(`/files/claims-report${query}`, { accessToken, fallbackName: 'claims-report.xlsx' });
  return file.fileName;
}
