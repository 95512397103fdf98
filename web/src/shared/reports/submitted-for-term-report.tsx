import { useQuery } from '@apollo/client/react';
import { submittedForTermReportRule } from '@luminate/schema/rules';
import { SubmittedForTermReportAccessDocument } from '../../generated/graphql.ts';
import { DateRangeReportDialog, type ReportDates } from '../ui/date-range-report-dialog.tsx';

export const SUBMITTED_FOR_TERM_TITLE = 'Submitted for Term Report';

export const submittedForTermReportUrl = ({ start, end }: ReportDates) =>
  `/files/reports/submitted-for-term?${new URLSearchParams({ start, end })}`;

export interface SubmittedForTermReportProps {
  getAccessToken: () => Promise<string | null>;
  /** The page name on a support ticket raised from a failed download. */
  tool: string;
}

/**
 * The submitted-for-term report: a button opening the Start Date / End Date modal (both required,
 * neither after today, end not before start), which downloads the eligibility change (term)
 * requests submitted in that window.
 */
export function SubmittedForTermReportDialog({ getAccessToken, tool }: SubmittedForTermReportProps) {
  return (
    <DateRangeReportDialog
      buttonLabel={SUBMITTED_FOR_TERM_TITLE}
      title={SUBMITTED_FOR_TERM_TITLE}
      rule={submittedForTermReportRule}
      url={submittedForTermReportUrl}
      fallbackName="SubmittedForTermReport.xlsx"
      tool={tool}
      getAccessToken={getAccessToken}
    />
  );
}

/** The report's button for a page header: shown only to those the gateway lets run it. */
export function SubmittedForTermReportButton(props: SubmittedForTermReportProps) {
  const { data } = useQuery(SubmittedForTermReportAccessDocument, { fetchPolicy: 'cache-first' });
  if (!data?.viewer.can.runSubmittedForTermReport.allowed) return null;
  return <SubmittedForTermReportDialog {...props} />;
}
