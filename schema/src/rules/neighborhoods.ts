/**
 * Neighborhoods (offices) and provider details: the rules of the add and edit forms, checked
 * alike by the web forms, the gateway mutations and the sandbox's Care API.
 */
import { z } from 'zod';
import { safeText } from './text.ts';

export const NEIGHBORHOOD_ID_MESSAGE = 'Please provide a valid Neighborhood Id';
export const NEIGHBORHOOD_EXISTS_MESSAGE = 'Neighborhood already exists!';
export const COMMON_NAME_MESSAGE = 'Common name must be three capital letters, a space and three digits (like ABC 123)';
export const NO_CHANGE_MESSAGE = 'Change the common name, active or outreaching before saving';

/** A neighborhood id (the office's name): the market's office prefix, then two groups of three digits. */
export const NEIGHBORHOOD_ID = /^(\d+)\.(\d{3})\.(\d{3})$/;
/** A common name: three capital letters, a space, three digits. */
export const COMMON_NAME = /^[A-Z]{3} \d{3}$/;

/** The community row of a neighborhood id: 1.001.002 → 1.001.000. */
export const communityOfficeName = (name: string) => name.replace(/\.\d{3}$/, '.000');
/** The community id of a neighborhood id: 1.001.002 → 1.001. */
export const communityIdOf = (name: string) => name.replace(/\.\d{3}$/, '');

/**
 * Why a typed neighborhood id is not acceptable in a market, or null when it is: it must have
 * the shape digits.ddd.ddd, start with the market's office prefix and name a neighborhood (the
 * community row, .000, is created with its first neighborhood, never on its own).
 */
export function neighborhoodIdProblem(name: string, officePrefix: string | null | undefined): string | null {
  const match = NEIGHBORHOOD_ID.exec(name);
  if (!match) return NEIGHBORHOOD_ID_MESSAGE;
  if (officePrefix != null && match[1] !== officePrefix) return NEIGHBORHOOD_ID_MESSAGE;
  if (match[3] === '000') return NEIGHBORHOOD_ID_MESSAGE;
  return null;
}

const commonName = safeText().trim().regex(COMMON_NAME, COMMON_NAME_MESSAGE);

/**
 * Add a neighborhood. `officePrefix` is the market's (known to the form from its tab, to the
 * gateway and the Care API from the market); without it only the shape is checked.
 */
export function neighborhoodAddRule(officePrefix?: string | null) {
  return z
    .object({
      marketId: z.coerce.number().int().positive(),
      name: safeText().trim(),
      commonName,
      active: z.boolean().default(true),
      outreaching: z.boolean().default(true),
    })
    .superRefine((value, issue) => {
      const problem = neighborhoodIdProblem(value.name, officePrefix);
      if (problem) issue.addIssue({ code: 'custom', path: ['name'], message: problem });
    });
}
export type NeighborhoodAdd = z.infer<ReturnType<typeof neighborhoodAddRule>>;

/** Edit a neighborhood: a valid common name; active and outreaching (see `neighborhoodEditChanges`). */
export const neighborhoodEditRule = z.object({
  commonName,
  active: z.boolean(),
  outreaching: z.boolean(),
});
export type NeighborhoodEdit = z.infer<typeof neighborhoodEditRule>;

/** An edit must change something: the common name, active or outreaching. */
export function neighborhoodEditChanges(
  current: { commonName: string | null; active: boolean; outreaching: boolean },
  edit: NeighborhoodEdit,
): boolean {
  return current.commonName !== edit.commonName || current.active !== edit.active || current.outreaching !== edit.outreaching;
}

/** The assignment types a community needs before a neighborhood is added to it: an OM (13) and a CD (10). */
export const REQUIRED_COMMUNITY_TYPES = [
  { id: 13, label: 'Operations Manager (OM)' },
  { id: 10, label: 'Clinical Director (CD)' },
] as const;

/** Why a community may not take a new neighborhood (which of the OM and CD is missing), or null. */
export function missingCommunityStaffMessage(communityName: string, heldTypeIds: ReadonlySet<number>): string | null {
  const missing = REQUIRED_COMMUNITY_TYPES.filter((t) => !heldTypeIds.has(t.id)).map((t) => t.label);
  if (missing.length === 0) return null;
  return `Community ${communityName} has no ${missing.join(' and no ')} assigned: assign ${missing.length === 1 ? 'one' : 'both'} before adding a neighborhood.`;
}

