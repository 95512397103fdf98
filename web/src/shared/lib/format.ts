/**
 * How every page shows dates, times, phone numbers, yes/no, numbers and missing values: one
 * format per kind, so the same value reads the same on every screen.
 *
 * - a date: MM/DD/YYYY (a calendar day such as a birth date as stored, an instant in the
 *   browser's time zone);
 * - a date with its time: MM/DD/YYYY, h:mm AM;
 * - a time of day: h:mm:ss AM;
 * - a phone number: (555) 123-4567 (anything that is not a US number as stored);
 * - a flag: Yes / No;
 * - anything missing: the one empty marker, EMPTY.
 */

/** What a cell or field shows when the value is missing. */
export const EMPTY = '—';

type Missing = null | undefined;

const DATE = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });
const COUNT = new Intl.NumberFormat('en-US');
const POINTS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A calendar day as stored ('1994-05-17'): it names a day, not a moment, so no time zone may move it. */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function instant(value: string | Date | Missing): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** MM/DD/YYYY: a calendar day exactly as stored, an instant on its day in the browser's time zone. */
export function formatDate(value: string | Date | Missing): string {
  const day = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  if (day) return `${day[2]}/${day[3]}/${day[1]}`;
  const date = instant(value);
  return date ? DATE.format(date) : EMPTY;
}

/** MM/DD/YYYY, h:mm AM in the browser's time zone. */
export function formatDateTime(value: string | Date | Missing): string {
  const date = instant(value);
  return date ? DATE_TIME.format(date) : EMPTY;
}

/** h:mm:ss AM in the browser's time zone (when a live list was last updated). */
export function formatTime(value: string | Date | Missing): string {
  const date = instant(value);
  return date ? TIME.format(date) : EMPTY;
}

/** A member's engagement as the dashboards name it. */
export type EngagementLabel = 'Termed' | 'Engaged' | 'Unengaged';

/** Termed once the member has a term date, else Engaged or Unengaged by the engaged flag. */
export function engagementLabel(termDate: string | Missing, engaged: boolean | Missing): EngagementLabel {
  if (termDate) return 'Termed';
  return engaged ? 'Engaged' : 'Unengaged';
}

/** A US number of 10 digits (or 11 with the country code 1) as (555) 123-4567; any other number as stored. */
export function formatPhone(phone: string | Missing): string {
  if (!phone?.trim()) return EMPTY;
  const digits = phone.replace(/\D/g, '');
  const match = /^1?(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : phone.trim();
}

export function formatYesNo(value: boolean | Missing): string {
  if (value === null || value === undefined) return EMPTY;
  return value ? 'Yes' : 'No';
}

/** Whole numbers with thousands separators: 12,345. */
export function formatCount(value: number | Missing): string {
  return value === null || value === undefined || Number.isNaN(value) ? EMPTY : COUNT.format(value);
}

/** Call-list points: at most two decimals, 12.5 or 1,240. */
export function formatPoints(points: number | Missing): string {
  return points === null || points === undefined || Number.isNaN(points) ? EMPTY : POINTS.format(points);
}

/** Exhaust forecasts are hours with two decimals: '2.35 h'. */
export function formatHours(hours: number | Missing): string {
  return hours === null || hours === undefined || Number.isNaN(hours) ? EMPTY : `${hours.toFixed(2)} h`;
}

/** File sizes in binary units with one decimal past a kilobyte: '512 B', '1.2 MB'. */
export function formatBytes(bytes: number | Missing): string {
  if (bytes === null || bytes === undefined || Number.isNaN(bytes)) return EMPTY;
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** Free text as entered, or the empty marker when there is none. */
export function formatText(text: string | number | Missing): string {
  if (text === null || text === undefined) return EMPTY;
  const shown = String(text);
  return shown.trim() === '' ? EMPTY : shown;
}

/** A person as the assignment tables name them: first initial, a dot and the last name ('J. Smith'). */
export function formatInitialName(person: { firstName: string; lastName: string } | Missing): string {
  if (!person) return EMPTY;
  const first = person.firstName.trim();
  const last = person.lastName.trim();
  if (!first) return last || EMPTY;
  return `${first[0].toUpperCase()}. ${last}`.trim();
}

/** Shown for an approval row no employee is assigned to. */
export const NO_ASSIGNMENT = 'No Assignment';

/** The approval dashboards' Assigned column: the assigned employees' names, or 'No Assignment'. */
export function assignedNames(employees: readonly { fullName: string }[]): string {
  return employees.length === 0 ? NO_ASSIGNMENT : employees.map((e) => e.fullName).join(', ');
}

/**
 * A status (or change type) enum value as words, wherever one is shown (the Deattribution change
 * log, the member page's Eligibility tab): each word of the SCREAMING_CASE name capitalised,
 * 'PENDING_APP_CD_REVIEW' → 'Pending App Cd Review', 'TERM' → 'Term'.
 */
export function statusLabel(status: string): string {
  return status
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0) + word.slice(1).toLowerCase())
    .join(' ');
}

/** True/False, where the product's words for a flag are those (the Deattribution Dashboard's Engaged column); missing is EMPTY. */
export function formatTrueFalse(value: boolean | Missing): string {
  if (value === null || value === undefined) return EMPTY;
  return value ? 'True' : 'False';
}
