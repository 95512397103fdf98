import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageProps } from '../shared/lib/page.ts';
import { CLAIMS_OF } from './claims.ts';
import { REPORT_PAGE_CARDS } from '../features/reports/report-cards.ts';
import type { Gate } from './layout/route-gate.ts';

/** `anyOf` (claims) and `anyCapability` (the gateway's answers): see `Gate`; absent means any signed-in user. */
export interface AppRoute extends Gate {
  path: string;
  /** Browser title suffix and menu label. */
  name: string;
  /** Reachable without signing in (Home, QA, the sign-in callback). */
  public?: boolean;
  /** Public pages that must not wait for the viewer record (spec: Home and QA). */
  skipViewerWait?: boolean;
  component: LazyExoticComponent<ComponentType<PageProps>>;
}

/** Every page of the product, each with its own lazy import (one chunk per route). */
export const ROUTES: readonly AppRoute[] = [
  { path: '/', name: 'Home', public: true, skipViewerWait: true, component: lazy(() => import('../pages/home.tsx')) },
  { path: '/qa', name: 'QA', public: true, skipViewerWait: true, component: lazy(() => import('../features/qa/qa-page.tsx')) },
  {
    path: '/auth/callback',
    name: 'Signing in',
    public: true,
    skipViewerWait: true,
    component: lazy(() => import('../pages/auth-callback.tsx')),
  },

  // Lookups
  { path: '/app-lookup', name: 'APP Lookup', component: lazy(() => import('../features/app-lookup/app-lookup-page.tsx')) },
  {
    path: '/member-proximity',
    name: 'Member Proximity',
    component: lazy(() => import('../features/member-proximity/member-proximity-page.tsx')),
  },
  // Assignments
  {
    path: '/market-assignments',
    name: 'Market Assignments',
    component: lazy(() => import('../features/market-assignments/market-assignments-page.tsx')),
  },
  {
    path: '/hospital-assignments',
    name: 'Hospital Assignments',
    component: lazy(() => import('../features/hospitals/hospital-assignments-page.tsx')),
  },
  // Members
  { path: '/member', name: 'Member', component: lazy(() => import('../features/members/members-page.tsx')) },
  { path: '/member/:id', name: 'Member', component: lazy(() => import('../features/member-record/member-record-page.tsx')) },
  // Dashboards
  {
    path: '/file-dashboard',
    name: 'Files',
    component: lazy(() => import('../features/file-dashboard/file-dashboard-page.tsx')),
  },
  {
    path: '/geo-dashboard',
    name: 'Geodeployment',
    component: lazy(() => import('../features/geo-dashboard/geo-dashboard-page.tsx')),
  },
  { path: '/deattribution', name: 'Deattribution', component: lazy(() => import('../features/deattribution/deattribution-page.tsx')) },
  { path: '/transition-dashboard', name: 'Patient Transfer', component: lazy(() => import('../features/transfers/transfers-page.tsx')) },
  {
    path: '/app-availability',
    name: 'APP Availability',
    component: lazy(() => import('../features/app-availability/app-availability-page.tsx')),
  },
  {
    path: '/panel-management',
    name: 'Metrics Homepage',
    component: lazy(() => import('../features/metrics/panel-management-page.tsx')),
  },
  { path: '/pending-dnc', name: 'Do Not Contact', component: lazy(() => import('../features/dnc/dnc-page.tsx')) },
  {
    path: '/patient-cost-profiles',
    name: 'Patient Cost Profiles',
    component: lazy(() => import('../features/analytics/patient-cost-profiles-page.tsx')),
  },
  { path: '/one-list', name: 'One List Table', component: lazy(() => import('../features/metrics/one-list-page.tsx')) },
  { path: '/high-cost', name: 'High Needs', component: lazy(() => import('../features/analytics/high-needs-page.tsx')) },
  { path: '/creatio-hedis-gaps', name: 'Hedis Gaps', component: lazy(() => import('../features/analytics/hedis-gaps-page.tsx')) },
  // Reports
  {
    path: '/geodeployment-reports',
    anyCapability: REPORT_PAGE_CARDS['/geodeployment-reports'],
    name: 'Geodeployment Reports',
    component: lazy(() => import('../features/reports/geodeployment-reports-page.tsx')),
  },
  {
    path: '/visit-reports',
    anyCapability: REPORT_PAGE_CARDS['/visit-reports'],
    name: 'Visit Reporting',
    component: lazy(() => import('../features/reports/visit-reports-page.tsx')),
  },
  {
    path: '/membership-reports',
    anyCapability: REPORT_PAGE_CARDS['/membership-reports'],
    name: 'Membership Reporting',
    component: lazy(() => import('../features/reports/membership-reports-page.tsx')),
  },
  {
    path: '/med-records',
    name: 'Medical Records',
    anyCapability: REPORT_PAGE_CARDS['/med-records'],
    component: lazy(() => import('../features/medical-records/medical-records-page.tsx')),
  },
  // Reference
  { path: '/neighborhoods', name: 'Neighborhoods', component: lazy(() => import('../features/neighborhoods/neighborhoods-page.tsx')) },
  { path: '/markets', name: 'Markets', component: lazy(() => import('../features/markets/markets-page.tsx')) },
  { path: '/cohorts', name: 'Cohorts', component: lazy(() => import('../features/cohorts/cohorts-page.tsx')) },
  { path: '/counties', name: 'Counties', component: lazy(() => import('../features/counties/counties-page.tsx')) },
  { path: '/contracts', name: 'Contracts', component: lazy(() => import('../features/contracts/contracts-page.tsx')) },
  {
    path: '/graph-reference',
    name: 'Graph Reference',
    component: lazy(() => import('../features/graph-reference/graph-reference-page.tsx')),
  },
  {
    path: '/provider-details/:id',
    name: 'Provider Details',
    component: lazy(() => import('../features/provider-details/provider-details-page.tsx')),
  },
  // Outreach
  { path: '/call-list', name: 'Call Lists', component: lazy(() => import('../features/call-list/call-list-page.tsx')) },
  {
    path: '/call-list/filters',
    name: 'Filtered Members',
    anyOf: CLAIMS_OF.callListManagers,
    component: lazy(() => import('../features/call-list-filters/call-list-filters-page.tsx')),
  },
  {
    path: '/campaigns',
    name: 'Campaigns',
    anyOf: CLAIMS_OF.callListManagers,
    component: lazy(() => import('../features/campaigns/campaigns-page.tsx')),
  },
  {
    path: '/campaigns/:id',
    name: 'Campaigns',
    anyOf: CLAIMS_OF.callListManagers,
    component: lazy(() => import('../features/campaigns/campaigns-page.tsx')),
  },
  // Admin
  { path: '/admin/users', name: 'Users', anyOf: CLAIMS_OF.adminMenu, component: lazy(() => import('../features/users/users-page.tsx')) },
  {
    path: '/admin/data-mgmt',
    name: 'Data Mgmt',
    anyOf: CLAIMS_OF.dataManagers,
    component: lazy(() => import('../features/data-mgmt/data-mgmt-page.tsx')),
  },
  {
    path: '/admin/developers',
    name: 'Developers',
    anyOf: CLAIMS_OF.superAdmins,
    component: lazy(() => import('../features/developers/developers-page.tsx')),
  },
  {
    path: '/admin/load-test',
    name: 'Load Test',
    anyOf: CLAIMS_OF.superAdmins,
    component: lazy(() => import('../features/load-test/load-test-page.tsx')),
  },
  {
    path: '/admin/audit',
    name: 'Audit Trail',
    anyOf: CLAIMS_OF.superAdmins,
    component: lazy(() => import('../features/audit/audit-page.tsx')),
  },
];

/** /provider-details without a market opens the default market's tab. */
export const REDIRECTS: readonly { from: string; to: string }[] = [{ from: '/provider-details', to: '/provider-details/920001625' }];

export function routeByPath(path: string): AppRoute {
  const route = ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`No route ${path} in the route table`);
  return route;
}
