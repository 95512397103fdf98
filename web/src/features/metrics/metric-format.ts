/**
 * The drill-down tables' own display rules, on top of shared/lib/format.ts: a last IV visit date
 * that is missing or older than 1900 (a placeholder, not a visit) reads 'Unavailable'; money is US
 * dollars with cents; a member is 'Termed' once a term date is set, otherwise 'Engaged' or
 * 'Unengaged'.
 */
import { EMPTY, engagementLabel, formatDate, type EngagementLabel } from '../../shared/lib/format.ts';

export const UNAVAILABLE = 'Unavailable';

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The earliest year a last IV visit date is taken as real. */
const FIRST_REAL_YEAR = 1900;

/** Last IV visit date: MM/DD/YYYY, or 'Unavailable' when empty, unreadable or before 1900. */
export function formatLastIvVisitDate(value: string | null | undefined): string {
  if (!value) return UNAVAILABLE;
  const year = Number(/^(\d{4})-/.exec(value)?.[1] ?? new Date(value).getUTCFullYear());
  if (!Number.isFinite(year) || year < FIRST_REAL_YEAR) return UNAVAILABLE;
  const shown = formatDate(value);
  return shown === EMPTY ? UNAVAILABLE : shown;
}

/** A paid amount per member per month: $1,234.50 (negative amounts keep their sign). */
export function formatUsd(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? EMPTY : USD.format(value);
}

/** A metrics row's engaged column (the shared rule, on the row's field names). */
export function engagedLabel(member: { termDate?: string | null; isEngaged?: boolean | null }): EngagementLabel {
  return engagementLabel(member.termDate, member.isEngaged);
}
