/**
 * The geocoder's answers kept in the gateway, shared by every user: addresses carry no patient
 * identity, and an address service bills (and slows) every call. Least recently used entries go
 * first, and every entry expires after its time to live. Suggestions are keyed by the normalised
 * typed text ("1234 N. Oak St," and "1234 n oak st" are one entry), places by their id. Lookups
 * under way are shared too: a second identical lookup waits for the first instead of calling again.
 * Failures and unknown places are not kept.
 */
import { LRUCache } from 'lru-cache';
import { ADDRESS_SUGGESTIONS_MAX, normaliseAddressSearch } from '@luminate/schema/rules';
import type { RequestContext } from '../../context.ts';
import type { AddressSuggestion, ResolvedAddress } from './types.ts';
import type { Geocoder } from './clients/geocoder.ts';

export interface GeocoderCacheOptions {
  /** How long a list of suggestions is kept (ms). */
  suggestionTtlMs: number;
  /** How long a resolved place is kept (ms). */
  placeTtlMs: number;
  /** Most suggestion lists kept. */
  maxSuggestionLists: number;
  /** Most places kept. */
  maxPlaces: number;
}

export const GEOCODER_CACHE_DEFAULTS: GeocoderCacheOptions = {
  suggestionTtlMs: 10 * 60_000,
  placeTtlMs: 24 * 60 * 60_000,
  maxSuggestionLists: 5_000,
  maxPlaces: 20_000,
};

export class CachedGeocoder {
  private readonly suggestions: LRUCache<string, readonly AddressSuggestion[]>;
  private readonly places: LRUCache<string, ResolvedAddress>;
  private readonly pendingSuggestions = new Map<string, Promise<readonly AddressSuggestion[]>>();
  private readonly pendingPlaces = new Map<string, Promise<ResolvedAddress | null>>();

  constructor(
    readonly geocoder: Geocoder,
    options: GeocoderCacheOptions = GEOCODER_CACHE_DEFAULTS,
  ) {
    this.suggestions = new LRUCache({ max: options.maxSuggestionLists, ttl: options.suggestionTtlMs });
    this.places = new LRUCache({ max: options.maxPlaces, ttl: options.placeTtlMs });
  }

  /** Up to five suggestions for the (validated) typed text. */
  suggest(input: string, ctx: RequestContext): Promise<readonly AddressSuggestion[]> {
    const key = normaliseAddressSearch(input);
    const kept = this.suggestions.get(key);
    if (kept) return Promise.resolve(kept);
    return share(this.pendingSuggestions, key, async () => {
      const found = Object.freeze((await this.geocoder.suggest(input, ADDRESS_SUGGESTIONS_MAX, ctx)).map((s) => Object.freeze(s)));
      this.suggestions.set(key, found);
      return found;
    });
  }

  /** The place of an id, or null when the service does not know it. */
  resolve(placeId: string, ctx: RequestContext): Promise<ResolvedAddress | null> {
    const kept = this.places.get(placeId);
    if (kept) return Promise.resolve(kept);
    return share(this.pendingPlaces, placeId, async () => {
      const place = await this.geocoder.resolve(placeId, ctx);
      if (place) this.places.set(placeId, Object.freeze(place));
      return place;
    });
  }
}

/** One lookup per key at a time: callers of a key under way wait for the same answer. */
function share<T>(pending: Map<string, Promise<T>>, key: string, run: () => Promise<T>): Promise<T> {
  const underWay = pending.get(key);
  if (underWay) return underWay;
  const started = run().finally(() => pending.delete(key));
  pending.set(key, started);
  return started;
}
