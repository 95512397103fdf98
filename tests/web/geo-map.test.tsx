// @vitest-environment jsdom
/**
 * The map component outside a browser: the engine follows the runtime configuration (offline
 * without a browser key, Google with one, the key handed to Google's loader), and the offline
 * engine's DOM contract (counts of what it draws, the integer zoom the buttons and keys change,
 * ready after the first frame with the basemap and every place the page is still fetching, the
 * county lines only from COUNTY_ZOOM on and only around the view, the markers listed for keyboard
 * users). WebGL and
 * the census files are the browser test's business: deck.gl's canvas and the basemap loader are
 * replaced here by stand-ins that draw nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect, type ReactNode } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../../web/src/shared/ui/system.ts';
import { ColorModeProvider } from '../../web/src/shared/ui/color-mode.tsx';
import { loadRuntimeConfig } from '../../web/src/app/runtime-config.ts';
import { GeoMap, mapEngine } from '../../web/src/shared/map/index.ts';
import type { MapMarker, MapPoint } from '../../web/src/shared/map/types.ts';
import { installDomShims } from './support/dom-shims.ts';

const deckFrames = vi.hoisted(() => ({ layers: [] as string[][] }));
const googleLoader = vi.hoisted(() => ({ keys: [] as string[] }));

vi.mock('@deck.gl/react', () => ({
  // Draws one "frame" per render: records the layers it was given and reports the frame drawn.
  DeckGL: (props: { layers: { id: string }[]; onAfterRender?: () => void }) => {
    deckFrames.layers.push(props.layers.map((l) => l.id));
    useEffect(() => props.onAfterRender?.());
    return null;
  },
}));

vi.mock('../../web/src/shared/map/basemap.ts', () => ({
  loadStates: () => Promise.resolve({ states: { type: 'FeatureCollection', features: [] }, borders: new Float64Array(0) }),
  // Two squares of county lines: one around Houston, one in Maine.
  loadCountyBorders: () =>
    Promise.resolve({
      cells: [
        { key: '-24:7', bounds: [-96, 28, -92, 32], segments: new Float64Array([-95.5, 29.5, -95.4, 29.6]) },
        { key: '-18:11', bounds: [-72, 44, -68, 48], segments: new Float64Array([-70, 45, -70.1, 45.1]) },
      ],
    }),
}));

vi.mock('@react-google-maps/api', () => ({
  useJsApiLoader: (options: { googleMapsApiKey: string }) => {
    googleLoader.keys.push(options.googleMapsApiKey);
    return { isLoaded: false, loadError: undefined };
  },
  GoogleMap: () => null,
  MarkerF: () => null,
  PolygonF: () => null,
  InfoWindowF: () => null,
}));

installDomShims();

const BASE_CONFIG = { oidcIssuer: 'http://127.0.0.1:1/oidc', clientId: 'luminate-web', sessionIdleTimeoutS: 900 };

async function configure(extra: Record<string, unknown>): Promise<void> {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ ...BASE_CONFIG, ...extra }), { headers: { 'content-type': 'application/json' } })),
    ),
  );
  await loadRuntimeConfig();
  vi.unstubAllGlobals();
}

function wrap(children: ReactNode) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>{children}</ColorModeProvider>
    </ChakraProvider>
  );
}

const MARKERS: MapMarker[] = [
  { id: 'p', kind: 'patient', lat: 29.76, lng: -95.37, label: 'Patient', detail: '1200 Main St, Houston' },
  { id: 'o1', kind: 'office', lat: 29.8, lng: -95.4, label: '1.001.001 Heights', detail: '100 Yale St, Houston' },
  // Not geocoded: not drawn, not counted.
  { id: 'o2', kind: 'office', lat: 0, lng: 0, label: '1.001.002 Nowhere' },
];
const POINTS: MapPoint[] = [
  { id: 'm1', lat: 29.7, lng: -95.3, color: [10, 20, 30] },
  { id: 'm2', lat: 29.71, lng: -95.31, color: [10, 20, 30], tooltip: 'A member' },
];

/** Gives every element a drawing area (jsdom lays nothing out), so the map knows what is in view. */
function layOut(width: number, height: number): () => void {
  const proto = HTMLElement.prototype;
  const saved = ['clientWidth', 'clientHeight'].map((key) => [key, Object.getOwnPropertyDescriptor(proto, key)] as const);
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => width });
  Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => height });
  return () => {
    for (const [key, descriptor] of saved) if (descriptor) Object.defineProperty(proto, key, descriptor);
  };
}
let restoreLayout = () => {};

afterEach(() => {
  restoreLayout();
  restoreLayout = () => {};
  cleanup();
  deckFrames.layers.length = 0;
  googleLoader.keys.length = 0;
});

