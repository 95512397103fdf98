// @vitest-environment jsdom
/**
 * The Metrics Homepage against real Apollo Client requests answered by msw: the office tree with
 * Select All / Clear (two roots) driving the cards' query, the empty texts, Action Needed and
 * Population Health heading the two columns, the role toggle sending the role and remembering it
 * for the user, the acuity legend (shown before the pie's charting code has loaded), and a card's drill-down (title, pager total, sortable on the
 * gateway, view link to the member page at #census in a new tab, row expansion).
 */
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import PanelManagementPage, {
  METRICS_ROLE_KEY,
  NO_ELIGIBLE_TEXT,
  NO_METRICS_TEXT,
} from '../../web/src/features/metrics/panel-management-page.tsx';
import { installDomShims } from './support/dom-shims.ts';
import { api, mockGatewayApi, viewerHandlers } from './support/mock-api.ts';
import { renderSignedInPage } from './support/signed-in-page.tsx';

installDomShims();

/**
 * The acuity pie's chunk (the charting library) never answers while the tests run: the page must
 * show its cards, counts and legend without it (a page importing the chart eagerly shows nothing).
 */
const pie = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => (release = resolve));
  return { loaded, release: () => release() };
});
vi.mock('../../web/src/features/metrics/acuity-pie.tsx', async () => {
  await pie.loaded;
  return { default: () => <svg data-testid="acuity-pie" /> };
});
afterAll(() => pie.release());

const server = mockGatewayApi();

const column = (key: string, field: string, label: string, type = 'TEXT') => ({ __typename: 'MetricColumn', key, field, label, type });
const BASE_COLUMNS = [
  column('aaneelId', 'AANEEL_ID', 'AANEEL Id'),
  column('memberFullName', 'MEMBER_FULL_NAME', 'Member'),
  column('office', 'OFFICE', 'Office'),
];

function metric(id: string, label: string, group: string, value: number, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'MetricCard',
    // The page reads the id under the alias metricId (see metrics.graphql).
    metricId: id,
    label,
    group,
    value,
    denominator: null,
    hoverText: `${label} explained`,
    table: 'MEMBERS',
    viewTarget: 'PLAIN',
    expansion: 'NOT_AVAILABLE',
    columns: BASE_COLUMNS,
    ...extra,
  };
}

const METRICS = [
  metric('recentAcuteUtilization', 'Recent Acute Utilization', 'ACTION_NEEDED', 23, {
    viewTarget: 'CENSUS',
    expansion: 'LAST_OUTCOME',
    columns: [...BASE_COLUMNS, column('lastIvVisitDate', 'LAST_IV_VISIT_DATE', 'Last IV Visit', 'DATE')],
  }),
  metric('polypharmacy', 'Polypharmacy', 'POPULATION_HEALTH', 7),
  metric('recentlyEngaged', 'Recently Engaged', 'ENGAGEMENT', 4),
];

const office = (id: string, label: string) => ({
  __typename: 'OfficeTreeNode',
  key: `office:${id}`,
  kind: 'OFFICE',
  label,
  officeId: id,
  children: [],
});
const TREE = [
  {
    __typename: 'OfficeTreeNode',
    key: 'market:1',
    kind: 'MARKET',
    label: 'Atlanta',
    officeId: null,
    children: [
      {
        __typename: 'OfficeTreeNode',
        key: 'community:10',
        kind: 'COMMUNITY',
        label: '1.001.000',
        officeId: null,
        children: [office('11', '1.001.001'), office('12', '1.001.002')],
      },
    ],
  },
  {
    __typename: 'OfficeTreeNode',
    key: 'market:2',
    kind: 'MARKET',
    label: 'Chicago',
    officeId: null,
    children: [
      {
        __typename: 'OfficeTreeNode',
        key: 'community:20',
        kind: 'COMMUNITY',
        label: '2.001.000',
        officeId: null,
        children: [office('21', '2.001.001')],
      },
    ],
  },
];

