/**
 * The member record of the Care API: one member with the names of what it points to, its
 * overview metrics, contact details (addresses, phones, e-mails), communications, hospital
 * census, appointments, drop-in and red box logs, and the eligibility inquiry ticket.
 */
import { z } from 'zod';
import { CALL_OUTCOMES, ELIGIBILITY_INQUIRY_TYPES } from '../../constants.ts';
import { IsoDate, IsoDateTime, NamedDto } from '../common.ts';
import { freeText, safeText } from '../../rules/text.ts';
import { MEMBER_SCALARS, MemberDto } from '../members/dtos.ts';

const Id = z.number().int();

/** GET /api/Members/{id}: the member's scalars, what it points to, and the card's derived fields. */
export const MemberRecordDto = MemberDto.pick(
  Object.fromEntries(MEMBER_SCALARS.map((k) => [k, true])) as { [K in (typeof MEMBER_SCALARS)[number]]: true },
).extend({
  office: z.object({ id: Id, name: z.string(), marketId: Id, communityId: z.string() }).nullable(),
  market: z.object({ id: Id, name: z.string() }),
  payer: NamedDto,
  plan: z.object({ planId: Id, planName: z.string() }).nullable(),
  termReason: NamedDto.nullable(),
  riskType: NamedDto.nullable(),
  /** The active primary address on one line; null without one. */
  activeAddress: z.string().nullable(),
  /** The latest red box error reported for the member. */
  lastRedBoxErrorDt: IsoDateTime.nullable(),
  /** The latest hospital admission of the member. */
  lastAdmissionDt: IsoDate.nullable(),
});
export type MemberRecordDto = z.infer<typeof MemberRecordDto>;

/** GET /api/Members/{id}/CareTeam: the active market assignments of the member's office. */
export const CareTeamMemberDto = z.object({
  assignmentTypeId: Id,
  employee: z.object({ id: Id, fullName: z.string() }),
});
export type CareTeamMemberDto = z.infer<typeof CareTeamMemberDto>;

/**
 * GET /api/Members/{id}/Overview. Admits, ER visits and appointments are computed from the
 * member's census and appointment rows, so they agree with the Census and Visits tabs.
 * Admit/ER windows: last month = the last 30 days, 3 months = 90 days, 12 months = 365 days.
 */
export const MemberOverviewDto = z.object({
  stratification: z.string().nullable(),
  currentNumberOfMedications: z.number().int().nullable(),
  recentCancerIndicator: z.boolean(),
  recentBhIndicator: z.boolean(),
  rafDelta: z.number().nullable(),
  totalRiskEngagedMonths: z.number().int().nullable(),
  outreachFirstAttemptedDt: IsoDateTime.nullable(),
  outreachLastAttemptedDt: IsoDateTime.nullable(),
  outreachFirstContactedDt: IsoDateTime.nullable(),
  outreachLastContactedDt: IsoDateTime.nullable(),
  lastIvVisitDate: IsoDate.nullable(),
  lastIvVisitStatus: z.string().nullable(),
  isEngaged: z.boolean(),
  disengaged: z.boolean(),
  missedVisitNotScheduledIndicator: z.boolean(),
  acuteAdmitsLastMonth: z.number().int(),
  acuteAdmits3Months: z.number().int(),
  acuteAdmits12Months: z.number().int(),
  erVisitsLastMonth: z.number().int(),
  erVisits3Months: z.number().int(),
  erVisits12Months: z.number().int(),
  ivAvIndicatorCurrentYear: z.boolean(),
  lastAppointmentDt: IsoDateTime.nullable(),
  lastAppointmentType: z.string().nullable(),
  nextAppointmentDt: IsoDateTime.nullable(),
  nextAppointmentType: z.string().nullable(),
  lastSocialWorkVisitDate: IsoDate.nullable(),
  lastAdmitDate: IsoDate.nullable(),
  lastAdmitType: z.string().nullable(),
  psvEligible: z.boolean(),
  f2FEligible: z.boolean(),
  groupName: z.string().nullable(),
  pcpNameFromQuality: z.string().nullable(),
  pcpGroupNameFromQuality: z.string().nullable(),
  /** The description (name) of the member's market. */
  marketDesc: z.string().nullable(),
});
export type MemberOverviewDto = z.infer<typeof MemberOverviewDto>;

/** GET /api/Members/{id}/Weather: a synthetic summary, the same for a zip on a given day. */
export const MemberWeatherDto = z.object({ summary: z.string() });
export type MemberWeatherDto = z.infer<typeof MemberWeatherDto>;

