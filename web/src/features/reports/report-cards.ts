import type { Capabilities } from '../../shared/auth/viewer.tsx';

/**
 * The cards of each Reports menu page, by the capability that lets the viewer run each. A page is
 * listed and opened only for a viewer who may run at least one of its cards, and it shows only
 * those cards.
 */
export const REPORT_PAGE_CARDS = {
  '/geodeployment-reports': ['runClosestOfficeReport', 'runMemberOfficeRangesReport', 'runVcRangesReport', 'bulkUpdateNeighborhoods'],
  '/membership-reports': ['runRedBoxErrorsReport', 'runMarketMembersExport', 'runDropIneligibleReport', 'runSubmittedForTermReport'],
  '/visit-reports': ['runNextVisitReport', 'runWeeklyConversionRateReport'],
  '/med-records': ['requestMedicalRecords'],
} as const satisfies Record<string, readonly (keyof Capabilities)[]>;
