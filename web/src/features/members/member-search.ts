/**
 * The members page's searches as gateway filters: the search box matches
 * name or Aaneel id; the Advanced Member Search matches phone (home, work or mobile), email and
 * member id by "contains" and the date of birth by "date is". A date of birth is a calendar day:
 * the day typed is the day sent, whatever the browser's time zone.
 */
import type { MemberFilter } from '../../generated/graphql.ts';

export interface AdvancedSearchValues {
  phone: string;
  email: string;
  memberId: string;
  /** yyyy-mm-dd from the date input, or empty. */
  dateOfBirth: string;
}

export const EMPTY_ADVANCED_SEARCH: AdvancedSearchValues = { phone: '', email: '', memberId: '', dateOfBirth: '' };
export const AT_LEAST_ONE_FIELD = 'Enter at least one of phone, email, member id or date of birth.';
export const INVALID_DATE = 'Enter a valid date of birth.';

export function quickSearchFilters(text: string): MemberFilter[] {
  const value = text.trim();
  return value === '' ? [] : [{ field: 'NAME_OR_AANEEL_ID', matchMode: 'CONTAINS', value }];
}

/** Whether a yyyy-mm-dd value names a real calendar day (checked in UTC, so no time zone moves it). */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export type AdvancedSearchResult = { ok: true; filters: MemberFilter[] } | { ok: false; message: string };

export function advancedSearchFilters(values: AdvancedSearchValues): AdvancedSearchResult {
  const phone = values.phone.replace(/\D/g, '');
  const email = values.email.trim();
  const memberId = values.memberId.trim();
  const dateOfBirth = values.dateOfBirth.trim();
  // A phone box with only punctuation counts as empty: it would match every member.
  if (!phone && !email && !memberId && !dateOfBirth) return { ok: false, message: AT_LEAST_ONE_FIELD };

  const filters: MemberFilter[] = [];
  if (phone) filters.push({ field: 'PHONE', matchMode: 'CONTAINS', value: phone });
  if (email) filters.push({ field: 'EMAIL', matchMode: 'CONTAINS', value: email });
  if (memberId) filters.push({ field: 'MEMBER_ID', matchMode: 'CONTAINS', value: memberId });
  if (dateOfBirth) {
    if (!isCalendarDay(dateOfBirth)) return { ok: false, message: INVALID_DATE };
    filters.push({ field: 'DATE_OF_BIRTH', matchMode: 'DATE_IS', value: dateOfBirth });
  }
  return { ok: true, filters };
}
