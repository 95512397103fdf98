// @vitest-environment jsdom
/**
 * The Deattribution Dashboard against real Apollo Client requests answered by msw: the default
 * and remembered tab, the tab counts, Bulk Approve Terms' live count, and a decision moving the
 * row from one cached tab list to another without another EligibilityChanges request.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@luminate/schema/approvals';
import { NO_TERMS_TO_APPROVE } from '@luminate/schema/rules';
import { DeattributionDashboard } from '../../web/src/features/deattribution/deattribution-dashboard.tsx';
import { toaster } from '../../web/src/shared/lib/toasts.ts';
import { installDomShims } from './support/dom-shims.ts';
import { mockGatewayApi } from './support/mock-api.ts';
import { renderSignedInPage } from './support/signed-in-page.tsx';
import { userChoiceKey } from '../../web/src/shared/lib/stored-choice.ts';
import { change, serveDeattribution, viewer } from './deattribution-fixtures.ts';

/** The tab the test user chose last time in this browser. */
const rememberTab = (tab: string) => window.localStorage.setItem(userChoiceKey(STORAGE_KEYS.deattributionTab, 'tester')!, tab);

installDomShims();

const server = mockGatewayApi(() => toaster.remove());

beforeEach(() => window.localStorage.clear());

const renderDashboard = () => renderSignedInPage(<DeattributionDashboard getAccessToken={() => Promise.resolve('token')} />, 'tester');

const selectedTab = async () => (await screen.findAllByRole('tab')).find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;

const APP_ROW = change({ id: '11', name: 'Ada Lovelace', status: 'PENDING_APP_CD_REVIEW' });
const OM_ROW = change({
  id: '12',
  name: 'Grace Hopper',
  status: 'PENDING_OPS_MANAGER_REVIEW',
  can: { approve: true, reject: true, confirmAbnormalDate: true },
});
const MAIL_ROW = change({ id: '13', name: 'Alan Turing', status: 'LETTER_PRINTED' });

