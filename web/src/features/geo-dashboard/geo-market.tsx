import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Grid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import {
  HEX_ELEVATION_SCALE,
  HEX_FILL_SCALE,
  HEX_LAYER_DEFAULT,
  hexLayerForZoom,
  layerAfterTyping,
  parseHexLayer,
  TERRITORY_MESSAGES,
} from '@luminate/schema/rules';
import {
  GeoDashboardOfficesDocument,
  GeoHexMemberCountDocument,
  GeoMarketHexesDocument,
  GeoMemberHomesDocument,
  type EngagementFilter,
} from '../../generated/graphql.ts';
import { GeoMap, preloadGeoMap } from '../../shared/map/index.ts';
import type { MapHex, MapView } from '../../shared/map/types.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { formatCount } from '../../shared/lib/format.ts';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { EngagementPicker, MapModePicker, OfficePicker, type MapMode } from './geo-controls.tsx';
import { HexSelectPanel } from './hex-select-panel.tsx';
import {
  countByOffice,
  hexColorToRgb,
  legendEntries,
  marketView,
  memberMapPoints,
  membersText,
  noClinicMessage,
  officeMarkers,
  officesShown,
  pointsOfHomes,
  selectionOf,
} from './map-model.ts';
import { OfficeLegend } from './office-legend.tsx';

export const NO_MEMBERS_MESSAGE = 'No members to display';
const DEFAULT_SELECTION_COLOR = '#1e6fd9';
const EMPTY: readonly never[] = [];

