import { createElement, lazy, useState, type ComponentType } from 'react';
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
  /** The page; it suspends (inside RoutePage's Suspense) only while its code is still loading. */
  component: ComponentType<PageProps>;
  /** Starts loading the page's code (once; later calls share the same load) without rendering it. */
  preload: () => Promise<unknown>;
}

type PageModule = { default: ComponentType<PageProps> };

/**
 * A route's page code: the component and a way to start its load before it renders. Both share
 * one load, so code fetched early (while the viewer is still being checked) is the code the page
 * renders with; a failed load is forgotten, so the next attempt asks again. Once the code is in,
 * the page renders at once instead of through React.lazy, which would suspend for a moment even
 * then and so hold the page back by React's pause before revealing suspended content (~300 ms).
 */
function page(load: () => Promise<PageModule>): Pick<AppRoute, 'component' | 'preload'> {
  let loading: Promise<PageModule> | undefined;
  let loaded: ComponentType<PageProps> | undefined;
  const preload = (): Promise<PageModule> =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  // Chosen once per mount: switching from the lazy wrapper to the loaded page later would remount it.
  const RouteCode = (props: PageProps) => {
    const [Code] = useState<ComponentType<PageProps>>(() => loaded ?? Lazy);
    return createElement(Code, props);
  };
  return { component: RouteCode, preload };
}