describe('deattribution tabs', () => {
  it("opens the tab of the viewer's assignment type, with counts, and remembers a chosen tab", async () => {
    const gateway = serveDeattribution(server, { viewer: viewer([13]), changes: [APP_ROW, OM_ROW, MAIL_ROW] });
    await renderDashboard();
    await waitFor(async () => expect(await selectedTab()).toBe('OM Approval (1)'));
    expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual([
      'APP / CD Approval (1)',
      'CMD Approval (0)',
      'OM Approval (1)',
      'Mailing List (1)',
      'Pending Termination (0)',
    ]);
    const table = await screen.findByRole('table', { name: 'OM Approval' });
    const row = (await within(table).findByText('Grace Hopper')).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(1, 9),
    ).toEqual([
      'A000012',
      'Grace Hopper',
      'Moved out of area',
      '01/10/2026',
      expect.stringMatching(/^0[12]\/0[12]\/2026$/),
      '1.001',
      // Engaged reads True or False on this dashboard.
      'False',
      'Olivia Ops',
    ]);
    expect(gateway.listed).toEqual([{ tab: 'OM', mine: false, skip: 0, take: 20 }]);

    // The change log opens under the row.
    await userEvent.click(within(row).getByRole('button', { name: 'Show change log for Grace Hopper' }));
    const log = await screen.findByRole('table', { name: 'Change log of Grace Hopper' });
    expect(
      within(log)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Changed By', 'Date', 'Status', 'Note']);
    expect(within(log).getByText('Avery Provider')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Mailing List (1)' }));
    const mailing = await screen.findByRole('table', { name: 'Mailing List' });
    expect(within(mailing).getByText('Printing')).toBeTruthy();
    // Nothing this viewer may cancel: no selection column, no Cancel Selected.
    expect(within(mailing).queryByRole('columnheader', { name: 'Select' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Selected' })).toBeNull();
    expect(window.localStorage.getItem(userChoiceKey(STORAGE_KEYS.deattributionTab, 'tester')!)).toBe('MAILING_LIST');
  });

  it('starts on the remembered tab whatever the assignment type', async () => {
    rememberTab('MAILING_LIST');
    serveDeattribution(server, { viewer: viewer([1]), changes: [MAIL_ROW] });
    await renderDashboard();
    await waitFor(async () => expect(await selectedTab()).toBe('Mailing List (1)'));
  });

  it.each([
    [[1], 'APP / CD Approval'],
    [[10, 13], 'APP / CD Approval'],
    [[2], 'CMD Approval'],
    [[2, 13], 'OM Approval'],
    [[9], 'Pending Termination'],
  ])('defaults types %j to %s', async (types, label) => {
    serveDeattribution(server, { viewer: viewer(types), changes: [] });
    await renderDashboard();
    await waitFor(async () => expect(await selectedTab()).toBe(`${label} (0)`));
    expect(await screen.findByText('No data found.')).toBeTruthy();
  });
});

describe('table state', () => {
  it("keeps each tab's page size when the user switches tabs and back, answered from the cache", async () => {
    const gateway = serveDeattribution(server, { viewer: viewer([13]), changes: [APP_ROW, OM_ROW, MAIL_ROW] });
    await renderDashboard();
    await screen.findByRole('table', { name: 'OM Approval' });
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '40');
    await waitFor(() => expect(gateway.listed.at(-1)).toEqual({ tab: 'OM', mine: false, skip: 0, take: 40 }));

    // Another tab has its own state.
    await userEvent.click(screen.getByRole('tab', { name: 'Mailing List (1)' }));
    await screen.findByRole('table', { name: 'Mailing List' });
    expect(screen.getByLabelText<HTMLSelectElement>('Rows per page').value).toBe('20');

    const listed = gateway.listed.length;
    await userEvent.click(screen.getByRole('tab', { name: 'OM Approval (1)' }));
    await screen.findByRole('table', { name: 'OM Approval' });
    expect(screen.getByLabelText<HTMLSelectElement>('Rows per page').value).toBe('40');
    expect(gateway.listed).toHaveLength(listed);
  });
});

describe('bulk approve terms', () => {
  it('is offered to those the gateway lets bulk approve and shows the live count', async () => {
    serveDeattribution(server, {
      viewer: viewer([], ['DEATTRIBUTION_MGMT'], { bulkApproveTerms: true }),
      changes: [OM_ROW],
      omTerms: { '984000014': 6, '984000018': 0 },
    });
    rememberTab('OM');
    await renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Bulk Approve Terms' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('On submission, 0 terms will be approved.')).toBeTruthy();
    const submit = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Approve Terms' });
    expect(submit.disabled).toBe(true);

    await userEvent.selectOptions(within(dialog).getByLabelText(/Term Reason/), '984000014');
    expect(await within(dialog).findByText('On submission, 6 terms will be approved.')).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByLabelText('Payer'), '3');
    expect(await within(dialog).findByText('On submission, 3 terms will be approved.')).toBeTruthy();
    await waitFor(() => expect(submit.disabled).toBe(false));

    // The note is required by the shared rule.
    await userEvent.click(submit);
    expect(await within(dialog).findByText('A note is required')).toBeTruthy();

    await userEvent.selectOptions(within(dialog).getByLabelText(/Term Reason/), '984000018');
    expect(await within(dialog).findByText(NO_TERMS_TO_APPROVE)).toBeTruthy();
    expect(within(dialog).getByText('On submission, 0 terms will be approved.')).toBeTruthy();
    expect(submit.disabled).toBe(true);
  });

  it('is not offered without deattribution-mgmt', async () => {
    rememberTab('OM');
    serveDeattribution(server, { viewer: viewer([13]), changes: [OM_ROW] });
    await renderDashboard();
    await screen.findByText('Grace Hopper');
    expect(screen.queryByRole('button', { name: 'Bulk Approve Terms' })).toBeNull();
  });
});

describe('a decision', () => {
  it('moves the row between cached tab lists and updates the counts without another list request', async () => {
    rememberTab('MAILING_LIST');
    const gateway = serveDeattribution(server, { viewer: viewer([13]), changes: [OM_ROW, MAIL_ROW] });
    await renderDashboard();
    await screen.findByText('Alan Turing');
    await userEvent.click(screen.getByRole('tab', { name: 'OM Approval (1)' }));
    const omTable = await screen.findByRole('table', { name: 'OM Approval' });
    await userEvent.click(await within(omTable).findByRole('button', { name: 'View Grace Hopper' }));
    const dialog = await screen.findByRole('dialog');
    // The member by name and AaneelId, never the internal record id.
    expect(within(dialog).getByRole('heading', { name: 'Grace Hopper (A000012)' })).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/^Notes/), 'Family informed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Eligibility change for G. Hopper (A000012) approved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(omTable).findByText('No data found.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'OM Approval (0)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Mailing List (2)' })).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Mailing List (2)' }));
    const mailing = await screen.findByRole('table', { name: 'Mailing List' });
    const moved = (await within(mailing).findByText('Grace Hopper')).closest('tr')!;
    expect(within(moved).getByText('Ready')).toBeTruthy();
    expect(within(mailing).getByText('Alan Turing')).toBeTruthy();

    expect(gateway.decisions).toEqual([
      {
        operation: 'ApproveEligibilityChange',
        input: {
          id: '12',
          termReasonId: '984000014',
          diagnosisDate: '2026-01-10',
          abnormalDateConfirmed: false,
          transitionPlan: null,
          note: 'Family informed',
        },
      },
    ]);
    expect(gateway.listed.map((l) => l.tab)).toEqual(['MAILING_LIST', 'OM']);
    expect(gateway.count('DeattributionTabCounts')).toBe(1);
  });
});

