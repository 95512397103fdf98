/** The offline map's background: the states at once, the county borders once zoomed in. */
import { useEffect, useState } from 'react';
import { loadCountyBorders, loadStates, type CountyBorders, type StatesBasemap } from '../basemap.ts';

/** Counties are drawn from this zoom on (closer in the state borders alone look empty). */
export const COUNTY_ZOOM = 5;

export interface Basemap {
  states: StatesBasemap | null;
  /** The county borders, once wanted and loaded. */
  counties: CountyBorders | null;
  wantCounties: boolean;
  failed: boolean;
  /** Everything wanted has loaded, or something failed: a failed basemap does not hold the map back. */
  loaded: boolean;
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
  const loaded = failed || (states !== null && (!wantCounties || counties !== null));
  return { states, counties, wantCounties, failed, loaded };
}
