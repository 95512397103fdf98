const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' });
const TIME = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
const POINTS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Shown for an empty date or driver. */
export const NONE = '—';

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return NONE;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? NONE : DATE_TIME.format(date);
}

/** hh:mm:ss in the viewer's time zone. */
export function formatClock(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return Number.isNaN(date.getTime()) ? NONE : TIME.format(date);
}

export function formatPoints(points: number): string {
  return POINTS.format(points);
}
