/**
 * The Market Assignments table of one market, built from one listing of the market's
 * assignments (current and past), its offices and the assignment types: no request per row or type.
 */
import { AssignmentType } from '@luminate/schema/constants';
import type {
  AssignmentTypeDto,
  ClinicianAssignmentDto,
  ClinicianDto,
  MarketAssignmentEntryDto,
  MarketDto,
  OfficeDto,
} from '@luminate/schema/rest';
import { byEnglishNumeric } from '../shared/collation.ts';
import type { ClinicianAssignmentsParent, MarketAssignmentTableParent, NeighborhoodAssignmentsParent } from './types.ts';

const isCommunityRow = (office: Pick<OfficeDto, 'name'>) => office.name.endsWith('.000');

/** Newest first: by start, then by id (the later record of the same instant first). */
export const newestFirst = (a: { activeDt: string; id: number }, b: { activeDt: string; id: number }) =>
  b.activeDt.localeCompare(a.activeDt) || b.id - a.id;

export function buildMarketTable(
  market: MarketDto,
  offices: readonly OfficeDto[],
  entries: readonly MarketAssignmentEntryDto[],
  types: ReadonlyMap<number, Pick<AssignmentTypeDto, 'level'>>,
): MarketAssignmentTableParent {
  const levelOf = (typeId: number) => types.get(typeId)?.level ?? 2;
  const sorted = [...entries].sort(newestFirst);
  const current = sorted.filter((e) => e.inactiveDt === null);
  const communityRows = new Map(offices.filter((o) => isCommunityRow(o) && !o.deleted).map((o) => [o.communityId, o]));
  const marketLevel = sorted.filter((e) => levelOf(e.assignmentTypeId) === 0);
  const holder = (typeId: number) => current.find((e) => e.assignmentTypeId === typeId && levelOf(typeId) === 0) ?? null;

  const rows: NeighborhoodAssignmentsParent[] = offices
    .filter((o) => o.active && !o.deleted && !isCommunityRow(o))
    .sort((a, b) => byEnglishNumeric(a.name, b.name))
    .map((office) => {
      const community = communityRows.get(office.communityId);
      // A neighborhood is covered by its own assignments and by the community-level ones at its community row.
      const covers = (e: MarketAssignmentEntryDto) =>
        e.officeId === office.id || (community !== undefined && e.officeId === community.id && levelOf(e.assignmentTypeId) === 1);
      return {
        office,
        communityName: community?.name ?? `${office.communityId}.000`,
        assignments: current.filter(covers),
        // The Auditor Educator belongs to the Coding Quality tab, not to a neighborhood's history.
        history: sorted.filter(
          (e) => covers(e) || (levelOf(e.assignmentTypeId) === 0 && e.assignmentTypeId !== AssignmentType.AUDITOR_EDUCATOR),
        ),
      };
    });

  return {
    market,
    regionalVicePresident: holder(AssignmentType.RVP),
    seniorMedicalOfficer: holder(AssignmentType.SMO),
    auditorEducator: holder(AssignmentType.AUDITOR_EDUCATOR),
    marketLevelHistory: marketLevel,
    rows,
  };
}

/** The Collab/Designated rows: one per clinician, with the current physicians and their history. */
export function buildClinicianRows(
  clinicians: readonly ClinicianDto[],
  entries: readonly ClinicianAssignmentDto[],
): ClinicianAssignmentsParent[] {
  const byClinician = new Map<number, ClinicianAssignmentDto[]>();
  for (const e of [...entries].sort(newestFirst)) {
    const list = byClinician.get(e.clinicianId);
    if (list) list.push(e);
    else byClinician.set(e.clinicianId, [e]);
  }
  return clinicians.map((clinician) => {
    const history = byClinician.get(clinician.id) ?? [];
    const currentOf = (typeId: number) => history.find((e) => e.assignmentTypeId === typeId && e.inactiveDt === null) ?? null;
    return {
      clinician,
      collaboratingPhysician: currentOf(AssignmentType.COLLAB_PHYSICIAN),
      designatedPhysician: currentOf(AssignmentType.DESIGNATED_PHYSICIAN),
      history,
    };
  });
}
