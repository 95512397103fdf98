/**
 * The Google engine: the same map on Google's basemap, used when the deployment serves a browser
 * key. Markers and points are Google markers (points as small circle symbols), hexes are polygons
 * from their H3 boundaries.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { GoogleMap, InfoWindowF, MarkerF, PolygonF, useJsApiLoader } from '@react-google-maps/api';
import { cellToBoundary } from 'h3-js';
import {
  DEFAULT_HEIGHT,
  DEFAULT_HEX_FILL_SCALE,
  DEFAULT_SELECTED_COLOR,
  FIT_MAX_ZOOM,
  FIT_PADDING_PX,
  MARKER_COLORS,
  boundsOf,
  contentKey,
  hexFill,
  isLocated,
  rgbCss,
} from './map-style.ts';
import { MarkerList, markerText } from './marker-list.tsx';
import type { GeoMapProps, MapMarker } from './types.ts';

export interface GoogleEngineProps extends GeoMapProps {
  /** The browser key from the runtime configuration. */
  apiKey: string;
}

const CONTAINER_STYLE = { width: '100%', height: '100%' };

export default function GoogleEngine(props: GoogleEngineProps) {
  const { apiKey, label, initialView, fitToContent = false, onHexClick, onViewChange, height = DEFAULT_HEIGHT } = props;
  const selectedColor = props.selectedColor ?? DEFAULT_SELECTED_COLOR;
  const hexFillScale = props.hexFillScale ?? DEFAULT_HEX_FILL_SCALE;
  const { isLoaded, loadError } = useJsApiLoader({ id: 'luminate-google-maps', googleMapsApiKey: apiKey });

  const markers = useMemo(() => (props.markers ?? []).filter(isLocated), [props.markers]);
  const points = useMemo(() => (props.points ?? []).filter(isLocated), [props.points]);
  const hexes = useMemo(
    () =>
      (props.hexes ?? []).map((hex) => ({
        hex,
        path: cellToBoundary(hex.hex).map(([lat, lng]) => ({ lat, lng })),
        fill: hexFill(hex, hexFillScale, selectedColor),
      })),
    [props.hexes, hexFillScale, selectedColor],
  );

  const [map, setMap] = useState<google.maps.Map | null>(null);
  const [zoom, setZoom] = useState(Math.round(initialView.zoom));
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState<MapMarker | null>(null);
  // The map's initial centre is read once; later moves belong to the user.
  const [center] = useState(initialView.center);

  const fitKey = fitToContent ? contentKey([...markers, ...points]) : '';
  const fittedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!map || !fitToContent || fittedFor.current === fitKey) return;
    fittedFor.current = fitKey;
    const bounds = boundsOf([...markers, ...points]);
    if (!bounds) return;
    const [[west, south], [east, north]] = bounds;
    map.fitBounds({ west, south, east, north }, FIT_PADDING_PX);
    const capZoom = google.maps.event.addListenerOnce(map, 'idle', () => {
      if ((map.getZoom() ?? 0) > FIT_MAX_ZOOM) map.setZoom(FIT_MAX_ZOOM);
    });
    return () => capZoom.remove();
    // markers and points are read through fitKey
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, fitToContent, fitKey]);

  const onIdle = useCallback(() => {
    if (!map) return;
    const z = Math.round(map.getZoom() ?? initialView.zoom);
    setZoom(z);
    const c = map.getCenter();
    if (c) onViewChange?.({ center: { lat: c.lat(), lng: c.lng() }, zoom: z });
  }, [map, initialView.zoom, onViewChange]);

  const markerIcon = (marker: MapMarker, focused: boolean): google.maps.Symbol => ({
    path: google.maps.SymbolPath.CIRCLE,
    scale: focused ? 11 : marker.kind === 'patient' ? 9 : 7,
    fillColor: rgbCss(MARKER_COLORS[marker.kind]),
    fillOpacity: 1,
    strokeColor: '#ffffff',
    strokeWeight: 2,
  });

  return (
    <Box>
      <Box
        role="region"
        aria-label={label}
        aria-roledescription="map"
        data-engine="google"
        data-points={isLoaded ? points.length : 0}
        data-markers={isLoaded ? markers.length : 0}
        data-hexes={isLoaded ? hexes.length : 0}
        data-zoom={zoom}
        data-ready={ready && !props.pending ? 'true' : 'false'}
        position="relative"
        height={height}
        width="100%"
        overflow="hidden"
        borderRadius="md"
        borderWidth="1px"
      >
        {loadError ? (
          <Text p="4" role="alert">
            Google Maps could not be loaded. Check the connection and reload the page.
          </Text>
        ) : isLoaded ? (
          <GoogleMap
            mapContainerStyle={CONTAINER_STYLE}
            center={center}
            zoom={initialView.zoom}
            onLoad={setMap}
            onUnmount={() => setMap(null)}
            onIdle={onIdle}
            onTilesLoaded={() => setReady(true)}
            options={{ streetViewControl: false, mapTypeControl: false, fullscreenControl: false, clickableIcons: false }}
          >
            {hexes.map(({ hex, path, fill }) => (
              <PolygonF
                key={hex.hex}
                paths={path}
                options={{
                  fillColor: rgbCss([fill[0], fill[1], fill[2]]),
                  fillOpacity: fill[3] / 255,
                  strokeColor: rgbCss([fill[0], fill[1], fill[2]]),
                  strokeWeight: 1,
                  clickable: Boolean(onHexClick),
                }}
                onClick={() => onHexClick?.(hex.hex)}
              />
            ))}
            {points.map((point) => (
              <MarkerF
                key={point.id}
                position={point}
                title={point.tooltip}
                icon={{
                  path: google.maps.SymbolPath.CIRCLE,
                  scale: 3,
                  fillColor: rgbCss(point.color),
                  fillOpacity: 0.9,
                  strokeWeight: 0,
                }}
              />
            ))}
            {markers.map((marker) => (
              <MarkerF
                key={marker.id}
                position={marker}
                title={markerText(marker)}
                icon={markerIcon(marker, open?.id === marker.id)}
                onClick={() => setOpen(marker)}
              />
            ))}
            {open ? (
              <InfoWindowF position={open} onCloseClick={() => setOpen(null)}>
                <div style={{ whiteSpace: 'pre-line', color: '#111' }}>{markerText(open)}</div>
              </InfoWindowF>
            ) : null}
          </GoogleMap>
        ) : null}
      </Box>
      <MarkerList markers={markers} onFocusMarker={setOpen} />
    </Box>
  );
}
