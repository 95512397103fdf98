/**
 * Answers of the Care API kept across requests: only for GETs whose route the contract declares
 * `cache: 'shared'` (reference data every signed-in user is answered alike: markets, offices,
 * assignment types, states, plans, payers, cohorts, term reasons, counties).
 *
 * - An answer is fresh for `ttlMs` (REFERENCE_CACHE_TTL_MS), or less when the Care API
 *   says so with `Cache-Control: max-age`; `no-store` or `private` answers are never kept, and a
 *   `no-cache` one only for revalidation.
 * - Past that, the next request asks again, with `If-None-Match` when the answer came with an
 *   ETag: a 304 makes the kept answer fresh again without re-reading it.
 * - A write whose route declares `invalidates` drops the kept answers of those paths as it is
 *   sent, so the gateway's own edits are seen by the next read.
 * - Kept values are deeply frozen: requests share them, so none may change one in place.
 * - The memory is bounded (`maxBytes` of answer text; the least recently used go first).
 *
 * The cache is per gateway process: an edit made through another instance, or outside the
 * gateway, is seen here at the latest when the answer's time is up.
 */
import { LRUCache } from 'lru-cache';

export interface SharedAnswersOptions {
  /** How long an answer stays fresh (ms); 0 turns the cache off. */
  ttlMs: number;
  /** Upper bound of the kept answers' text, in bytes (default 64 MB). */
  maxBytes?: number;
}

export interface KeptAnswer {
  value: unknown;
  etag: string | null;
  /** When the answer stops being fresh (ms since the epoch). */
  freshUntil: number;
}

interface CacheDirectives {
  store: boolean;
  maxAgeMs: number | null;
}

function directivesOf(header: string | string[] | undefined): CacheDirectives {
  const text = (Array.isArray(header) ? header.join(',') : (header ?? '')).toLowerCase();
  const parts = text.split(',').map((p) => p.trim());
  if (parts.includes('no-store') || parts.includes('private')) return { store: false, maxAgeMs: null };
  if (parts.includes('no-cache')) return { store: true, maxAgeMs: 0 };
  const maxAge = parts.find((p) => p.startsWith('max-age='));
  const seconds = maxAge ? Number(maxAge.slice('max-age='.length)) : NaN;
  return { store: true, maxAgeMs: Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const keyOf = (routePath: string, pathAndQuery: string) => `${routePath}\u0000${pathAndQuery}`;

export class SharedAnswers {
  readonly #ttlMs: number;
  readonly #entries: LRUCache<string, KeptAnswer>;
  /** Per route path: bumped by every invalidation, so an answer fetched across one is not kept. */
  readonly #generations = new Map<string, number>();

  constructor(options: SharedAnswersOptions) {
    this.#ttlMs = options.ttlMs;
    this.#entries = new LRUCache<string, KeptAnswer>({ maxSize: options.maxBytes ?? 64 * 1024 * 1024 });
  }

  get enabled(): boolean {
    return this.#ttlMs > 0;
  }

  /** The kept answer for this request (fresh or not: a stale one still has its ETag to revalidate). */
  get(routePath: string, pathAndQuery: string): KeptAnswer | undefined {
    return this.#entries.get(keyOf(routePath, pathAndQuery));
  }

  /** Taken before fetching: `keep` ignores the answer when a write invalidated the path meanwhile. */
  generation(routePath: string): number {
    return this.#generations.get(routePath) ?? 0;
  }

  isFresh(answer: KeptAnswer, now = Date.now()): boolean {
    return now < answer.freshUntil;
  }

  /** Keeps a 200 answer (parsed `value`, its text length for the memory bound) unless its headers forbid it. */
  keep(
    routePath: string,
    pathAndQuery: string,
    value: unknown,
    textLength: number,
    headers: { etag?: string | string[]; 'cache-control'?: string | string[] },
    generation: number,
  ): unknown {
    const directives = directivesOf(headers['cache-control']);
    // Fetched while a write to it was under way: possibly the old answer, so not kept.
    if (!directives.store || generation !== this.generation(routePath)) return value;
    const etag = typeof headers.etag === 'string' ? headers.etag : null;
    const ttl = directives.maxAgeMs === null ? this.#ttlMs : Math.min(this.#ttlMs, directives.maxAgeMs);
    // An answer that is stale at once is worth keeping only to revalidate it by its ETag.
    if (ttl === 0 && etag === null) return value;
    const frozen = deepFreeze(value);
    this.#entries.set(
      keyOf(routePath, pathAndQuery),
      { value: frozen, etag, freshUntil: Date.now() + ttl },
      { size: Math.max(1, textLength) },
    );
    return frozen;
  }

  /** A 304 to a revalidation: the kept answer is fresh again for the answer's allowed time. */
  renew(answer: KeptAnswer, headers: { 'cache-control'?: string | string[] }, generation: number, routePath: string): void {
    if (generation !== this.generation(routePath)) return;
    const directives = directivesOf(headers['cache-control']);
    const ttl = directives.maxAgeMs === null ? this.#ttlMs : Math.min(this.#ttlMs, directives.maxAgeMs);
    answer.freshUntil = Date.now() + ttl;
  }

  /** Drops every kept answer of these route paths (all their queries). */
  invalidate(routePaths: readonly string[]): void {
    if (routePaths.length === 0) return;
    for (const path of routePaths) this.#generations.set(path, this.generation(path) + 1);
    const prefixes = routePaths.map((p) => `${p}\u0000`);
    for (const key of [...this.#entries.keys()]) {
      if (prefixes.some((prefix) => key.startsWith(prefix))) this.#entries.delete(key);
    }
  }

  clear(): void {
    this.#entries.clear();
  }
}
