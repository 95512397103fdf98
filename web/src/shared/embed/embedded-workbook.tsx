/**
 * An analytics workbook in a frame. Each link opens once and only shortly after it is issued, so
 * a link is never reused: it is asked for on mount (network-only, not from the cache), not again
 * on window focus, and anew with Refresh or when the colour mode changes. Export downloads the
 * workbook's table through the gateway's file route.
 */
import { useState } from 'react';
import { Box, Button, HStack, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { WORKBOOKS } from '@luminate/schema/rules';
import { WorkbookEmbedDocument } from '../../generated/graphql.ts';
import { useColorMode } from '../ui/color-mode.tsx';
import { ErrorAlert } from '../ui/error-alert.tsx';
import { DownloadButton } from '../ui/download-button.tsx';
import { useAccessTokenGetter } from '../auth/access-token.ts';
import type { EmbeddedWorkbookProps } from './types.ts';

/** The frame may show the workbook and download its files; no scripts, forms or pop-ups. */
export const WORKBOOK_FRAME_SANDBOX = 'allow-same-origin allow-downloads';

/** The gateway's export route of a workbook (and member, for cost profiles). */
export function workbookExportUrl(workbook: EmbeddedWorkbookProps['workbook'], memberId?: string): string {
  const path = `/files/exports/workbooks/${WORKBOOKS[workbook].embedStr}.xlsx`;
  return memberId ? `${path}?memberId=${encodeURIComponent(memberId)}` : path;
}

export function EmbeddedWorkbook({ workbook, memberId, title }: EmbeddedWorkbookProps) {
  const { colorMode } = useColorMode();
  const getAccessToken = useAccessTokenGetter();
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const [frameLoaded, setFrameLoaded] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(WorkbookEmbedDocument, {
    variables: { workbook, memberId: memberId ?? null, theme: colorMode === 'dark' ? 'DARK' : 'LIGHT' },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const url = loading ? null : (data?.workbookEmbed.url ?? null);

  return (
    <Stack gap="3" data-testid="embedded-workbook">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <HStack gap="2">
          <Button size="sm" variant="outline" loading={loading} loadingText="Refreshing…" onClick={() => void refetch()}>
            Refresh
          </Button>
          <DownloadButton
            url={workbookExportUrl(workbook, memberId)}
            getAccessToken={getAccessToken}
            fallbackName={`${WORKBOOKS[workbook].workbookId}.xlsx`}
            label="Export"
            loadingText="Exporting…"
            onStart={() => setDownloadError(null)}
            onError={setDownloadError}
          />
        </HStack>
      </HStack>
      <ErrorAlert error={error ?? downloadError} onDismiss={downloadError ? () => setDownloadError(null) : undefined} />
      <Box position="relative" borderWidth="1px" borderRadius="md" overflow="hidden" minH="640px" bg="bg">
        {(!url || frameLoaded !== url) && !error && (
          <Stack position="absolute" inset="0" p="4" gap="3" aria-busy="true" aria-label={`Loading ${title}`}>
            <Skeleton height="6" width="40%" />
            <Skeleton height="56" />
            <Skeleton height="72" />
          </Stack>
        )}
        {url && (
          <iframe
            key={url}
            src={url}
            title={title}
            sandbox={WORKBOOK_FRAME_SANDBOX}
            referrerPolicy="no-referrer"
            onLoad={() => setFrameLoaded(url)}
            style={{ width: '100%', height: '640px', border: 0, display: 'block', visibility: frameLoaded === url ? 'visible' : 'hidden' }}
          />
        )}
      </Box>
    </Stack>
  );
}
