/**
 * The member card's derived fields, as pure functions of the member and
 * today's calendar date: the birthday highlight, the eligibility label, the header colour, the
 * census warning, and which of the office/care-team or drop-in details the card shows.
 */
import { BIRTHDAY_HIGHLIGHT_DAYS, CENSUS_WARNING_DAYS } from '@luminate/schema/constants';
import type { MemberRecordDto } from '@luminate/schema/rest';

type Member = Pick<MemberRecordDto, 'eligible' | 'engaged' | 'termDt' | 'pendingTransition'>;

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);
const parts = (isoDate: string) => isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];

/** Whole calendar days from `from` to `to` (yyyy-mm-dd each). */
export function daysBetween(from: string, to: string): number {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  return Math.round((utcDay(ty, tm, td) - utcDay(fy, fm, fd)) / DAY_MS);
}

/** The birthday in a year; 29 February falls on 28 February in other years. */
function birthdayIn(year: number, month: number, day: number): number {
  const date = new Date(utcDay(year, month, day));
  if (date.getUTCMonth() !== month - 1) date.setUTCDate(0);
  return date.getTime();
}

/** The next birthday (today included) is within 14 days: the card shows the date of birth in yellow. */
export function birthdaySoon(dateOfBirth: string, today: string): boolean {
  const [, bm, bd] = parts(dateOfBirth);
  const [ty, tm, td] = parts(today);
  const now = utcDay(ty, tm, td);
  let next = birthdayIn(ty, bm, bd);
  if (next < now) next = birthdayIn(ty + 1, bm, bd);
  return (next - now) / DAY_MS <= BIRTHDAY_HIGHLIGHT_DAYS;
}

/** Pending Return (pending with a term date), Pending Termination (pending without), Yes or No. */
export function eligibilityLabel(member: Member): string {
  if (member.pendingTransition) return member.termDt !== null ? 'Pending Return' : 'Pending Termination';
  return member.eligible ? 'Yes' : 'No';
}

export type HeaderTone = 'PENDING' | 'ELIGIBLE' | 'INELIGIBLE';

/** Orange for a pending transition, blue when eligible, red otherwise. */
export function headerTone(member: Member): HeaderTone {
  if (member.pendingTransition) return 'PENDING';
  return member.eligible ? 'ELIGIBLE' : 'INELIGIBLE';
}

/** An admission within the last 30 days: the census tab shows a warning. */
export function recentAdmission(lastAdmissionDate: string | null, today: string): boolean {
  if (lastAdmissionDate === null) return false;
  const days = daysBetween(lastAdmissionDate, today);
  return days >= 0 && days <= CENSUS_WARNING_DAYS;
}

/** Eligible and engaged: the card shows the office, its APP and its PCC. */
export const showsCareTeam = (member: Member) => member.eligible && member.engaged;

/** Eligible and not engaged: the card shows the weather, insurance group, PCP and clinical group (for a drop-in). */
export const showsDropInDetails = (member: Member) => member.eligible && !member.engaged;
