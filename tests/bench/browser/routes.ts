/**
 * The browser bench's route table: for every route of web/src/app/routes.ts, as whom it is opened,
 * at which address, and what tells that its MAIN DATA is on screen — the first row of its table
 * with content, the cards with their numbers, the map with its markers — never "the network went
 * quiet". One line per route, so a check is easy to read and change.
 *
 * A check is a CSS selector, optionally with a pattern the element's text must match, evaluated
 * in the page on every animation frame: the first element that matches, has a size on screen and
 * holds no skeleton or spinner marks the page ready. `frame` names an iframe whose document holds
 * the element (the embedded analytics workbooks).
 */
import type { Subjects } from './subjects.ts';

/** The persona who signs in; `agent` is the agent of the campaign with the longest call list. */
export type Who = 'superadmin' | 'agent';

export interface Readiness {
  css: string;
  /** A regular expression (source) the element's text must match. */
  text?: string;
  /** An iframe (CSS selector) whose document holds the element. */
  frame?: string;
}

export interface RouteCheck {
  /** The route as web/src/app/routes.ts writes it. */
  route: string;
  who: Who;
  /** The address to open. */
  path: (s: Subjects) => string;
  ready: Readiness;
  /** What "main data visible" means on this page, in words. */
  main: string;
  /** Which data the page is opened on, for the report (the persona's scope when absent). */
  subject?: (s: Subjects) => string;
}

/** A first body row of a table in the page's main region. */
const FIRST_ROW = 'main tbody tr';

