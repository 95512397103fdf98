/**
 * The one map component's API, the same whichever engine draws it: the Google basemap when the
 * deployment configures a browser key, otherwise the offline map (US states and counties from the
 * census shapes, layers drawn by deck.gl). Consumers import `GeoMap` from ./index.ts, which loads
 * the engines lazily so no map library is in the initial JavaScript.
 */

/** [red, green, blue] 0–255, or with alpha. */
export type Rgb = readonly [number, number, number] | readonly [number, number, number, number];

export interface LatLngLiteral {
  lat: number;
  lng: number;
}

/** A pin: the patient (red) or an office (blue), or another kind with its own colour. */
export interface MapMarker extends LatLngLiteral {
  id: string;
  kind: 'patient' | 'office' | 'clinician';
  /** Accessible name and the first line of the tooltip. */
  label: string;
  /** Further tooltip lines (an address, a count). */
  detail?: string;
}

/** A small dot (a member's home), coloured by the consumer (by office, say). */
export interface MapPoint extends LatLngLiteral {
  id: string;
  color: Rgb;
  tooltip?: string;
}

/** An H3 cell drawn as a column: fill fades from orange-red with `count`, height grows with it. */
export interface MapHex {
  hex: string;
  count: number;
  /** Drawn in `selectedColor` instead of the count's fill (Hex-Select). */
  selected?: boolean;
}

export interface MapView {
  center: LatLngLiteral;
  /** Map zoom; reported to `onViewChange` rounded to an integer. */
  zoom: number;
}

export interface GeoMapProps {
  /** Accessible name of the map region. */
  label: string;
  /** Where the map opens; with `fitToContent` it fits the markers and points instead. */
  initialView: MapView;
  fitToContent?: boolean;
  markers?: readonly MapMarker[];
  points?: readonly MapPoint[];
  hexes?: readonly MapHex[];
  /** Fill of selected hexes, from the colour picker. */
  selectedColor?: Rgb;
  /** Members per hex at which the fill is at its strongest (500). */
  hexFillScale?: number;
  /** Elevation multiplier of hex columns (100). */
  hexElevationScale?: number;
  onHexClick?: (hex: string) => void;
  /** Called after pan or zoom ends, the zoom rounded to an integer. */
  onViewChange?: (view: MapView) => void;
  /** CSS height of the map; default 480px. */
  height?: string;
  /**
   * The page is still fetching places for the map: it is not ready (`data-ready`) until it has
   * drawn them. False by default: what is given is all there is.
   */
  pending?: boolean;
}
