import { SimpleGrid, Stat } from '@chakra-ui/react';
import type { LoadTestStats } from './load-test-run.ts';

const SHOWN: readonly { key: keyof LoadTestStats; label: string }[] = [
  { key: 'opened', label: 'Opened' },
  { key: 'connecting', label: 'Connecting' },
  { key: 'connected', label: 'Connected' },
  { key: 'subscribed', label: 'Subscribed' },
  { key: 'messages', label: 'Messages' },
  { key: 'errors', label: 'Errors' },
  { key: 'reconnects', label: 'Reconnects' },
];

/** Live counters of the run (refreshed at most every 250 ms). */
export function LoadTestStatsPanel({ stats }: { stats: LoadTestStats }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 7 }} gap="3" aria-label="Statistics" role="group">
      {SHOWN.map(({ key, label }) => (
        <Stat.Root key={key} borderWidth="1px" rounded="md" p="3" data-stat={key}>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText data-testid={`stat-${key}`}>
            {stats[key]}
            {key === 'opened' && stats.target > 0 ? ` / ${stats.target}` : ''}
          </Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
