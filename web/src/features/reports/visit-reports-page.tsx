import { CONVERSION_WINDOW_WEEKS } from '@luminate/schema/rules';
import type { PageProps } from '../../shared/lib/page.ts';
import { PlainReportDownload } from './plain-report.tsx';
import { ReportLayout, type ReportEntry } from './report-layout.tsx';
import { useReportPageData } from './use-report-page-data.ts';
import { NEXT_VISIT_REPORT_URL, WEEKLY_CONVERSION_RATE_REPORT_URL } from './report-urls.ts';

export const VISIT_REPORTS_TITLE = 'Visit Reporting';
const TOOL = 'Visit Reporting';

/** /visit-reports: upcoming visits, and how many members each office converts week by week. */
export default function VisitReportsPage(_props: PageProps) {
  const { can, error } = useReportPageData({ markets: false });
  const reports: ReportEntry[] = [
    {
      title: 'Next Visit Report',
      description: 'Every engaged member with their next scheduled visit and the days until it; members with none scheduled come last.',
      report: 'runNextVisitReport',
      form: <PlainReportDownload url={NEXT_VISIT_REPORT_URL} fallbackName="NextVisitReport.xlsx" tool={TOOL} />,
    },
    {
      title: 'Weekly Conversion Rate',
      description: `Per office and week over a rolling ${CONVERSION_WINDOW_WEEKS}-week window ending this week: members who became engaged against the eligible unengaged members at the week's start. Counts only, no member rows.`,
      report: 'runWeeklyConversionRateReport',
      form: <PlainReportDownload url={WEEKLY_CONVERSION_RATE_REPORT_URL} fallbackName="WeeklyConversionRateReport.xlsx" tool={TOOL} />,
    },
  ];
  return (
    <ReportLayout
      title={VISIT_REPORTS_TITLE}
      intro="Workbooks about visits, computed from the current data when you download them."
      error={error}
      tool={TOOL}
      can={can}
      reports={reports}
    />
  );
}
