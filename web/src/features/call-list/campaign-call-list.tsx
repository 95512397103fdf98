import { Flex, HStack, Spinner, Text } from '@chakra-ui/react';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { CallListTable, type CallListRow } from './call-list-table.tsx';
import { ConnectionStatus, PausedNotice } from './connection-status.tsx';
import { formatTime } from '../../shared/lib/format.ts';
import type { LiveGate } from './use-live-gate.ts';
import type { LiveCallList } from './use-live-call-list.ts';

interface CampaignCallListProps {
  campaignName: string;
  gate: LiveGate;
  live: LiveCallList;
  calling: ReadonlySet<string>;
  onCall(row: CallListRow): void;
}

/** One campaign tab: status line, then the paused notice, a spinner or the live table. */
export function CampaignCallList({ campaignName, gate, live, calling, onCall }: CampaignCallListProps) {
  const { list, status, error } = live;
  const paused = gate.reason === 'hidden' || gate.reason === 'inactive' ? gate.reason : null;
  return (
    <>
      <HStack gap="4" mb="3" wrap="wrap">
        <ConnectionStatus status={status} />
        {list && !paused && (
          <>
            <Text data-testid="call-list-size">
              {list.size} {list.size === 1 ? 'member' : 'members'}
            </Text>
            <Text color="fg.muted">Updated {formatTime(list.generatedAt)}</Text>
          </>
        )}
      </HStack>
      <ErrorAlert error={error} />
      {paused ? (
        <PausedNotice reason={paused} />
      ) : list ? (
        <CallListTable campaignName={campaignName} entries={list.entries} calling={calling} onCall={onCall} />
      ) : (
        !error && (
          <Flex justify="center" py="10">
            <Spinner aria-label="Loading call list" />
          </Flex>
        )
      )}
    </>
  );
}
