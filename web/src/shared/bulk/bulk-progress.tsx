import { Alert, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { BULK_MESSAGES } from '@luminate/schema/rules';
import type { BulkProgress } from '../lib/bulk-upload.ts';
import { formatBytes, formatCount } from '../lib/format.ts';

/** The words of a validation's progress: bytes while uploading, then rows read. */
export function progressText(progress: BulkProgress): string {
  if (progress.phase === 'uploading') return `Uploading ${formatBytes(progress.sent)} of ${formatBytes(progress.total)}`;
  return `Validating… ${formatCount(progress.rows)} rows`;
}

/**
 * A validation under way: the notice not to navigate away, a determinate bar while the bytes go
 * up, then an indeterminate one with the rows the sandbox has read so far.
 */
export function BulkProgressView({ progress }: { progress: BulkProgress }) {
  const uploading = progress.phase === 'uploading';
  const text = progressText(progress);
  return (
    <Stack gap="3">
      <Alert.Root status="info" variant="subtle">
        <Alert.Indicator />
        <Alert.Description>{BULK_MESSAGES.validating}</Alert.Description>
      </Alert.Root>
      <Progress.Root
        value={uploading ? progress.sent : null}
        max={uploading ? Math.max(progress.total, 1) : 100}
        size="sm"
        colorPalette="blue"
        aria-label={uploading ? 'Upload progress' : 'Validation progress'}
      >
        <HStack justify="space-between">
          <Progress.Label>{uploading ? 'Uploading' : 'Validating'}</Progress.Label>
        </HStack>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text role="status" aria-live="polite" fontSize="sm" data-testid="bulk-progress">
        {text}
      </Text>
    </Stack>
  );
}
