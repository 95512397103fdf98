// @vitest-environment jsdom
/**
 * The One List page against real Apollo Client requests answered by msw: the table's columns come
 * from the gateway (AANEEL id, member, office first), its formats (Unavailable IV date, PMPM in
 * dollars, Termed), paging and sorting on the gateway, a search sent as the search argument, and the CSV
 * export asking for the same offices, search and order.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import OneListPage from '../../web/src/features/metrics/one-list-page.tsx';
import { installDomShims } from './support/dom-shims.ts';
import { api, mockGatewayApi, viewerHandlers } from './support/mock-api.ts';
import { renderSignedInPage } from './support/signed-in-page.tsx';

// The embedded workbook has its own tests; here it only has to be asked for.
vi.mock('../../web/src/shared/embed/index.ts', () => ({
  EmbeddedWorkbook: ({ workbook, title }: { workbook: string; title: string }) => (
    <div data-testid="workbook" data-workbook={workbook} aria-label={title} />
  ),
}));

installDomShims();

const server = mockGatewayApi();

const column = (key: string, field: string, label: string, type = 'TEXT') => ({ __typename: 'MetricColumn', key, field, label, type });
const COLUMNS = [
  column('aaneelId', 'AANEEL_ID', 'AANEEL ID'),
  column('memberFullName', 'MEMBER_FULL_NAME', 'Member'),
  column('office', 'OFFICE', 'Office'),
  column('isEngaged', 'IS_ENGAGED', 'Engaged', 'BOOLEAN'),
  column('lastIvVisitDate', 'LAST_IV_VISIT_DATE', 'Last IV Visit', 'DATE'),
  column('lastQuarterPaidPmpm', 'LAST_QUARTER_PAID_PMPM', 'Last Quarter Paid PMPM', 'CURRENCY'),
  column('highNeedCriteria', 'HIGH_NEED_CRITERIA', 'High Need Criteria', 'TEXT_LIST'),
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
    label: 'Houston',
    officeId: null,
    children: [
      {
        __typename: 'OfficeTreeNode',
        key: 'community:1.001',
        kind: 'COMMUNITY',
        label: 'Community 1.001',
        officeId: null,
        children: [office('2002', '1.001.001'), office('2003', '1.001.002')],
      },
    ],
  },
];

const NULLS = Object.fromEntries(
  [
    'stratification',
    'engagedDate',
    'lastCompletedVisitDate',
    'nextAppointmentDate',
    'lastSocialWorkVisitDate',
    'socialWorkVisitsSixMonths',
    'currentNumberOfMedications',
    'lastPhqScore',
    'acuteEventsSixMonths',
    'lastAdmitDate',
    'annualCost',
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
    'lastOutcome',
    'description',
  ].map((k) => [k, null]),
);

function row(n: number) {
  return {
    __typename: 'MetricRow',
    ...NULLS,
    rowId: String(n),
    memberId: String(n),
    aaneelId: `A${1000 + n}`,
    memberFullName: `Member ${n}`,
    office: '1.001.001',
    isEngaged: n % 2 === 0,
    termDate: n === 3 ? '2026-01-31' : null,
    lastIvVisitDate: n === 1 ? null : '2025-06-01',
    lastQuarterPaidPmpm: n * 100.5,
    highNeedCriteria: n === 2 ? ['Cost', 'Utilization'] : [],
  };
}

function serve() {
  const asked: Record<string, unknown>[] = [];
  server.use(
    ...viewerHandlers({ uid: 'cd', name: 'Casey Director', employeeId: '5' }),
    api.query('MetricsOfficeTree', () => HttpResponse.json({ data: { metricsOfficeTree: TREE } })),
    api.query('OneList', ({ variables }) => {
      asked.push(variables);
      const search = variables.search as string | null;
      const all = search ? [row(2)] : Array.from({ length: 10 }, (_, i) => row(i + 1));
      return HttpResponse.json({
        data: { oneList: { __typename: 'OneListPage', totalCount: search ? 1 : 37, nodes: all, columns: COLUMNS } },
      });
    }),
  );
  return asked;
}

beforeEach(() => window.localStorage.clear());

describe('One List page', () => {
  it('embeds the One List workbook and lists the members of every office, formatted', async () => {
    const asked = serve();
    await renderSignedInPage(<OneListPage pageName="One List Table" />, 'cd');
    const table = await screen.findByRole('table', { name: 'One List' });
    expect(screen.getByTestId('workbook').getAttribute('data-workbook')).toBe('ONE_LIST');
    expect(asked[0]).toEqual({ officeIds: ['2002', '2003'], employeeId: null, search: null, sort: null, skip: 0, take: 10 });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers).toEqual(['AANEEL ID', 'Member', 'Office', 'Engaged', 'Last IV Visit', 'Last Quarter Paid PMPM', 'High Need Criteria']);
    const cells = (n: number) =>
      within(within(table).getAllByRole('row')[n])
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(1)).toEqual(['A1001', 'Member 1', '1.001.001', 'Unengaged', 'Unavailable', '$100.50', '—']);
    expect(cells(2)).toEqual(['A1002', 'Member 2', '1.001.001', 'Engaged', '06/01/2025', '$201.00', 'Cost, Utilization']);
    expect(cells(3)[3]).toBe('Termed');
    expect(screen.getByText('Showing 1–10 of 37')).toBeTruthy();
    // The criteria list has no order to sort by.
    expect(within(table).queryByRole('button', { name: 'Sort by High Need Criteria' })).toBeNull();
  });

  it('pages, sorts and searches on the gateway', async () => {
    const asked = serve();
    const user = userEvent.setup();
    await renderSignedInPage(<OneListPage pageName="One List Table" />, 'cd');
    const table = await screen.findByRole('table', { name: 'One List' });
    await user.click(within(table).getByRole('button', { name: 'Sort by Last Quarter Paid PMPM' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ sort: [{ field: 'LAST_QUARTER_PAID_PMPM', direction: 'ASC' }], skip: 0 }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ skip: 10, take: 10 }));

    await user.type(screen.getByRole('textbox', { name: 'Search members' }), 'A1002');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ search: 'A1002', skip: 0 }));
    expect(await screen.findByText('Showing 1–1 of 1')).toBeTruthy();
  });

  it('narrows the list with the office tree', async () => {
    const asked = serve();
    const user = userEvent.setup();
    await renderSignedInPage(<OneListPage pageName="One List Table" />, 'cd');
    await screen.findByRole('table', { name: 'One List' });
    await user.click(screen.getByRole('button', { name: 'Expand Community 1.001' }));
    await user.click(screen.getByRole('checkbox', { name: '1.001.002' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ officeIds: ['2002'] }));
  });
});
