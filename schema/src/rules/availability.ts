/**
 * App Availability: the views, the date range, the browser's saved preferences, the provider
 * type marks, what counts as an initial visit (IV), and the colour scale of the grid's cells.
 */
import { z } from 'zod';
import { addDays, PROVIDER_ASSIGNMENT_TYPES } from './neighborhoods.ts';
import { isCalendarDate } from './add-member.ts';

/** The dashboard's three views, as the graph names them, with their labels. */
export const AVAILABILITY_VIEWS = ['IV_OPPORTUNITY', 'AVAILABILITY', 'OPTIMIZATION'] as const;
export type AvailabilityView = (typeof AVAILABILITY_VIEWS)[number];
export const AVAILABILITY_VIEW_LABELS: Record<AvailabilityView, string> = {
  IV_OPPORTUNITY: 'IV Opportunity',
  AVAILABILITY: 'Availability',
  OPTIMIZATION: 'Optimization',
};
/** The view name the Care API takes as `page`. */
export const AVAILABILITY_PAGE_NAMES = {
  IV_OPPORTUNITY: 'IVOpportunity',
  AVAILABILITY: 'Availability',
  OPTIMIZATION: 'Optimization',
} as const satisfies Record<AvailabilityView, string>;

/** The default range covers this many days, today included. */
export const AVAILABILITY_DEFAULT_DAYS = 37;
/** A range may cover at most this many days (a quarter), so one answer stays small. */
export const AVAILABILITY_MAX_DAYS = 92;

/** Provider (engineer) types the Care API marks: an intensive APP, and a clinical practice educator. */
export const ENGINEER_TYPE_IAPP = 640860160;
export const ENGINEER_TYPE_CPE = 640802816;
/** The mark shown beside a provider's name for their type; none for an ordinary APP. */
export function engineerTypeMark(engineerType: number | null | undefined): 'iAPP' | 'CPE' | null {
  if (engineerType === ENGINEER_TYPE_IAPP) return 'iAPP';
  if (engineerType === ENGINEER_TYPE_CPE) return 'CPE';
  return null;
}

/** The clinical practice educator assignment type: educators are listed with the providers, with no IVs. */
export const CPE_ASSIGNMENT_TYPE = 25;
/** Who the dashboard lists: the providers (APP types, iAPP) and the clinical practice educators. */
export const AVAILABILITY_PROVIDER_TYPES: readonly number[] = [...PROVIDER_ASSIGNMENT_TYPES, CPE_ASSIGNMENT_TYPE];

/** Appointments of these visit types are initial visits (IVs): the in-home initial and annual visits. */
export const IV_VISIT_TYPES = ['Home Visit', 'Annual Wellness Visit'] as const;
/** A provider's working day runs 08:00 to 17:00 US Central: 13:00 to 22:00 UTC, 540 minutes. */
export const WORKDAY_START_UTC_HOUR = 13;
export const WORKDAY_MINUTES = 540;
/** Every visit (appointment) takes this long in the provider's day. */
export const VISIT_MINUTES = 60;

export const IV_LIMIT_ZERO_TOOLTIP = 'Provider has IV Limit of 0!';
export const NO_DAY_EVENTS_TEXT = 'No events for this day';

const DAY_MS = 86_400_000;

/** One day of the dashboard (the day summary's). */
export const availabilityDayRule = z.object({ date: z.string().refine(isCalendarDate, 'Choose a date') });
const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** How many days a range covers, both ends included. */
export function rangeDays(start: string, end: string): number {
  return dayNumber(end) - dayNumber(start) + 1;
}

/** Every date of a range, first to last. */
export function rangeDates(start: string, end: string): string[] {
  const days = rangeDays(start, end);
  return Array.from({ length: Math.max(0, days) }, (_, i) => addDays(start, i));
}

/**
 * The availability date range: both ends are needed, the start is not before `today`, the end
 * not before the start, and the range covers at most AVAILABILITY_MAX_DAYS days. `toleranceDays`
 * lets a server that does not know the browser's time zone accept a start a day behind its own today.
 */