interface Asked {
  dashboards: Record<string, unknown>[];
  rows: Record<string, unknown>[];
  trees: Record<string, unknown>[];
}

interface ServeOptions {
  metricsFor?: (role: string) => unknown[];
  eligible?: number;
  header?: Partial<{ showRoleToggle: boolean; canPickTeamMember: boolean; defaultRole: string }>;
}

function serve(options: ServeOptions = {}): Asked {
  const asked: Asked = { dashboards: [], rows: [], trees: [] };
  server.use(
    ...viewerHandlers({ uid: 'cd', name: 'Casey Director', employeeId: '5' }),
    api.query('MetricsDashboardHeader', () =>
      HttpResponse.json({
        data: {
          metricsDashboardHeader: {
            __typename: 'MetricsDashboardHeader',
            employeeId: '5',
            showRoleToggle: true,
            defaultRole: 'CD',
            canPickTeamMember: true,
            ...options.header,
            teamMembers: [
              { __typename: 'DashboardTeamMember', employeeId: '5', fullName: 'Casey Director', defaultRole: 'CD' },
              { __typename: 'DashboardTeamMember', employeeId: '140', fullName: 'Sam Worker', defaultRole: 'SW' },
            ],
          },
        },
      }),
    ),
    api.query('MetricsOfficeTree', ({ variables }) => {
      asked.trees.push(variables);
      return HttpResponse.json({ data: { metricsOfficeTree: TREE } });
    }),
    api.query('MetricsDashboard', ({ variables }) => {
      asked.dashboards.push(variables);
      const role = variables.role as string;
      const metrics = options.metricsFor ? options.metricsFor(role) : METRICS;
      return HttpResponse.json({
        data: {
          metricsDashboard: {
            __typename: 'MetricsDashboard',
            role,
            metrics,
            actionablePanelSize: 200,
            acuity: [
              { __typename: 'AcuitySlice', level: 'High', count: 50, percent: 25, color: 'red' },
              { __typename: 'AcuitySlice', level: 'Low', count: 150, percent: 75, color: 'green' },
            ],
            hedisGapCount: 31,
            eligibleMembers: options.eligible ?? 240,
          },
        },
      });
    }),
    api.query('MetricRows', ({ variables }) => {
      asked.rows.push(variables);
      const skip = variables.skip as number;
      const count = skip === 20 ? 3 : 10;
      return HttpResponse.json({
        data: {
          metricRows: {
            __typename: 'MetricRowPage',
            totalCount: 23,
            nodes: Array.from({ length: count }, (_, i) => {
              const n = skip + i + 1;
              return {
                __typename: 'MetricRow',
                rowId: `m${n}`,
                memberId: String(1000 + n),
                aaneelId: `A${n}`,
                memberFullName: `Member ${n}`,
                office: '1.001.001',
                lastIvVisitDate: n === 1 ? '1899-01-01' : '2025-02-03',
                lastOutcome: n === 1 ? 'Left a voicemail' : null,
                ...Object.fromEntries(
                  [
                    'stratification',
                    'isEngaged',
                    'engagedDate',
                    'termDate',
                    'lastCompletedVisitDate',
                    'nextAppointmentDate',
                    'lastSocialWorkVisitDate',
                    'socialWorkVisitsSixMonths',
                    'currentNumberOfMedications',
                    'lastPhqScore',
                    'acuteEventsSixMonths',
                    'lastAdmitDate',
                    'lastQuarterPaidPmpm',
                    'annualCost',
                    'highNeedCriteria',
                    'totalQualityGaps',
                    'transferOffice',
                    'admissionDatetime',
                    'dischargeDatetime',
                    'expectedDischargeDate',
                    'servicePlace',
                    'visitDatetime',
                    'visitType',
                    'lastVisitStatus',
                    'memberCurrentApp',
                    'title',
                    'priority',
                    'dueDate',
                    'description',
                  ].map((k) => [k, null]),
                ),
              };
            }),
          },
        },
      });
    }),
  );
  return asked;
}

