/**
 * The report workbooks of the report pages: Geodeployment Reports (closest office, member office
 * ranges, VC ranges), Membership Reporting (red box errors, drop-in ineligible members), Visit
 * Reporting (next visit, weekly conversion rate) and the submitted-for-term report.
 *
 * Each report is one SQL query (distances and counts computed by the database), then streamed to
 * the response with exceljs' streaming writer, with its row count in X-Row-Count. Distances are
 * great-circle (haversine) miles on a sphere of EARTH_RADIUS_MILES, floored to 2 decimals as
 * everywhere in the tool.
 *
 * Who may ask: the gateway decides first; these routes check the caller's claims again (and, for
 * the reports open to assignment holders, the caller's active assignments).
 */
import type { Db } from '../../db/index.ts';
import type { Binding } from '../http.ts';
import { deattributionReportRoutes } from './deattribution.ts';
import { geodeploymentReportRoutes } from './geodeployment.ts';
import { membershipReportRoutes } from './membership.ts';
import { visitReportRoutes } from './visits.ts';

export function memberReportRoutes(db: Db): Binding[] {
  return [...geodeploymentReportRoutes(db), ...membershipReportRoutes(db), ...visitReportRoutes(db), ...deattributionReportRoutes(db)];
}