export const ROUTE_CHECKS: readonly RouteCheck[] = [
  {
    route: '/',
    who: 'superadmin',
    path: () => '/',
    ready: { css: 'section[aria-labelledby="work-heading"] h3' },
    main: 'Your work: queue counts and call lists',
  },
  {
    route: '/app-lookup',
    who: 'superadmin',
    path: () => '/app-lookup',
    ready: { css: 'main [role="combobox"]' },
    main: 'the address box (a form)',
  },
  {
    route: '/member-proximity',
    who: 'superadmin',
    path: () => '/member-proximity',
    ready: { css: 'main [role="radiogroup"]' },
    main: 'the lookup form with its filters',
  },
  {
    route: '/market-assignments',
    who: 'superadmin',
    path: (s) => `/market-assignments?market=${s.membersMarket.id}`,
    ready: { css: FIRST_ROW },
    main: 'first office row of the assignments table',
    subject: (s) => s.membersMarket.name,
  },
  {
    route: '/hospital-assignments',
    who: 'superadmin',
    path: () => '/hospital-assignments',
    ready: { css: FIRST_ROW },
    main: 'first hospital facility row',
  },
  {
    route: '/member',
    who: 'superadmin',
    path: () => '/member',
    ready: { css: 'input[aria-label="Search members"]' },
    main: 'the member search box (a form)',
  },
  {
    route: '/member/:id',
    who: 'superadmin',
    path: (s) => `/member/${s.member.id}`,
    ready: { css: '[data-testid="member-overview"]' },
    main: 'the member card and its Overview tab',
    subject: (s) => `member ${s.member.id} (${s.member.rows} history rows)`,
  },
  {
    route: '/file-dashboard',
    who: 'superadmin',
    path: () => '/file-dashboard',
    ready: { css: FIRST_ROW },
    main: 'first row of the file history',
  },
  {
    route: '/geo-dashboard',
    who: 'superadmin',
    path: (s) => `/geo-dashboard?market=${s.membersMarket.id}`,
    ready: { css: '[aria-roledescription="map"][data-ready="true"]:not([data-markers="0"])' },
    main: "the map drawn with the offices' markers",
    subject: (s) => `${s.membersMarket.name} (${s.membersMarket.members.toLocaleString('en-US')} members)`,
  },
  {
    route: '/deattribution',
    who: 'superadmin',
    path: () => '/deattribution',
    ready: { css: FIRST_ROW },
    main: 'first eligibility change row',
  },
  {
    route: '/transition-dashboard',
    who: 'superadmin',
    path: () => '/transition-dashboard',
    ready: { css: FIRST_ROW },
    main: 'first transfer row',
  },
  {
    route: '/app-availability',
    who: 'superadmin',
    path: (s) => `/app-availability?market=${s.providersMarket.id}`,
    ready: { css: '[data-testid="availability-grid"] tr[data-provider-id]' },
    main: 'first provider row of the grid',
    subject: (s) => `${s.providersMarket.name} (${s.providersMarket.providers} providers)`,
  },
  {
    route: '/panel-management',
    who: 'superadmin',
    path: () => '/panel-management',
    ready: { css: '[data-metric-id][data-metric-value]' },
    main: 'the metric cards with their numbers',
    subject: () => 'every office (the default choice)',
  },
  {
    route: '/pending-dnc',
    who: 'superadmin',
    path: () => '/pending-dnc',
    ready: { css: FIRST_ROW },
    main: 'first Do Not Contact request row',
  },
  {
    route: '/patient-cost-profiles',
    who: 'superadmin',
    path: () => '/patient-cost-profiles',
    ready: { css: '[role="search"] input' },
    main: 'the Find Member box (a form)',
  },
  { route: '/one-list', who: 'superadmin', path: () => '/one-list', ready: { css: FIRST_ROW }, main: 'first One List row' },
  {
    route: '/high-cost',
    who: 'superadmin',
    path: () => '/high-cost',
    ready: { frame: 'iframe[title="High Need Patient List"]', css: 'table tbody tr' },
    main: "first row of the embedded workbook's table",
  },
  {
    route: '/creatio-hedis-gaps',
    who: 'superadmin',
    path: () => '/creatio-hedis-gaps',
    ready: { frame: 'iframe[title="Hedis Gaps workbook"]', css: 'table tbody tr' },
    main: "first row of the embedded workbook's table",
  },
  {
    route: '/geodeployment-reports',
    who: 'superadmin',
    path: () => '/geodeployment-reports',
    ready: { css: 'main button', text: '^Download$' },
    main: "the report cards' Download buttons",
  },
  {
    route: '/visit-reports',
    who: 'superadmin',
    path: () => '/visit-reports',
    ready: { css: 'main button', text: '^Download$' },
    main: "the report cards' Download buttons",
  },
  {
    route: '/membership-reports',
    who: 'superadmin',
    path: () => '/membership-reports',
    ready: { css: 'main button', text: 'Submitted for Term Report' },
    main: 'the report buttons',
  },
  {
    route: '/med-records',
    who: 'superadmin',
    path: () => '/med-records',
    ready: { css: FIRST_ROW },
    main: 'first medical record request row',
  },
  {
    route: '/neighborhoods',
    who: 'superadmin',
    path: () => '/neighborhoods',
    ready: { css: 'tr[data-office-name]' },
    main: 'first neighborhood office row',
  },
  { route: '/markets', who: 'superadmin', path: () => '/markets', ready: { css: FIRST_ROW }, main: 'first market row' },
  { route: '/cohorts', who: 'superadmin', path: () => '/cohorts', ready: { css: 'tr[data-cohort-id]' }, main: 'first cohort row' },
  { route: '/counties', who: 'superadmin', path: () => '/counties', ready: { css: 'tr[data-county-id]' }, main: 'first county row' },
  { route: '/contracts', who: 'superadmin', path: () => '/contracts', ready: { css: 'tr[data-contract-id]' }, main: 'first contract row' },
  {
    route: '/graph-reference',
    who: 'superadmin',
    path: () => '/graph-reference',
    ready: { css: FIRST_ROW },
    main: 'first row of the Query fields',
  },
  {
    route: '/provider-details/:id',
    who: 'superadmin',
    path: (s) => `/provider-details/${s.membersMarket.id}`,
    ready: { css: 'tr[data-employee-id]' },
    main: 'first provider row',
    subject: (s) => s.membersMarket.name,
  },
  {
    route: '/call-list',
    who: 'agent',
    path: (s) => `/call-list?campaign=${s.campaign.id}`,
    ready: { css: 'tr[data-member-id]' },
    main: 'first member row of the live call list',
    subject: (s) => `campaign ${s.campaign.id} (${s.campaign.entries.toLocaleString('en-US')} entries)`,
  },
  { route: '/call-list/filters', who: 'superadmin', path: () => '/call-list/filters', ready: { css: FIRST_ROW }, main: 'first filter row' },
  {
    route: '/campaigns',
    who: 'superadmin',
    path: () => '/campaigns',
    ready: { css: 'main select:has(option:not([value=""]))' },
    main: 'the campaign picker filled',
  },
  {
    route: '/campaigns/:id',
    who: 'superadmin',
    path: (s) => `/campaigns/${s.campaign.id}`,
    ready: { css: '[aria-label="Campaign summary"]', text: 'List Size\\s*[\\d,]+' },
    main: 'the campaign summary with its list size',
    subject: (s) => `campaign ${s.campaign.id} (${s.campaign.entries.toLocaleString('en-US')} entries)`,
  },
  {
    route: '/admin/users',
    who: 'superadmin',
    path: () => '/admin/users',
    ready: { css: '[aria-label="Users"] li' },
    main: 'first user of the list',
  },
  {
    route: '/admin/data-mgmt',
    who: 'superadmin',
    path: () => '/admin/data-mgmt?flow=eligibility-changes',
    ready: { css: 'main button', text: 'Validate File' },
    main: 'the Eligibility Changes upload form (a form)',
  },
  {
    route: '/admin/developers',
    who: 'superadmin',
    path: () => '/admin/developers',
    ready: { css: '.graphiql-query-editor .view-lines' },
    main: "the playground's editor",
  },
  {
    route: '/admin/load-test',
    who: 'superadmin',
    path: () => '/admin/load-test',
    ready: { css: 'form[aria-label="Load test settings"]' },
    main: 'the load test form (a form)',
  },
  { route: '/admin/audit', who: 'superadmin', path: () => '/admin/audit', ready: { css: FIRST_ROW }, main: 'first audit entry row' },
];

/**
 * Routes not measured: they have no signed-in page of their own. `/auth/callback` only passes the
 * sign-in through to the page asked for; `/qa` is the public sign-in page for testers (a form
 * with no data).
 */
export const SKIPPED_ROUTES: ReadonlyMap<string, string> = new Map([
  ['/auth/callback', 'passes the sign-in through, no page of its own'],
  ['/qa', 'public sign-in page for testers, no data'],
]);
