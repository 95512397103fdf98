/** What the offline map draws: the basemap's layers, then the hex columns, the points and the markers on top. */
import type { Layer, PickingInfo } from '@deck.gl/core';
import { GeoJsonLayer, LineLayer, ScatterplotLayer } from '@deck.gl/layers';
import { H3HexagonLayer } from '@deck.gl/geo-layers';
import { MARKER_COLORS, hexFill } from '../map-style.ts';
import { markerText } from '../marker-list.tsx';
import type { MapHex, MapMarker, MapPoint, Rgb } from '../types.ts';
import type { CountyCell, Segments, StatesBasemap } from '../basemap.ts';

export type ColorMode = 'light' | 'dark';

export const PALETTE = {
  light: { water: '#e6eef5', land: [249, 249, 246], state: [120, 134, 156], county: [190, 198, 210], outline: [255, 255, 255] },
  dark: { water: '#0b1220', land: [30, 41, 59], state: [120, 136, 160], county: [58, 72, 94], outline: [15, 23, 42] },
} as const;

export interface LayerInput {
  /** The states (null until loaded) and the squares of county lines to draw (those in view). */
  basemap: { states: StatesBasemap | null; countyCells: readonly CountyCell[] };
  hexes: readonly MapHex[];
  points: readonly MapPoint[];
  markers: readonly MapMarker[];
  /** The marker highlighted from the keyboard list, drawn larger. */
  focused: MapMarker | null;
  colorMode: ColorMode;
  hexFillScale: number;
  hexElevationScale: number;
  selectedColor: Rgb;
  onHexClick?: (hex: string) => void;
}

/** The data of each set of segments, the same object every time: a new one would make deck.gl redo the layer's buffers. */
const segmentData = new WeakMap<Segments, { length: number }>();
function dataOf(segments: Segments): { length: number } {
  let data = segmentData.get(segments);
  if (!data) {
    data = { length: segments.length / 4 };
    segmentData.set(segments, data);
  }
  return data;
}

/** Thin lines drawn as separate segments (no joins to compute: far less work per frame without a GPU). */
function segmentLayer(id: string, segments: Segments, color: readonly number[], width: number, colorMode: ColorMode) {
  return new LineLayer<unknown>({
    id,
    data: dataOf(segments),
    getSourcePosition: (_, { index }) => segments.subarray(4 * index, 4 * index + 2),
    getTargetPosition: (_, { index }) => segments.subarray(4 * index + 2, 4 * index + 4),
    getColor: [color[0], color[1], color[2]],
    widthUnits: 'pixels',
    getWidth: width,
    updateTriggers: { getColor: colorMode },
  });
}

function basemapLayers({ states, countyCells }: LayerInput['basemap'], colorMode: ColorMode): Layer[] {
  const palette = PALETTE[colorMode];
  const list: Layer[] = [];
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
  // One layer per square, named after it: a square still in view after a pan keeps its drawn lines.
  for (const cell of countyCells) {
    list.push(segmentLayer(`county-borders-${cell.key}`, cell.segments, palette.county, 0.7, colorMode));
  }
  if (states) list.push(segmentLayer('state-borders', states.borders, palette.state, 1.2, colorMode));
  return list;
}

function hexLayer({ hexes, hexFillScale, hexElevationScale, selectedColor, onHexClick }: LayerInput) {
  return new H3HexagonLayer<MapHex>({
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
  });
}

function pointLayer({ points, colorMode }: LayerInput) {
  return new ScatterplotLayer<MapPoint>({
    id: 'points',
    data: points,
    getPosition: (d) => [d.lng, d.lat],
    getFillColor: (d) => [...d.color] as [number, number, number],
    radiusUnits: 'pixels',
    getRadius: 3,
    radiusMinPixels: 2.5,
    stroked: true,
    getLineColor: [...PALETTE[colorMode].outline, 160],
    lineWidthUnits: 'pixels',
    getLineWidth: 0.5,
    pickable: true,
    autoHighlight: true,
    updateTriggers: { getLineColor: colorMode },
  });
}

function markerLayer({ markers, focused, colorMode }: LayerInput) {
  return new ScatterplotLayer<MapMarker>({
    id: 'markers',
    data: markers,
    getPosition: (d) => [d.lng, d.lat],
    getFillColor: (d) => [...MARKER_COLORS[d.kind]],
    radiusUnits: 'pixels',
    getRadius: (d) => (focused?.id === d.id ? 11 : d.kind === 'patient' ? 9 : 7),
    stroked: true,
    getLineColor: [...PALETTE[colorMode].outline],
    lineWidthUnits: 'pixels',
    getLineWidth: 2,
    pickable: true,
    autoHighlight: true,
    updateTriggers: { getRadius: focused?.id ?? '', getLineColor: colorMode },
  });
}

/** Every layer, bottom first; a kind of place with nothing to show gets no layer. */
export function mapLayers(input: LayerInput): Layer[] {
  const list: Layer[] = basemapLayers(input.basemap, input.colorMode);
  if (input.hexes.length > 0) list.push(hexLayer(input));
  if (input.points.length > 0) list.push(pointLayer(input));
  if (input.markers.length > 0) list.push(markerLayer(input));
  return list;
}

/** The hover tooltip: a marker's label and detail, or a point's own tooltip; hexes have none. */
export function mapTooltip(info: PickingInfo) {
  const object = info.object as Partial<MapMarker & MapPoint & MapHex> | undefined;
  if (!object) return null;
  let text: string | undefined;
  if (info.layer?.id === 'markers') text = markerText(object as MapMarker);
  else if (info.layer?.id === 'points') text = object.tooltip;
  if (!text) return null;
  return { text, style: { fontSize: '12px', padding: '6px 8px', borderRadius: '4px', whiteSpace: 'pre-line', maxWidth: '280px' } };
}
