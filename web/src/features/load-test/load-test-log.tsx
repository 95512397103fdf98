import { Box, Table, Text } from '@chakra-ui/react';
import type { LoadTestLogEntry } from './load-test-run.ts';

const TIME = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  fractionalSecondDigits: 3,
  hour12: false,
});

/** The last 100 events, newest first. */
export function LoadTestLog({ entries }: { entries: readonly LoadTestLogEntry[] }) {
  if (entries.length === 0) return <Text color="fg.muted">No events yet. Press Start.</Text>;
  return (
    <Box maxH="420px" overflowY="auto" borderWidth="1px" rounded="md">
      <Table.Root size="sm" stickyHeader aria-label="Load test log">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="8rem">Time</Table.ColumnHeader>
            <Table.ColumnHeader w="8rem">Connection</Table.ColumnHeader>
            <Table.ColumnHeader>Event</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((entry) => (
            <Table.Row key={entry.seq}>
              <Table.Cell fontFamily="mono" whiteSpace="nowrap">
                {TIME.format(entry.at)}
              </Table.Cell>
              <Table.Cell>{entry.connection === 0 ? 'Run' : `#${entry.connection}`}</Table.Cell>
              <Table.Cell>{entry.event}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
