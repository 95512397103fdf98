/**
 * The drill-down modal's rules that need no browser: where a row's view button goes, what a row's
 * expansion says, and the download's address.
 */
import type { DashboardRole, MetricRowExpansion, MetricRowSort, MetricViewTarget } from '../../generated/graphql.ts';

/** What an expansion shows for tables that have nothing more to say (last-communication tables, Tasks). */
export const NOT_AVAILABLE = 'N/A';

/** The member page a row opens (in a new tab): at #assignments, at #census, or its first tab. */
export function memberPageUrl(memberId: string, target: MetricViewTarget): string {
  const hash = target === 'ASSIGNMENTS' ? '#assignments' : target === 'CENSUS' ? '#census' : '';
  return `/member/${encodeURIComponent(memberId)}${hash}`;
}

/** The text of a row's expansion: its last outcome, its description, or 'N/A'. */
export function expansionText(row: { lastOutcome: string | null; description: string | null }, expansion: MetricRowExpansion): string {
  if (expansion === 'LAST_OUTCOME') return row.lastOutcome?.trim() || 'No outcome recorded.';
  if (expansion === 'DESCRIPTION') return row.description?.trim() || 'No description.';
  return NOT_AVAILABLE;
}

export interface DrillDownScope {
  metricId: string;
  officeIds: readonly string[];
  role: DashboardRole;
  /** The team member whose dashboard this is; null for the viewer's own. */
  employeeId: string | null;
}

/** The gateway's CSV of every row of a drill-down, in the table's current order. */
export function drillDownCsvUrl(scope: DrillDownScope, sort: MetricRowSort | null): string {
  const query = new URLSearchParams({ metricId: scope.metricId, officeIds: scope.officeIds.join(','), role: scope.role });
  if (scope.employeeId) query.set('employeeId', scope.employeeId);
  if (sort) query.set('sort', `${sort.field}:${sort.direction}`);
  return `/files/exports/metric-rows.csv?${query}`;
}

/** The gateway's CSV of the One List for the same filter and order as the table. */
export function oneListCsvUrl(
  scope: { officeIds: readonly string[]; employeeId: string | null; search: string; metricId: string | null },
  sort: MetricRowSort | null,
): string {
  const query = new URLSearchParams({ officeIds: scope.officeIds.join(',') });
  if (scope.employeeId) query.set('employeeId', scope.employeeId);
  if (scope.search.trim()) query.set('search', scope.search.trim());
  if (scope.metricId) query.set('metricId', scope.metricId);
  if (sort) query.set('sort', `${sort.field}:${sort.direction}`);
  return `/files/exports/one-list.csv?${query}`;
}
