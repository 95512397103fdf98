/**
 * The offline basemap: US states and counties from the census cartographic boundaries (us-atlas,
 * TopoJSON). The files are served from this origin as separate assets, fetched the first time a
 * map needs them and kept, parsed, for the rest of the visit (every later map reuses them).
 */
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { FeatureCollection, Position } from 'geojson';
import statesUrl from 'us-atlas/states-10m.json?url';
import countiesUrl from 'us-atlas/counties-10m.json?url';

/**
 * Line segments, four numbers each: the longitude and latitude where it starts, then where it
 * ends. Borders are drawn as plain segments (a thin line needs no joins), the cheapest lines to draw.
 */
export type Segments = Float64Array;

export interface StatesBasemap {
  /** The states' areas (the land). */
  states: FeatureCollection;
  /** The state lines, each shared border once. */
  borders: Segments;
}

/** The county lines of one square of the map, with the box they lie in. */
export interface CountyCell {
  /** Which square: stable across loads, so a drawn cell keeps its layer. */
  key: string;
  /** West, south, east, north in degrees, around every point of the lines. */
  bounds: readonly [number, number, number, number];
  segments: Segments;
}

export interface CountyBorders {
  /**
   * County lines inside states (state lines are drawn by the states layer), grouped by the square
   * of COUNTY_CELL_DEG degrees their first point falls in, so a map draws only the squares it shows.
   */
  cells: readonly CountyCell[];
}

/** Side of the squares the county lines are grouped in, in degrees. */
const COUNTY_CELL_DEG = 4;

/** The lines' segments, in order. */
function segmentsOf(lines: readonly Position[][]): Segments {
  let count = 0;
  for (const line of lines) count += Math.max(0, line.length - 1);
  const segments = new Float64Array(count * 4);
  let at = 0;
  for (const line of lines) {
    for (let i = 1; i < line.length; i++) {
      segments[at++] = line[i - 1][0];
      segments[at++] = line[i - 1][1];
      segments[at++] = line[i][0];
      segments[at++] = line[i][1];
    }
  }
  return segments;
}

/** Groups lines by the square their first point is in; each group's box covers all its points. */
function countyCells(lines: readonly Position[][]): CountyCell[] {
  const cells = new Map<string, { bounds: [number, number, number, number]; lines: Position[][] }>();
  for (const line of lines) {
    if (line.length < 2) continue;
    const key = `${Math.floor(line[0][0] / COUNTY_CELL_DEG)}:${Math.floor(line[0][1] / COUNTY_CELL_DEG)}`;
    let cell = cells.get(key);
    if (!cell) {
      cell = { bounds: [Infinity, Infinity, -Infinity, -Infinity], lines: [] };
      cells.set(key, cell);
    }
    cell.lines.push(line);
    const b = cell.bounds;
    for (const [lng, lat] of line) {
      b[0] = Math.min(b[0], lng);
      b[1] = Math.min(b[1], lat);
      b[2] = Math.max(b[2], lng);
      b[3] = Math.max(b[3], lat);
    }
  }
  return [...cells].map(([key, cell]) => ({ key, bounds: cell.bounds, segments: segmentsOf(cell.lines) }));
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
    borders: segmentsOf(mesh(topo, topo.objects.states, (a, b) => a !== b).coordinates),
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
    return { cells: countyCells(mesh(topo, object, sameState).coordinates) };
  });
  counties.catch(() => (counties = null));
  return counties;
}
