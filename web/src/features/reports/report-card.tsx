import { useId, type ReactNode } from 'react';
import { Button, Card, Stack, Text } from '@chakra-ui/react';
import { formatBytes } from '../../shared/lib/format.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import type { ReportDownload } from './use-report-download.ts';

/** The gateway's answer to "may the viewer run this report", with its reason when not. */
export interface ReportAccess {
  allowed: boolean;
  reason?: string | null;
}

export interface ReportCardProps {
  title: string;
  /** What the report holds, in a sentence or two. */
  description: ReactNode;
  /** Undefined while the gateway has not answered; null when it could not be asked (the page shows why). */
  access: ReportAccess | null | undefined;
  children: ReactNode;
}

/**
 * One report of a report page: its title and what it holds, then its form (the page shows the card
 * only to a viewer the gateway lets run the report; a refusal still shows its reason, not the form).
 */
export function ReportCard({ title, description, access, children }: ReportCardProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} size="sm" height="full">
      <Card.Header>
        <Card.Title as="h2" id={headingId}>
          {title}
        </Card.Title>
        <Card.Description>{description}</Card.Description>
      </Card.Header>
      <Card.Body>
        {access === undefined ? (
          <LoadingBlock label={`Loading ${title}`} heights={['8', '8']} />
        ) : access === null ? (
          <Text color="fg.muted">This report is not available until the page loads again.</Text>
        ) : access.allowed ? (
          children
        ) : (
          <Text color="fg.muted" fontStyle="italic" data-testid="report-refused">
            {access.reason ?? 'You may not run this report.'}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export interface ReportDownloadActionsProps {
  download: ReportDownload;
  /** The page name on a support ticket raised from a failure. */
  tool: string;
  label?: string;
  /** A plain button (reports without a form) instead of the form's submit button. */
  onClick?: () => void;
}

/** The report's failure (the server's message) and its Download button, busy with the bytes received while the file streams. */
export function ReportDownloadActions({ download, tool, label = 'Download', onClick }: ReportDownloadActionsProps) {
  const progress = download.received > 0 ? `Downloading… ${formatBytes(download.received)}` : 'Downloading…';
  return (
    <Stack gap="3">
      <ErrorAlert error={download.error} onDismiss={download.clearError} tool={tool} />
      <Button
        type={onClick ? 'button' : 'submit'}
        onClick={onClick}
        colorPalette="blue"
        alignSelf="flex-start"
        loading={download.busy}
        loadingText={progress}
      >
        {label}
      </Button>
    </Stack>
  );
}
