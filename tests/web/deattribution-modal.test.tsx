// @vitest-environment jsdom
/**
 * The eligibility change modal and the mailing-list cancel modal:
 * which buttons show for the change's viewerCan, the abnormal-date confirmation for confirmers,
 * the hand-off plan rule and placeholders, the shared rule's messages, and what is sent.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ABNORMAL_DATE_LABEL,
  CANCEL_NOTES_PLACEHOLDER,
  HAND_OFF_PLAN_PLACEHOLDERS,
  NOTES_PLACEHOLDER,
  OTHER_TERM_REASON_ID,
  STORAGE_KEYS,
} from '@luminate/schema/approvals';
import { isoToday, yearsBefore } from '@luminate/schema/rules';
import { DeattributionDashboard } from '../../web/src/features/deattribution/deattribution-dashboard.tsx';
import { toaster } from '../../web/src/shared/lib/toasts.ts';
import { installDomShims } from './support/dom-shims.ts';
import { mockGatewayApi } from './support/mock-api.ts';
import { renderSignedInPage } from './support/signed-in-page.tsx';
import { userChoiceKey } from '../../web/src/shared/lib/stored-choice.ts';
import { change, REFUSED, serveDeattribution, viewer, type Change } from './deattribution-fixtures.ts';

/** The tab the test user chose last time in this browser. */
const rememberTab = (tab: string) => window.localStorage.setItem(userChoiceKey(STORAGE_KEYS.deattributionTab, 'tester')!, tab);

installDomShims();

const server = mockGatewayApi(() => toaster.remove());

beforeEach(() => window.localStorage.clear());

const OTHER = String(OTHER_TERM_REASON_ID);

async function openModal(tab: string, row: Change, claims: string[] = []) {
  rememberTab(tab);
  const gateway = serveDeattribution(server, { viewer: viewer([2], claims), changes: [row] });
  await renderSignedInPage(<DeattributionDashboard getAccessToken={() => Promise.resolve('token')} />, 'tester');
  await userEvent.click(await screen.findByRole('button', { name: `View ${row.member.fullName}` }));
  const dialog = await screen.findByRole('dialog');
  return { gateway, dialog };
}

const buttonNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((b) => b.textContent)
    .filter((n) => ['Approve', 'Reject', 'Update', 'Cancel', 'Close'].includes(n ?? ''));

