import { useMemo, useState } from 'react';
import { Box, Button, Checkbox, Flex, Heading, HStack, Portal, Stack, Text, Tooltip, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { CLOSEST_OFFICES_COUNT } from '@luminate/schema/rules';
import { ClosestOfficesDocument } from '../../generated/graphql.ts';
import { useAccessTokenGetter } from '../../shared/auth/access-token.ts';
import { DownloadButton } from '../../shared/ui/download-button.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { ListTable } from '../../shared/ui/list-table.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { closestOfficeColumns, DIFFERENT_GROUP_NOTE } from './closest-office-columns.tsx';
import { OfficesMapDialog } from './offices-map-dialog.tsx';
import {
  countyHeading,
  differsFromClosest,
  NO_OFFICES_FOUND,
  readShowBackups,
  SHOW_BACKUPS_TOOLTIP,
  storeShowBackups,
  type ClosestOfficeRow,
  type LookupAddress,
} from './lookup-rules.ts';

/** A highlighted row: a salmon tint in both themes, dark enough in dark mode for light text. */
const SALMON_ROW = { '& > td': { bg: { base: '#ffd9cc', _dark: '#5a2a20' } } } as const;

/** The Show Backups switch, remembered in this browser, with what the backups are in a tooltip. */
function ShowBackupsBox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Tooltip.Root openDelay={150} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <Checkbox.Root size="sm" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
          <Checkbox.HiddenInput aria-describedby="show-backups-hint" />
          <Checkbox.Control />
          <Checkbox.Label>Show Backups</Checkbox.Label>
          <VisuallyHidden id="show-backups-hint">{SHOW_BACKUPS_TOOLTIP}</VisuallyHidden>
        </Checkbox.Root>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{SHOW_BACKUPS_TOOLTIP}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

/**
 * The closest-office result panel: the county heading and the formatted address, Show Backups, the
 * map view and the CSV, then the ten offices nearest the address, nearest first.
 */
export function ClosestOfficesPanel({ address }: { address: LookupAddress }) {
  const { data, loading, error } = useQuery(ClosestOfficesDocument, {
    variables: { lat: address.lat, lng: address.lng, count: CLOSEST_OFFICES_COUNT },
  });
  const [showBackups, setShowBackups] = useState(readShowBackups);
  const [mapOpen, setMapOpen] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);
  const getAccessToken = useAccessTokenGetter();

  const rows = useMemo(() => data?.closestOffices ?? [], [data]);
  const columns = useMemo(() => closestOfficeColumns(showBackups, (row) => differsFromClosest(rows, row)), [showBackups, rows]);
  const anyHighlighted = rows.some((row) => differsFromClosest(rows, row));
  const exportUrl = `/files/exports/closest-offices.csv?lat=${encodeURIComponent(address.lat)}&lng=${encodeURIComponent(address.lng)}`;

  const toggleBackups = (show: boolean) => {
    setShowBackups(show);
    storeShowBackups(show);
  };

  return (
    <Box as="section" aria-labelledby="closest-offices-heading" borderWidth="1px" rounded="md" p="4">
      <Stack gap="3">
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="0">
            <Heading as="h2" size="lg" id="closest-offices-heading">
              {countyHeading(address)}
            </Heading>
            <Text color="fg.muted" data-testid="lookup-formatted-address">
              {address.formattedAddress}
            </Text>
          </Stack>
          <HStack gap="3" wrap="wrap">
            <ShowBackupsBox checked={showBackups} onChange={toggleBackups} />
            <Button size="sm" variant="outline" onClick={() => setMapOpen(true)} disabled={rows.length === 0}>
              See Map View
            </Button>
            <DownloadButton
              url={exportUrl}
              getAccessToken={getAccessToken}
              fallbackName="ClosestOffices.csv"
              label="Download CSV"
              loadingText="Downloading…"
              onStart={() => setExportError(null)}
              onError={setExportError}
              disabled={rows.length === 0}
            />
          </HStack>
        </Flex>
        <ErrorAlert error={exportError} onDismiss={() => setExportError(null)} />
        {error ? (
          <ErrorAlert error={error} />
        ) : loading && !data ? (
          <LoadingBlock label="Looking up the closest offices" heights={['8', '8', '8', '8']} />
        ) : (
          <>
            <ListTable<ClosestOfficeRow>
              caption={`Offices closest to ${address.formattedAddress}`}
              columns={columns}
              rows={rows}
              rowKey={(r) => r.office.id}
              emptyText={NO_OFFICES_FOUND}
              striped={false}
              rowProps={(r) => {
                const highlighted = differsFromClosest(rows, r);
                return {
                  'data-office-id': r.office.id,
                  'data-highlighted': String(highlighted),
                  css: highlighted ? SALMON_ROW : undefined,
                };
              }}
            />
            {anyHighlighted && (
              <Text fontSize="sm" color="fg.muted">
                <Text as="span" aria-hidden>
                  ◆{' '}
                </Text>
                Highlighted rows: {DIFFERENT_GROUP_NOTE.toLowerCase()}.
              </Text>
            )}
          </>
        )}
      </Stack>
      <OfficesMapDialog open={mapOpen} onClose={() => setMapOpen(false)} address={address} rows={rows} />
    </Box>
  );
}
