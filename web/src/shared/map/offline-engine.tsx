/**
 * The offline map: US states and counties (census shapes shipped with the app) drawn by deck.gl,
 * with the points, markers and hex columns on top. Nothing is fetched from outside this origin.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, IconButton, Text } from '@chakra-ui/react';
import { DeckGL } from '@deck.gl/react';
import { MapView, WebMercatorViewport, type MapViewState, type PickingInfo } from '@deck.gl/core';
import { GeoJsonLayer, ScatterplotLayer } from '@deck.gl/layers';
import { H3HexagonLayer } from '@deck.gl/geo-layers';
import { useColorMode } from '../ui/color-mode.tsx';
import { loadCountyBorders, loadStates, type CountyBorders, type StatesBasemap } from './basemap.ts';
import {
  DEFAULT_HEIGHT,
  DEFAULT_HEX_ELEVATION_SCALE,
  DEFAULT_HEX_FILL_SCALE,
  DEFAULT_SELECTED_COLOR,
  FIT_MAX_ZOOM,
  FIT_PADDING_PX,
  MARKER_COLORS,
  boundsOf,
  contentKey,
  hexFill,
  isLocated,
} from './map-style.ts';
import { MarkerList, MarkerTooltip, markerText } from './marker-list.tsx';
import type { GeoMapProps, MapHex, MapMarker, MapPoint } from './types.ts';

const VIEW = new MapView({ id: 'map', repeat: false });
const MIN_ZOOM = 2;
const MAX_ZOOM = 16;
/** Counties are drawn from this zoom on (closer in the state borders alone look empty). */
const COUNTY_ZOOM = 5;
/** Pixels one arrow key press moves the map. */
const KEY_PAN_PX = 80;
/** The view is reported this long after the last movement (a drag or a wheel turn has ended). */
const SETTLE_MS = 250;
/** Tilt of the view while hex columns are shown, in degrees. */
const HEX_PITCH = 35;

const PALETTE = {
  light: { water: '#e6eef5', land: [249, 249, 246], state: [120, 134, 156], county: [190, 198, 210], outline: [255, 255, 255] },
  dark: { water: '#0b1220', land: [30, 41, 59], state: [120, 136, 160], county: [58, 72, 94], outline: [15, 23, 42] },
} as const;

interface Size {
  width: number;
  height: number;
}

function clampZoom(zoom: number): number {
  return Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, zoom));
}

/** The view showing all the places with padding, or null when there is nothing to fit. */
function fittedView(
  places: readonly { lat: number; lng: number }[],
  size: Size,
): Pick<MapViewState, 'longitude' | 'latitude' | 'zoom'> | null {
  const bounds = boundsOf(places);
  if (!bounds || size.width <= 0 || size.height <= 0) return null;
  const padding = Math.max(0, Math.min(FIT_PADDING_PX, size.width / 4, size.height / 4));
  const [[west, south], [east, north]] = bounds;
  // A single place (or several at one spot) has no extent to fit: centre it at the closest fit zoom.
  if (east - west < 1e-6 && north - south < 1e-6) return { longitude: west, latitude: south, zoom: FIT_MAX_ZOOM };
  const fitted = new WebMercatorViewport({ width: size.width, height: size.height }).fitBounds(bounds, { padding, maxZoom: FIT_MAX_ZOOM });
  if (![fitted.longitude, fitted.latitude, fitted.zoom].every(Number.isFinite)) return null;
  return { longitude: fitted.longitude, latitude: fitted.latitude, zoom: clampZoom(fitted.zoom) };
}

