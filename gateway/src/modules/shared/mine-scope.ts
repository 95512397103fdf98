/**
 * The approval dashboards' Mine views: each module's policy describes, per tab, the rows the viewer
 * may decide as a scope over the member's office (covered by some of the viewer's assignment
 * types, or covered by nobody of some types), and this file turns that scope into ONE OData
 * condition ANDed into the tab's page or count request, so the Care API filters before it pages.
 * The policy's per-row decision and its scope are written side by side from the same rule; the
 * module tests compare the Mine rows with the All rows the viewer may decide.
 */
import type { ODataFilter } from '../../upstream/odata-clauses.ts';

export type MineScope =
  | { kind: 'all' }
  | { kind: 'none' }
  /** The member's office is covered by one of these types of the viewer's. */
  | { kind: 'covered'; types: readonly number[] }
  /** Nobody holds any of these types covering the member's office (a member without office included). */
  | { kind: 'unassigned'; types: readonly number[] }
  | { kind: 'and' | 'or'; of: readonly MineScope[] };

export const ALL_ROWS: MineScope = { kind: 'all' };
export const NO_ROWS: MineScope = { kind: 'none' };
export const coveredBy = (types: readonly number[]): MineScope => ({ kind: 'covered', types });
export const unassignedFor = (types: readonly number[]): MineScope => ({ kind: 'unassigned', types });
export const anyOf = (...of: MineScope[]): MineScope => ({ kind: 'or', of });
export const allOf = (...of: MineScope[]): MineScope => ({ kind: 'and', of });

/** Where the viewer's types reach, by type id (the assignments module's ViewerCoverage). */
export type Coverage = ReadonlyMap<number, { officeIds: readonly number[]; communityIds: readonly string[]; marketIds: readonly number[] }>;

/** The scope with what the viewer's coverage settles already settled: `covered` of types not held is none. */
export function simplify(scope: MineScope, coverage: Coverage): MineScope {
  switch (scope.kind) {
    case 'all':
    case 'none':
    case 'unassigned':
      return scope;
    case 'covered':
      return scope.types.some((t) => coverage.has(t)) ? scope : NO_ROWS;
    case 'and': {
      const parts = scope.of.map((s) => simplify(s, coverage)).filter((s) => s.kind !== 'all');
      if (parts.some((s) => s.kind === 'none')) return NO_ROWS;
      return parts.length === 0 ? ALL_ROWS : parts.length === 1 ? parts[0] : { kind: 'and', of: parts };
    }
    case 'or': {
      const parts = scope.of.map((s) => simplify(s, coverage)).filter((s) => s.kind !== 'none');
      if (parts.some((s) => s.kind === 'all')) return ALL_ROWS;
      return parts.length === 0 ? NO_ROWS : parts.length === 1 ? parts[0] : { kind: 'or', of: parts };
    }
  }
}

/** Whether the scope depends on the viewer's coverage. */
export function usesCoverage(scope: MineScope): boolean {
  if (scope.kind === 'covered') return true;
  return (scope.kind === 'and' || scope.kind === 'or') && scope.of.some(usesCoverage);
}

/** Every list of types whose uncovered offices the scope needs. */
export function unassignedTypesOf(scope: MineScope): Array<readonly number[]> {
  if (scope.kind === 'unassigned') return [scope.types];
  if (scope.kind === 'and' || scope.kind === 'or') return scope.of.flatMap(unassignedTypesOf);
  return [];
}

const MEMBER_OFFICE = 'member/officeId';

function coveredFilter(types: readonly number[], coverage: Coverage): ODataFilter {
  const officeIds = new Set<number>();
  const communityIds = new Set<string>();
  const marketIds = new Set<number>();
  for (const t of types) {
    const c = coverage.get(t);
    c?.officeIds.forEach((id) => officeIds.add(id));
    c?.communityIds.forEach((id) => communityIds.add(id));
    c?.marketIds.forEach((id) => marketIds.add(id));
  }
  const parts: ODataFilter[] = [];
  if (officeIds.size) parts.push({ [MEMBER_OFFICE]: { in: [...officeIds] } });
  if (communityIds.size) parts.push({ 'member/communityId': { in: [...communityIds] } });
  // A member without an office is covered by nobody, market-level types included.
  if (marketIds.size) parts.push({ and: [{ 'member/marketId': { in: [...marketIds] } }, { [MEMBER_OFFICE]: { ne: null } }] });
  return parts.length === 1 ? parts[0] : { or: parts };
}

/**
 * Rows whose member office nobody of the types covers: the listed offices, or no office at all.
 * The list rides in the page's `$filter`, which the Care API caps at 4,000 characters (some 400
 * office ids): fine while most offices have their reviewers, which is how the organisation works.
 */
function unassignedFilter(officeIds: readonly number[]): ODataFilter {
  const noOffice = { [MEMBER_OFFICE]: null };
  return officeIds.length ? { or: [{ [MEMBER_OFFICE]: { in: [...officeIds] } }, noOffice] } : noOffice;
}

/**
 * The OData condition of a simplified scope (neither `all` nor `none` at its top), with the
 * uncovered offices of each `unassigned` node from `withoutHolders` (keyed by the sorted types).
 */
export function scopeFilter(scope: MineScope, coverage: Coverage, withoutHolders: ReadonlyMap<string, readonly number[]>): ODataFilter {
  switch (scope.kind) {
    case 'covered':
      return coveredFilter(scope.types, coverage);
    case 'unassigned':
      return unassignedFilter(withoutHolders.get(typesKey(scope.types)) ?? []);
    case 'and':
    case 'or':
      return { [scope.kind]: scope.of.map((s) => scopeFilter(s, coverage, withoutHolders)) };
    default:
      throw new Error(`A ${scope.kind} scope has no condition`);
  }
}

export const typesKey = (types: readonly number[]) => [...new Set(types)].sort((a, b) => a - b).join(',');
