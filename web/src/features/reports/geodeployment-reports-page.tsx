import { NeighborhoodUpdateCard } from '../../shared/bulk/index.ts';
import type { PageProps } from '../../shared/lib/page.ts';
import { ClosestOfficeReportForm } from './closest-office-report.tsx';
import { RangesReportForm } from './ranges-report.tsx';
import { ReportLayout, type ReportEntry } from './report-layout.tsx';
import { useReportPageData } from './use-report-page-data.ts';

export const GEODEPLOYMENT_REPORTS_TITLE = 'Geodeployment Reports';
const TOOL = 'Geodeployment Reports';

/**
 * /geodeployment-reports: where members live against the offices and providers that serve them, and
 * the bulk neighborhood update that moves members between offices.
 */
export default function GeodeploymentReportsPage(_props: PageProps) {
  const { can, markets, error } = useReportPageData({ markets: true });
  const reports: ReportEntry[] = [
    {
      title: 'Closest Office Report',
      description:
        "Each eligible member of the market or community (engaged, not engaged, or either) with the closest live office of the member's market, its distance in miles, and whether it is the member's current office.",
      report: 'runClosestOfficeReport',
      form: <ClosestOfficeReportForm markets={markets} tool={TOOL} />,
    },
    {
      title: 'Member Office Ranges',
      description:
        "Each eligible member of the market with a geocoded home and the market's offices within the range: how many, the nearest with its distance, and their names nearest first.",
      report: 'runMemberOfficeRangesReport',
      form: <RangesReportForm kind="member-office-ranges" title="Member Office Ranges" markets={markets} tool={TOOL} />,
    },
    {
      title: 'VC Ranges',
      description:
        "Each eligible member of the market with a geocoded home and the market's providers whose home base is within the range: how many, the nearest, and how many reach the member within their own maximum distance from home base.",
      report: 'runVcRangesReport',
      form: <RangesReportForm kind="vc-ranges" title="VC Ranges" markets={markets} tool={TOOL} />,
    },
    {
      title: 'Bulk Neighborhood Update',
      description: 'Moves members to other neighborhoods from a workbook.',
      report: 'bulkUpdateNeighborhoods',
      form: <NeighborhoodUpdateCard />,
      ownCard: true,
    },
  ];
  return (
    <ReportLayout
      title={GEODEPLOYMENT_REPORTS_TITLE}
      intro="Workbooks of where members live against the offices that serve them. Distances are straight-line (great-circle) miles from the member's address."
      error={error}
      tool={TOOL}
      can={can}
      reports={reports}
    />
  );
}