describe('eligibility change modal', () => {
  it('shows Update only when the reason differs, and the confirmation for confirmers with an old date', async () => {
    const old = yearsBefore(isoToday(), 4);
    const row = change({
      id: '21',
      name: 'Edsger Dijkstra',
      status: 'PENDING_CMD_REVIEW',
      diagnosisDate: old,
      can: { approve: true, reject: true, update: true, confirmAbnormalDate: true },
    });
    const { gateway, dialog } = await openModal('CMD', row);
    expect(within(dialog).getByRole('heading', { name: 'Edsger Dijkstra (A000021)' })).toBeTruthy();
    expect(buttonNames(dialog)).toEqual(['Approve', 'Reject', 'Close']);

    const reason = within(dialog).getByLabelText<HTMLSelectElement>(/Term Reason/);
    expect(reason.disabled).toBe(false);
    expect([...reason.options].map((o) => o.value)).toEqual(['984000014', OTHER]);
    const date = within(dialog).getByLabelText<HTMLInputElement>(/Date of Deattribution Diagnosis/);
    expect(date.max).toBe(isoToday());
    expect(within(dialog).getByText(ABNORMAL_DATE_LABEL)).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>(/^Notes/).placeholder).toBe(NOTES_PLACEHOLDER);
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Prior Note').value).toBe('Requested for change 21\n\nEntered');

    // Approving needs notes and, for an old date, the confirmation tick.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Notes are required')).toBeTruthy();
    expect(within(dialog).getAllByText(ABNORMAL_DATE_LABEL)).toHaveLength(2);
    expect(gateway.decisions).toHaveLength(0);

    await userEvent.selectOptions(reason, OTHER);
    expect(buttonNames(dialog)).toEqual(['Approve', 'Reject', 'Update', 'Close']);
    await userEvent.selectOptions(reason, '984000014');
    expect(buttonNames(dialog)).toEqual(['Approve', 'Reject', 'Close']);
  });

  it('updates the reason of a change that stays in its tab, straight from the cache', async () => {
    const row = change({
      id: '21',
      name: 'Edsger Dijkstra',
      status: 'PENDING_CMD_REVIEW',
      diagnosisDate: yearsBefore(isoToday(), 4),
      can: { approve: true, reject: true, update: true, confirmAbnormalDate: true },
    });
    const { gateway, dialog } = await openModal('CMD', row);
    expect(within(dialog).getByText(ABNORMAL_DATE_LABEL)).toBeTruthy();
    const reason = within(dialog).getByLabelText<HTMLSelectElement>(/Term Reason/);
    const date = within(dialog).getByLabelText<HTMLInputElement>(/Date of Deattribution Diagnosis/);
    // A recent date needs no confirmation.
    await userEvent.clear(date);
    await userEvent.type(date, '2026-01-05');
    await waitFor(() => expect(within(dialog).queryByText(ABNORMAL_DATE_LABEL)).toBeNull());

    await userEvent.selectOptions(reason, OTHER);
    await userEvent.type(within(dialog).getByLabelText(/^Notes/), 'Reason is other');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Eligibility change for E. Dijkstra (A000021) updated')).toBeTruthy();
    expect(gateway.decisions).toEqual([
      {
        operation: 'UpdateEligibilityChange',
        input: {
          id: '21',
          termReasonId: OTHER,
          diagnosisDate: '2026-01-05',
          abnormalDateConfirmed: false,
          transitionPlan: null,
          note: 'Reason is other',
        },
      },
    ]);
    const table = screen.getByRole('table', { name: 'CMD Approval' });
    expect(await within(table).findByText('Other')).toBeTruthy();
    expect(gateway.count('EligibilityChanges')).toBe(1);
  });

  it('ticks the confirmation to approve an old date', async () => {
    const row = change({
      id: '22',
      name: 'Barbara Liskov',
      status: 'PENDING_CMD_REVIEW',
      diagnosisDate: yearsBefore(isoToday(), 5),
      can: { approve: true, confirmAbnormalDate: true },
    });
    const { gateway, dialog } = await openModal('CMD', row);
    await userEvent.type(within(dialog).getByLabelText(/^Notes/), 'Verified with chart');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: ABNORMAL_DATE_LABEL }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Eligibility change for B. Liskov (A000022) approved')).toBeTruthy();
    expect(gateway.decisions[0]?.input).toMatchObject({ id: '22', abnormalDateConfirmed: true });
  });

  it("requires the hand-off plan of engaged members from assigned viewers, with the reason's placeholder", async () => {
    const row = change({
      id: '23',
      name: 'Katherine Johnson',
      status: 'PENDING_APP_CD_REVIEW',
      termReasonId: '984000018',
      engaged: true,
      viewerIsAssigned: true,
      can: { approve: true, reject: true, update: true },
    });
    const { gateway, dialog } = await openModal('APP_CD', row);
    const plan = within(dialog).getByLabelText<HTMLTextAreaElement>('External Patient Care Hand Off Plan');
    expect(plan.rows).toBe(6);
    expect(plan.placeholder).toBe(HAND_OFF_PLAN_PLACEHOLDERS[984000018]);
    await userEvent.type(within(dialog).getByLabelText(/^Notes/), 'Moving to hospice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('External Patient Care Hand Off Plan is required for this term reason')).toBeTruthy();
    expect(gateway.decisions).toHaveLength(0);

    // Reject needs no plan.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Eligibility change for K. Johnson (A000023) rejected')).toBeTruthy();
    expect(gateway.decisions.map((d) => d.operation)).toEqual(['RejectEligibilityChange']);
    // The rejected change left every tab.
    expect(await within(screen.getByRole('table', { name: 'APP / CD Approval' })).findByText('No data found.')).toBeTruthy();
  });

  it('uses the generic plan guidance for other reasons and locks the selector on Other', async () => {
    const row = change({
      id: '24',
      name: 'Frances Allen',
      status: 'PENDING_APP_CD_REVIEW',
      termReasonId: OTHER,
      can: { approve: true, update: true },
    });
    const { gateway, dialog } = await openModal('APP_CD', row);
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('External Patient Care Hand Off Plan').placeholder).toBe(
      HAND_OFF_PLAN_PLACEHOLDERS.GENERIC,
    );
    expect(within(dialog).getByLabelText<HTMLSelectElement>(/Term Reason/).disabled).toBe(true);
    // The locked reason is still sent with the decision.
    await userEvent.type(within(dialog).getByLabelText(/^Notes/), 'Agreed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Eligibility change for F. Allen (A000024) approved')).toBeTruthy();
    expect(gateway.decisions[0]?.input).toMatchObject({ id: '24', termReasonId: OTHER, note: 'Agreed' });
  });

  it('offers Cancel with the cancellation placeholder to viewers who may cancel, and nothing else to viewers without rights', async () => {
    const row = change({ id: '25', name: 'John Backus', status: 'PENDING_TERMINATION', can: { cancel: true } });
    const { gateway, dialog } = await openModal('PENDING_TERMINATION', row, ['EUS', 'DATA_MGMT']);
    expect(buttonNames(dialog)).toEqual(['Cancel', 'Close']);
    expect(within(dialog).getByLabelText<HTMLSelectElement>(/Term Reason/).disabled).toBe(true);
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>(/^Notes/).placeholder).toBe(CANCEL_NOTES_PLACEHOLDER);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await within(dialog).findByText('Notes are required')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/^Notes/), 'Ticket 123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Eligibility change for J. Backus (A000025) cancelled')).toBeTruthy();
    expect(gateway.decisions).toEqual([{ operation: 'CancelEligibilityChange', input: { id: '25', note: 'Ticket 123' } }]);
  });

  it('opens read-only, with the reason and no field to edit, when the viewer may do nothing', async () => {
    const row = change({ id: '26', name: 'Ken Thompson', status: 'PENDING_OPS_MANAGER_REVIEW', transitionPlan: 'Hospice team takes over' });
    const { dialog } = await openModal('OM', row);
    expect(within(dialog).getByRole('heading', { name: 'Ken Thompson (A000026)' })).toBeTruthy();
    expect(within(dialog).getByText(REFUSED)).toBeTruthy();
    expect(within(dialog).getByText('Moved out of area')).toBeTruthy();
    expect(within(dialog).getByText('Hospice team takes over')).toBeTruthy();
    expect(within(dialog).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(dialog).queryAllByRole('combobox')).toHaveLength(0);
    expect(within(dialog).queryByLabelText(/Date of Deattribution Diagnosis/)).toBeNull();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Close']);
  });
});

