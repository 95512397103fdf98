import { CLAIMS_OF, type Claim } from './claims.ts';
import { routeByPath } from './routes.ts';

export interface NavLink {
  path: string;
  label: string;
  anyOf?: readonly Claim[];
}

export interface NavMenu {
  label: string;
  /** Claims needed to see the whole menu (any of them). */
  anyOf?: readonly Claim[];
  links: readonly NavLink[];
}

/** A menu entry labelled and gated as its route is. */
function link(path: string): NavLink {
  const route = routeByPath(path);
  return { path, label: route.name, anyOf: route.anyOf };
}

/** The navigation bar's drop-downs, in display order. */
export const NAV_MENUS: readonly NavMenu[] = [
  { label: 'Lookups', links: [link('/app-lookup'), link('/member-proximity')] },
  { label: 'Assignments', links: [link('/market-assignments'), link('/hospital-assignments')] },
  { label: 'Members', links: [link('/member')] },
  {
    label: 'Dashboards',
    links: [
      '/file-dashboard',
      '/geo-dashboard',
      '/deattribution',
      '/transition-dashboard',
      '/app-availability',
      '/panel-management',
      '/pending-dnc',
      '/patient-cost-profiles',
      '/one-list',
      '/high-cost',
      '/creatio-hedis-gaps',
    ].map(link),
  },
  { label: 'Reports', links: ['/geodeployment-reports', '/visit-reports', '/membership-reports', '/med-records'].map(link) },
  {
    label: 'Reference',
    links: [
      link('/neighborhoods'),
      link('/markets'),
      link('/cohorts'),
      link('/counties'),
      link('/contracts'),
      { ...link('/provider-details/:id'), path: '/provider-details' },
    ],
  },
  { label: 'Outreach', links: [link('/call-list'), link('/campaigns'), link('/call-list/filters')] },
  {
    label: 'Admin',
    anyOf: CLAIMS_OF.adminMenu,
    links: [
      { ...link('/admin/users'), anyOf: undefined },
      link('/admin/data-mgmt'),
      link('/admin/developers'),
      link('/admin/load-test'),
      link('/admin/audit'),
    ],
  },
];
