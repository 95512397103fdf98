/**
 * Where the viewer's assignments reach, as the Care API's office links define it: a type held at
 * an office covers that office; a community-level type (level 1) held at a community row
 * (`x.yyy.000`) covers every office of that community; a market-level type (level 0) covers every
 * office of its market. The approval dashboards' Mine views turn this into OData clauses over the
 * member's office, community and market, so the Care API filters before it pages. The answers are
 * kept across requests by the module's cache (cache.ts).
 */
import type { AssignmentTypeDto, EmployeeDto, OfficeDto } from '@luminate/schema/rest';

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
