/** Display formats shared by the Campaigns and Call List Filters pages. */

const DATE = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });

/** 'MM/DD/YYYY' in the browser's time zone; blank for a missing date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}

/** Exhaust forecasts (spec 4 §9) are hours with two decimals, e.g. '2.35 h'. */
export function formatHours(hours: number): string {
  return `${hours.toFixed(2)} h`;
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

export function formatPoints(points: number): string {
  return Number.isInteger(points) ? String(points) : points.toFixed(2);
}