/** One market's Geo Dashboard: the pickers, the map and its legend, and the admin's hex modes. */
export function GeoMarket({ marketId, marketName }: { marketId: string; marketName: string }) {
  const [officeId, setOfficeId] = useState('');
  const [engagement, setEngagement] = useState<EngagementFilter>('ALL');
  const [chosenMode, setChosenMode] = useState<MapMode>('DEFAULT');
  const [zoom, setZoom] = useState<number | null>(null);
  const [color, setColor] = useState(DEFAULT_SELECTION_COLOR);
  // What the layer box holds, and the layer in use: the last valid one typed.
  const [layerText, setLayerText] = useState(String(HEX_LAYER_DEFAULT));
  const [selectLayer, setSelectLayer] = useState(HEX_LAYER_DEFAULT);
  const [selectedHexes, setSelectedHexes] = useState<ReadonlySet<string>>(() => new Set());

  // The map's engine loads beside the offices and homes, not after the offices have come.
  useEffect(preloadGeoMap, []);
  const officesQuery = useQuery(GeoDashboardOfficesDocument, { variables: { marketId } });
  const offices = officesQuery.data?.offices ?? EMPTY;
  const hexModesAllowed = officesQuery.data?.territoryCapabilities.hexModes.allowed ?? false;
  // The hex modes are a market view: picking an office goes back to the member points.
  const mode: MapMode = hexModesAllowed && !officeId ? chosenMode : 'DEFAULT';

  const pointsQuery = useQuery(GeoMemberHomesDocument, {
    variables: { marketId, officeId: officeId || null, engagement },
    skip: mode !== 'DEFAULT',
  });
  const homes = (pointsQuery.data ?? pointsQuery.previousData)?.memberHomes;
  const points = useMemo(() => (homes ? pointsOfHomes(homes) : EMPTY), [homes]);

  const initialView = useMemo(() => marketView(offices), [offices]);
  const viewLayer = hexLayerForZoom(zoom ?? initialView.zoom);
  const hexLayer = mode === 'HEX_SELECT' ? selectLayer : mode === 'HEX_VIEW' ? viewLayer : null;
  const hexesQuery = useQuery(GeoMarketHexesDocument, {
    variables: { marketId, layer: hexLayer ?? HEX_LAYER_DEFAULT },
    skip: hexLayer === null,
  });
  const marketHexes = hexLayer === null ? EMPTY : ((hexesQuery.data ?? hexesQuery.previousData)?.marketHexes ?? EMPTY);

  const selectedList = useMemo(() => [...selectedHexes].sort(), [selectedHexes]);
  const countQuery = useQuery(GeoHexMemberCountDocument, {
    variables: { layer: selectLayer, hexes: selectedList },
    skip: mode !== 'HEX_SELECT' || selectedList.length === 0,
  });
  const memberCount = selectedList.length === 0 ? 0 : countQuery.loading ? null : (countQuery.data?.hexMemberCount ?? null);

  const selection = useMemo(() => selectionOf(offices, officeId), [offices, officeId]);
  const shown = useMemo(() => officesShown(offices, selection), [offices, selection]);
  const drawnPoints = mode === 'DEFAULT' ? points : EMPTY;
  const markers = useMemo(() => officeMarkers(shown, countByOffice(drawnPoints)), [shown, drawnPoints]);
  const mapPoints = useMemo(() => memberMapPoints(drawnPoints), [drawnPoints]);
  const legend = useMemo(() => legendEntries(shown, offices, drawnPoints), [shown, offices, drawnPoints]);
  const mapHexes = useMemo<MapHex[]>(
    () => marketHexes.map((h) => ({ hex: h.hex, count: h.count, selected: mode === 'HEX_SELECT' && selectedHexes.has(h.hex) })),
    [marketHexes, mode, selectedHexes],
  );
  const selectedColor = useMemo(() => hexColorToRgb(color), [color]);

  const toggleHex = useCallback((hex: string) => {
    setSelectedHexes((prev) => {
      const next = new Set(prev);
      if (next.has(hex)) next.delete(hex);
      else next.add(hex);
      return next;
    });
  }, []);
  const onViewChange = useCallback((view: MapView) => setZoom(Math.round(view.zoom)), []);
  const changeLayer = (text: string) => {
    setLayerText(text);
    const next = layerAfterTyping(text, selectLayer);
    if (next === selectLayer) return;
    setSelectLayer(next);
    // A selection belongs to one layer's hexes.
    setSelectedHexes(new Set());
  };

  if (officesQuery.error) return <ErrorAlert error={officesQuery.error} />;
  if (officesQuery.loading && !officesQuery.data) return <LoadingBlock label="Loading offices" heights={['10', '10', '96']} />;

  const noClinic = mode === 'DEFAULT' ? noClinicMessage(selection, shown) : null;
  const pointsLoaded = mode === 'DEFAULT' && Boolean(pointsQuery.data) && !pointsQuery.loading;
  const noMembers = pointsLoaded && points.length === 0;
  const mapError = mode === 'DEFAULT' ? pointsQuery.error : (hexesQuery.error ?? countQuery.error);
  const selectionName =
    selection.kind === 'market' ? marketName : `${selection.kind === 'community' ? 'community' : 'office'} ${selection.office.name}`;

  return (
    <Stack gap="4" pt="2">
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(16rem, 24rem) auto auto' }} gap="6" alignItems="end">
        <OfficePicker offices={offices} value={officeId} onChange={setOfficeId} />
        <EngagementPicker value={engagement} onChange={setEngagement} disabled={mode !== 'DEFAULT'} />
        {hexModesAllowed && !officeId && <MapModePicker value={mode} onChange={setChosenMode} />}
      </Grid>
      {mode === 'HEX_SELECT' && (
        <HexSelectPanel
          color={color}
          onColorChange={setColor}
          layerText={layerText}
          layer={selectLayer}
          onLayerChange={changeLayer}
          layerError={parseHexLayer(layerText) === null ? TERRITORY_MESSAGES.layer : null}
          hexes={marketHexes}
          selected={selectedHexes}
          onToggle={toggleHex}
          onClear={() => setSelectedHexes(new Set())}
          memberCount={memberCount}
        />
      )}
      <ErrorAlert error={mapError} />
      {noClinic && (
        <Alert.Root status="warning" data-testid="no-virtual-clinic">
          <Alert.Indicator />
          <Alert.Title>{noClinic}</Alert.Title>
        </Alert.Root>
      )}
      {noMembers && (
        <Alert.Root status="info" data-testid="no-members">
          <Alert.Indicator />
          <Alert.Title>{NO_MEMBERS_MESSAGE}</Alert.Title>
        </Alert.Root>
      )}
      <Text textStyle="sm" color="fg.muted" aria-live="polite" data-testid="geo-status">
        {mode === 'DEFAULT'
          ? pointsLoaded
            ? `${membersText(points.length)} of ${selectionName} shown`
            : 'Loading members…'
          : hexesQuery.loading && !hexesQuery.data
            ? 'Loading hexes…'
            : `${formatCount(marketHexes.length)} hexes at layer ${hexLayer ?? '–'}`}
      </Text>
      <Grid templateColumns={{ base: '1fr', xl: '1fr 20rem' }} gap="4" alignItems="start">
        <div>
          <GeoMap
            label={`Geo Dashboard map of ${selectionName}`}
            initialView={initialView}
            fitToContent
            markers={markers}
            points={mapPoints}
            hexes={mapHexes}
            selectedColor={selectedColor}
            hexFillScale={HEX_FILL_SCALE}
            hexElevationScale={HEX_ELEVATION_SCALE}
            onHexClick={mode === 'HEX_SELECT' ? toggleHex : undefined}
            onViewChange={onViewChange}
            height="36rem"
            pending={mode === 'DEFAULT' ? pointsQuery.loading : hexesQuery.loading}
          />
        </div>
        {mode === 'DEFAULT' &&
          (pointsQuery.loading && !pointsQuery.previousData ? (
            <LoadingBlock label="Loading the offices' members" heights={['6', '6', '6']} />
          ) : (
            <OfficeLegend entries={legend} />
          ))}
      </Grid>
    </Stack>
  );
}
