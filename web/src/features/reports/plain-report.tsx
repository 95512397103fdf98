import { ReportDownloadActions } from './report-card.tsx';
import { useReportDownload } from './use-report-download.ts';

/** A report without parameters: its Download button and its failure. */
export function PlainReportDownload({ url, fallbackName, tool }: { url: string; fallbackName: string; tool: string }) {
  const download = useReportDownload(fallbackName);
  return <ReportDownloadActions download={download} tool={tool} onClick={() => void download.run(url)} />;
}
