/**
 * Where the viewer's assignments reach, as the Care API's office links define it: a type held at
 * an office covers that office; a community-level type (level 1) held at a community row
 * (`x.yyy.000`) covers every office of that community; a market-level type (level 0) covers every
 * office of its market. The approval dashboards' Mine views turn this into OData clauses over the
 * member's office, community and market, so the Care API filters before it pages.
 *
 * Both answers here are kept in gateway memory for COVERAGE_TTL_MS, one cache per gateway
 * instance, bounded (least recently used first): a Mine page then costs no request beyond the
 * All page's. They may be that stale: an assignment given or ended in the Care API shows in
 * Mine at most COVERAGE_TTL_MS later (the rows' own viewerCan is always current).
 */
import { LRUCache } from 'lru-cache';
import type { AssignmentTypeDto, EmployeeDto, OfficeDto } from '@luminate/schema/rest';

/** How long a viewer's coverage and the offices without holders are kept. */
export const COVERAGE_TTL_MS = 30_000;
const MAX_ENTRIES = 5_000;

/** The places one assignment type of the viewer covers. */
export interface TypeCoverage {
  officeIds: readonly number[];
  communityIds: readonly string[];
  marketIds: readonly number[];
}

/** The viewer's coverage by assignment type id; a type the viewer does not hold is absent. */
export type ViewerCoverage = ReadonlyMap<number, TypeCoverage>;

export const NO_COVERAGE: ViewerCoverage = new Map();

/**
 * The coverage of an employee's active assignments. An archived employee covers nothing (the
 * office links leave such employees out). An office the look-up does not know (gone from the
 * Care API) still counts as the office itself.
 */
export function coverageOf(
  employee: Pick<EmployeeDto, 'archived' | 'marketAssignments'> | null,
  offices: ReadonlyMap<number, Pick<OfficeDto, 'id' | 'name' | 'communityId' | 'marketId'>>,
  types: ReadonlyMap<number, Pick<AssignmentTypeDto, 'level'>>,
): ViewerCoverage {
  if (!employee || employee.archived) return NO_COVERAGE;
  const byType = new Map<number, { officeIds: Set<number>; communityIds: Set<string>; marketIds: Set<number> }>();
  for (const assignment of employee.marketAssignments) {
    if (assignment.inactiveDt !== null) continue;
    const typeId = assignment.assignmentTypeId;
    let entry = byType.get(typeId);
    if (!entry) byType.set(typeId, (entry = { officeIds: new Set(), communityIds: new Set(), marketIds: new Set() }));
    const office = offices.get(assignment.officeId);
    const level = types.get(typeId)?.level ?? 2;
    if (office && level === 0) entry.marketIds.add(office.marketId);
    else if (office && level === 1 && office.name.endsWith('.000')) entry.communityIds.add(office.communityId);
    else entry.officeIds.add(assignment.officeId);
  }
  return new Map(
    [...byType].map(([typeId, e]) => [
      typeId,
      {
        officeIds: [...e.officeIds].sort((a, b) => a - b),
        communityIds: [...e.communityIds].sort(),
        marketIds: [...e.marketIds].sort((a, b) => a - b),
      },
    ]),
  );
}

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
export function keptOrLoad<T extends {}>(cache: LRUCache<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  const kept = cache.get(key);
  if (kept) return kept;
  const loading = load();
  cache.set(key, loading);
  loading.catch(() => {
    if (cache.get(key) === loading) cache.delete(key);
  });
  return loading;
}
