/** Care API DTOs of hospital facilities, their CESs and change history. */
import { z } from 'zod';
import { IsoDateTime } from '../common.ts';
import { EmployeeRefDto } from '../approval-queues/dtos.ts';
import { hospitalFacilityCreateRule, hospitalFacilityStatusRule, hospitalFacilityUpdateRule } from '../../rules/hospitals.ts';

export const HospitalFacilityDto = z.object({
  id: z.number().int(),
  /** The facility's own number: unique, fixed once created. */
  facilityId: z.number().int(),
  facilityName: z.string(),
  address: z.string(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  npi: z.string().nullable(),
  active: z.boolean(),
  deactivatedDt: IsoDateTime.nullable(),
  createdById: z.number().int().nullable(),
  createdBy: EmployeeRefDto.nullable(),
  lastUpdatedById: z.number().int().nullable(),
  lastUpdatedBy: EmployeeRefDto.nullable(),
  lastUpdatedDate: IsoDateTime,
  marketId: z.number().int(),
  /** The market's name. */
  market: z.string(),
  /** The CESs covering the facility, by last name. */
  communityEngagementSpecialists: z.array(EmployeeRefDto),
  /** Hospital census admissions at this facility in the last 12 months. */
  totalMemberAdmissions: z.number().int(),
});
export type HospitalFacilityDto = z.infer<typeof HospitalFacilityDto>;

/** One change of a facility: the facility as the change left it. */
export const HospitalFacilityChangeLogDto = z.object({
  id: z.number().int(),
  facilityId: z.number().int().describe('The facility record id'),
  facilityName: z.string(),
  address: z.string(),
  active: z.boolean(),
  /** The CESs after the change, as 'F. Last' names joined by commas. */
  assignedCESs: z.string(),
  deactivatedDt: IsoDateTime.nullable(),
  updatedDt: IsoDateTime,
  updatedBy: EmployeeRefDto.nullable(),
  note: z.string().nullable(),
});
export type HospitalFacilityChangeLogDto = z.infer<typeof HospitalFacilityChangeLogDto>;

/** POST /api/HospitalFacilities: the create rule's fields. */
export const HospitalFacilityCreateDto = hospitalFacilityCreateRule;

/**
 * PUT /api/HospitalFacilities: the record id, then either the edit's fields, or `active` alone to
 * deactivate (false) or reactivate (true). A facilityId, when sent, must be the facility's own.
 */
export const HospitalFacilityUpdateDto = z.union([
  hospitalFacilityUpdateRule.extend({ id: z.number().int().positive(), facilityId: z.number().int().optional() }),
  hospitalFacilityStatusRule.extend({ id: z.number().int().positive(), active: z.boolean() }),
]);
