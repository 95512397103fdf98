import type { LatLngLiteral, MapHex, MapMarker, Rgb } from './types.ts';

/** Marker colours: the patient red, offices blue, clinicians green (the same in both engines). */
export const MARKER_COLORS: Record<MapMarker['kind'], readonly [number, number, number]> = {
  patient: [220, 38, 38],
  office: [37, 99, 235],
  clinician: [22, 163, 74],
};

export const DEFAULT_HEX_FILL_SCALE = 500;
export const DEFAULT_HEX_ELEVATION_SCALE = 100;
export const DEFAULT_SELECTED_COLOR: Rgb = [124, 58, 237];
export const DEFAULT_HEIGHT = '480px';
/** Space kept free around fitted content, in pixels. */
export const FIT_PADDING_PX = 40;
/** Fitting never zooms closer than this (a single office would otherwise fill the screen). */
export const FIT_MAX_ZOOM = 13;

const HEX_LOW: readonly [number, number, number] = [254, 217, 118];
const HEX_HIGH: readonly [number, number, number] = [230, 57, 21];

/**
 * A hex's fill: from pale yellow towards orange-red as its count approaches `scale`, full strength
 * at or above it; selected hexes take the selection colour instead.
 */
export function hexFill(hex: MapHex, scale: number, selectedColor: Rgb): [number, number, number, number] {
  if (hex.selected) return [selectedColor[0], selectedColor[1], selectedColor[2], selectedColor[3] ?? 230];
  const t = Math.max(0, Math.min(1, hex.count / (scale > 0 ? scale : DEFAULT_HEX_FILL_SCALE)));
  const mix = (i: 0 | 1 | 2) => Math.round(HEX_LOW[i] + (HEX_HIGH[i] - HEX_LOW[i]) * t);
  return [mix(0), mix(1), mix(2), Math.round(150 + 80 * t)];
}

export function rgbCss(color: Rgb): string {
  const alpha = color[3] === undefined ? 1 : color[3] / 255;
  return `rgba(${color[0]}, ${color[1]}, ${color[2]}, ${alpha})`;
}

/** A coordinate the maps can draw (records without a geocode carry nulls or zeros). */
export function isLocated(p: { lat: number; lng: number }): boolean {
  return (
    Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 85 && Math.abs(p.lng) <= 180 && !(p.lat === 0 && p.lng === 0)
  );
}

/** South-west and north-east corners around the given places, or null when there are none. */
export function boundsOf(places: readonly LatLngLiteral[]): [[number, number], [number, number]] | null {
  if (places.length === 0) return null;
  let minLng = Infinity;
  let minLat = Infinity;
  let maxLng = -Infinity;
  let maxLat = -Infinity;
  for (const p of places) {
    minLng = Math.min(minLng, p.lng);
    maxLng = Math.max(maxLng, p.lng);
    minLat = Math.min(minLat, p.lat);
    maxLat = Math.max(maxLat, p.lat);
  }
  return [
    [minLng, minLat],
    [maxLng, maxLat],
  ];
}

/** A stable key of what the map fits to, so a refetch with the same places does not move the view. */
export function contentKey(places: readonly { lat: number; lng: number }[]): string {
  return places.map((p) => `${p.lat.toFixed(5)},${p.lng.toFixed(5)}`).join(';');
}
