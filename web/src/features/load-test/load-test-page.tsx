import { Heading, Stack, Text } from '@chakra-ui/react';
import type { PageProps } from '../../shared/lib/page.ts';
import { LoadTestForm } from './load-test-form.tsx';
import { LoadTestLog } from './load-test-log.tsx';
import { LoadTestStatsPanel } from './load-test-stats.tsx';
import { useLoadTest } from './use-load-test.ts';

/**
 * /admin/load-test: opens many real call-list subscriptions from this browser
 * against the gateway and shows how they fare. Leaving the page stops the test.
 */
export default function LoadTestPage({ pageName }: PageProps) {
  const { snapshot, start, stop } = useLoadTest();
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          {pageName}
        </Heading>
        <Text color="fg.muted">Every connection is a graphql-ws socket subscribed to the campaign's live call list as you.</Text>
      </Stack>
      <LoadTestForm running={snapshot.running} onStart={start} onStop={stop} />
      <Stack gap="2">
        <Heading as="h2" size="md">
          Statistics{' '}
          {snapshot.opening && (
            <Text as="span" color="fg.muted" fontSize="sm">
              (opening connections…)
            </Text>
          )}
        </Heading>
        <LoadTestStatsPanel stats={snapshot.stats} />
      </Stack>
      <Stack gap="2">
        <Heading as="h2" size="md">
          Log
        </Heading>
        <LoadTestLog entries={snapshot.log} />
      </Stack>
    </Stack>
  );
}
