import { Stack, Text } from '@chakra-ui/react';
import { useAccessTokenGetter } from '../../shared/auth/access-token.ts';
import type { PageProps } from '../../shared/lib/page.ts';
import { SubmittedForTermReportButton } from '../../shared/reports/submitted-for-term-report.tsx';
import { DeattributionDashboard } from './deattribution-dashboard.tsx';
import { DashboardHeader } from '../../shared/approvals/dashboard-header.tsx';

export const DEATTRIBUTION_TITLE = 'Deattribution Dashboard';

export const DEATTRIBUTION_INTRO =
  "Requests to end a member's attribution move from APP / CD review through CMD and OM approval to the member's letter " +
  'and termination. Each tab lists the requests waiting at that stage; open one with View to decide it.';

/** /deattribution. */
export default function DeattributionPage(_props: PageProps) {
  const getAccessToken = useAccessTokenGetter();
  return (
    <Stack gap="4">
      <DashboardHeader title={DEATTRIBUTION_TITLE}>
        <SubmittedForTermReportButton getAccessToken={getAccessToken} tool="Deattribution Dashboard" />
      </DashboardHeader>
      <Text color="fg.muted" maxW="4xl">
        {DEATTRIBUTION_INTRO}
      </Text>
      <DeattributionDashboard getAccessToken={getAccessToken} />
    </Stack>
  );
}
