/** How the Audit Trail page names and colours an event's outcome and lists its targets. */
import type { AuditOutcome } from '../../generated/graphql.ts';

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
