import { createElement, lazy, Suspense } from 'react';
import { googleMapsBrowserKey } from '../lib/deployment-settings.ts';
import { LoadingBlock } from '../ui/loading-block.tsx';
import type { GeoMapProps } from './types.ts';

export type { GeoMapProps } from './types.ts';

// Each engine is its own chunk, fetched the first time a map is shown: deck.gl, h3 and the census
// shapes (or Google's loader) never weigh on pages without a map.
const loadOfflineEngine = () => import('./offline-engine/index.tsx');
const loadGoogleEngine = () => import('./google-engine.tsx');
const OfflineEngine = lazy(loadOfflineEngine);
const GoogleEngine = lazy(loadGoogleEngine);

/** Starts fetching the engine's chunk now (a page about to show a map, while its data loads). */
export function preloadGeoMap(): void {
  void (googleMapsBrowserKey() ? loadGoogleEngine() : loadOfflineEngine());
}

/** Which engine draws the maps: Google's when the deployment serves a browser key, otherwise the offline one. */
export function mapEngine(): 'google' | 'offline' {
  return googleMapsBrowserKey() ? 'google' : 'offline';
}

/** The map: same props and the same DOM contract whichever engine draws it. */
export function GeoMap(props: GeoMapProps) {
  const key = googleMapsBrowserKey();
  const fallback = createElement(LoadingBlock, { label: `Loading ${props.label}`, heights: [props.height ?? '480px'] });
  const engine = key ? createElement(GoogleEngine, { ...props, apiKey: key }) : createElement(OfflineEngine, props);
  return createElement(Suspense, { fallback }, engine);
}
