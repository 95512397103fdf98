/**
 * The offline basemap: US states and counties from the census cartographic boundaries (us-atlas,
 * TopoJSON). The files are served from this origin as separate assets, fetched the first time a
 * map needs them and kept for the rest of the visit.
 */
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { FeatureCollection, MultiLineString } from 'geojson';
import statesUrl from 'us-atlas/states-10m.json?url';
import countiesUrl from 'us-atlas/counties-10m.json?url';

export interface StatesBasemap {
  /** The states' areas (the land). */
  states: FeatureCollection;
  /** The state lines, each shared border once. */
  borders: MultiLineString;
}

export interface CountyBorders {
  /** County lines inside states (state lines are drawn by the states layer). */
  borders: MultiLineString;
}

type UsTopology = Topology<{ states: GeometryCollection; counties?: GeometryCollection }>;

async function fetchTopology(url: string): Promise<UsTopology> {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`The map background could not be loaded (HTTP ${res.status})`);
  return (await res.json()) as UsTopology;
}

let states: Promise<StatesBasemap> | null = null;
let counties: Promise<CountyBorders> | null = null;

export function loadStates(): Promise<StatesBasemap> {
  states ??= fetchTopology(statesUrl).then((topo) => ({
    states: feature(topo, topo.objects.states),
    borders: mesh(topo, topo.objects.states, (a, b) => a !== b),
  }));
  // A failed load is tried again next time rather than remembered.
  states.catch(() => (states = null));
  return states;
}

export function loadCountyBorders(): Promise<CountyBorders> {
  counties ??= fetchTopology(countiesUrl).then((topo) => {
    const object = topo.objects.counties;
    if (!object) throw new Error('The county shapes are missing');
    // County ids are state FIPS (2 digits) + county (3): keep only lines between counties of one state.
    const sameState = (a: { id?: string | number }, b: { id?: string | number }) =>
      a !== b && String(a.id).slice(0, 2) === String(b.id).slice(0, 2);
    return { borders: mesh(topo, object, sameState) };
  });
  counties.catch(() => (counties = null));
  return counties;
}
