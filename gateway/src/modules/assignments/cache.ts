/**
 * What the assignments module keeps across requests: each viewer's coverage (domain/coverage.ts)
 * and the offices without holders, in gateway memory for COVERAGE_TTL_MS, one cache per gateway
 * instance, bounded (least recently used first): a Mine page then costs no request beyond the
 * All page's. They may be that stale: an assignment given or ended in the Care API shows in
 * Mine at most COVERAGE_TTL_MS later (the rows' own viewerCan is always current).
 */
import { LRUCache } from 'lru-cache';
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
}

/** An empty cache; each gateway instance makes its own (its assignments module holds it). */
export function newCoverageCache(): CoverageCache {
  return {
    viewers: new LRUCache({ max: MAX_ENTRIES, ttl: COVERAGE_TTL_MS }),
    withoutHolders: new LRUCache({ max: 100, ttl: COVERAGE_TTL_MS }),
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
