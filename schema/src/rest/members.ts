import { z } from 'zod';
import { IsoDate, IsoDateTime } from './common.ts';
import { NamedDto } from './reference.ts';

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
