/** What the market assignments resolvers receive as parents (see mappers.json). */
import type { ClinicianAssignmentDto, ClinicianDto, MarketAssignmentEntryDto, MarketDto, OfficeDto } from '@luminate/schema/rest';

export interface MarketAssignmentTableParent {
  market: MarketDto;
  regionalVicePresident: MarketAssignmentEntryDto | null;
  seniorMedicalOfficer: MarketAssignmentEntryDto | null;
  auditorEducator: MarketAssignmentEntryDto | null;
  marketLevelHistory: MarketAssignmentEntryDto[];
  rows: NeighborhoodAssignmentsParent[];
}

export interface NeighborhoodAssignmentsParent {
  office: OfficeDto;
  communityName: string;
  assignments: MarketAssignmentEntryDto[];
  history: MarketAssignmentEntryDto[];
}

export interface ClinicianAssignmentsParent {
  clinician: ClinicianDto;
  collaboratingPhysician: ClinicianAssignmentDto | null;
  designatedPhysician: ClinicianAssignmentDto | null;
  history: ClinicianAssignmentDto[];
}

export interface ChangeAssignmentResultParent {
  assigned: MarketAssignmentEntryDto | null;
  ended: MarketAssignmentEntryDto[];
  table: MarketAssignmentTableParent | null;
  rows: NeighborhoodAssignmentsParent[];
  clinician: ClinicianAssignmentsParent | null;
}
