/** The offline map's view: its limits, fitting places into it, and moving it by pixels. */
import { MapView, WebMercatorViewport, type MapViewState } from '@deck.gl/core';
import { FIT_MAX_ZOOM, FIT_PADDING_PX, boundsOf } from '../map-style.ts';

export const VIEW = new MapView({ id: 'map', repeat: false });
export const MIN_ZOOM = 2;
export const MAX_ZOOM = 16;
/** Pixels one arrow key press moves the map. */
export const KEY_PAN_PX = 80;
/** Tilt of the view while hex columns are shown, in degrees. */
export const HEX_PITCH = 35;

export interface Size {
  width: number;
  height: number;
}

export function clampZoom(zoom: number): number {
  return Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, zoom));
}

/** The view showing all the places with padding, or null when there is nothing to fit. */
export function fittedView(
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

/** The view moved so that the point `dx`, `dy` pixels from the centre comes to the centre. */
export function pannedView(view: MapViewState, size: Size, dx: number, dy: number): MapViewState {
  const viewport = new WebMercatorViewport({ ...view, width: size.width, height: size.height });
  const [longitude, latitude] = viewport.unproject([size.width / 2 + dx, size.height / 2 + dy]);
  return { ...view, longitude, latitude: Math.max(-85, Math.min(85, latitude)) };
}

/** Where a place is drawn in the map's area, in pixels from its top left corner. */
export function screenPosition(view: MapViewState, size: Size, place: { lat: number; lng: number }): { x: number; y: number } {
  const viewport = new WebMercatorViewport({ ...view, width: size.width, height: size.height });
  const [x, y] = viewport.project([place.lng, place.lat]);
  return { x, y };
}
