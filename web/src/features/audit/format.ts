/** Display formats of the Audit Trail page. */
import type { AuditOutcome } from '../../generated/graphql.ts';

const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit',
});

/** 'MM/DD/YYYY, h:mm:ss AM' in the browser's time zone; blank for a missing instant. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE_TIME.format(date);
}

export const OUTCOME_LABELS: Record<AuditOutcome, string> = {
  OK: 'OK',
  FAILED: 'Failed',
  FORBIDDEN: 'Forbidden',
  ABORTED: 'Aborted',
};

export const OUTCOME_PALETTE: Record<AuditOutcome, string> = {
  OK: 'green',
  FAILED: 'red',
  FORBIDDEN: 'orange',
  ABORTED: 'gray',
};

/** `changeId 12, memberId 34` — the targets as one line. */
export function formatTargets(targets: ReadonlyArray<{ key: string; value: string }>): string {
  return targets.map((t) => `${t.key} ${t.value}`).join(', ');
}
