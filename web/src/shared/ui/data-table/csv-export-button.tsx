import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { downloadFile } from '../../lib/download.ts';

export interface CsvExportButtonProps {
  /** The gateway's streaming export URL, with the table's filters and sort in its query. */
  url: string;
  /** Current access token, read at click time so a renewed token is used. */
  getAccessToken(): Promise<string | null>;
  fallbackName: string;
  onError(error: unknown): void;
  disabled?: boolean;
}

/** Downloads every row of the table's current filter as CSV (not just the visible page). */
export function CsvExportButton({ url, getAccessToken, fallbackName, onError, disabled }: CsvExportButtonProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      variant="outline"
      loading={busy}
      loadingText="Exporting…"
      disabled={disabled}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadFile(url, { accessToken: await getAccessToken(), fallbackName });
        } catch (error) {
          onError(error);
        } finally {
          setBusy(false);
        }
      }}
    >
      Export CSV
    </Button>
  );
}

/** `path?filters=<json>&sort=<json>` as the gateway's export routes expect. */
export function exportUrl(path: string, args: { filters: readonly unknown[]; sort: readonly unknown[] }): string {
  const query = new URLSearchParams({ filters: JSON.stringify(args.filters), sort: JSON.stringify(args.sort) });
  return `${path}?${query}`;
}
