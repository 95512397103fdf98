/**
 * Care API DTOs of members: the MembersOdata entity, and member intake (the new-member payload of
 * POST /api/Members, from the Add member wizard, and the created member it answers). The intake
 * shapes are what any client must send; the business rule (schema/src/rules/add-member.ts: a past
 * date of birth, a state of the states list, phones of 10 digits) is checked by the Care API on top
 * of them and answered 422.
 */
import { z } from 'zod';
import { IsoDate, IsoDateTime, NamedDto } from '../common.ts';
import { HCODE_TYPES } from '../../constants.ts';
import { GENDER_CODES } from '../../rules/add-member.ts';
import { safeText } from '../../rules/text.ts';

/**
 * The MembersOdata entity (GET /odata/MembersOdata). Scalar properties can be used in
 * $filter, $orderby and $select; the navigation properties in $expand.
 */
export const MemberDto = z.object({
  id: z.number().int(),
  aaneelId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  dtOfBirth: IsoDate,
  gender: z.enum(['M', 'F', 'U']),
  memberId: z.string(),
  mbi: z.string().nullable(),
  homePhone: z.string().nullable(),
  workPhone: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  email: z.string().nullable(),
  address1: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  county: z.string().nullable(),
  marketId: z.number().int(),
  officeId: z.number().int().nullable(),
  payerId: z.number().int(),
  planId: z.number().int().nullable(),
  cohortId: z.number().int().nullable(),
  riskTypeId: z.number().int().nullable(),
  eligible: z.boolean(),
  engaged: z.boolean(),
  engagedDt: IsoDateTime.nullable(),
  termDt: IsoDate.nullable(),
  termReasonId: z.number().int().nullable(),
  deceasedDt: IsoDate.nullable(),
  pendingTransition: z.boolean(),
  isPendingDNC: z.boolean(),
  dncPhone: z.boolean(),
  dropinIneligible: z.boolean(),
  // navigation properties, present only when expanded
  office: z.object({ id: z.number().int(), name: z.string(), marketId: z.number().int(), communityId: z.string() }).nullable().optional(),
  market: z.object({ id: z.number().int(), name: z.string() }).optional(),
  payer: NamedDto.optional(),
  plan: z.object({ planId: z.number().int(), planName: z.string() }).nullable().optional(),
  termReason: NamedDto.nullable().optional(),
  riskType: NamedDto.nullable().optional(),
  cohort: NamedDto.nullable().optional(),
});
export type MemberDto = z.infer<typeof MemberDto>;

export const MEMBER_EXPANDS = ['office', 'market', 'payer', 'plan', 'termReason', 'riskType', 'cohort'] as const;
export const MEMBER_SCALARS = Object.keys(MemberDto.shape).filter((k) => !(MEMBER_EXPANDS as readonly string[]).includes(k)) as Array<
  Exclude<keyof MemberDto, (typeof MEMBER_EXPANDS)[number]>
>;

const PositiveId = z.number().int().positive();

const text = (max: number) => safeText().max(max);
const optionalText = (max: number) => text(max).nullable().optional();
const phone = z.string().regex(/^\d{10}$/, 'A phone is 10 digits');

/** Body of POST /api/Members. */
export const MemberCreateDto = z.object({
  payerId: PositiveId,
  /** The payer's contract code the member is enrolled under. */
  hcode: text(20),
  hcodeType: z.enum(HCODE_TYPES),
  marketId: PositiveId,
  /** The payer's member id. */
  memberId: text(50),
  firstName: text(100),
  lastName: text(100),
  homePhone: phone,
  email: optionalText(254),
  mbi: text(20),
  /** The enterprise master patient index id. */
  empi: text(50),
  dateOfBirth: IsoDate,
  address1: text(200),
  address2: optionalText(200),
  county: optionalText(100),
  city: text(100),
  state: z.string().regex(/^[A-Z]{2}$/, 'A state is its two-letter abbreviation'),
  zipCode: z.string().regex(/^\d{5}$/, 'A zip is 5 digits'),
  gender: z.enum(GENDER_CODES),
  contractId: PositiveId.nullable().optional(),
  cohortId: PositiveId.nullable().optional(),
  mobilePhone: phone.nullable().optional(),
  workPhone: phone.nullable().optional(),
  email2: optionalText(254),
  /** The enrolment's effective date. */
  effDate: IsoDate.nullable().optional(),
});
export type MemberCreateDto = z.infer<typeof MemberCreateDto>;

/** The member POST /api/Members created. */
export const CreatedMemberDto = z.object({ id: PositiveId, aaneelId: z.string() });
export type CreatedMemberDto = z.infer<typeof CreatedMemberDto>;
