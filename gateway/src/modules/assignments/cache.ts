/**
 * What the assignments module keeps across requests: each viewer's coverage (domain/coverage.ts)
 * and the offices without holders, in gateway memory for COVERAGE_TTL_MS, one cache per gateway
 * instance, bounded (least recently used first): a Mine page then costs no request beyond the
 * All page's. They may be that stale: an assignment given or ended in the Care API shows in
 * Mine at most COVERAGE_TTL_MS later (the rows' own viewerCan is always current).
 *
 * An assignment given or ended through the gateway drops them at once, in every replica: the
 * replica that made the change forgets its own and publishes `coverage` on the cache
 * invalidations (server/cache-invalidations.ts, through Redis with REDIS_URL), which every
 * replica's cache follows from its first request on (before that it has kept nothing).
 */
import { LRUCache } from 'lru-cache';
import type { CacheInvalidations } from '../../server/cache-invalidations.ts';
import type { ViewerCoverage } from './domain/coverage.ts';

/** How long a viewer's coverage and the offices without holders are kept. */
export const COVERAGE_TTL_MS = 30_000;
const MAX_ENTRIES = 5_000;

/** The kept answers of one gateway instance. */
export interface CoverageCache {
  /** Per user (uid and employee id). */
  viewers: LRUCache<string, Promise<ViewerCoverage>>;
  /** Offices without a holder, per sorted list of assignment types. */
  withoutHolders: LRUCache<string, Promise<readonly number[]>>;
  /** The invalidations this cache follows; null until a request hands them over. */
  following: CacheInvalidations | null;
}

/** Drops every kept coverage and list of offices without holders. */
export function forgetCoverage(cache: CoverageCache): void {
  cache.viewers.clear();
  cache.withoutHolders.clear();
}

/** Makes `cache` forget what it keeps whenever any replica publishes `coverage` (once per cache). */
export function followInvalidations(cache: CoverageCache, invalidations: CacheInvalidations | undefined): void {
  if (!invalidations || cache.following) return;
  cache.following = invalidations;
  invalidations.subscribe('coverage', () => forgetCoverage(cache));
}

/** An empty cache; each gateway instance makes its own (its assignments module holds it). */
export function newCoverageCache(): CoverageCache {
  return {
    viewers: new LRUCache({ max: MAX_ENTRIES, ttl: COVERAGE_TTL_MS }),
    withoutHolders: new LRUCache({ max: 100, ttl: COVERAGE_TTL_MS }),
    following: null,
  };
}

/** The kept promise for `key`, or a new one from `load`; a failed load is not kept. */
export function keptOrLoad<T>(cache: LRUCache<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  const kept = cache.get(key);
  if (kept) return kept;
  const loading = load();
  cache.set(key, loading);
  loading.catch(() => {
    if (cache.get(key) === loading) cache.delete(key);
  });
  return loading;
}
