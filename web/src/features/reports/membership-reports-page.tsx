import { Box } from '@chakra-ui/react';
import { useAccessTokenGetter } from '../../shared/auth/access-token.ts';
import type { PageProps } from '../../shared/lib/page.ts';
import { SubmittedForTermReportDialog } from '../../shared/reports/submitted-for-term-report.tsx';
import { MarketMembersExportForm } from './market-members-export.tsx';
import { PlainReportDownload } from './plain-report.tsx';
import { RedBoxErrorsReportForm } from './red-box-errors-report.tsx';
import { ReportLayout, type ReportEntry } from './report-layout.tsx';
import { useReportPageData } from './use-report-page-data.ts';
import { DROP_INELIGIBLE_REPORT_URL } from './report-urls.ts';

export const MEMBERSHIP_REPORTS_TITLE = 'Membership Reporting';
const TOOL = 'Membership Reporting';

/** /membership-reports: workbooks about members — red box errors, a market's members, drop-in refusals, term requests. */
export default function MembershipReportsPage(_props: PageProps) {
  const getAccessToken = useAccessTokenGetter();
  const { can, markets, error } = useReportPageData({ markets: true });
  const reports: ReportEntry[] = [
    {
      title: 'Red Box Errors',
      description: 'The red box errors logged between two dates, in one market or all: when, which member, and who reported it.',
      report: 'runRedBoxErrorsReport',
      form: <RedBoxErrorsReportForm markets={markets} tool={TOOL} />,
    },
    {
      title: 'Members Export',
      description: 'Every member of one market as a CSV file: ids, contact details, address, office, payer, eligibility and engagement.',
      report: 'runMarketMembersExport',
      form: <MarketMembersExportForm markets={markets} tool={TOOL} />,
    },
    {
      title: 'Drop-Ineligible Report',
      description:
        'Members who are drop-in ineligible now, with the latest change that made them so: since when, the reason, who changed it and the note.',
      report: 'runDropIneligibleReport',
      form: <PlainReportDownload url={DROP_INELIGIBLE_REPORT_URL} fallbackName="DropIneligibleReport.xlsx" tool={TOOL} />,
    },
    {
      title: 'Submitted for Term',
      description:
        'The term requests entered between two dates: the member, office, term reason and date, who requested it, and where each stands.',
      report: 'runSubmittedForTermReport',
      form: (
        <Box>
          <SubmittedForTermReportDialog getAccessToken={getAccessToken} tool={TOOL} />
        </Box>
      ),
    },
  ];
  return (
    <ReportLayout
      title={MEMBERSHIP_REPORTS_TITLE}
      intro="Workbooks and exports about members. Each download is recorded in the audit trail."
      error={error}
      tool={TOOL}
      can={can}
      reports={reports}
    />
  );
}
