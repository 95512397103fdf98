/**
 * The Audit Trail page's filters → `auditEvents` arguments. The table's column filters (user,
 * action, target, request id) and the toolbar's outcome and date range become the query's named
 * criteria; dates are the viewer's local days (From from the start of its day, To up to the end of
 * its day). Pure, so the mapping is tested without a browser.
 */
import type { AuditEventsQueryVariables, AuditOutcome } from '../../generated/graphql.ts';
import type { TableState } from '../../shared/ui/data-table/table-state.ts';

/** The criteria arguments of `auditEvents` (everything but the page). */
export type AuditEventCriteria = Omit<AuditEventsQueryVariables, 'skip' | 'take'>;

/** Toolbar filters beside the column filters. */
export interface AuditToolbarFilters {
  outcome: AuditOutcome | '';
  /** yyyy-mm-dd (local day) or ''. */
  from: string;
  to: string;
}

export const EMPTY_TOOLBAR: AuditToolbarFilters = { outcome: '', from: '', to: '' };

export const OUTCOMES: readonly AuditOutcome[] = ['OK', 'FAILED', 'FORBIDDEN', 'ABORTED'];

/** Start of a local day as an ISO instant; null for a blank or malformed day. */
export function localDayStart(day: string, plusDays = 0): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function auditFilterOf(state: TableState, toolbar: AuditToolbarFilters): AuditEventCriteria {
  const filter: AuditEventCriteria = {};
  const value = (id: string) => state.filters[id]?.value.trim() ?? '';
  if (value('uid')) filter.uid = value('uid');
  if (value('action')) {
    filter.action = value('action');
    filter.actionMatch = state.filters.action?.matchMode === 'EQUALS' ? 'EXACT' : 'PREFIX';
  }
  if (value('targets')) filter.targetId = value('targets');
  if (value('requestId')) filter.requestId = value('requestId');
  if (toolbar.outcome) filter.outcome = toolbar.outcome;
  const from = localDayStart(toolbar.from);
  const to = localDayStart(toolbar.to, 1);
  if (from) filter.from = from;
  if (to) filter.to = to;
  return filter;
}
