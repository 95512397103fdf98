/**
 * The offline map: US states and counties (census shapes shipped with the app) drawn by deck.gl,
 * with the points, markers and hex columns on top. Nothing is fetched from outside this origin.
 * Its parts: the view and its moves (use-map-view.ts, view.ts), the background (basemap.ts) and
 * the layers drawn over it (layers.ts).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Box, IconButton, Text } from '@chakra-ui/react';
import { DeckGL, type DeckGLRef } from '@deck.gl/react';
import { useColorMode } from '../../ui/color-mode.tsx';
import { DEFAULT_HEIGHT, DEFAULT_HEX_ELEVATION_SCALE, DEFAULT_HEX_FILL_SCALE, DEFAULT_SELECTED_COLOR, isLocated } from '../map-style.ts';
import { MarkerList, MarkerTooltip } from '../marker-list.tsx';
import type { GeoMapProps, MapMarker } from '../types.ts';
import { countyCellsInView, useBasemap } from './basemap.ts';
import { PALETTE, mapLayers, mapTooltip } from './layers.ts';
import { useMapView } from './use-map-view.ts';
import { MAX_ZOOM, MIN_ZOOM, VIEW, screenPosition } from './view.ts';

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
    pending = false,
  } = props;
  const { colorMode } = useColorMode();

  const markers = useMemo(() => (props.markers ?? []).filter(isLocated), [props.markers]);
  const points = useMemo(() => (props.points ?? []).filter(isLocated), [props.points]);
  const hexes = useMemo(() => props.hexes ?? [], [props.hexes]);
  const fitPlaces = useMemo(() => (fitToContent ? [...markers, ...points] : null), [fitToContent, markers, points]);

  const { viewState, placed, rootRef, size, moveTo, zoomBy, onKeyDown } = useMapView({
    initialView,
    onViewChange,
    hasHexes: hexes.length > 0,
    fitPlaces,
  });
  const zoom = Math.round(viewState.zoom);
  const basemap = useBasemap(zoom);

  // Ready once a frame has been drawn with the basemap and the content, none of it still coming.
  const [ready, setReady] = useState(false);
  const readyRef = useRef(false);
  const drawableRef = useRef(false);
  drawableRef.current = basemap.loaded && !pending;
  const onAfterRender = useCallback(() => {
    if (!readyRef.current && drawableRef.current) {
      readyRef.current = true;
      setReady(true);
    }
  }, []);
  // Content that came back the same as before (no places, say) changes no layer: ask for the frame.
  const deckRef = useRef<DeckGLRef>(null);
  const drawable = basemap.loaded && !pending;
  useEffect(() => {
    if (drawable && !readyRef.current) deckRef.current?.deck?.redraw('content complete');
  }, [drawable]);

  // A marker highlighted from the keyboard list (or hovered on the map).
  const [focused, setFocused] = useState<MapMarker | null>(null);

  const { states, counties } = basemap;
  // The squares of county lines in view, kept while the same ones are (a new list would redo the layers).
  const cellsInView = countyCellsInView(counties, viewState, size);
  const cellsKey = cellsInView.map((c) => c.key).join(' ');
  const cellsRef = useRef({ key: '', cells: cellsInView });
  if (cellsRef.current.key !== cellsKey) cellsRef.current = { key: cellsKey, cells: cellsInView };
  const countyCells = cellsRef.current.cells;
  const layers = useMemo(
    () =>
      mapLayers({
        basemap: { states, countyCells },
        hexes,
        points,
        markers,
        focused,
        colorMode,
        hexFillScale,
        hexElevationScale,
        selectedColor,
        onHexClick,
      }),
    [states, countyCells, hexes, points, markers, focused, colorMode, hexFillScale, hexElevationScale, selectedColor, onHexClick],
  );

  const focusedPosition = useMemo(
    () => (focused && size.width > 0 ? screenPosition(viewState, size, focused) : null),
    [focused, viewState, size],
  );

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
        style={{ background: PALETTE[colorMode].water }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      >
        {placed ? (
          <DeckGL
            ref={deckRef}
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
            getTooltip={mapTooltip}
            onAfterRender={onAfterRender}
          />
        ) : null}
        {focused && focusedPosition ? <MarkerTooltip marker={focused} x={focusedPosition.x} y={focusedPosition.y} /> : null}
        <Box position="absolute" top="2" right="2" display="flex" flexDirection="column" gap="1">
          <IconButton aria-label="Zoom in" size="xs" variant="surface" onClick={() => zoomBy(1)} disabled={viewState.zoom >= MAX_ZOOM}>
            <span aria-hidden="true">+</span>
          </IconButton>
          <IconButton aria-label="Zoom out" size="xs" variant="surface" onClick={() => zoomBy(-1)} disabled={viewState.zoom <= MIN_ZOOM}>
            <span aria-hidden="true">−</span>
          </IconButton>
        </Box>
        {basemap.failed ? (
          <Text position="absolute" bottom="2" left="2" fontSize="xs" bg="bg" px="2" py="1" borderRadius="sm" role="status">
            The map background could not be loaded; the places are still drawn.
          </Text>
        ) : null}
      </Box>
      <MarkerList markers={markers} onFocusMarker={setFocused} />
    </Box>
  );
}
