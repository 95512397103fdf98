import { Alert } from '@chakra-ui/react';

/** Shown by a row opened read-only when the viewer may not act on it. */
export const READ_ONLY_FALLBACK = 'You can view this request, but not decide it.';

/**
 * The visible note at the top of a read-only dialog or drawer: why the viewer may not act on the
 * row, in the policy's own words (viewerCan.decide.reason).
 */
export function RefusedNote({ reason }: { reason: string | null | undefined }) {
  return (
    <Alert.Root status="info" data-testid="refused-note">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Read only</Alert.Title>
        <Alert.Description>{reason?.trim() || READ_ONLY_FALLBACK}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