export function availabilityRangeRule(today: string, toleranceDays = 0) {
  return z
    .object({
      start: z.string({ message: 'Choose a start date' }).refine(isCalendarDate, 'Choose a start date'),
      end: z.string({ message: 'Choose an end date' }).refine(isCalendarDate, 'Choose an end date'),
    })
    .superRefine((range, issue) => {
      if (!isCalendarDate(range.start) || !isCalendarDate(range.end)) return;
      if (dayNumber(range.start) < dayNumber(today) - toleranceDays)
        issue.addIssue({ code: 'custom', path: ['start'], message: 'Start cannot be before today' });
      if (dayNumber(range.end) < dayNumber(range.start))
        issue.addIssue({ code: 'custom', path: ['end'], message: 'End cannot be before the start' });
      else if (rangeDays(range.start, range.end) > AVAILABILITY_MAX_DAYS)
        issue.addIssue({ code: 'custom', path: ['end'], message: `The range can cover at most ${AVAILABILITY_MAX_DAYS} days` });
    });
}
export type AvailabilityRange = z.infer<ReturnType<typeof availabilityRangeRule>>;

/** The browser's saved preferences of the dashboard. */
export const availabilityPreferencesRule = z.object({
  view: z.enum(AVAILABILITY_VIEWS),
  showLimit: z.boolean(),
  showNoIvs: z.boolean(),
  /** How many days the range covers from today. */
  dateRange: z.number().int().min(1).max(AVAILABILITY_MAX_DAYS),
});
export type AvailabilityPreferences = z.infer<typeof availabilityPreferencesRule>;

export const DEFAULT_AVAILABILITY_PREFERENCES: AvailabilityPreferences = Object.freeze({
  view: 'AVAILABILITY',
  showLimit: false,
  showNoIvs: true,
  dateRange: AVAILABILITY_DEFAULT_DAYS,
});

/** Saved preferences as read back (JSON text or null): anything that is not valid whole gives the defaults. */
export function parseAvailabilityPreferences(saved: string | null | undefined): AvailabilityPreferences {
  if (!saved) return { ...DEFAULT_AVAILABILITY_PREFERENCES };
  try {
    const parsed = availabilityPreferencesRule.safeParse(JSON.parse(saved));
    return parsed.success ? parsed.data : { ...DEFAULT_AVAILABILITY_PREFERENCES };
  } catch {
    return { ...DEFAULT_AVAILABILITY_PREFERENCES };
  }
}

/** One provider's day as the grid colours it. */
export interface AvailabilityDayFigures {
  ivCount: number;
  availabilityPercentage: number;
  optimizationPercentage: number;
}

/**
 * The percentage a cell is coloured by in each view: the share of the day's IV slots filled
 * (IV Opportunity; none when the limit is 0), the free share of the working day (Availability),
 * or the share of the working day spent on visits and their travel (Optimization).
 */
export function cellPercent(view: AvailabilityView, day: AvailabilityDayFigures, dailyIvLimit: number): number | null {
  if (view === 'IV_OPPORTUNITY') return dailyIvLimit > 0 ? Math.min(100, (100 * day.ivCount) / dailyIvLimit) : null;
  if (view === 'AVAILABILITY') return day.availabilityPercentage;
  return day.optimizationPercentage;
}

const RED = [248, 113, 113] as const;
const AMBER = [251, 191, 36] as const;
const GREEN = [74, 222, 128] as const;
/** The colour scale's opacity. */
export const SCALE_OPACITY = 0.9;

/**
 * The colour of a percentage on the scale red (0) → amber (50) → green (100), blended linearly
 * between them, at 90 % opacity; values outside 0–100 are clamped.
 */
export function scaleColour(percent: number): string {
  const p = Math.max(0, Math.min(100, Number.isFinite(percent) ? percent : 0));
  const [from, to, t] = p <= 50 ? [RED, AMBER, p / 50] : [AMBER, GREEN, (p - 50) / 50];
  const channel = (i: number) => Math.round(from[i] + (to[i] - from[i]) * t);
  return `rgba(${channel(0)}, ${channel(1)}, ${channel(2)}, ${SCALE_OPACITY})`;
}
