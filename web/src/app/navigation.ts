import { CLAIMS_OF, type Claim } from './claims.ts';
import type { Gate } from './layout/route-gate.ts';
import { routeByPath } from './routes.ts';

/** A menu entry, gated as its route is (`Gate`). */
export interface NavLink extends Gate {
  path: string;
  label: string;
}

/** A drop-down: shown when its own claims allow and at least one of its entries is. */
export interface NavMenu {
  label: string;
  /** Claims needed to see the whole menu (any of them). */
  anyOf?: readonly Claim[];
  links: readonly NavLink[];
}

/** A menu entry labelled and gated as its route is. */
function link(path: string): NavLink {
  const route = routeByPath(path);
  return { path, label: route.name, anyOf: route.anyOf, anyCapability: route.anyCapability };
}

/** The menus with only the entries the gate opens; a menu left without entries is not shown. */
export function visibleMenus(menus: readonly NavMenu[], mayOpen: (gate: Gate) => boolean): NavMenu[] {
  return menus
    .filter((menu) => mayOpen(menu))
    .map((menu) => ({ ...menu, links: menu.links.filter((l) => mayOpen(l)) }))
    .filter((menu) => menu.links.length > 0);
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
      link('/graph-reference'),
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
