/**
 * Counties and contracts: the rules of the Add County form and of the contract form, checked
 * alike by the web forms, the gateway's mutations and the sandbox's routes.
 *
 * - A county needs a state (never the placeholder state UK) and a name. The same name in the
 *   same state, compared without regard to case, is a duplicate. A name with characters other
 *   than letters, spaces, hyphens and apostrophes only earns a warning: it is still accepted.
 * - A contract needs a name, a start date, a payer and a risk type; SelfPay is no payer a
 *   contract can be made with. Status, geography, algorithm and the at-risk date are optional.
 */
import { z } from 'zod';
import { safeText } from './text.ts';
import { requiredRecordId } from './ids.ts';
import { isCalendarDate } from './add-member.ts';

export const COUNTY_NON_ALPHABETIC_WARNING = 'Contains non-alphabetic characters. Please double check!';
export const COUNTY_EXISTS_MESSAGE = 'County already exists! Please enter a new county.';
export const COUNTY_STATE_REQUIRED = 'State is required';
export const COUNTY_NAME_REQUIRED = 'County is required';

/** States a county may not be added to: UK stands for an unknown state, not a place. */
export const COUNTY_EXCLUDED_STATES: readonly string[] = ['UK'];
/** The state whose counties the Counties page opens on. */
export const DEFAULT_COUNTY_STATE = 'GA';

export const CONTRACT_NAME_REQUIRED = 'Name is required';
export const CONTRACT_START_REQUIRED = 'Start date is required';
export const CONTRACT_PAYER_REQUIRED = 'Payer is required';
export const CONTRACT_RISK_TYPE_REQUIRED = 'Risk type is required';
export const CONTRACT_SELF_PAY_MESSAGE = 'SelfPay cannot hold a contract';

/** Letters (any alphabet), spaces between words, hyphens, apostrophes: what a county name is made of. */
const ALPHABETIC_NAME = /^[\p{L}\s'’-]*$/u;

/** The warning a county name earns (it does not block saving), or null. */
export function countyNameWarning(name: string): string | null {
  const trimmed = name.trim();
  return trimmed.length > 0 && !ALPHABETIC_NAME.test(trimmed) ? COUNTY_NON_ALPHABETIC_WARNING : null;
}

/** How two county names are compared: trimmed, inner spaces collapsed, case ignored. */
export const countyKey = (stateAbbrev: string, county: string) =>
  `${stateAbbrev.trim().toUpperCase()}|${county.trim().replace(/\s+/g, ' ').toLowerCase()}`;

export interface ExistingCounty {
  county: string;
  stateAbbrev: string;
}

/**
 * Add County. `existing` (the counties already known) makes the duplicate check part of the rule;
 * without it only the shape is checked (the server checks duplicates against its own table).
 */
export function countyRule(existing: readonly ExistingCounty[] = []) {
  const known = new Set(existing.map((c) => countyKey(c.stateAbbrev, c.county)));
  return z
    .object({
      stateAbbrev: safeText()
        .trim()
        .toUpperCase()
        .refine((s) => s.length > 0, COUNTY_STATE_REQUIRED)
        .refine((s) => s.length === 0 || /^[A-Z]{2}$/.test(s), 'State must be a two-letter abbreviation')
        .refine((s) => !COUNTY_EXCLUDED_STATES.includes(s), 'Counties cannot be added to this state'),
      county: safeText()
        .trim()
        .transform((s) => s.replace(/\s+/g, ' '))
        .refine((s) => s.length > 0, COUNTY_NAME_REQUIRED)
        .refine((s) => s.length <= 100, 'County must be at most 100 characters'),
    })
    .superRefine((value, issue) => {
      if (value.county.length > 0 && known.has(countyKey(value.stateAbbrev, value.county))) {
        issue.addIssue({ code: 'custom', path: ['county'], message: COUNTY_EXISTS_MESSAGE });
      }
    });
}
export type CountyInput = z.infer<ReturnType<typeof countyRule>>;

const optionalText = (max: number) =>
  safeText()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((s) => (s ? s : null));

const optionalDate = z
  .string()
  .nullable()
  .optional()
  .transform((s) => (s ? s : null))
  .refine((s) => s === null || isCalendarDate(s), 'Must be a real date');

/**
 * Add and edit contract. `selfPayIds` are the ids of the SelfPay payer (known to the caller from
 * the payer list): a contract with it is refused.
 */
export function contractRule(selfPayIds: readonly number[] = []) {
  return z.object({
    name: safeText()
      .trim()
      .refine((s) => s.length > 0, CONTRACT_NAME_REQUIRED)
      .refine((s) => s.length <= 200, 'Name must be at most 200 characters'),
    startDt: z
      .string({ message: CONTRACT_START_REQUIRED })
      .refine((s) => s.length > 0, CONTRACT_START_REQUIRED)
      .refine((s) => s.length === 0 || isCalendarDate(s), 'Start date must be a real date'),
    payerId: requiredRecordId(CONTRACT_PAYER_REQUIRED).refine((id) => !selfPayIds.includes(id), CONTRACT_SELF_PAY_MESSAGE),
    riskTypeId: requiredRecordId(CONTRACT_RISK_TYPE_REQUIRED),
    status: optionalText(100),
    geography: optionalText(200),
    algorithm: optionalText(200),
    atRiskDt: optionalDate,
  });
}
export type ContractInput = z.infer<ReturnType<typeof contractRule>>;
