/** Care API DTOs of market assignments: who covers which office, clinicians' physicians, and assigning. */
import { z } from 'zod';
import { IsoDateTime } from '../common.ts';

const Id = z.number().int();

/** The employee as the assignment tables show them: enough for 'F. Last' and a link. */
export const AssignedEmployeeDto = z.object({ id: Id, firstName: z.string(), lastName: z.string() });
export type AssignedEmployeeDto = z.infer<typeof AssignedEmployeeDto>;

/** One assignment (current or past) with its holder, as GET /api/Assignments/MarketAssignments answers it. */
export const MarketAssignmentEntryDto = z.object({
  id: Id,
  officeId: Id,
  assignmentTypeId: Id,
  employeeId: Id,
  activeDt: IsoDateTime,
  inactiveDt: IsoDateTime.nullable(),
  employee: AssignedEmployeeDto,
});
export type MarketAssignmentEntryDto = z.infer<typeof MarketAssignmentEntryDto>;

/** A collaborating (5) or designated (8) physician given to one clinician (an APP). */
export const ClinicianAssignmentDto = z.object({
  id: Id,
  clinicianId: Id,
  assignmentTypeId: Id,
  employeeId: Id,
  activeDt: IsoDateTime,
  inactiveDt: IsoDateTime.nullable(),
  employee: AssignedEmployeeDto,
});
export type ClinicianAssignmentDto = z.infer<typeof ClinicianAssignmentDto>;

/** A clinician who can be given collab/designated physicians: an APP with an active APP assignment. */
export const ClinicianDto = AssignedEmployeeDto.extend({
  /** The market of the clinician's first APP neighborhood. */
  marketId: Id,
  /** Collab and designated physicians are required (Atlanta providers only). */
  physiciansRequired: z.boolean(),
});
export type ClinicianDto = z.infer<typeof ClinicianDto>;

export const ClinicianAssignmentsDto = z.object({
  clinicians: z.array(ClinicianDto),
  assignments: z.array(ClinicianAssignmentDto),
});
export type ClinicianAssignmentsDto = z.infer<typeof ClinicianAssignmentsDto>;

/**
 * POST /api/Assignments/AssignUser: `to` is the market id (market-level types), the community row
 * or neighborhood office id (community and neighborhood types) or the clinician's employee id
 * (collab/designated). With `unassign` the current holder's assignment ends and nobody replaces it.
 */
export const AssignUserDto = z.object({
  employeeId: z.number().int().positive().nullable(),
  to: z.number().int().positive(),
  assignmentTypeId: z.number().int().positive(),
  unassign: z.boolean().default(false),
});
export type AssignUserDto = z.input<typeof AssignUserDto>;

/** What an AssignUser changed: the assignments it ended and the one it started (none when unassigning). */
export const AssignUserResultDto = z.object({
  ended: z.array(MarketAssignmentEntryDto),
  started: MarketAssignmentEntryDto.nullable(),
  clinicianEnded: z.array(ClinicianAssignmentDto),
  clinicianStarted: ClinicianAssignmentDto.nullable(),
});
export type AssignUserResultDto = z.infer<typeof AssignUserResultDto>;
