import { Skeleton, Stack, Text } from '@chakra-ui/react';

export interface LoadingBlockProps {
  /** What is loading ('Loading cohorts'), shown above the bars. */
  label: string;
  /** One placeholder bar per height, top to bottom, shaped like what will replace them. */
  heights?: readonly string[];
}

/**
 * Placeholder bars under the name of what is loading, while a page's or a dialog's first answer
 * is on its way (later answers keep the old content): no area stays blank while it waits.
 */
export function LoadingBlock({ label, heights = ['8', '40'] }: LoadingBlockProps) {
  return (
    <Stack gap="2" role="status" aria-busy="true" aria-label={label}>
      <Text fontSize="sm" color="fg.muted">
        {`${label}…`}
      </Text>
      {heights.map((height, i) => (
        <Skeleton key={i} height={height} />
      ))}
    </Stack>
  );
}
