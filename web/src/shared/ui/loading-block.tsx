import { Skeleton, Stack } from '@chakra-ui/react';

export interface LoadingBlockProps {
  /** What is loading, for screen readers ('Loading cohorts'). */
  label: string;
  /** One placeholder bar per height, top to bottom, shaped like what will replace them. */
  heights?: readonly string[];
}

/** Placeholder bars while a page's or a dialog's first answer is on its way (later answers keep the old content). */
export function LoadingBlock({ label, heights = ['8', '40'] }: LoadingBlockProps) {
  return (
    <Stack gap="2" aria-busy="true" aria-label={label}>
      {heights.map((height, i) => (
        <Skeleton key={i} height={height} />
      ))}
    </Stack>
  );
}
