/** Display formats of the Patient Transfer Dashboard. */

const DATE_TIME = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** A calendar date (yyyy-mm-dd, e.g. a birth date) as MM/DD/YYYY, never shifted by the time zone. */
export function formatCalendarDate(date: string | null | undefined): string {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})/.exec(date) : null;
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}

/** An instant as 'MM/DD/YYYY, h:mm AM' in the browser's time zone. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE_TIME.format(date);
}

/** Assigned employees' names, or 'No Assignment'. */
export function assignedNames(employees: readonly { fullName: string }[]): string {
  return employees.length === 0 ? 'No Assignment' : employees.map((e) => e.fullName).join(', ');
}
