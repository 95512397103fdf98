import { useCallback, useState } from 'react';
import { useAccessTokenGetter } from '../../shared/auth/access-token.ts';
import { downloadFile } from '../../shared/lib/download.ts';
import { toast } from '../../shared/lib/toasts.ts';

export interface ReportDownload {
  /** Streams the report at `url` and offers it under the server's file name. */
  run: (url: string) => Promise<void>;
  busy: boolean;
  /** Bytes received so far of the file streaming in. */
  received: number;
  /** The last failure (the server's message), until the next attempt or a dismissal. */
  error: unknown;
  clearError: () => void;
}

/** One report's download state: busy with the bytes received, then a toast naming the file, or the failure. */
export function useReportDownload(fallbackName: string): ReportDownload {
  const getAccessToken = useAccessTokenGetter();
  const [busy, setBusy] = useState(false);
  const [received, setReceived] = useState(0);
  const [error, setError] = useState<unknown>(null);

  const run = useCallback(
    async (url: string) => {
      setBusy(true);
      setReceived(0);
      setError(null);
      try {
        const file = await downloadFile(url, { accessToken: await getAccessToken(), fallbackName, onProgress: setReceived });
        toast.success({ title: 'Report downloaded', description: file.fileName });
      } catch (failure) {
        setError(failure);
      } finally {
        setBusy(false);
      }
    },
    [getAccessToken, fallbackName],
  );
  const clearError = useCallback(() => setError(null), []);
  return { run, busy, received, error, clearError };
}
