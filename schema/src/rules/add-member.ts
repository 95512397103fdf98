/**
 * Add member: the two-step wizard's rule, checked alike by the web form (per step), the gateway's
 * `addMember` mutation and the sandbox's POST /api/Members. Field names are the GraphQL input's.
 *
 * - Step 1 needs the payer, hcode, hcode type, member id, EMPI and MBI. The payer is one a payer
 *   picker offers (never SelfPay: see payers.ts).
 * - Step 2 needs the first and last name, a date of birth that is a real date in the past, an
 *   address resolved to a known state (street, city, a state of the states list, a 5-digit zip
 *   and the market it belongs to) and a phone.
 * - A phone is 10 digits once spaces, dashes, dots, brackets and a leading + are stripped, after
 *   an optional leading country code 1.
 * - The e-mail is optional; when given it must match the simple pattern name@domain.tld.
 * - Gender choices Male, Female and Other are sent as M, F and U; without a choice, U.
 *
 * Context the rule depends on (today, the known states) is passed in.
 */
import { z } from 'zod';
import { HCODE_TYPES } from '../constants.ts';
import { CONTROL_CHARACTER_MESSAGE, controlCharacterIn } from './text.ts';
import { optionalRecordId, requiredRecordId } from './ids.ts';
import { PAYER_NOT_PICKABLE_MESSAGE } from './payers.ts';

/** The gender choices of the wizard and the code each is sent as. */
export const GENDER_CHOICES = [
  { label: 'Male', code: 'M' },
  { label: 'Female', code: 'F' },
  { label: 'Other', code: 'U' },
] as const;
export const GENDER_CODES = ['M', 'F', 'U'] as const;
export type GenderCode = (typeof GENDER_CODES)[number];
/** The code sent when no gender was chosen. */
export const UNKNOWN_GENDER: GenderCode = 'U';

/** The earliest date of birth the wizard accepts. */
export const DATE_OF_BIRTH_MIN = '1900-01-01';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** What a phone may hold besides digits: separators people type, and a leading +. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ZIP = /^\d{5}$/;

/** The simple e-mail pattern name@domain.tld, at most 254 characters (also the bulk e-mail upload's). */
export const isEmailAddress = (value: string) => EMAIL.test(value) && value.length <= 254;

export const PHONE_MESSAGE = 'Phone must be 10 digits';
export const EMAIL_MESSAGE = 'Email must look like name@example.com';

/** A phone as its 10 digits (a leading country code 1 dropped), or null when it is not one. */
export function normalisePhone(value: string): string | null {
  const trimmed = value.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^\d{10}$/.test(national) ? national : null;
}

/** True for a real calendar date written yyyy-mm-dd (no 31 April, no 29 February 2023). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A required single-line text: no control characters, not blank once trimmed. */
const required = (message: string, max: number) =>
  z
    .string({ message })
    .refine((s) => controlCharacterIn(s) === null, CONTROL_CHARACTER_MESSAGE)
    .trim()
    .min(1, message)
    .max(max, `At most ${max} characters`);

/** An optional single-line text: blank or missing becomes null. */
const optional = (max: number) =>
  z
    .string()
    .refine((s) => controlCharacterIn(s) === null, CONTROL_CHARACTER_MESSAGE)
    .trim()
    .max(max, `At most ${max} characters`)
    .nullable()
    .optional()
    .transform((s) => (s ? s : null));

const phone = (requiredMessage: string) =>
  z.string({ message: requiredMessage }).transform((value, ctx) => {
    if (value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: requiredMessage });
      return z.NEVER;
    }
    const digits = normalisePhone(value);
    if (digits === null) {
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
      return z.NEVER;
    }
    return digits;
  });

const optionalPhone = () =>
  z
    .string()
    .nullable()
    .optional()
    .transform((value, ctx) => {
      if (!value?.trim()) return null;
      const digits = normalisePhone(value);
      if (digits === null) {
        ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
        return z.NEVER;
      }
      return digits;
    });

const optionalEmail = () =>
  z
    .string()
    .nullable()
    .optional()
    .transform((value, ctx) => {
      const trimmed = value?.trim() ?? '';
      if (trimmed === '') return null;
      if (!isEmailAddress(trimmed)) {
        ctx.addIssue({ code: 'custom', message: EMAIL_MESSAGE });
        return z.NEVER;
      }
      return trimmed;
    });

export interface AddMemberRuleContext {
  /** Today as yyyy-mm-dd (see isoToday). */
  today: string;
  /** The abbreviations of the states list (GET /api/Markets/States). */
  stateAbbrevs: readonly string[];
  /** The ids of the payers no picker offers (unpickablePayerIds of the payers list); none when not known. */
  unpickablePayerIds?: readonly number[];
}

/** Step 1: the payer's identifiers of the member. */
const stepOneShape = {
  payerId: requiredRecordId('Payer is required'),
  hcode: required('Hcode is required', 20).transform((s) => s.toUpperCase()),
  hcodeType: z.enum(HCODE_TYPES, { message: 'Hcode type is required' }),
  memberId: required('Member id is required', 50),
  empi: required('EMPI is required', 50),
  mbi: required('MBI is required', 20).transform((s) => s.toUpperCase()),
};