describe('mailing-list cancel modal', () => {
  it('confirms the member, shows the plan and prior note, and needs a note', async () => {
    const row = change({
      id: '31',
      name: 'Radia Perlman',
      status: 'PENDING_MEMBER_INFORMED',
      transitionPlan: 'Hospice team takes over',
      can: { cancel: true },
    });
    rememberTab('MAILING_LIST');
    const gateway = serveDeattribution(server, { viewer: viewer([], ['EUS', 'DATA_MGMT'], { downloadMailingList: true }), changes: [row] });
    await renderSignedInPage(<DeattributionDashboard getAccessToken={() => Promise.resolve('token')} />, 'tester');
    const table = await screen.findByRole('table', { name: 'Mailing List' });
    expect(await within(table).findByText('Ready')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Mailing List' })).toBeTruthy();
    const cancelSelected = screen.getByRole<HTMLButtonElement>('button', { name: 'Cancel Selected' });
    expect(cancelSelected.disabled).toBe(true);
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select Radia Perlman' }));
    await waitFor(() => expect(cancelSelected.disabled).toBe(false));
    await userEvent.click(cancelSelected);

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirm the cancelling of Radia Perlman (A000031) Deattribution')).toBeTruthy();
    expect(within(dialog).getByText('Hospice team takes over')).toBeTruthy();
    expect(within(dialog).getByText(/Requested for change 31/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await within(dialog).findByText('A note is required')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/Notes/), 'Ticket 77');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Eligibility change for R. Perlman (A000031) cancelled')).toBeTruthy();
    expect(gateway.decisions).toEqual([{ operation: 'CancelEligibilityChange', input: { id: '31', note: 'Ticket 77' } }]);
    expect(await within(table).findByText('No data found.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Mailing List (0)' })).toBeTruthy();
  });
});