/** Every page of the product, each with its own lazy import (one chunk per route). */
export const ROUTES: readonly AppRoute[] = [
  { path: '/', name: 'Home', public: true, skipViewerWait: true, ...page(() => import('../pages/home.tsx')) },
  { path: '/qa', name: 'QA', public: true, skipViewerWait: true, ...page(() => import('../features/qa/qa-page.tsx')) },
  {
    path: '/auth/callback',
    name: 'Signing in',
    public: true,
    skipViewerWait: true,
    ...page(() => import('../pages/auth-callback.tsx')),
  },

  // Lookups
  { path: '/app-lookup', name: 'APP Lookup', ...page(() => import('../features/app-lookup/app-lookup-page.tsx')) },
  {
    path: '/member-proximity',
    name: 'Member Proximity',
    ...page(() => import('../features/member-proximity/member-proximity-page.tsx')),
  },
  // Assignments
  {
    path: '/market-assignments',
    name: 'Market Assignments',
    ...page(() => import('../features/market-assignments/market-assignments-page.tsx')),
  },
  {
    path: '/hospital-assignments',
    name: 'Hospital Assignments',
    ...page(() => import('../features/hospitals/hospital-assignments-page.tsx')),
  },
  // Members
  { path: '/member', name: 'Member', ...page(() => import('../features/members/members-page.tsx')) },
  { path: '/member/:id', name: 'Member', ...page(() => import('../features/member-record/member-record-page.tsx')) },
  // Dashboards
  {
    path: '/file-dashboard',
    name: 'Files',
    ...page(() => import('../features/file-dashboard/file-dashboard-page.tsx')),
  },
  {
    path: '/geo-dashboard',
    name: 'Geodeployment',
    ...page(() => import('../features/geo-dashboard/geo-dashboard-page.tsx')),
  },
  { path: '/deattribution', name: 'Deattribution', ...page(() => import('../features/deattribution/deattribution-page.tsx')) },
  { path: '/transition-dashboard', name: 'Patient Transfer', ...page(() => import('../features/transfers/transfers-page.tsx')) },
  {
    path: '/app-availability',
    name: 'APP Availability',
    ...page(() => import('../features/app-availability/app-availability-page.tsx')),
  },
  {
    path: '/panel-management',
    name: 'Metrics Homepage',
    ...page(() => import('../features/metrics/panel-management-page.tsx')),
  },
  { path: '/pending-dnc', name: 'Do Not Contact', ...page(() => import('../features/dnc/dnc-page.tsx')) },
  {
    path: '/patient-cost-profiles',
    name: 'Patient Cost Profiles',
    ...page(() => import('../features/analytics/patient-cost-profiles-page.tsx')),
  },
  { path: '/one-list', name: 'One List Table', ...page(() => import('../features/metrics/one-list-page.tsx')) },
  { path: '/high-cost', name: 'High Needs', ...page(() => import('../features/analytics/high-needs-page.tsx')) },
  { path: '/creatio-hedis-gaps', name: 'Hedis Gaps', ...page(() => import('../features/analytics/hedis-gaps-page.tsx')) },
  // Reports
  {
    path: '/geodeployment-reports',
    anyCapability: REPORT_PAGE_CARDS['/geodeployment-reports'],
    name: 'Geodeployment Reports',
    ...page(() => import('../features/reports/geodeployment-reports-page.tsx')),
  },
  {
    path: '/visit-reports',
    anyCapability: REPORT_PAGE_CARDS['/visit-reports'],
    name: 'Visit Reporting',
    ...page(() => import('../features/reports/visit-reports-page.tsx')),
  },
  {
    path: '/membership-reports',
    anyCapability: REPORT_PAGE_CARDS['/membership-reports'],
    name: 'Membership Reporting',
    ...page(() => import('../features/reports/membership-reports-page.tsx')),
  },
  {
    path: '/med-records',
    name: 'Medical Records',
    anyCapability: REPORT_PAGE_CARDS['/med-records'],
    ...page(() => import('../features/medical-records/medical-records-page.tsx')),
  },
  // Reference
  { path: '/neighborhoods', name: 'Neighborhoods', ...page(() => import('../features/neighborhoods/neighborhoods-page.tsx')) },
  { path: '/markets', name: 'Markets', ...page(() => import('../features/markets/markets-page.tsx')) },
  { path: '/cohorts', name: 'Cohorts', ...page(() => import('../features/cohorts/cohorts-page.tsx')) },
  { path: '/counties', name: 'Counties', ...page(() => import('../features/counties/counties-page.tsx')) },
  { path: '/contracts', name: 'Contracts', ...page(() => import('../features/contracts/contracts-page.tsx')) },
  {
    path: '/graph-reference',
    name: 'Graph Reference',
    ...page(() => import('../features/graph-reference/graph-reference-page.tsx')),
  },
  {
    path: '/provider-details/:id',
    name: 'Provider Details',
    ...page(() => import('../features/provider-details/provider-details-page.tsx')),
  },
  // Outreach
  { path: '/call-list', name: 'Call Lists', ...page(() => import('../features/call-list/call-list-page.tsx')) },
  {
    path: '/call-list/filters',
    name: 'Filtered Members',
    anyOf: CLAIMS_OF.callListManagers,
    ...page(() => import('../features/call-list-filters/call-list-filters-page.tsx')),
  },
  {
    path: '/campaigns',
    name: 'Campaigns',
    anyOf: CLAIMS_OF.callListManagers,
    ...page(() => import('../features/campaigns/campaigns-page.tsx')),
  },
  {
    path: '/campaigns/:id',
    name: 'Campaigns',
    anyOf: CLAIMS_OF.callListManagers,
    ...page(() => import('../features/campaigns/campaigns-page.tsx')),
  },
  // Admin
  { path: '/admin/users', name: 'Users', anyOf: CLAIMS_OF.adminMenu, ...page(() => import('../features/users/users-page.tsx')) },
  {
    path: '/admin/data-mgmt',
    name: 'Data Mgmt',
    anyOf: CLAIMS_OF.dataManagers,
    ...page(() => import('../features/data-mgmt/data-mgmt-page.tsx')),
  },
  {
    path: '/admin/developers',
    name: 'Developers',
    anyOf: CLAIMS_OF.superAdmins,
    ...page(() => import('../features/developers/developers-page.tsx')),
  },
  {
    path: '/admin/load-test',
    name: 'Load Test',
    anyOf: CLAIMS_OF.superAdmins,
    ...page(() => import('../features/load-test/load-test-page.tsx')),
  },
  {
    path: '/admin/audit',
    name: 'Audit Trail',
    anyOf: CLAIMS_OF.superAdmins,
    ...page(() => import('../features/audit/audit-page.tsx')),
  },
];

/** /provider-details without a market opens the default market's tab. */
export const REDIRECTS: readonly { from: string; to: string }[] = [{ from: '/provider-details', to: '/provider-details/920001625' }];

/** Whether a URL path is one a route pattern matches (`:name` stands for one non-empty segment, as in the router). */
function patternMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  if (pattern === '/') return pathname === '/';
  return (
    want.length === have.length &&
    want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part.toLowerCase() === have[i].toLowerCase()))
  );
}

/**
 * Starts loading the code of the page the address opens, at once: the page still renders only
 * once the viewer is known and may open it (RoutePage), but its code no longer waits for that.
 */
export function preloadPageAt(pathname: string): void {
  const route = ROUTES.find((r) => patternMatches(r.path, pathname));
  // A failed early load is not an error here: the page's own render retries and reports it.
  route?.preload().catch(() => undefined);
}

export function routeByPath(path: string): AppRoute {
  const route = ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`No route ${path} in the route table`);
  return route;
}