/** Step 2: who the member is and where they live. */
function stepTwoShape(ctx: AddMemberRuleContext) {
  const states = new Set(ctx.stateAbbrevs.map((s) => s.toUpperCase()));
  return {
    firstName: required('First name is required', 100),
    lastName: required('Last name is required', 100),
    dateOfBirth: z.string({ message: 'Date of birth is required' }).superRefine((value, issue) => {
      if (value.trim() === '') issue.addIssue({ code: 'custom', message: 'Date of birth is required' });
      else if (!isCalendarDate(value)) issue.addIssue({ code: 'custom', message: 'Date of birth must be a real date' });
      else if (value >= ctx.today) issue.addIssue({ code: 'custom', message: 'Date of birth must be in the past' });
      else if (value < DATE_OF_BIRTH_MIN) issue.addIssue({ code: 'custom', message: 'Date of birth cannot be before 1900-01-01' });
    }),
    address1: required('Address is required', 200),
    address2: optional(200),
    city: required('City is required', 100),
    state: z
      .string({ message: 'State is required' })
      .trim()
      .transform((s) => s.toUpperCase())
      .refine((s) => s !== '', 'State is required')
      .refine((s) => s === '' || states.has(s), 'Choose a state from the list'),
    zipCode: z.string({ message: 'Zip is required' }).trim().regex(ZIP, 'Zip must be 5 digits'),
    county: optional(100),
    marketId: requiredRecordId('Market is required'),
    homePhone: phone('Phone is required'),
    email: optionalEmail(),
    gender: z
      .enum(GENDER_CODES, { message: 'Choose Male, Female or Other' })
      .nullable()
      .optional()
      .transform((g) => g ?? UNKNOWN_GENDER),
  };
}

/** Fields the wizard does not ask for; the Care API takes them when another client sends them. */
const extraShape = {
  mobilePhone: optionalPhone(),
  workPhone: optionalPhone(),
  email2: optionalEmail(),
  cohortId: optionalRecordId('Cohort id must be a positive whole number'),
  contractId: optionalRecordId('Contract id must be a positive whole number'),
  effDate: z
    .string()
    .nullable()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      if (!isCalendarDate(value)) {
        ctx.addIssue({ code: 'custom', message: 'Effective date must be a real date' });
        return z.NEVER;
      }
      return value;
    }),
};

/** Step 1 of the wizard alone (Next). */
export const addMemberStepOneRule = z.object(stepOneShape);

/** The payer, never one that no picker offers. */
const pickablePayerId = (ctx: AddMemberRuleContext) => {
  const unpickable = ctx.unpickablePayerIds ?? [];
  return stepOneShape.payerId.refine((id) => !unpickable.includes(id), PAYER_NOT_PICKABLE_MESSAGE);
};

/** The whole new member: what the mutation and the Care API check. */
export const addMemberRule = (ctx: AddMemberRuleContext) =>
  z.object({ ...stepOneShape, payerId: pickablePayerId(ctx), ...stepTwoShape(ctx), ...extraShape });

export type AddMember = z.output<ReturnType<typeof addMemberRule>>;

/** The fields of each step, in the order the wizard shows them. */
export const ADD_MEMBER_STEP_FIELDS = [
  Object.keys(stepOneShape) as Array<keyof typeof stepOneShape>,
  Object.keys(stepTwoShape({ today: '', stateAbbrevs: [] })) as Array<keyof ReturnType<typeof stepTwoShape>>,
] as const;

/**
 * The 11 required items the wizard's progress counts ("7 of 11"); Submit is enabled only when
 * every one is filled. The address counts once: street, city, state, zip and market together.
 */
export const ADD_MEMBER_PROGRESS_ITEMS: ReadonlyArray<{ label: string; fields: readonly string[] }> = [
  { label: 'Payer', fields: ['payerId'] },
  { label: 'Hcode', fields: ['hcode'] },
  { label: 'Hcode type', fields: ['hcodeType'] },
  { label: 'Member id', fields: ['memberId'] },
  { label: 'EMPI', fields: ['empi'] },
  { label: 'MBI', fields: ['mbi'] },
  { label: 'First name', fields: ['firstName'] },
  { label: 'Last name', fields: ['lastName'] },
  { label: 'Date of birth', fields: ['dateOfBirth'] },
  { label: 'Address', fields: ['address1', 'city', 'state', 'zipCode', 'marketId'] },
  { label: 'Phone', fields: ['homePhone'] },
];

/** How many of the progress items are filled (every field of the item not blank). */
export function addMemberProgress(values: Readonly<Record<string, unknown>>): number {
  const filled = (field: string) => {
    const value = values[field];
    return typeof value === 'number' || (typeof value === 'string' && value.trim() !== '');
  };
  return ADD_MEMBER_PROGRESS_ITEMS.filter((item) => item.fields.every(filled)).length;
}