export default function OfflineEngine(props: GeoMapProps) {
  const {
    label,
    initialView,
    fitToContent = false,
    selectedColor = DEFAULT_SELECTED_COLOR,
    hexFillScale = DEFAULT_HEX_FILL_SCALE,
    hexElevationScale = DEFAULT_HEX_ELEVATION_SCALE,
    onHexClick,
    onViewChange,
    height = DEFAULT_HEIGHT,
  } = props;
  const { colorMode } = useColorMode();
  const palette = PALETTE[colorMode];

  const markers = useMemo(() => (props.markers ?? []).filter(isLocated), [props.markers]);
  const points = useMemo(() => (props.points ?? []).filter(isLocated), [props.points]);
  const hexes = useMemo(() => props.hexes ?? [], [props.hexes]);

  const [viewState, setViewState] = useState<MapViewState>(() => ({
    longitude: initialView.center.lng,
    latitude: initialView.center.lat,
    zoom: clampZoom(initialView.zoom),
    pitch: (props.hexes?.length ?? 0) > 0 ? HEX_PITCH : 0,
    bearing: 0,
  }));
  const zoom = Math.round(viewState.zoom);

  // Hex columns are seen tilted (their height shows); everything else from straight above.
  const hasHexes = hexes.length > 0;
  useEffect(() => {
    setViewState((v) => ({ ...v, pitch: hasHexes ? HEX_PITCH : 0 }));
  }, [hasHexes]);

  // Size of the drawing area, for fitting and for placing the keyboard tooltip.
  const rootRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  useEffect(() => {
    const el = rootRef.current;
    if (!el) return;
    const measure = () => setSize({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // Report the view once movement has settled, the zoom as an integer.
  const onViewChangeRef = useRef(onViewChange);
  onViewChangeRef.current = onViewChange;
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const reportView = useCallback((view: MapViewState) => {
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(() => {
      onViewChangeRef.current?.({ center: { lat: view.latitude, lng: view.longitude }, zoom: Math.round(view.zoom) });
    }, SETTLE_MS);
  }, []);
  useEffect(() => () => clearTimeout(settleTimer.current), []);

  const moveTo = useCallback(
    (next: MapViewState) => {
      setViewState(next);
      reportView(next);
    },
    [reportView],
  );

  // Fit the markers and points whenever the set of places changes (not on every refetch).
  const fitKey = fitToContent ? contentKey([...markers, ...points]) : '';
  const fittedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!fitToContent || size.width === 0 || fittedFor.current === fitKey) return;
    const fitted = fittedView([...markers, ...points], size);
    fittedFor.current = fitKey;
    if (fitted) {
      setViewState((v) => ({ ...v, ...fitted }));
      // A fit is a change of view like a user's: the page learns the new zoom (its hex layer).
      reportView(fitted);
    }
    // markers and points are read through fitKey
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fitToContent, fitKey, size, reportView]);

  // Basemap: states first (the map is usable with them), counties once zoomed in.
  const [states, setStates] = useState<StatesBasemap | null>(null);
  const [counties, setCounties] = useState<CountyBorders | null>(null);
  const [basemapError, setBasemapError] = useState(false);
  const wantCounties = zoom >= COUNTY_ZOOM;
  useEffect(() => {
    let live = true;
    loadStates().then(
      (s) => live && setStates(s),
      () => live && setBasemapError(true),
    );
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (!wantCounties || counties) return;
    let live = true;
    loadCountyBorders().then(
      (c) => live && setCounties(c),
      () => live && setBasemapError(true),
    );
    return () => {
      live = false;
    };
  }, [wantCounties, counties]);
  // A basemap that failed to load does not hold the map back: the layers are drawn without it.
  const basemapLoaded = basemapError || (states !== null && (!wantCounties || counties !== null));

  // Ready once a frame has been drawn with the basemap and the layers.
  const [ready, setReady] = useState(false);
  const readyRef = useRef(false);
  const basemapLoadedRef = useRef(false);
  basemapLoadedRef.current = basemapLoaded;
  const onAfterRender = useCallback(() => {
    if (!readyRef.current && basemapLoadedRef.current) {
      readyRef.current = true;
      setReady(true);
    }
  }, []);

  // A marker highlighted from the keyboard list (or hovered on the map).
  const [focused, setFocused] = useState<MapMarker | null>(null);

  const layers = useMemo(() => {
    const list = [];
    if (states) {
      list.push(
        new GeoJsonLayer({
          id: 'states-fill',
          data: states.states,
          filled: true,
          stroked: false,
          getFillColor: [...palette.land],
          updateTriggers: { getFillColor: colorMode },
        }),
      );
    }
    if (counties && wantCounties) {
      list.push(
        new GeoJsonLayer({
          id: 'county-borders',
          data: counties.borders,
          stroked: true,
          filled: false,
          getLineColor: [...palette.county],
          lineWidthUnits: 'pixels',
          getLineWidth: 0.7,
          updateTriggers: { getLineColor: colorMode },
        }),
      );
    }
    if (states) {
      list.push(
        new GeoJsonLayer({
          id: 'state-borders',
          data: states.borders,
          stroked: true,
          filled: false,
          getLineColor: [...palette.state],
          lineWidthUnits: 'pixels',
          getLineWidth: 1.2,
          updateTriggers: { getLineColor: colorMode },
        }),
      );
    }
    if (hexes.length > 0) {
      list.push(
        new H3HexagonLayer<MapHex>({
          id: 'hexes',
          data: hexes,
          getHexagon: (d) => d.hex,
          extruded: true,
          coverage: 0.92,
          getElevation: (d) => d.count * hexElevationScale,
          getFillColor: (d) => hexFill(d, hexFillScale, selectedColor),
          pickable: true,
          autoHighlight: true,
          highlightColor: [255, 255, 255, 90],
          onClick: (info: PickingInfo<MapHex>) => {
            if (info.object) onHexClick?.(info.object.hex);
            return true;
          },
          updateTriggers: {
            getFillColor: [hexFillScale, selectedColor.join(',')],
            getElevation: hexElevationScale,
          },
        }),
      );
    }
    if (points.length > 0) {
      list.push(
        new ScatterplotLayer<MapPoint>({
          id: 'points',
          data: points,
          getPosition: (d) => [d.lng, d.lat],
          getFillColor: (d) => [...d.color] as [number, number, number],
          radiusUnits: 'pixels',
          getRadius: 3,
          radiusMinPixels: 2.5,
          stroked: true,
          getLineColor: [...palette.outline, 160],
          lineWidthUnits: 'pixels',
          getLineWidth: 0.5,
          pickable: true,
          autoHighlight: true,
          updateTriggers: { getLineColor: colorMode },
        }),
      );
    }
    if (markers.length > 0) {
      list.push(
        new ScatterplotLayer<MapMarker>({
          id: 'markers',
          data: markers,
          getPosition: (d) => [d.lng, d.lat],
          getFillColor: (d) => [...MARKER_COLORS[d.kind]],
          radiusUnits: 'pixels',
          getRadius: (d) => (focused?.id === d.id ? 11 : d.kind === 'patient' ? 9 : 7),
          stroked: true,
          getLineColor: [...palette.outline],
          lineWidthUnits: 'pixels',
          getLineWidth: 2,
          pickable: true,
          autoHighlight: true,
          updateTriggers: { getRadius: focused?.id ?? '', getLineColor: colorMode },
        }),
      );
    }
    return list;
  }, [
    states,
    counties,
    wantCounties,
    hexes,
    points,
    markers,
    focused,
    palette,
    colorMode,
    hexFillScale,
    hexElevationScale,
    selectedColor,
    onHexClick,
  ]);

  const getTooltip = useCallback((info: PickingInfo) => {
    const object = info.object as Partial<MapMarker & MapPoint & MapHex> | undefined;
    if (!object) return null;
    let text: string | undefined;
    if (info.layer?.id === 'markers') text = markerText(object as MapMarker);
    else if (info.layer?.id === 'points') text = object.tooltip;
    if (!text) return null;
    return { text, style: { fontSize: '12px', padding: '6px 8px', borderRadius: '4px', whiteSpace: 'pre-line', maxWidth: '280px' } };
  }, []);

  const zoomBy = (delta: number) => moveTo({ ...viewState, zoom: clampZoom(viewState.zoom + delta) });

  const panBy = (dx: number, dy: number) => {
    if (size.width === 0) return;
    const viewport = new WebMercatorViewport({ ...viewState, width: size.width, height: size.height });
    const [longitude, latitude] = viewport.unproject([size.width / 2 + dx, size.height / 2 + dy]);
    moveTo({ ...viewState, longitude, latitude: Math.max(-85, Math.min(85, latitude)) });
  };

  // Keyboard use of the focused map: arrows pan, + and - zoom.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => panBy(-KEY_PAN_PX, 0),
      ArrowRight: () => panBy(KEY_PAN_PX, 0),
      ArrowUp: () => panBy(0, -KEY_PAN_PX),
      ArrowDown: () => panBy(0, KEY_PAN_PX),
      '+': () => zoomBy(1),
      '=': () => zoomBy(1),
      '-': () => zoomBy(-1),
      _: () => zoomBy(-1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  };

  const focusedPosition = useMemo(() => {
    if (!focused || size.width === 0) return null;
    const viewport = new WebMercatorViewport({ ...viewState, width: size.width, height: size.height });
    const [x, y] = viewport.project([focused.lng, focused.lat]);
    return { x, y };
  }, [focused, viewState, size]);

  return (
    <Box>
      <Box
        ref={rootRef}
        role="region"
        aria-label={label}
        aria-roledescription="map"
        aria-describedby={undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-engine="offline"
        data-points={points.length}
        data-markers={markers.length}
        data-hexes={hexes.length}
        data-zoom={zoom}
        data-ready={ready ? 'true' : 'false'}
        position="relative"
        height={height}
        width="100%"
        overflow="hidden"
        borderRadius="md"
        borderWidth="1px"
        style={{ background: palette.water }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      >
        <DeckGL
          views={VIEW}
          viewState={viewState}
          onViewStateChange={({ viewState: next, interactionState }) => {
            // Only the user's moves count: deck also echoes the view it was first given when its
            // canvas gets a size, which would undo a fit made meanwhile.
            const { isDragging, isPanning, isZooming, isRotating, inTransition } = interactionState;
            if (isDragging || isPanning || isZooming || isRotating || inTransition) moveTo(next);
          }}
          controller={{ dragRotate: hexes.length > 0, keyboard: false, scrollZoom: true, doubleClickZoom: true, touchRotate: false }}
          layers={layers}
          getTooltip={getTooltip}
          onAfterRender={onAfterRender}
        />
        {focused && focusedPosition ? <MarkerTooltip marker={focused} x={focusedPosition.x} y={focusedPosition.y} /> : null}
        <Box position="absolute" top="2" right="2" display="flex" flexDirection="column" gap="1">
          <IconButton aria-label="Zoom in" size="xs" variant="surface" onClick={() => zoomBy(1)} disabled={viewState.zoom >= MAX_ZOOM}>
            <span aria-hidden="true">+</span>
          </IconButton>
          <IconButton aria-label="Zoom out" size="xs" variant="surface" onClick={() => zoomBy(-1)} disabled={viewState.zoom <= MIN_ZOOM}>
            <span aria-hidden="true">−</span>
          </IconButton>
        </Box>
        {basemapError ? (
          <Text position="absolute" bottom="2" left="2" fontSize="xs" bg="bg" px="2" py="1" borderRadius="sm" role="status">
            The map background could not be loaded; the places are still drawn.
          </Text>
        ) : null}
      </Box>
      <MarkerList markers={markers} onFocusMarker={setFocused} />
    </Box>
  );
}