beforeEach(() => window.localStorage.clear());

const renderPage = () => renderSignedInPage(<PanelManagementPage pageName="Metrics Homepage" />, 'cd');

describe('Metrics Homepage', () => {
  it('shows the cards for every office at first, Action Needed heading the left column and Population Health the right', async () => {
    const asked = serve();
    await renderPage();
    await screen.findByRole('button', { name: /^Recent Acute Utilization\s*:\s*23$/ });
    expect(asked.dashboards.at(-1)).toEqual({ officeIds: ['11', '12', '21'], role: 'CD', employeeId: null });
    const left = document.querySelector('[data-metric-column="left"]') as HTMLElement;
    const right = document.querySelector('[data-metric-column="right"]') as HTMLElement;
    expect(
      within(left)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Action Needed', 'Engagement']);
    expect(
      within(right)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Population Health']);
    // The acuity legend is the chart's text alternative.
    const legend = screen.getByRole('list', { name: 'Acuity of 200 actionable members' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['High: 50 (25%)', 'Low: 150 (75%)']);
    expect(screen.getByTestId('hedis-gap-count').textContent).toBe('31');
    expect(screen.getByRole('link', { name: 'Open the Hedis Gaps dashboard' }).getAttribute('href')).toBe('/creatio-hedis-gaps');
  });

  it('shows the cards, counts and acuity legend while the pie chart is still loading', async () => {
    serve();
    await renderPage();
    await screen.findByRole('button', { name: /^Recent Acute Utilization\s*:\s*23$/ });
    expect(screen.getByRole('list', { name: 'Acuity of 200 actionable members' })).toBeTruthy();
    expect(screen.getByTestId('hedis-gap-count').textContent).toBe('31');
    // The pie's chunk has not answered: its box is there, empty.
    expect(screen.queryByTestId('acuity-pie')).toBeNull();
    expect(screen.getByTestId('acuity-card').querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('narrows the cards with the tree; Clear leaves no office and Select All brings them back', async () => {
    const asked = serve();
    const user = userEvent.setup();
    await renderPage();
    await screen.findByRole('button', { name: /^Recent Acute Utilization/ });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText(NO_ELIGIBLE_TEXT)).toBeTruthy();
    expect(screen.getByTestId('office-tree-count').textContent).toBe('0 of 3 offices selected');

    await user.click(screen.getByRole('button', { name: 'Expand Chicago' }));
    await user.click(screen.getByRole('checkbox', { name: 'Chicago' }));
    await screen.findByRole('button', { name: /^Recent Acute Utilization/ });
    expect(asked.dashboards.at(-1)).toMatchObject({ officeIds: ['21'] });

    await user.click(screen.getByRole('button', { name: 'Expand Atlanta' }));
    await user.click(screen.getByRole('button', { name: 'Expand 1.001.000' }));
    await user.click(screen.getByRole('checkbox', { name: '1.001.002' }));
    await waitFor(() => expect(asked.dashboards.at(-1)).toMatchObject({ officeIds: ['12', '21'] }));
    // One of Atlanta's two offices: its box is indeterminate.
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Atlanta' }).indeterminate).toBe(true);

    // Select All is the first query again: answered from the cache, with the same cards.
    await user.click(screen.getByRole('button', { name: 'Select All' }));
    expect(screen.getByTestId('office-tree-count').textContent).toBe('3 of 3 offices selected');
    expect(await screen.findByRole('button', { name: /^Recent Acute Utilization\s*:\s*23$/ })).toBeTruthy();
  });

  it('says when the offices have no eligible members, and when the role has no metrics', async () => {
    serve({ eligible: 0 });
    await renderPage();
    expect(await screen.findByText(NO_ELIGIBLE_TEXT)).toBeTruthy();
    server.resetHandlers();
    serve({ metricsFor: () => [] });
    await renderPage();
    expect(await screen.findByText(NO_METRICS_TEXT)).toBeTruthy();
  });

  it('sends the role chosen on the toggle and remembers it for this user', async () => {
    const asked = serve({ metricsFor: (role) => (role === 'SW' ? [metric('swVisits', 'More Than 10 SW Visits', 'PANEL', 2)] : METRICS) });
    const user = userEvent.setup();
    await renderPage();
    await screen.findByRole('button', { name: /^Recent Acute Utilization/ });
    await user.click(screen.getByRole('button', { name: 'SW' }));
    await screen.findByRole('button', { name: /^More Than 10 SW Visits\s*:\s*2$/ });
    expect(asked.dashboards.at(-1)).toMatchObject({ role: 'SW' });
    expect(screen.queryByRole('button', { name: /^Recent Acute Utilization/ })).toBeNull();
    expect(window.localStorage.getItem(`${METRICS_ROLE_KEY}.cd`)).toBe('SW');
  });

  it("opens a card's drill-down: its rows, the pager total equal to the card, sorting on the gateway and the member link", async () => {
    const asked = serve();
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: /^Recent Acute Utilization\s*:\s*23$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Recent Acute Utilization' });
    const table = await within(dialog).findByRole('table', { name: 'Recent Acute Utilization' });
    expect(within(dialog).getByText('Showing 1–10 of 23')).toBeTruthy();
    expect(asked.rows.at(-1)).toEqual({
      metricId: 'recentAcuteUtilization',
      officeIds: ['11', '12', '21'],
      role: 'CD',
      employeeId: null,
      skip: 0,
      take: 10,
      sort: null,
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers.slice(1, 4)).toEqual(['AANEEL Id', 'Member', 'Office']);
    const first = within(table).getAllByRole('row')[1];
    expect(within(first).getByText('Unavailable')).toBeTruthy();
    const link = within(first).getByRole('link', { name: /^View member A1/ });
    expect(link.getAttribute('href')).toBe('/member/1001#census');
    expect(link.getAttribute('target')).toBe('_blank');

    await user.click(within(first).getByRole('button', { name: 'Show details of A1' }));
    expect(within(dialog).getByTestId('row-expansion').textContent).toBe('Last outcome: Left a voicemail');

    await user.click(within(table).getByRole('button', { name: 'Sort by Office' }));
    await waitFor(() => expect(asked.rows.at(-1)).toMatchObject({ skip: 0, sort: [{ field: 'OFFICE', direction: 'ASC' }] }));
    await user.click(within(dialog).getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(within(dialog).getByText('Showing 21–23 of 23')).toBeTruthy());
  });

  it("opens a team member's dashboard with their offices and their role", async () => {
    const asked = serve();
    const user = userEvent.setup();
    await renderPage();
    await screen.findByRole('button', { name: /^Recent Acute Utilization/ });
    expect(asked.trees.at(-1)).toEqual({ employeeId: null });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team member' }), 'Sam Worker');
    await waitFor(() => expect(asked.dashboards.at(-1)).toEqual({ officeIds: ['11', '12', '21'], role: 'SW', employeeId: '140' }));
    expect(asked.trees.at(-1)).toEqual({ employeeId: '140' });
    expect(screen.getByRole('button', { name: 'SW', pressed: true })).toBeTruthy();
  });

  it('shows only the own name and no role toggle to those who may not switch, with their own role', async () => {
    const asked = serve({ header: { showRoleToggle: false, canPickTeamMember: false } });
    window.localStorage.setItem(`${METRICS_ROLE_KEY}.cd`, 'SW');
    await renderPage();
    await screen.findByRole('button', { name: /^Recent Acute Utilization/ });
    expect(screen.getByTestId('own-name').textContent).toBe('Casey Director');
    expect(screen.queryByRole('combobox', { name: 'Team member' })).toBeNull();
    expect(screen.queryByTestId('role-toggle')).toBeNull();
    // A role remembered from before does not apply where the toggle is not offered: the person's own role does.
    expect(asked.dashboards.map((d) => d.role)).toEqual(['CD']);
  });
});