describe('Mine and All', () => {
  const decidable = change({ id: '41', name: 'Jane Walsh', status: 'PENDING_APP_CD_REVIEW', can: { approve: true, reject: true } });
  const waiting = change({ id: '42', name: 'John Doe', status: 'PENDING_APP_CD_REVIEW' });

  it('opens a CD on Mine: only the changes they may decide, the Mine count in the tab label, All for the rest', async () => {
    const gateway = serveDeattribution(server, { viewer: viewer([10]), changes: [decidable, waiting], mineTabs: ['APP_CD'] });
    await renderDashboard();
    const table = await screen.findByRole('table', { name: 'APP / CD Approval' });
    await within(table).findByText('Jane Walsh');
    expect(within(table).queryByText('John Doe')).toBeNull();
    expect(await selectedTab()).toBe('APP / CD Approval (1 of 2)');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Mine (1)' }).checked).toBe(true);
    expect(gateway.listed.map((l) => [l.tab, l.mine])).toEqual([['APP_CD', true]]);

    await userEvent.click(screen.getByRole('radio', { name: 'All (2)' }));
    await within(await screen.findByRole('table', { name: 'APP / CD Approval' })).findByText('John Doe');
    expect(await selectedTab()).toBe('APP / CD Approval (2)');
    expect(gateway.listed.at(-1)).toMatchObject({ tab: 'APP_CD', mine: false });

    // A tab where the viewer decides nothing has no switch.
    await userEvent.click(screen.getByRole('tab', { name: /^CMD Approval/ }));
    await screen.findByRole('table', { name: 'CMD Approval' });
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('says so when nothing waits for the viewer, and shows All on request', async () => {
    serveDeattribution(server, { viewer: viewer([10]), changes: [waiting], mineTabs: ['APP_CD'] });
    await renderDashboard();
    expect(await screen.findByText('Nothing is waiting for you in APP / CD Approval.')).toBeTruthy();
    // Nothing of the viewer's, one of others': never a bare '(0)'.
    expect(await selectedTab()).toBe('APP / CD Approval (0 of 1)');
    await userEvent.click(screen.getByRole('button', { name: 'Show all rows' }));
    await within(await screen.findByRole('table', { name: 'APP / CD Approval' })).findByText('John Doe');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'All (1)' }).checked).toBe(true);
  });
});
