import { useMemo, useState } from 'react';
import { Box, Button, Checkbox, Flex, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import {
  MarketTabsDocument,
  NeighborhoodCapabilitiesDocument,
  NeighborhoodsDocument,
  type NeighborhoodRowFragment,
} from '../../generated/graphql.ts';
import { useAccessTokenGetter } from '../../shared/auth/access-token.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { DownloadButton } from '../../shared/ui/download-button.tsx';
import { ListTable } from '../../shared/ui/list-table.tsx';
import { neighborhoodColumns, type OfficeDialog } from './neighborhood-columns.tsx';
import { NeighborhoodAddDialog } from './neighborhood-add-dialog.tsx';
import { NeighborhoodEditDialog } from './neighborhood-edit-dialog.tsx';
import { OfficeChangeLogDialog, OfficeNodeLogDialog } from './office-log-dialogs.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { NeighborhoodsMap } from './neighborhoods-map.tsx';
import { formatCount } from '../../shared/lib/format.ts';

const OFFICES_REPORT_PATH = '/files/offices-report';

type YesNoFilter = 'all' | 'yes' | 'no';

interface Filters {
  text: string;
  community: string;
  active: YesNoFilter;
  outreaching: YesNoFilter;
}
const NO_FILTERS: Filters = { text: '', community: '', active: 'all', outreaching: 'all' };

const byName = (a: NeighborhoodRowFragment, b: NeighborhoodRowFragment) => a.name.localeCompare(b.name, undefined, { numeric: true });
const matchesFlag = (filter: YesNoFilter, office: NeighborhoodRowFragment, value: boolean) =>
  filter === 'all' || (!office.isCommunity && value === (filter === 'yes'));

function applyFilters(offices: readonly NeighborhoodRowFragment[], f: Filters): NeighborhoodRowFragment[] {
  const text = f.text.trim().toLowerCase();
  return offices.filter(
    (o) =>
      (!text || o.name.toLowerCase().includes(text) || (o.commonName ?? '').toLowerCase().includes(text)) &&
      (!f.community || o.communityId === f.community) &&
      matchesFlag(f.active, o, o.active) &&
      matchesFlag(f.outreaching, o, o.outreaching),
  );
}

/** One market's tab: its offices (communities and neighborhoods), filters, export, add and the row dialogs. */
export function NeighborhoodsTab({ marketId }: { marketId: string }) {
  const { data, loading, error } = useQuery(NeighborhoodsDocument, { variables: { marketId } });
  const capabilities = useQuery(NeighborhoodCapabilitiesDocument);
  // The tabs' own answer, already cached: the market's office prefix for the add form.
  const markets = useQuery(MarketTabsDocument, { fetchPolicy: 'cache-first' });
  const market = markets.data?.markets.find((m) => m.id === marketId);
  const getAccessToken = useAccessTokenGetter();
  const [useFilters, setUseFilters] = useState(false);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<{ id: string; dialog: OfficeDialog } | null>(null);
  const [exportError, setExportError] = useState<unknown>(null);
  const [mapView, setMapView] = useState(false);

  const offices = useMemo(() => [...(data?.offices ?? [])].sort(byName), [data]);
  const communities = useMemo(
    () => [...new Set(offices.map((o) => o.communityId))].sort((a, b) => a.localeCompare(b, undefined, { numeric: true })),
    [offices],
  );
  const shown = useFilters ? applyFilters(offices, filters) : offices;
  const neighborhoods = offices.filter((o) => !o.isCommunity);
  const activeCount = neighborhoods.filter((o) => o.active).length;
  const columns = useMemo(() => neighborhoodColumns((office, dialog) => setOpen({ id: office.id, dialog })), []);
  // The dialogs read the office from the live list, so they show the cache's latest copy.
  const openOffice = open ? (offices.find((o) => o.id === open.id) ?? null) : null;
  const canAdd = capabilities.data?.viewer.can.addNeighborhood;

  if (error) return <ErrorAlert error={error} />;
  if (loading && !data) {
    return <LoadingBlock label="Loading neighborhoods" heights={['8', '64']} />;
  }

  return (
    <Stack gap="3">
      <Flex gap="3" align="center" wrap="wrap">
        <Checkbox.Root checked={useFilters} onCheckedChange={(e) => setUseFilters(e.checked === true)} size="sm">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Use filters</Checkbox.Label>
        </Checkbox.Root>
        <Text color="fg.muted" fontSize="sm" data-testid="neighborhood-counts">
          {formatCount(communities.length)} {communities.length === 1 ? 'community' : 'communities'}, {formatCount(neighborhoods.length)}{' '}
          neighborhoods, {formatCount(activeCount)} active
        </Text>
        <HStack gap="2" ms="auto">
          <Button size="sm" variant="outline" aria-pressed={mapView} onClick={() => setMapView((on) => !on)}>
            {mapView ? 'Table view' : 'Map view'}
          </Button>
          <DownloadButton
            url={OFFICES_REPORT_PATH}
            getAccessToken={getAccessToken}
            fallbackName="offices-report.zip"
            label="Export"
            loadingText="Exporting…"
            onStart={() => setExportError(null)}
            onError={setExportError}
          />
          {canAdd?.allowed && (
            <Button size="sm" colorPalette="blue" onClick={() => setAdding(true)} disabled={!market}>
              Add Neighborhood
            </Button>
          )}
        </HStack>
      </Flex>
      <ErrorAlert error={exportError} onDismiss={() => setExportError(null)} />
      {useFilters && (
        <Box borderWidth="1px" rounded="md" p="3" role="group" aria-label="Filters">
          <SimpleGrid columns={{ base: 1, md: 4 }} gap="3">
            <Input
              size="sm"
              aria-label="Filter by neighborhood or common name"
              placeholder="Neighborhood or common name"
              value={filters.text}
              onChange={(e) => setFilters({ ...filters, text: e.target.value })}
            />
            <FilterSelect label="Community" value={filters.community} onChange={(community) => setFilters({ ...filters, community })}>
              <option value="">All communities</option>
              {communities.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </FilterSelect>
            <YesNoSelect label="Active" value={filters.active} onChange={(active) => setFilters({ ...filters, active })} />
            <YesNoSelect
              label="Outreaching"
              value={filters.outreaching}
              onChange={(outreaching) => setFilters({ ...filters, outreaching })}
            />
          </SimpleGrid>
        </Box>
      )}
      {/* The map shows the rows the table would list (the filters apply to both). */}
      {mapView ? (
        <NeighborhoodsMap offices={shown} marketName={market?.name ?? 'the market'} />
      ) : (
        <ListTable
          caption={`Neighborhoods of ${market?.name ?? 'the market'}`}
          columns={columns}
          rows={shown}
          rowKey={(o) => o.id}
          emptyText={useFilters ? 'No neighborhoods match the filters.' : 'No neighborhoods in this market.'}
          stickyHeader
          rowProps={(o) => ({ 'data-office-name': o.name })}
        />
      )}
      {market && (
        <NeighborhoodAddDialog
          open={adding}
          onClose={() => setAdding(false)}
          marketId={marketId}
          officePrefix={market.officePrefix}
          offices={offices}
        />
      )}
      <NeighborhoodEditDialog office={open?.dialog === 'edit' ? openOffice : null} onClose={() => setOpen(null)} />
      <OfficeChangeLogDialog office={open?.dialog === 'changeLog' ? openOffice : null} onClose={() => setOpen(null)} />
      <OfficeNodeLogDialog office={open?.dialog === 'nodeLog' ? openOffice : null} onClose={() => setOpen(null)} />
    </Stack>
  );
}

function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function YesNoSelect({ label, value, onChange }: { label: string; value: YesNoFilter; onChange: (value: YesNoFilter) => void }) {
  return (
    <FilterSelect label={label} value={value} onChange={(v) => onChange(v as YesNoFilter)}>
      <option value="all">{label}: all</option>
      <option value="yes">{label}: yes</option>
      <option value="no">{label}: no</option>
    </FilterSelect>
  );
}
