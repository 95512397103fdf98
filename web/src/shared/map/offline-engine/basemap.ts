/**
 * The offline map's background: the states at once, the county borders once zoomed in, and of
 * those only the squares in view (a county line costs the same to draw on screen or off it, and
 * without a GPU, drawing every county of the country made each frame several times slower).
 */
import { useEffect, useState } from 'react';
import { WebMercatorViewport, type MapViewState } from '@deck.gl/core';
import { loadCountyBorders, loadStates, type CountyBorders, type CountyCell, type StatesBasemap } from '../basemap.ts';
import type { Size } from './view.ts';

/**
 * Counties are drawn from this zoom on: closer in the state borders alone look empty, further out
 * a county is a few pixels wide and the whole country's lines are one grey mesh.
 */
export const COUNTY_ZOOM = 6;
/** The squares drawn reach this share of the view's width and height beyond each edge, so a small pan draws no new square. */
const VIEW_MARGIN = 0.25;

export interface Basemap {
  states: StatesBasemap | null;
  /** The county borders, once wanted and loaded. */
  counties: CountyBorders | null;
  wantCounties: boolean;
  failed: boolean;
  /**
   * The states have loaded, or something failed: the map can be drawn (a failed basemap does not
   * hold the map back; the county lines come later, over a map already shown).
   */
  loaded: boolean;
}

/** The squares of county lines that overlap the view (with a margin); none below COUNTY_ZOOM. */
export function countyCellsInView(counties: CountyBorders | null, view: MapViewState, size: Size): CountyCell[] {
  if (!counties || Math.round(view.zoom) < COUNTY_ZOOM || size.width <= 0 || size.height <= 0) return [];
  const [west, south, east, north] = new WebMercatorViewport({ ...view, width: size.width, height: size.height }).getBounds();
  const dx = (east - west) * VIEW_MARGIN;
  const dy = (north - south) * VIEW_MARGIN;
  return counties.cells.filter(({ bounds: [w, s, e, n] }) => e >= west - dx && w <= east + dx && n >= south - dy && s <= north + dy);
}

/** Loads the states first (the map is usable with them), the counties the first time the zoom reaches COUNTY_ZOOM. */
export function useBasemap(zoom: number): Basemap {
  const [states, setStates] = useState<StatesBasemap | null>(null);
  const [counties, setCounties] = useState<CountyBorders | null>(null);
  const [failed, setFailed] = useState(false);
  const wantCounties = zoom >= COUNTY_ZOOM;
  useEffect(() => {
    let live = true;
    loadStates().then(
      (s) => live && setStates(s),
      () => live && setFailed(true),
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
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wantCounties, counties]);
  const loaded = failed || states !== null;
  return { states, counties, wantCounties, failed, loaded };
}
