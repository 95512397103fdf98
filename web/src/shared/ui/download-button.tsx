import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { downloadFile } from '../lib/download.ts';
import { formatBytes } from '../lib/format.ts';

export interface DownloadButtonProps {
  /** A gateway file route (relative to the app's origin or absolute). */
  url: string;
  /** Current access token, read at click time so a renewed token is used. */
  getAccessToken: () => Promise<string | null>;
  fallbackName: string;
  label: string;
  /** Shown on the button while the file streams in, e.g. 'Exporting…'. */
  loadingText: string;
  /** Called as a download starts (e.g. to clear an earlier failure). */
  onStart?: () => void;
  onError: (error: unknown) => void;
  disabled?: boolean;
}

/** A button that downloads one file from the gateway, busy while it streams (with the bytes received so far). */
export function DownloadButton({ url, getAccessToken, fallbackName, label, loadingText, onStart, onError, disabled }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const [received, setReceived] = useState(0);
  const download = async () => {
    setBusy(true);
    setReceived(0);
    onStart?.();
    try {
      await downloadFile(url, { accessToken: await getAccessToken(), fallbackName, onProgress: setReceived });
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="sm"
      variant="outline"
      loading={busy}
      loadingText={received > 0 ? `${loadingText} ${formatBytes(received)}` : loadingText}
      disabled={disabled}
      onClick={() => void download()}
    >
      {label}
    </Button>
  );
}