describe('GeoMap', () => {
  it('draws offline without a browser key: counts, ready after the first frame, zoom by button and keyboard, markers listed', async () => {
    await configure({});
    expect(mapEngine()).toBe('offline');
    restoreLayout = layOut(800, 480);
    const onViewChange = vi.fn();
    render(
      wrap(
        <GeoMap
          label="Map of the offices"
          initialView={{ center: { lat: 29.76, lng: -95.37 }, zoom: 9.4 }}
          markers={MARKERS}
          points={POINTS}
          hexes={[{ hex: '8844c0a31dfffff', count: 12 }]}
          onViewChange={onViewChange}
        />,
      ),
    );
    const map = await screen.findByRole('region', { name: 'Map of the offices' });
    expect(map.dataset.engine).toBe('offline');
    await waitFor(() => expect(map.dataset.ready).toBe('true'));
    expect(map.dataset.markers).toBe('2');
    expect(map.dataset.points).toBe('2');
    expect(map.dataset.hexes).toBe('1');
    expect(map.dataset.zoom).toBe('9');
    // The basemap under the layers, markers on top; of the county lines only the square in view.
    await waitFor(() =>
      expect(deckFrames.layers.at(-1)).toEqual(['states-fill', 'county-borders--24:7', 'state-borders', 'hexes', 'points', 'markers']),
    );
    expect(googleLoader.keys).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(map.dataset.zoom).toBe('10');
    await waitFor(() => expect(onViewChange).toHaveBeenLastCalledWith({ center: { lat: 29.76, lng: -95.37 }, zoom: 10 }));
    fireEvent.keyDown(map, { key: '-' });
    fireEvent.keyDown(map, { key: '-' });
    expect(map.dataset.zoom).toBe('8');
    await userEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(map.dataset.zoom).toBe('7');
    // County lines from zoom 6 on; further out the state lines alone.
    fireEvent.keyDown(map, { key: '-' });
    expect(map.dataset.zoom).toBe('6');
    expect(deckFrames.layers.at(-1)).toContain('county-borders--24:7');
    fireEvent.keyDown(map, { key: '-' });
    expect(map.dataset.zoom).toBe('5');
    expect(deckFrames.layers.at(-1)).toEqual(['states-fill', 'state-borders', 'hexes', 'points', 'markers']);

    // The markers are listed for keyboard users, with their details; the unlocated one is left out.
    expect(screen.getByText('Places on the map (2)')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Office: 1\.001\.001 Heights/ }).textContent).toContain('100 Yale St, Houston');
    expect(screen.queryByText(/Nowhere/)).toBeNull();
  });

  it('is not ready while the page is still fetching its places, and is once they are drawn', async () => {
    await configure({});
    restoreLayout = layOut(800, 480);
    const props = { label: 'Map of the members', initialView: { center: { lat: 29.76, lng: -95.37 }, zoom: 9 }, markers: MARKERS };
    const { rerender } = render(wrap(<GeoMap {...props} points={[]} pending />));
    const map = await screen.findByRole('region', { name: 'Map of the members' });
    // The basemap and the markers are drawn, the members are not here yet.
    await waitFor(() => expect(deckFrames.layers.at(-1)).toContain('state-borders'));
    expect(map.dataset.ready).toBe('false');
    rerender(wrap(<GeoMap {...props} points={POINTS} pending={false} />));
    await waitFor(() => expect(map.dataset.ready).toBe('true'));
    expect(deckFrames.layers.at(-1)).toContain('points');
    expect(map.dataset.points).toBe('2');
  });

  it('uses the Google engine with the browser key from /config.json, same region and contract', async () => {
    await configure({ googleMapsBrowserKey: 'browser-key-123' });
    expect(mapEngine()).toBe('google');
    render(wrap(<GeoMap label="Map of the offices" initialView={{ center: { lat: 29.76, lng: -95.37 }, zoom: 9 }} markers={MARKERS} />));
    const map = await screen.findByRole('region', { name: 'Map of the offices' });
    expect(map.dataset.engine).toBe('google');
    expect(googleLoader.keys.at(-1)).toBe('browser-key-123');
    // Google's script has not loaded (no network here): nothing drawn yet, not ready.
    expect(map.dataset.ready).toBe('false');
    expect(map.dataset.markers).toBe('0');
    expect(map.dataset.zoom).toBe('9');
    expect(deckFrames.layers).toEqual([]);
  });

  it('treats a blank key as no key', async () => {
    await configure({ googleMapsBrowserKey: '  ' });
    expect(mapEngine()).toBe('offline');
  });
});
