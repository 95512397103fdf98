/**
 * Who may run each report of the report pages (Geodeployment Reports, Membership Reporting,
 * Visit Reporting) and the submitted-for-term report. One decision per report, used by
 * `viewer.can.run…` and by the report's file route before anything is asked of the Care API.
 * The Care API checks the same claims (and assignments) again.
 *
 * - Reports with member rows (names and ids of members, with distances, errors or visits) follow
 *   the members export rule: data managers and superAdmin. The geodeployment reports also go to
 *   neighborhood managers, who plan offices from them (and run the bulk neighborhood update).
 * - The weekly conversion rate holds counts per office, no member rows: those roles, and anyone
 *   holding an assignment at some office.
 * - The submitted-for-term report lists term requests as the Deattribution dashboard does: to
 *   those who see that dashboard's data (deattribution managers and superAdmin, users who may
 *   cancel changes — eus together with dataMgmt — and holders of a deattribution queue type).
 *
 * `REPORT_CARDS` lists every card of the Reports menu's pages with the `viewer.can` field that
 * answers its rule: the reports above, a market's members workbook (the shared members export
 * rule), and the cards whose rule another module owns and answers (the bulk neighborhood update:
 * data-mgmt; medical record requests: medical-records). A page is offered (menu entry and route)
 * exactly when one of its cards is.
 */
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import { DEATTRIBUTION_QUEUE_TYPES } from '@luminate/schema/approvals';
import { decideByClaimsThenTypes, type ClaimsAndTypes } from '../shared/assignment-gate.ts';
import { ALLOWED, refusal, type Capability } from '../shared/capability.ts';
import { memberExportDecision } from '../shared/member-export-policy.ts';
import type { RequestContext, Viewer } from '../../context.ts';
import { holdsAll, holdsAny } from '../../auth/viewer.ts';

/** The report routes, by the name their audit events and capabilities use. */
export const REPORTS = [
  'closestOffice',
  'memberOfficeRanges',
  'vcRanges',
  'redBoxErrors',
  'dropIneligible',
  'nextVisit',
  'weeklyConversionRate',
  'submittedForTerm',
] as const;
export type ReportName = (typeof REPORTS)[number];

/** No root field of this module: its capabilities hang off `viewer.can`. */
export const FIELD_ACCESS = {};

export const GEODEPLOYMENT_REFUSAL = 'Only data managers and neighborhood managers may run the geodeployment reports';
export const MEMBER_REPORT_REFUSAL = 'Only data managers may run reports that list members';
export const CONVERSION_REFUSAL =
  'Only data managers, neighborhood managers and staff holding an assignment may run the weekly conversion rate report';
export const TERM_REPORT_REFUSAL =
  "Only those who see the Deattribution dashboard's data (deattribution managers and the reviewers of eligibility changes) may run the submitted-for-term report";

/** Whether a decision needs the viewer's assignment types (the claims alone cannot refuse it). */
export const NEEDS_ASSIGNMENTS: ReadonlySet<ReportName> = new Set(['weeklyConversionRate', 'submittedForTerm']);

/** The report's decision from the viewer's claims and the assignment types they hold anywhere. */
export function reportDecision(report: ReportName, p: ClaimsAndTypes): Capability {
  switch (report) {
    case 'closestOffice':
    case 'memberOfficeRanges':
    case 'vcRanges':
      return holdsAny(p.claims, CLAIM_GROUPS.geodeploymentReporters) ? ALLOWED : refusal(GEODEPLOYMENT_REFUSAL);
    case 'redBoxErrors':
    case 'dropIneligible':
    case 'nextVisit':
      return holdsAny(p.claims, CLAIM_GROUPS.memberExporters) ? ALLOWED : refusal(MEMBER_REPORT_REFUSAL);
    case 'weeklyConversionRate':
      return holdsAny(p.claims, CLAIM_GROUPS.conversionReporters) || p.viewerTypesAnywhere.size > 0 ? ALLOWED : refusal(CONVERSION_REFUSAL);
    case 'submittedForTerm':
      return holdsAny(p.claims, CLAIM_GROUPS.eligibilityOverseers) ||
        holdsAll(p.claims, CLAIM_GROUPS.mailingListCancellers) ||
        DEATTRIBUTION_QUEUE_TYPES.some((t) => p.viewerTypesAnywhere.has(t))
        ? ALLOWED
        : refusal(TERM_REPORT_REFUSAL);
  }
}

/** A market's members workbook (the Membership Reporting page's export): the members export rule. */
export function marketMembersExportDecision(viewer: Viewer | null): Capability {
  return memberExportDecision(viewer, 'marketMembers');
}

/**
 * The report's decision: by the claims alone, or (for reports open to assignment holders) by the
 * claims, then — only when they do not admit the viewer — the types the viewer holds anywhere.
 */
export function decideReport(ctx: RequestContext, report: ReportName) {
  if (NEEDS_ASSIGNMENTS.has(report)) return decideByClaimsThenTypes(ctx, (p) => reportDecision(report, p));
  return Promise.resolve(reportDecision(report, { claims: ctx.viewer?.claims ?? new Set(), viewerTypesAnywhere: new Set() }));
}

/** The pages of the Reports menu, by route. */
export const REPORT_PAGES = ['/geodeployment-reports', '/membership-reports', '/visit-reports', '/med-records'] as const;
type ReportPagePath = (typeof REPORT_PAGES)[number];

interface ReportCard {
  /** The card's title on its page (and its row in the access table of docs/security.md). */
  title: string;
  page: ReportPagePath;
  /** The `viewer.can` field that answers the card's rule. */
  capability: string;
  /** Where the rule is written: a report of this module, or the module that owns the card's action. */
  rule: ReportName | 'marketMembersExport' | 'data-mgmt' | 'medical-records';
}

const report = (title: string, page: ReportPagePath, capability: string, rule: ReportName): ReportCard => ({
  title,
  page,
  capability,
  rule,
});

/** Every card of the Reports menu's pages, in page order. */
export const REPORT_CARDS: readonly ReportCard[] = [
  report('Closest Office Report', '/geodeployment-reports', 'runClosestOfficeReport', 'closestOffice'),
  report('Member Office Ranges', '/geodeployment-reports', 'runMemberOfficeRangesReport', 'memberOfficeRanges'),
  report('VC Ranges', '/geodeployment-reports', 'runVcRangesReport', 'vcRanges'),
  { title: 'Bulk Neighborhood Update', page: '/geodeployment-reports', capability: 'bulkUpdateNeighborhoods', rule: 'data-mgmt' },
  report('Red Box Errors', '/membership-reports', 'runRedBoxErrorsReport', 'redBoxErrors'),
  { title: 'Members Export', page: '/membership-reports', capability: 'runMarketMembersExport', rule: 'marketMembersExport' },
  report('Drop-Ineligible Report', '/membership-reports', 'runDropIneligibleReport', 'dropIneligible'),
  report('Submitted for Term', '/membership-reports', 'runSubmittedForTermReport', 'submittedForTerm'),
  report('Next Visit Report', '/visit-reports', 'runNextVisitReport', 'nextVisit'),
  report('Weekly Conversion Rate', '/visit-reports', 'runWeeklyConversionRateReport', 'weeklyConversionRate'),
  { title: 'Medical Records', page: '/med-records', capability: 'requestMedicalRecords', rule: 'medical-records' },
];
