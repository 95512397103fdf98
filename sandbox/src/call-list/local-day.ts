/**
 * "Today" for call lists is the sandbox's local date (the organisation's agents work a local
 * calendar day), while the database runs in UTC. These helpers turn instants into local
 * yyyy-mm-dd days and back, so SQL only ever compares dates it is given.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day of `at`, as yyyy-mm-dd. */
export function localDay(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** `day` shifted by whole days (negative = earlier), as yyyy-mm-dd. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return localDay(new Date(y, m - 1, d + days));
}

/** The instant of a local wall-clock time on `day`. */
export function localTime(day: string, hours: number, minutes = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, hours, minutes);
}
