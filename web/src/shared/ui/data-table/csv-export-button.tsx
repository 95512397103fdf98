import { DownloadButton } from '../download-button.tsx';

export interface CsvExportButtonProps {
  /** The gateway's streaming export URL, with the table's filters and sort in its query. */
  url: string;
  /** Current access token, read at click time so a renewed token is used. */
  getAccessToken: () => Promise<string | null>;
  fallbackName: string;
  onError: (error: unknown) => void;
  disabled?: boolean;
}

/** Downloads every row of the table's current filter as CSV (not just the visible page). */
export function CsvExportButton(props: CsvExportButtonProps) {
  return <DownloadButton {...props} label="Export CSV" loadingText="Exporting…" />;
}

/** `path?filters=<json>&sort=<json>` as the gateway's export routes expect. */
export function exportUrl(path: string, args: { filters: readonly unknown[]; sort: readonly unknown[] }): string {
  const query = new URLSearchParams({ filters: JSON.stringify(args.filters), sort: JSON.stringify(args.sort) });
  return `${path}?${query}`;
}
