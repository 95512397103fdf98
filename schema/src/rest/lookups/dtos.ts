/**
 * Care API DTOs of the lookups: the offices closest to a point and the members closest to an
 * address, with the offices, employees and members as the other domains' DTOs.
 */
import { z } from 'zod';
import { IsoDate } from '../common.ts';
import { OfficeDto, OfficeNodeDto } from '../markets/dtos.ts';
import { EmployeeDto } from '../employees/dtos.ts';
import { MemberDto } from '../members/dtos.ts';
import { latitudeRule, longitudeRule, PROXIMITY_COUNT_MAX, PROXIMITY_COUNT_MIN, TRI_STATES } from '../../rules/lookups.ts';

/** An office near a point, with its nearest located node and who serves it in the lookup's roles. */
export const ClosestOfficeDto = z.object({
  office: OfficeDto,
  /** Great-circle miles to the nearest active node, floored to 2 decimals. */
  distance: z.number(),
  node: OfficeNodeDto,
  /** APP (1) assignees, by name. */
  apps: z.array(EmployeeDto),
  /** Backup 1, 2, 3 (types 27, 28, 29): the first assignee of each type. */
  backup1: EmployeeDto.nullable(),
  backup2: EmployeeDto.nullable(),
  backup3: EmployeeDto.nullable(),
  /** iAPP (35) assignees. */
  iapps: z.array(EmployeeDto),
  /** CES (36) assignees. */
  cess: z.array(EmployeeDto),
});
export type ClosestOfficeDto = z.infer<typeof ClosestOfficeDto>;

/**
 * A proximity filter as the Care API takes it: 'true' must hold, 'false' must not, 'either' is
 * ignored, and the 'or' filters together must have at least one that holds.
 */
export const CareTriState = z.enum(['true', 'false', 'either', 'or']);
export type CareTriState = z.infer<typeof CareTriState>;

/** The graph's tri-states as the Care API spells them. */
export const CARE_TRI_STATE: Record<(typeof TRI_STATES)[number], CareTriState> = { YES: 'true', NO: 'false', EITHER: 'either', OR: 'or' };

export const MemberProximityRequestDto = z.object({
  lat: latitudeRule,
  lng: longitudeRule,
  providerId: z.number().int().positive(),
  count: z.number().int().min(PROXIMITY_COUNT_MIN).max(PROXIMITY_COUNT_MAX),
  engaged: CareTriState,
  hasVisitScheduled: CareTriState,
  erVisit: CareTriState,
  admit: CareTriState,
  cancer: CareTriState,
  behavioralHealth: CareTriState,
  outOfRange: CareTriState,
  highNeeds: CareTriState,
  disengaged: CareTriState,
  dnc: CareTriState,
  /** 'false' leaves out members with a drop-in within recentDropInDuration days. */
  recentDropIn: CareTriState,
  recentDropInDuration: z.number().int().min(1).max(365),
});
export type MemberProximityRequestDto = z.infer<typeof MemberProximityRequestDto>;

/** A member near the address, with the flags the filters go by and the dates the modal shows. */
export const NearbyMemberDto = z.object({
  member: MemberDto,
  distance: z.number(),
  lat: z.number(),
  lng: z.number(),
  /** Reasons the member is high needs (empty when not). */
  highNeedsCriteria: z.array(z.string()),
  highNeeds: z.boolean(),
  disengaged: z.boolean(),
  dnc: z.boolean(),
  visitScheduled: z.boolean(),
  cancerIndicated: z.boolean(),
  behavioralHealth: z.boolean(),
  outOfRange: z.boolean(),
  lastAdmit: IsoDate.nullable(),
  recentErVisit: IsoDate.nullable(),
  lastDropIn: IsoDate.nullable(),
  lastVisit: IsoDate.nullable(),
});
export type NearbyMemberDto = z.infer<typeof NearbyMemberDto>;
