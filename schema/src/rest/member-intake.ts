/**
 * Member intake: the new-member payload of POST /api/Members (the Add member wizard) and the
 * created member it answers. The shapes here are what any client must send; the business rule
 * (schema/src/rules/add-member.ts: a past date of birth, a state of the states list, phones of
 * 10 digits) is checked by the Care API on top of them and answered 422.
 */
import { z } from 'zod';
import { HCODE_TYPES } from '../constants.ts';
import { GENDER_CODES } from '../rules/add-member.ts';
import { safeText } from '../rules/text.ts';
import { IsoDate } from './common.ts';

const Id = z.number().int().positive();
const text = (max: number) => safeText().max(max);
const optionalText = (max: number) => text(max).nullable().optional();
const phone = z.string().regex(/^\d{10}$/, 'A phone is 10 digits');

/** Body of POST /api/Members. */
export const MemberCreateDto = z.object({
  payerId: Id,
  /** The payer's contract code the member is enrolled under. */
  hcode: text(20),
  hcodeType: z.enum(HCODE_TYPES),
  marketId: Id,
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
  contractId: Id.nullable().optional(),
  cohortId: Id.nullable().optional(),
  mobilePhone: phone.nullable().optional(),
  workPhone: phone.nullable().optional(),
  email2: optionalText(254),
  /** The enrolment's effective date. */
  effDate: IsoDate.nullable().optional(),
});
export type MemberCreateDto = z.infer<typeof MemberCreateDto>;

/** The member POST /api/Members created. */
export const CreatedMemberDto = z.object({ id: Id, aaneelId: z.string() });
export type CreatedMemberDto = z.infer<typeof CreatedMemberDto>;
