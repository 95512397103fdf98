/** The gateway's deattribution files. */
import { downloadFile } from '../../shared/lib/download.ts';

export const MAILING_LIST_PATH = '/files/deattribution/mailing-list';
export const terminationOverviewPath = (changeId: string) => `/files/deattribution/${encodeURIComponent(changeId)}/termination-overview`;

export type AccessTokenSource = () => Promise<string | null>;

export async function downloadTerminationOverview(changeId: string, getAccessToken: AccessTokenSource): Promise<void> {
  await downloadFile(terminationOverviewPath(changeId), {
    accessToken: await getAccessToken(),
    fallbackName: `termination-overview-${changeId}.xlsx`,
  });
}