/** The warning shown when the community row of a new neighborhood does not exist yet. */
export const missingCommunityWarning = (communityName: string) => `Community ${communityName} does not exist: it will be added too.`;

// Provider details

/** Providers are the employees holding one of these APP assignment types at a neighborhood: APP, primary, secondary and tertiary APP, iAPP. */
export const PROVIDER_ASSIGNMENT_TYPES = [1, 27, 28, 29, 35] as const;

/** At most this many in-home visits (IV) a day per provider. */
export const DAILY_IV_LIMIT_MAX = 2;
/** The date range of the provider details: from today, at most this many days ahead; default. */
export const PROVIDER_RANGE_MAX_DAYS = 40;
export const PROVIDER_RANGE_DEFAULT_DAYS = 36;

export const PROVIDER_UPDATED_TITLE = 'Provider Updated!';
export const PROVIDER_UPDATED_TEXT = 'Please allow time for changes to sync. Affected data will be refreshed overnight.';
export const PROVIDER_NOT_UPDATED_TITLE = 'Provider Not Updated!';
export const PROVIDER_NOT_UPDATED_TEXT = "There was an error updating the provider's details";
export const NO_PROVIDERS_MESSAGE = 'No providers found in this community.';

/** Provider row edit: daily IV limit 1 or 2 (never zero), a distance above zero, three yes/no flags. */
export const providerEditRule = z.object({
  employeeId: z.coerce.number().int().positive(),
  dailyIvLimit: z
    .number({ message: 'Daily IV limit must be a number' })
    .int('Daily IV limit must be a whole number')
    .refine((n) => n !== 0, 'Daily IV limit cannot be zero')
    .refine((n) => n >= 0, 'Daily IV limit cannot be negative')
    .refine((n) => n <= DAILY_IV_LIMIT_MAX, `Daily IV limit is at most ${DAILY_IV_LIMIT_MAX}`),
  maxDistanceFromHB: z
    .number({ message: 'Distance must be a number' })
    .finite('Distance must be a number')
    .refine((n) => n !== 0, 'Distance cannot be zero')
    .refine((n) => n >= 0, 'Distance cannot be negative')
    .refine((n) => n <= 500, 'Distance is at most 500 miles'),
  f2FEligible: z.boolean({ message: 'F2F eligible must be true or false' }),
  telehealthEligible: z.boolean({ message: 'Telehealth eligible must be true or false' }),
  psvEligible: z.boolean({ message: 'PSV eligible must be true or false' }),
});
export type ProviderEdit = z.infer<typeof providerEditRule>;

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** `date` plus `days` as YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The provider details' date range: both dates YYYY-MM-DD, the start not before `today`, the
 * end not before the start and at most 40 days after `today`. `toleranceDays` widens both
 * bounds for a server that does not know the browser's time zone (its today may be a day
 * behind or ahead of the server's).
 */
export function providerRangeRule(today: string, toleranceDays = 0) {
  return z
    .object({
      start: z.string().regex(ISO_DATE, 'Start must be a date'),
      end: z.string().regex(ISO_DATE, 'End must be a date'),
    })
    .superRefine((range, issue) => {
      if (!ISO_DATE.test(range.start) || !ISO_DATE.test(range.end)) return;
      if (dayNumber(range.start) < dayNumber(today) - toleranceDays)
        issue.addIssue({ code: 'custom', path: ['start'], message: 'Start cannot be before today' });
      if (dayNumber(range.end) < dayNumber(range.start))
        issue.addIssue({ code: 'custom', path: ['end'], message: 'End cannot be before the start' });
      if (dayNumber(range.end) > dayNumber(today) + PROVIDER_RANGE_MAX_DAYS + toleranceDays)
        issue.addIssue({ code: 'custom', path: ['end'], message: `End can be at most ${PROVIDER_RANGE_MAX_DAYS} days from today` });
    });
}
export type ProviderRange = z.infer<ReturnType<typeof providerRangeRule>>;

/** The default range: today to 36 days ahead. */
export function defaultProviderRange(today: string): ProviderRange {
  return { start: today, end: addDays(today, PROVIDER_RANGE_DEFAULT_DAYS) };
}
