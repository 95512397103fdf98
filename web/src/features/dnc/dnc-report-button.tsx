import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { downloadFile } from '../../shared/lib/download.ts';

export const DNC_REPORT_PATH = '/files/dnc/report';

interface DncReportButtonProps {
  getAccessToken(): Promise<string | null>;
  onError(error: unknown): void;
}

/** Generate DNC Report (spec 2 §2.5): the Care API builds the workbook; the gateway streams it. */
export function DncReportButton({ getAccessToken, onError }: DncReportButtonProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      variant="outline"
      loading={busy}
      loadingText="Generating…"
      onClick={async () => {
        setBusy(true);
        onError(null);
        try {
          await downloadFile(DNC_REPORT_PATH, { accessToken: await getAccessToken(), fallbackName: 'dnc-report.xlsx' });
        } catch (error) {
          onError(error);
        } finally {
          setBusy(false);
        }
      }}
    >
      Generate DNC Report
    </Button>
  );
}
