import { transferReportRule } from '@luminate/schema/rules';
import { DateRangeReportDialog } from '../../shared/ui/date-range-report-dialog.tsx';

export type TransferReportKind = 'submitted' | 'processed';

const REPORTS: Record<TransferReportKind, { title: string; fallbackName: string }> = {
  submitted: { title: 'Export Submitted Transfers', fallbackName: 'submitted-transfers.xlsx' },
  processed: { title: 'Export Processed Transfers', fallbackName: 'processed-transfers.xlsx' },
};

export const transferReportUrl = (kind: TransferReportKind, start: string, end: string) =>
  `/files/transfers/${kind}?${new URLSearchParams({ start, end })}`;

interface TransferReportDialogProps {
  kind: TransferReportKind;
  getAccessToken: () => Promise<string | null>;
}

/** A transfer report's button and its Start / End dates modal. */
export function TransferReportDialog({ kind, getAccessToken }: TransferReportDialogProps) {
  const report = REPORTS[kind];
  return (
    <DateRangeReportDialog
      buttonLabel={report.title}
      title={report.title}
      rule={transferReportRule}
      url={({ start, end }) => transferReportUrl(kind, start, end)}
      fallbackName={report.fallbackName}
      tool="Patient Transfer"
      getAccessToken={getAccessToken}
    />
  );
}
