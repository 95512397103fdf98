/**
 * The pages the accessibility test (a11y.test.ts) checks, kept apart so a component test can hold
 * the list against the route table: every built route must be on it.
 */
import type { Locator, Page } from 'playwright-core';

/** Where the app keeps the user's theme choice (the user dialog's toggle writes it). */
export const STORED_THEME_KEY = 'luminate.color-mode';

/** One page to check: where, as whom (null: not signed in), and what shows once it is ready. */
export interface A11yVisit {
  name: string;
  /** The route-table path this visit covers, when it covers one. */
  route?: string;
  persona: string | null;
  /** The address to open; `memberId` is a member of the stack's data. */
  path: (ids: { memberId: string }) => string;
  ready?: (page: Page) => Locator;
  /** Something to do before the check (open a dialog); answers the part of the page to check. */
  act?: (page: Page) => Promise<void>;
}

export const A11Y_VISITS: readonly A11yVisit[] = [
  { name: 'Home (anonymous)', route: '/', persona: null, path: () => '/', ready: (p) => p.getByText('Sign in to use Luminate.') },
  { name: 'QA sign-in dialog', route: '/qa', persona: null, path: () => '/qa', ready: (p) => p.getByRole('dialog').getByLabel('Username') },
  { name: 'Not found', persona: null, path: () => '/no-such-page', ready: (p) => p.getByRole('heading', { name: 'In Development: 404!' }) },
  { name: 'Sign-in required', persona: null, path: () => '/markets', ready: (p) => p.getByRole('dialog').getByText('You must sign in') },
  { name: 'Home (signed in)', route: '/', persona: 'staff', path: () => '/', ready: (p) => p.getByRole('heading', { name: /^Welcome/ }) },
  {
    name: 'Permission denied',
    persona: 'staff',
    path: () => '/admin/audit',
    ready: (p) => p.getByRole('heading', { name: 'You do not have access to this page' }),
  },
  { name: 'Members', route: '/member', persona: 'datamanager', path: () => '/member' },
  {
    name: 'Neighborhoods',
    route: '/neighborhoods',
    persona: 'nhmanager',
    path: () => '/neighborhoods',
    ready: (p) => p.locator('tr[data-office-name="1.001.001"]'),
  },
  {
    name: 'Neighborhoods map view',
    persona: 'nhmanager',
    path: () => '/neighborhoods',
    ready: (p) => p.locator('tr[data-office-name="1.001.001"]'),
    act: async (page) => {
      await page.getByRole('button', { name: 'Map view' }).click();
      await page.locator('[role="region"][data-ready="true"]').waitFor({ state: 'visible' });
      // The marker list open, so its entries are checked too.
      await page.getByText(/^Places on the map/).click();
      await page.mouse.move(0, 0);
    },
  },
  {
    name: 'Provider Details',
    route: '/provider-details/:id',
    persona: 'nhmanager',
    path: () => '/provider-details/920001625',
    ready: (p) => p.locator('tr[data-employee-id]').first(),
  },
  {
    name: 'Market Assignments',
    route: '/market-assignments',
    persona: 'nhmanager',
    path: () => '/market-assignments',
    ready: (p) => p.getByRole('row', { name: 'Assignment history of 1.001.001' }),
  },
  {
    name: 'APP Lookup',
    route: '/app-lookup',
    persona: 'staff',
    path: () => '/app-lookup',
    ready: (p) => p.getByRole('combobox', { name: 'Address' }),
  },
  {
    name: 'APP Lookup, results',
    persona: 'staff',
    path: () => '/app-lookup',
    ready: (p) => p.getByRole('combobox', { name: 'Address' }),
    act: async (page) => {
      // A Houston street (zips 770..): a served county, so the lookup runs and the table shows.
      await page.getByRole('combobox', { name: 'Address' }).fill('Oak 770');
      await page.getByRole('option').first().click();
      await page.getByRole('button', { name: 'Lookup', exact: true }).click();
      await page.locator('tr[data-office-id]').nth(9).waitFor({ state: 'visible' });
      // The pointer leaves the button, which axe would otherwise measure in its hover colour.
      await page.mouse.move(0, 0);
    },
  },
  {
    name: 'Member Proximity',
    route: '/member-proximity',
    persona: 'staff',
    path: () => '/member-proximity',
    ready: (p) => p.getByRole('radiogroup', { name: 'Engaged', exact: true }),
  },
  {
    name: 'Geo Dashboard',
    route: '/geo-dashboard',
    persona: 'superadmin',
    path: () => '/geo-dashboard',
    ready: (p) => p.locator('[role="region"][data-ready="true"]'),
  },
  {
    name: 'App Availability',
    route: '/app-availability',
    persona: 'opsmanager',
    path: () => '/app-availability',
    ready: (p) => p.getByTestId('availability-grid').locator('tr[data-provider-id]').first(),
  },
  {
    name: 'App Availability, day summary',
    persona: 'opsmanager',
    path: () => '/app-availability',
    ready: (p) => p.getByTestId('availability-grid').locator('tr[data-provider-id]').first(),
    act: async (page) => {
      await page.getByTestId('availability-grid').locator('tr[data-provider-id] button[data-date]').nth(1).click();
      await page.getByRole('dialog').getByRole('heading').first().waitFor({ state: 'visible' });
      await page
        .getByRole('dialog')
        .locator('[data-testid="day-events"], [data-testid="no-day-events"]')
        .first()
        .waitFor({ state: 'visible' });
    },
  },
  {
    name: 'File Dashboard',
    route: '/file-dashboard',
    persona: 'datamanager',
    path: () => '/file-dashboard',
    ready: (p) =>
      p
        .getByRole('table', { name: /^File history of / })
        .locator('tbody tr')
        .first(),
  },
  {
    name: 'File Dashboard, file details open',
    persona: 'superadmin',
    path: () => '/file-dashboard?section=uncategorized',
    ready: (p) => p.getByRole('table', { name: 'Uncategorized files' }).locator('tbody tr').first(),
    act: async (page) => {
      await page
        .getByRole('table', { name: 'Uncategorized files' })
        .getByRole('button', { name: /^View details of / })
        .first()
        .click();
      await page
        .getByRole('dialog')
        .getByRole('table', { name: /^Job history of / })
        .waitFor({ state: 'visible' });
    },
  },
  {
    name: 'Member Proximity, results open',
    persona: 'staff',
    path: () => '/member-proximity',
    ready: (p) => p.getByRole('radiogroup', { name: 'Engaged', exact: true }),
    act: async (page) => {
      // The first clinician and a Houston street, each picked from its suggestions.
      await page.getByRole('button', { name: 'Show the clinicians' }).click();
      await page.locator('[role=option]:visible').first().click();
      await page.getByRole('combobox', { name: 'Address' }).fill('Oak 770');
      await page.locator('[role=option]:visible').first().click();
      await page.getByRole('button', { name: 'Lookup', exact: true }).click();
      await page.getByRole('dialog').locator('tbody tr, [role=alert]').first().waitFor({ state: 'visible' });
      await page.mouse.move(0, 0);
    },
  },
  {
    name: 'Member record',
    route: '/member/:id',
    persona: 'datamanager',
    path: ({ memberId }) => `/member/${memberId}`,
    ready: (p) => p.getByRole('tablist').first(),
  },
  {
    name: 'Deattribution',
    route: '/deattribution',
    persona: 'deattmanager',
    path: () => '/deattribution',
    ready: (p) => p.locator('tbody tr').first(),
  },
  {
    name: 'Patient Transfer',
    route: '/transition-dashboard',
    persona: 'transfermanager',
    path: () => '/transition-dashboard',
    ready: (p) => p.locator('tbody tr').first(),
  },
  {
    name: 'Do Not Contact',
    route: '/pending-dnc',
    persona: 'dncmanager',
    path: () => '/pending-dnc',
    ready: (p) => p.locator('tbody tr').first(),
  },
  {
    name: 'Do Not Contact, decision dialog open',
    persona: 'dncmanager',
    path: () => '/pending-dnc',
    ready: (p) => p.locator('tbody tr[tabindex="0"]').first(),
    act: async (page) => {
      const row = page.locator('tbody tr[tabindex="0"]').first();
      await row.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('dialog').waitFor({ state: 'visible' });
    },
  },
  { name: 'Markets', route: '/markets', persona: 'datamanager', path: () => '/markets', ready: (p) => p.locator('tbody tr').first() },
  {
    name: 'Geodeployment Reports',
    route: '/geodeployment-reports',
    persona: 'datamanager',
    path: () => '/geodeployment-reports',
    ready: (p) => p.getByRole('region', { name: 'VC Ranges' }).getByRole('button', { name: 'Download' }),
  },
  {
    name: 'Membership Reporting',
    route: '/membership-reports',
    persona: 'datamanager',
    path: () => '/membership-reports',
    ready: (p) => p.getByRole('button', { name: 'Submitted for Term Report' }),
  },
  {
    name: 'Visit Reporting',
    route: '/visit-reports',
    persona: 'datamanager',
    path: () => '/visit-reports',
    ready: (p) => p.getByRole('region', { name: 'Weekly Conversion Rate' }).getByRole('button', { name: 'Download' }),
  },
  {
    name: 'Hospital Assignments',
    route: '/hospital-assignments',
    persona: 'hospitalstaff',
    path: () => '/hospital-assignments',
    ready: (p) => p.getByRole('table', { name: 'Hospital facilities of Houston' }).locator('tbody tr').first(),
  },
  {
    name: 'Hospital Assignments, edit dialog open',
    persona: 'hospitalstaff',
    path: () => '/hospital-assignments',
    ready: (p) => p.getByRole('table', { name: 'Hospital facilities of Houston' }).locator('tbody tr').first(),
    act: async (page) => {
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await page.getByRole('dialog').getByLabel('Facility Name').waitFor({ state: 'visible' });
    },
  },
  {
    name: 'Metrics Homepage',
    route: '/panel-management',
    persona: 'cd',
    path: () => '/panel-management',
    ready: (p) => p.locator('[data-metric-id]').first(),
  },
  {
    name: 'Metrics Homepage, drill-down open',
    persona: 'cd',
    path: () => '/panel-management',
    ready: (p) => p.locator('[data-metric-id]').first(),
    act: async (page) => {
      await page.locator('[data-metric-id]:not([data-metric-value="0"])').first().click();
      await page.getByRole('dialog').locator('tbody tr').first().waitFor({ state: 'visible' });
    },
  },
  {
    name: 'One List Table',
    route: '/one-list',
    persona: 'cd',
    path: () => '/one-list',
    ready: (p) => p.getByRole('table', { name: 'One List' }).locator('tbody tr').first(),
  },
  {
    name: 'Hedis Gaps',
    route: '/creatio-hedis-gaps',
    persona: 'cd',
    path: () => '/creatio-hedis-gaps',
    ready: (p) => p.frameLocator('iframe[title="Hedis Gaps workbook"]').getByRole('table').locator('tbody tr').first(),
  },
  {
    name: 'High Needs',
    route: '/high-cost',
    persona: 'cd',
    path: () => '/high-cost',
    ready: (p) => p.frameLocator('iframe[title="High Need Patient List"]').getByRole('table').locator('tbody tr').first(),
  },
  {
    name: 'Patient Cost Profiles',
    route: '/patient-cost-profiles',
    persona: 'cd',
    path: () => '/patient-cost-profiles',
    ready: (p) => p.getByRole('search').getByLabel('Find Member'),
  },
  { name: 'Cohorts', route: '/cohorts', persona: 'staff', path: () => '/cohorts', ready: (p) => p.locator('tr[data-cohort-id]').first() },
  {
    name: 'Counties',
    route: '/counties',
    persona: 'datamanager',
    path: () => '/counties',
    ready: (p) => p.locator('tr[data-county-id]').first(),
  },
  {
    name: 'Contracts',
    route: '/contracts',
    persona: 'datamanager',
    path: () => '/contracts',
    ready: (p) => p.locator('tr[data-contract-id]').first(),
  },
  {
    name: 'Call Lists',
    route: '/call-list',
    persona: 'agent',
    path: () => '/call-list',
    ready: (p) => p.locator('tr[data-member-id]').first(),
  },
  {
    name: 'Filtered Members',
    route: '/call-list/filters',
    persona: 'calllistmanager',
    path: () => '/call-list/filters',
    ready: (p) => p.getByText('Global filters apply to all campaigns', { exact: false }),
  },
  {
    name: 'Campaigns',
    route: '/campaigns',
    persona: 'calllistmanager',
    path: () => '/campaigns',
    ready: (p) => p.getByText('No campaign chosen'),
  },
  {
    name: 'Campaign 123',
    route: '/campaigns/:id',
    persona: 'calllistmanager',
    path: () => '/campaigns/123',
    ready: (p) => p.getByRole('heading', { name: 'Campaigns', level: 1 }),
  },
  { name: 'Users', route: '/admin/users', persona: 'superadmin', path: () => '/admin/users' },
  {
    name: 'Data Mgmt',
    route: '/admin/data-mgmt',
    persona: 'datamanager',
    path: () => '/admin/data-mgmt?flow=eligibility-changes',
    ready: (p) => p.getByRole('button', { name: 'Validate File' }),
  },
  {
    name: 'Data Mgmt new members',
    persona: 'datamanager',
    path: () => '/admin/data-mgmt?flow=new-members',
    ready: (p) => p.getByRole('button', { name: 'Add Cohort' }),
  },
  {
    name: 'Developers',
    route: '/admin/developers',
    persona: 'superadmin',
    path: () => '/admin/developers',
    ready: (p) => p.locator('.graphiql-query-editor .view-lines'),
  },
  {
    name: 'Graph Reference',
    route: '/graph-reference',
    persona: 'staff',
    path: () => '/graph-reference',
    ready: (p) => p.getByRole('table', { name: 'Query fields' }),
  },
  { name: 'Load Test', route: '/admin/load-test', persona: 'superadmin', path: () => '/admin/load-test' },
  {
    name: 'Audit Trail',
    route: '/admin/audit',
    persona: 'superadmin',
    path: () => '/admin/audit',
    ready: (p) => p.locator('tbody tr').first(),
  },
  {
    name: 'Medical Records',
    route: '/med-records',
    persona: 'medrecords',
    path: () => '/med-records',
    ready: (p) => p.getByRole('table', { name: 'Medical record requests' }).locator('tbody tr').first(),
  },
];

/** Routes with no page of their own to check: the sign-in callback only passes through. */
export const NOT_PAGES = new Set(['/auth/callback']);
