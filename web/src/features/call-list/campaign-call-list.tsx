import { useDeferredValue, useMemo, useState } from 'react';
import { Field, Flex, HStack, Input, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { CallListPhoneMatchesDocument } from '../../generated/graphql.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { CallListTable, type CallListRow } from './call-list-table.tsx';
import { ConnectionStatus, PausedNotice } from './connection-status.tsx';
import { formatCount, formatTime } from '../../shared/lib/format.ts';
import { matchesSearch, phoneDigits, sortRows, type CallListSort } from './call-list-view.ts';
import type { LiveGate } from './use-live-gate.ts';
import type { LiveCallList } from './use-live-call-list.ts';

interface CampaignCallListProps {
  campaignName: string;
  gate: LiveGate;
  live: LiveCallList;
  calling: ReadonlySet<string>;
  onCall: (row: CallListRow) => void;
}

/**
 * The search box's phone matches: for a search that reads as a phone number, the ids of the
 * members whose phone contains it (asked of the gateway; the list carries no phone numbers).
 */
function usePhoneMatches(search: string) {
  const phone = phoneDigits(search);
  const { data, loading, error } = useQuery(CallListPhoneMatchesDocument, { variables: { phone: phone ?? '' }, skip: phone === null });
  const ids = useMemo(() => (phone && data ? new Set(data.members.nodes.map((m) => m.id)) : null), [phone, data]);
  return { ids, searchingPhones: phone !== null && loading, error: phone !== null ? error : undefined };
}

/** One campaign tab: status line and search box, then the paused notice, a spinner or the live table. */
export function CampaignCallList({ campaignName, gate, live, calling, onCall }: CampaignCallListProps) {
  const { list, status, error } = live;
  const paused = gate.reason === 'hidden' || gate.reason === 'inactive' ? gate.reason : null;
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<CallListSort | null>(null);
  // Typing stays responsive on a long list: the table catches up with the box between keystrokes.
  const deferredSearch = useDeferredValue(search);
  const phones = usePhoneMatches(deferredSearch);
  const searching = deferredSearch.trim() !== '';
  const entries = list?.entries;
  const rows = useMemo(
    () => (entries ? sortRows(searching ? entries.filter((row) => matchesSearch(row, deferredSearch, phones.ids)) : entries, sort) : []),
    [entries, searching, deferredSearch, phones.ids, sort],
  );

  return (
    <>
      <HStack gap="4" mb="3" wrap="wrap">
        <ConnectionStatus status={status} />
        {list && !paused && (
          <>
            <Text data-testid="call-list-size">
              {formatCount(list.size)} {list.size === 1 ? 'member' : 'members'}
            </Text>
            <Text color="fg.muted">Updated {formatTime(list.generatedAt)}</Text>
          </>
        )}
      </HStack>
      <ErrorAlert error={error ?? phones.error} />
      {paused ? (
        <PausedNotice reason={paused} />
      ) : list ? (
        <>
          <Flex gap="3" mb="3" align="end" wrap="wrap">
            <Field.Root maxW={{ base: 'full', md: 'sm' }}>
              <Field.Label>Search this list</Field.Label>
              <Input
                type="search"
                placeholder="Name, AaneelId or phone"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                autoComplete="off"
              />
            </Field.Root>
            {searching && (
              <Text role="status" color="fg.muted" fontSize="sm" pb="2" data-testid="call-list-matches">
                {phones.searchingPhones
                  ? 'Searching phone numbers…'
                  : `${formatCount(rows.length)} of ${formatCount(list.entries.length)} members match`}
              </Text>
            )}
          </Flex>
          <CallListTable
            campaignName={campaignName}
            entries={rows}
            searching={searching}
            sort={sort}
            onSort={setSort}
            calling={calling}
            onCall={onCall}
          />
        </>
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
