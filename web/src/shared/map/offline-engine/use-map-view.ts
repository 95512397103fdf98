/**
 * The offline map's view and how it moves: the user's drags and wheel turns, the zoom buttons,
 * the keyboard (arrows pan, + and - zoom) and fitting the places once they change. The page
 * learns the view once movement has settled, the zoom as an integer.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { MapViewState } from '@deck.gl/core';
import { contentKey } from '../map-style.ts';
import type { GeoMapProps, LatLngLiteral } from '../types.ts';
import { HEX_PITCH, KEY_PAN_PX, clampZoom, fittedView, pannedView, type Size } from './view.ts';

/** The view is reported this long after the last movement (a drag or a wheel turn has ended). */
const SETTLE_MS = 250;

export interface MapViewOptions {
  initialView: GeoMapProps['initialView'];
  onViewChange: GeoMapProps['onViewChange'];
  /** Hex columns are seen tilted (their height shows); everything else from straight above. */
  hasHexes: boolean;
  /** Fit these places whenever the set of them changes (not on every refetch); null: no fitting. */
  fitPlaces: readonly LatLngLiteral[] | null;
}

export interface MapViewControl {
  viewState: MapViewState;
  /**
   * The area has a size and the view its first fit (when asked for): drawing before would spend
   * a frame, costly without a GPU, on a view about to change.
   */
  placed: boolean;
  /** The drawing area, measured for fitting and for placing the keyboard tooltip. */
  rootRef: RefObject<HTMLDivElement | null>;
  size: Size;
  /** A move made by the user: shown at once, reported once settled. */
  moveTo: (next: MapViewState) => void;
  zoomBy: (delta: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/** The size of the element behind `rootRef`, kept current as it resizes. */
function useMeasured(): [RefObject<HTMLDivElement | null>, Size] {
  const rootRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  useEffect(() => {
    const el = rootRef.current;
    if (!el) return;
    const measure = () => setSize({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [rootRef, size];
}

export function useMapView({ initialView, onViewChange, hasHexes, fitPlaces }: MapViewOptions): MapViewControl {
  const [viewState, setViewState] = useState<MapViewState>(() => ({
    longitude: initialView.center.lng,
    latitude: initialView.center.lat,
    zoom: clampZoom(initialView.zoom),
    pitch: hasHexes ? HEX_PITCH : 0,
    bearing: 0,
  }));
  useEffect(() => {
    setViewState((v) => ({ ...v, pitch: hasHexes ? HEX_PITCH : 0 }));
  }, [hasHexes]);
  const [rootRef, size] = useMeasured();

  // Report the view once movement has settled.
  const onViewChangeRef = useRef(onViewChange);
  onViewChangeRef.current = onViewChange;
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const reportView = useCallback((view: Pick<MapViewState, 'longitude' | 'latitude' | 'zoom'>) => {
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(() => {
      onViewChangeRef.current?.({ center: { lat: view.latitude, lng: view.longitude }, zoom: Math.round(view.zoom) });
    }, SETTLE_MS);
  }, []);
  useEffect(() => () => clearTimeout(settleTimer.current), []);

  const moveTo = useCallback(
    (next: MapViewState) => {
      setViewState(next);
      reportView(next);
    },
    [reportView],
  );

  // Fit when the set of places changes: a refetch with the same places keeps the user's view.
  // Keyed by content, computed once per new list (not on every frame of a drag).
  const fitKey = useMemo(() => (fitPlaces ? contentKey(fitPlaces) : ''), [fitPlaces]);
  const fittedFor = useRef<string | null>(null);
  const [firstFitDone, setFirstFitDone] = useState(false);
  useEffect(() => {
    if (!fitPlaces || size.width === 0 || fittedFor.current === fitKey) return;
    const fitted = fittedView(fitPlaces, size);
    fittedFor.current = fitKey;
    setFirstFitDone(true);
    if (fitted) {
      setViewState((v) => ({ ...v, ...fitted }));
      // A fit is a change of view like a user's: the page learns the new zoom (its hex layer).
      reportView(fitted);
    }
  }, [fitPlaces, fitKey, size, reportView]);

  const zoomBy = (delta: number) => moveTo({ ...viewState, zoom: clampZoom(viewState.zoom + delta) });
  const panBy = (dx: number, dy: number) => {
    if (size.width > 0) moveTo(pannedView(viewState, size, dx, dy));
  };

  // Keyboard use of the focused map: arrows pan, + and - zoom.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => panBy(-KEY_PAN_PX, 0),
      ArrowRight: () => panBy(KEY_PAN_PX, 0),
      ArrowUp: () => panBy(0, -KEY_PAN_PX),
      ArrowDown: () => panBy(0, KEY_PAN_PX),
      '+': () => zoomBy(1),
      '=': () => zoomBy(1),
      '-': () => zoomBy(-1),
      _: () => zoomBy(-1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  };

  const placed = size.width > 0 && size.height > 0 && (!fitPlaces || firstFitDone);
  return { viewState, placed, rootRef, size, moveTo, zoomBy, onKeyDown };
}
