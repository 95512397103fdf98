/**
 * The gateway's report file routes, built from a form's checked values (the shared rules'
 * output), so the web asks exactly what the gateway's rule accepts.
 */
import type { ClosestOfficeReportParams, RangesReportParams } from '@luminate/schema/rules';

const withQuery = (path: string, query: Record<string, string | number | null>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== null) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

/** Closest office report: a community when one is chosen (it wins over the market), else the market. */
export const closestOfficeReportUrl = ({ marketId, communityId, engagement }: ClosestOfficeReportParams) =>
  withQuery('/files/reports/closest-office', communityId ? { communityId, engagement } : { marketId, engagement });

export type RangesReportKind = 'member-office-ranges' | 'vc-ranges';

export const rangesReportUrl = (kind: RangesReportKind, { marketId, range }: RangesReportParams) =>
  withQuery(`/files/reports/${kind}`, { marketId, range });

export interface RedBoxErrorsParams {
  startDate: string;
  endDate: string;
  marketId: number | null;
}

/** Red box errors of a window; every market when none is chosen. */
export const redBoxErrorsReportUrl = ({ startDate, endDate, marketId }: RedBoxErrorsParams) =>
  withQuery('/files/reports/red-box-errors', { startDate, endDate, marketId });

export const marketMembersExportUrl = (marketId: number) => withQuery('/files/members-export', { marketId });

export const DROP_INELIGIBLE_REPORT_URL = '/files/reports/drop-ineligible';
export const NEXT_VISIT_REPORT_URL = '/files/reports/next-visit';
export const WEEKLY_CONVERSION_RATE_REPORT_URL = '/files/reports/weekly-conversion-rate';
