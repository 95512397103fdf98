/** Display formats of the Deattribution Dashboard. */

/** A calendar date ('yyyy-mm-dd') as 'MM/DD/YYYY', without time-zone shifts; blank when missing. */
export function formatDay(isoDate: string | null | undefined): string {
  const match = isoDate ? /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate) : null;
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}

const DATE_TIME = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const DATE = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });

/** A moment as 'MM/DD/YYYY' in the browser's time zone (Date Entered). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}

/** A moment with its time (change log entries). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE_TIME.format(date);
}

/** Status enum values as words: 'PendingAppCdReview' → 'Pending App Cd Review'. */
export function statusLabel(status: string): string {
  return status.replace(/([a-z])([A-Z])/g, '$1 $2');
}

export const NO_ASSIGNMENT = 'No Assignment';

export function assignedNames(employees: readonly { fullName: string }[]): string {
  return employees.length ? employees.map((e) => e.fullName).join(', ') : NO_ASSIGNMENT;
}

/** The toast of every successful decision (spec 2 §8). */
export const SUCCESS_TITLE = 'Success!';
