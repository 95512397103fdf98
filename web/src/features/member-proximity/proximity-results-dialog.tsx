import { useMemo, useState } from 'react';
import { Dialog, HStack, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { MembersNearAddressDocument, type MemberProximityInput } from '../../generated/graphql.ts';
import { useAccessTokenGetter } from '../../shared/auth/access-token.ts';
import { GeoMap } from '../../shared/map/index.ts';
import type { MapMarker, MapPoint } from '../../shared/map/types.ts';
import { DialogDismissButton, DialogShell } from '../../shared/ui/dialog-shell.tsx';
import { DownloadButton } from '../../shared/ui/download-button.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { ListTable } from '../../shared/ui/list-table.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { NEARBY_MEMBER_COLUMNS, type NearbyMemberRow } from './nearby-member-columns.tsx';
import { exportQueryString, type ProximityAddress } from './proximity-form.ts';

export const NO_MEMBERS_MATCH = 'No members match these filters.';

/** The members' homes as points (no names on the map: the AaneelId and the distance only). */
const MEMBER_POINT_COLOR = [221, 107, 32] as const;

export interface ProximityLookup {
  input: MemberProximityInput;
  address: ProximityAddress;
  providerName: string;
}

function countLine(found: number, asked: number): string {
  const members = found === 1 ? '1 member' : `${found} members`;
  return `${members} found, nearest first (up to ${asked}).`;
}

function ResultsMap({ lookup, rows }: { lookup: ProximityLookup; rows: readonly NearbyMemberRow[] }) {
  const { address, providerName } = lookup;
  const markers = useMemo<MapMarker[]>(
    () => [
      {
        id: 'clinician',
        kind: 'clinician',
        label: `${providerName}: lookup address`,
        detail: address.formattedAddress,
        lat: address.lat,
        lng: address.lng,
      },
    ],
    [address, providerName],
  );
  const points = useMemo<MapPoint[]>(
    () =>
      rows.map((r) => ({
        id: r.member.id,
        lat: r.lat,
        lng: r.lng,
        color: MEMBER_POINT_COLOR,
        tooltip: `Member ${r.member.aaneelId} · ${r.distance.toFixed(2)} mi`,
      })),
    [rows],
  );
  return (
    <GeoMap
      label={`Map of the members near ${address.formattedAddress}`}
      initialView={{ center: { lat: address.lat, lng: address.lng }, zoom: 10 }}
      fitToContent
      markers={markers}
      points={points}
      height="50vh"
    />
  );
}

function Results({ lookup }: { lookup: ProximityLookup }) {
  const { data, loading, error } = useQuery(MembersNearAddressDocument, { variables: { input: lookup.input } });
  const [tab, setTab] = useState('table');
  const [exportError, setExportError] = useState<unknown>(null);
  const getAccessToken = useAccessTokenGetter();
  const rows = data?.membersNearAddress ?? [];

  if (error) return <ErrorAlert error={error} />;
  if (loading && !data) return <LoadingBlock label="Looking up the members nearest the address" heights={['6', '8', '8', '8', '8']} />;
  return (
    <>
      <HStack justify="space-between" wrap="wrap" gap="3" mb="2">
        <Text role="status" data-testid="proximity-count">
          {countLine(rows.length, lookup.input.count ?? rows.length)}
        </Text>
        <DownloadButton
          url={`/files/exports/members-near-address.csv?${exportQueryString(lookup.input)}`}
          getAccessToken={getAccessToken}
          fallbackName="MembersNearAddress.csv"
          label="Download CSV"
          loadingText="Downloading…"
          onStart={() => setExportError(null)}
          onError={setExportError}
          disabled={rows.length === 0}
        />
      </HStack>
      <ErrorAlert error={exportError} onDismiss={() => setExportError(null)} />
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} lazyMount variant="line">
        <Tabs.List>
          <Tabs.Trigger value="table">Table</Tabs.Trigger>
          <Tabs.Trigger value="map">Map</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="table">
          <ListTable
            caption={`Members nearest ${lookup.address.formattedAddress}`}
            columns={NEARBY_MEMBER_COLUMNS}
            rows={rows}
            rowKey={(r) => r.member.id}
            emptyText={NO_MEMBERS_MATCH}
            stickyHeader
            scrollProps={{ maxH: '60vh' }}
            rowProps={(r) => ({ 'data-member-id': r.member.id, 'data-distance': String(r.distance) })}
          />
        </Tabs.Content>
        <Tabs.Content value="map">
          {rows.length === 0 ? <Text role="status">{NO_MEMBERS_MATCH}</Text> : <ResultsMap lookup={lookup} rows={rows} />}
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

/** The results in a large modal: the count, the table (or the map) and the CSV download. */
export function ProximityResultsDialog({ lookup, onClose }: { lookup: ProximityLookup | null; onClose: () => void }) {
  return (
    <DialogShell
      open={lookup !== null}
      onClose={onClose}
      size="cover"
      scrollBehavior="inside"
      title={lookup ? `Members near ${lookup.address.formattedAddress}` : 'Members near the address'}
    >
      <Dialog.Body>{lookup && <Results lookup={lookup} />}</Dialog.Body>
      <Dialog.Footer>
        <DialogDismissButton />
      </Dialog.Footer>
    </DialogShell>
  );
}
