/** Display formats of the DNC Dashboard. */

const DATE_TIME = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const DATE = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'MM/DD/YYYY' in the browser's time zone; blank for a missing instant. */
export function formatDate(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? DATE.format(date) : '';
}

/** 'MM/DD/YYYY, h:mm AM' in the browser's time zone; blank for a missing instant. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? DATE_TIME.format(date) : '';
}

/** Assigned employees' names, or 'No Assignment' (spec 2 §2.1). */
export function assignedNames(employees: readonly { fullName: string }[]): string {
  return employees.length === 0 ? 'No Assignment' : employees.map((e) => e.fullName).join(', ');
}