export const MemberAddressDto = z.object({
  id: Id,
  formattedAddress: z.string(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  primary: z.boolean(),
  active: z.boolean(),
  inactiveDt: IsoDate.nullable(),
});
export type MemberAddressDto = z.infer<typeof MemberAddressDto>;

export const PHONE_NUMBER_TYPES = ['Home', 'Mobile', 'Work'] as const;
export const MemberPhoneDto = z.object({
  id: Id,
  number: z.string(),
  phoneNumberType: z.enum(PHONE_NUMBER_TYPES),
  note: z.string().nullable(),
  activeDate: IsoDate.nullable(),
  updatedDate: IsoDateTime.nullable(),
  valid: z.boolean(),
});
export type MemberPhoneDto = z.infer<typeof MemberPhoneDto>;

export const MemberEmailDto = z.object({
  id: Id,
  address: z.string(),
  note: z.string().nullable(),
  activeDate: IsoDate.nullable(),
  valid: z.boolean(),
});
export type MemberEmailDto = z.infer<typeof MemberEmailDto>;

/** Body of PUT …/PhoneNumbers/{phoneId} and …/Emails/{emailId}. */
export const ContactValidityDto = z.object({ valid: z.boolean() });
export type ContactValidityDto = z.infer<typeof ContactValidityDto>;

export const MemberCommunicationDto = z.object({
  id: Id,
  communicationDate: IsoDateTime,
  purpose: z.string(),
  fromPersonName: z.string().nullable(),
  /** Null until the caller records how the call went. */
  outCome: z.string().nullable(),
  conversation: z.string().nullable(),
  /** The campaign whose call list the call came from. */
  campaignId: Id.nullable(),
  campaignName: z.string().nullable(),
  /** The employee who made the call (only that employee may record its outcome). */
  employeeId: Id.nullable(),
});
export type MemberCommunicationDto = z.infer<typeof MemberCommunicationDto>;

/** Body of PUT /api/Members/{id}/Communications/{communicationId}. */
export const CommunicationUpdateDto = z.object({
  outCome: z.enum(CALL_OUTCOMES),
  conversation: freeText().max(4000).nullable(),
});
export type CommunicationUpdateDto = z.infer<typeof CommunicationUpdateDto>;

export const HospitalCensusDto = z.object({
  id: Id,
  admissionDate: IsoDate,
  dischargeDate: IsoDate.nullable(),
  /** Inpatient, ER or Observation. Inpatient rows are the acute admits of the overview. */
  wbType: z.string(),
  servicePlace: z.string().nullable(),
  sourceHospitalFacilityName: z.string().nullable(),
  attendingDoctorName: z.string().nullable(),
  serviceType: z.string().nullable(),
  admissionNote: z.string().nullable(),
});
export type HospitalCensusDto = z.infer<typeof HospitalCensusDto>;

export const MemberAppointmentDto = z.object({
  id: Id,
  start: IsoDateTime,
  visitWith: z.object({ id: Id, fullName: z.string() }).nullable(),
  visitType: z.string(),
  /** Scheduled, Completed, Cancelled or NoShow. */
  appointmentStatus: z.string(),
});
export type MemberAppointmentDto = z.infer<typeof MemberAppointmentDto>;

export const DropInLogDto = z.object({
  id: Id,
  changedById: Id,
  changedBy: z.object({ fullName: z.string() }).nullable(),
  changeDt: IsoDateTime,
  memberId: Id,
  /** True: the member became ineligible for drop-ins; false: eligibility was restored. */
  inEligible: z.boolean(),
  reason: z.string().nullable(),
  note: z.string().nullable(),
});
export type DropInLogDto = z.infer<typeof DropInLogDto>;

/** Body of POST /api/Members/DropInLogs. */
export const DropInLogCreateDto = z.object({
  memberId: Id,
  inEligible: z.boolean(),
  reason: safeText().trim().max(200).nullable(),
  note: freeText().trim().max(4000).nullable(),
});
export type DropInLogCreateDto = z.infer<typeof DropInLogCreateDto>;

export const RedBoxErrorDto = z.object({
  id: Id,
  dateOfError: IsoDateTime,
  submittedById: Id,
  /** The submitter's full name. */
  fullName: z.string().nullable(),
});
export type RedBoxErrorDto = z.infer<typeof RedBoxErrorDto>;

/** Body of POST /api/FreshService/EligibilityInquiryRequest. */
export const EligibilityInquiryDto = z.object({
  aaneelId: safeText().trim().min(1).max(50),
  subject: safeText().trim().min(1).max(200),
  requestor: safeText().trim().min(1).max(200),
  payer: safeText().trim().max(200),
  inquiryType: z.enum(ELIGIBILITY_INQUIRY_TYPES),
  detail: safeText().trim().max(200).nullable(),
  notes: freeText().trim().min(1).max(4000),
});
export type EligibilityInquiryDto = z.infer<typeof EligibilityInquiryDto>;
