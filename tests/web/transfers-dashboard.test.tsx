// @vitest-environment jsdom
/**
 * The Patient Transfer Dashboard against real Apollo Client requests answered by msw: the drawer's
 * rules per action (approve needs the three reviews, a type and notes; reject needs a reason), its
 * CD/RVP tab with Acknowledge, a transfer the viewer may not act on (no Transfer button; the row
 * opens the drawer read-only with the reason), the Mine / All switch, the default tab by role, the
 * export modal's date rules, and an approval moving the row to the CD/RVP tab in the normalized
 * cache without another list request.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { END_BEFORE_START_MESSAGE, isoToday } from '@luminate/schema/rules';
import { STORAGE_KEYS, TRANSFER_MESSAGES } from '@luminate/schema/approvals';
import { userChoiceKey } from '../../web/src/shared/lib/stored-choice.ts';
import TransfersPage from '../../web/src/features/transfers/transfers-page.tsx';
import { toaster } from '../../web/src/shared/lib/toasts.ts';
import { installDomShims } from './support/dom-shims.ts';
import { api, mockGatewayApi, viewerHandlers } from './support/mock-api.ts';
import { renderSignedInPage } from './support/signed-in-page.tsx';

installDomShims();

const server = mockGatewayApi(() => toaster.remove());

type Tab = 'APP' | 'CD_RVP';
const STATUS_NUMBER = { PENDING_APP_REVIEW: 1, APP_APPROVED: 3, APP_REJECTED: 4, PROCESSED: 5, REJECTION_PROCESSED: 6 } as const;
type Status = keyof typeof STATUS_NUMBER;

const employee = (id: string, fullName: string) => ({ __typename: 'EmployeeRef', id, fullName });
const office = (id: string, name: string) => ({ __typename: 'OfficeRef', id, name });

function transfer(id: string, status: Status, can: { save?: boolean; acknowledge?: boolean } = {}) {
  const tab: Tab | null =
    status === 'PENDING_APP_REVIEW' ? 'APP' : status === 'PROCESSED' || status === 'REJECTION_PROCESSED' ? null : 'CD_RVP';
  const appCan = can.save ?? status === 'PENDING_APP_REVIEW';
  return {
    __typename: 'OfficeTransfer',
    id,
    memberId: `8${id}`,
    member: {
      __typename: 'ApprovalMember',
      id: `8${id}`,
      aaneelId: `A${id}`,
      fullName: `Member ${id}`,
      dateOfBirth: '1948-07-09',
      communityId: '1.001',
      marketId: '920001625',
      marketName: 'Houston',
    },
    toOffice: office('1.001.002', 'Second Ward'),
    fromOffice: office('1.001.001', 'First Ward'),
    note: `Request note ${id}`,
    requestedBy: employee('40', 'Riley Requester'),
    requestedAt: '2025-03-01T15:00:00.000Z',
    status,
    changeStatus: STATUS_NUMBER[status],
    transitionNotes: status === 'PENDING_APP_REVIEW' ? null : 'Reviewed',
    chartReview: status !== 'PENDING_APP_REVIEW',
    medReview: status !== 'PENDING_APP_REVIEW',
    acuityLevel: status !== 'PENDING_APP_REVIEW',
    transferType: status === 'PENDING_APP_REVIEW' ? null : 'PHONE_CALL_TO_PATIENT',
    tab,
    assignedEmployees: [employee('4', 'Avery Provider')],
    viewerCan: {
      __typename: 'OfficeTransferCapabilities',
      save: appCan,
      approve: appCan,
      reject: appCan,
      acknowledge: (can.acknowledge ?? true) && tab === 'CD_RVP',
      decide: decide(tab === 'APP' ? appCan : (can.acknowledge ?? true) && tab === 'CD_RVP'),
    },
  };
}

const REFUSED = 'Only the APP of office 1.001.001 may review this transfer';
const decide = (allowed: boolean) => ({ __typename: 'Capability', allowed, reason: allowed ? null : REFUSED });
type TransferFixture = ReturnType<typeof transfer>;

interface Traffic {
  lists: Array<{ tab: Tab; mine: boolean }>;
  actions: Array<{ operation: string; input: Record<string, unknown> }>;
  reports: string[];
}

const NEXT_STATUS: Record<string, (s: Status) => Status> = {
  SaveOfficeTransfer: (s) => s,
  ApproveOfficeTransfer: () => 'APP_APPROVED',
  RejectOfficeTransfer: () => 'APP_REJECTED',
  AcknowledgeOfficeTransfer: (s) => (s === 'APP_REJECTED' ? 'REJECTION_PROCESSED' : 'PROCESSED'),
};
const MESSAGE: Record<string, string> = {
  SaveOfficeTransfer: TRANSFER_MESSAGES.save,
  ApproveOfficeTransfer: TRANSFER_MESSAGES.approve,
  RejectOfficeTransfer: TRANSFER_MESSAGES.reject,
};

interface Viewer {
  uid: string;
  assignmentTypes: number[];
  /** Tabs where the viewer acts on something: they count the viewer's rows (Mine); the others count null. */
  actsIn: Tab[];
}

const APP_VIEWER: Viewer = { uid: 'app', assignmentTypes: [1], actsIn: ['APP', 'CD_RVP'] };

function serve(initial: TransferFixture[], viewer: Viewer = APP_VIEWER): Traffic {
  const traffic: Traffic = { lists: [], actions: [], reports: [] };
  const rows = [...initial];
  const counts = () =>
    (['APP', 'CD_RVP'] as const).map((tab) => ({
      __typename: 'TransferTabCount',
      tab,
      count: rows.filter((r) => r.tab === tab).length,
      mine: viewer.actsIn.includes(tab) ? rows.filter((r) => r.tab === tab && r.viewerCan.decide.allowed).length : null,
    }));
  const action = (operation: string) =>
    api.mutation(operation, ({ variables }) => {
      const input = variables.input as Record<string, unknown> & { id: string };
      traffic.actions.push({ operation, input });
      const index = rows.findIndex((r) => r.id === input.id);
      const before = rows[index];
      const status = NEXT_STATUS[operation](before.status);
      const after = {
        ...transfer(before.id, status, { save: false, acknowledge: false }),
        ...(operation === 'AcknowledgeOfficeTransfer' ? {} : input),
      };
      rows[index] = after;
      const message =
        MESSAGE[operation] ??
        (status === 'REJECTION_PROCESSED' ? TRANSFER_MESSAGES.acknowledgeRejected : TRANSFER_MESSAGES.acknowledgeApproved);
      const field = operation.charAt(0).toLowerCase() + operation.slice(1);
      return HttpResponse.json({
        data: { [field]: { __typename: 'OfficeTransferResult', transfer: after, message, tabCounts: counts() } },
      });
    });
  server.use(
    ...viewerHandlers({
      uid: viewer.uid,
      name: 'Avery Provider',
      employeeId: '4',
      assignmentTypes: viewer.assignmentTypes,
      can: { downloadTransferReport: true },
    }),
    api.query('TransferTabCounts', () => HttpResponse.json({ data: { transferTabCounts: counts() } })),
    api.query('TransferTypes', () =>
      HttpResponse.json({
        data: {
          transferTypes: [
            { __typename: 'TransferTypeOption', value: 'CLINICIAN_TO_CLINICIAN_REVIEW_ONLY', label: 'Clinician to Clinician Review Only' },
            { __typename: 'TransferTypeOption', value: 'PHONE_CALL_TO_PATIENT', label: 'Phone Call to Patient' },
            { __typename: 'TransferTypeOption', value: 'FACE_TO_FACE_WITH_PATIENT', label: 'Face-to-Face with Patient' },
          ],
        },
      }),
    ),
    api.query('OfficeTransfers', ({ variables }) => {
      const tab = variables.tab as Tab;
      const mine = variables.mine === true;
      traffic.lists.push({ tab, mine });
      const nodes = rows.filter((r) => r.tab === tab && (!mine || r.viewerCan.decide.allowed));
      return HttpResponse.json({ data: { officeTransfers: { __typename: 'OfficeTransferPage', nodes, totalCount: nodes.length } } });
    }),
    action('SaveOfficeTransfer'),
    action('ApproveOfficeTransfer'),
    action('RejectOfficeTransfer'),
    action('AcknowledgeOfficeTransfer'),
    http.get('*/files/transfers/:kind', ({ request }) => {
      traffic.reports.push(new URL(request.url).pathname + new URL(request.url).search);
      return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': 'attachment; filename="transfers.xlsx"',
        },
      });
    }),
  );
  return traffic;
}

const renderPage = (uid = 'app') => renderSignedInPage(<TransfersPage pageName="Patient Transfer" />, uid);
const rememberTab = (tab: Tab, uid = 'app') => window.localStorage.setItem(userChoiceKey(STORAGE_KEYS.transferTab, uid)!, tab);
const rowOf = (id: string) => screen.findByRole('row', { name: new RegExp(`^Transfer ${id}:`) });

async function openDrawer(id: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Transfer ${id}` }));
  return screen.findByRole('dialog');
}

/** Pastes instead of typing key by key: the same input events, a fraction of the time on a busy CI machine. */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const checkbox = (drawer: HTMLElement, name: string) => within(drawer).getByRole<HTMLInputElement>('checkbox', { name });

beforeEach(() => {
  window.localStorage.clear();
  // jsdom has no object URLs; the download helper only needs them to exist.
  if (typeof URL.createObjectURL !== 'function') URL.createObjectURL = () => 'blob:transfers';
  if (typeof URL.revokeObjectURL !== 'function') URL.revokeObjectURL = () => undefined;
});

describe('Patient Transfer Dashboard', () => {
  it('needs the three reviews, a type and notes to approve, and a reason to reject', async () => {
    const traffic = serve([transfer('31', 'PENDING_APP_REVIEW')]);
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Patient Transfer Dashboard' })).toBeTruthy();
    const drawer = await openDrawer('31');
    expect(within(drawer).getByRole('heading', { name: 'Transfer Member 31 (A31)' })).toBeTruthy();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Approve' }));
    expect(await within(drawer).findByText('Chart review must be completed')).toBeTruthy();
    expect(within(drawer).getByText('Med review must be completed')).toBeTruthy();
    expect(within(drawer).getByText('Acuity level must be reviewed')).toBeTruthy();
    expect(within(drawer).getByText('Choose a transfer type')).toBeTruthy();
    expect(within(drawer).getByText('Notes are required')).toBeTruthy();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Reject' }));
    expect(await within(drawer).findByText('A reason is required to reject')).toBeTruthy();
    expect(within(drawer).queryByText('Chart review must be completed')).toBeNull();

    // The messages follow the edits once an action was checked.
    await userEvent.click(within(drawer).getByRole('button', { name: 'Approve' }));
    await userEvent.click(checkbox(drawer, 'Chart Review'));
    await waitFor(() => expect(within(drawer).queryByText('Chart review must be completed')).toBeNull());
    expect(within(drawer).getByText('Med review must be completed')).toBeTruthy();
    expect(traffic.actions).toHaveLength(0);
  });

  it('approves, moves the row to CD/RVP from the cache without another list request, and disables the actions', async () => {
    rememberTab('CD_RVP');
    // The APP acts on nothing on CD/RVP: that tab lists All, and the approved transfer joins it read-only.
    const traffic = serve(
      [transfer('31', 'PENDING_APP_REVIEW'), transfer('32', 'PENDING_APP_REVIEW'), transfer('41', 'APP_REJECTED', { acknowledge: false })],
      { ...APP_VIEWER, actsIn: ['APP'] },
    );
    await renderPage();
    await rowOf('41');
    expect(screen.queryByRole('button', { name: 'Transfer 41' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: /^APP Approval/ }));
    expect(await screen.findByRole('tab', { name: 'APP Approval (2 of 2)' })).toBeTruthy();

    const drawer = await openDrawer('31');
    // The member by name and AaneelId, never the internal record id.
    expect(within(drawer).getByRole('heading', { name: 'Transfer Member 31 (A31)' })).toBeTruthy();
    expect(within(drawer).getByText('Member 31 (A31)')).toBeTruthy();
    expect(within(drawer).queryByText(/\(831\)/)).toBeNull();
    await userEvent.click(checkbox(drawer, 'Chart Review'));
    await userEvent.click(checkbox(drawer, 'Med Review'));
    await userEvent.click(checkbox(drawer, 'Acuity Level'));
    await userEvent.selectOptions(within(drawer).getByLabelText('Transfer Type'), 'FACE_TO_FACE_WITH_PATIENT');
    await enter(within(drawer).getByLabelText('Notes'), 'Spoke with the member');
    const listsBefore = traffic.lists.length;
    await userEvent.click(within(drawer).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText(TRANSFER_MESSAGES.approve)).toBeTruthy();
    expect(screen.getByText('Transfer of M. 31 (A31) approved')).toBeTruthy();
    expect(traffic.actions).toEqual([
      {
        operation: 'ApproveOfficeTransfer',
        input: {
          id: '31',
          chartReview: true,
          medReview: true,
          acuityLevel: true,
          transferType: 'FACE_TO_FACE_WITH_PATIENT',
          transitionNotes: 'Spoke with the member',
        },
      },
    ]);
    for (const name of ['Save', 'Reject', 'Approve']) {
      expect(within(drawer).getByRole<HTMLButtonElement>('button', { name }).disabled).toBe(true);
    }
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Transfer 31' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Transfer 32' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'APP Approval (1 of 1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'CD/RVP Approval (2)' })).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: /^CD\/RVP Approval/ }));
    await rowOf('31');
    expect(screen.queryByRole('button', { name: 'Transfer 31' })).toBeNull();
    expect(traffic.lists.length).toBe(listsBefore);
  });

  it('shows the CD/RVP tab read-only with Acknowledge worded by the APP decision', async () => {
    rememberTab('CD_RVP');
    const traffic = serve([transfer('41', 'APP_REJECTED'), transfer('42', 'APP_APPROVED', { acknowledge: false })]);
    await renderPage();
    const drawer = await openDrawer('41');
    for (const name of ['Chart Review', 'Med Review', 'Acuity Level']) expect(checkbox(drawer, name).disabled).toBe(true);
    expect(within(drawer).getByLabelText<HTMLSelectElement>('Transfer Type').disabled).toBe(true);
    expect(within(drawer).getByLabelText<HTMLTextAreaElement>('Notes').readOnly).toBe(true);
    expect(within(drawer).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Save' })).toBeNull();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Acknowledge Rejection' }));
    expect(await screen.findByText(TRANSFER_MESSAGES.acknowledgeRejected)).toBeTruthy();
    expect(traffic.actions.map((a) => a.operation)).toEqual(['AcknowledgeOfficeTransfer']);
    expect(within(drawer).getByRole<HTMLButtonElement>('button', { name: 'Acknowledge Rejection' }).disabled).toBe(true);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Transfer 41' })).toBeNull());
  });

  it('shows no Transfer button where the viewer may not act; the row opens the drawer read-only with the reason', async () => {
    const traffic = serve([transfer('31', 'PENDING_APP_REVIEW', { save: false }), transfer('41', 'APP_APPROVED', { acknowledge: false })], {
      uid: 'agent',
      assignmentTypes: [],
      actsIn: [],
    });
    await renderPage('agent');
    await rowOf('31');
    expect(screen.getByRole('tab', { name: 'APP Approval (1)', selected: true })).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Transfer / })).toBeNull();
    expect(traffic.lists).toEqual([{ tab: 'APP', mine: false }]);

    // Keyboard: the row itself opens the drawer.
    (await rowOf('31')).focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText(REFUSED)).toBeTruthy();
    expect(within(drawer).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(drawer).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(drawer).queryAllByRole('combobox')).toHaveLength(0);
    expect(
      within(drawer)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Close']);
  });

  it('opens CD/RVP on Mine for a CD; All lists the transfers they may not acknowledge', async () => {
    const traffic = serve([transfer('41', 'APP_REJECTED'), transfer('42', 'APP_APPROVED', { acknowledge: false })], {
      uid: 'cd',
      assignmentTypes: [10],
      actsIn: ['CD_RVP'],
    });
    await renderPage('cd');
    await screen.findByRole('button', { name: 'Transfer 41' });
    expect(screen.getByRole('tab', { name: 'CD/RVP Approval (1 of 2)', selected: true })).toBeTruthy();
    expect(screen.queryByRole('row', { name: /^Transfer 42:/ })).toBeNull();
    expect(traffic.lists).toEqual([{ tab: 'CD_RVP', mine: true }]);

    await userEvent.click(screen.getByRole('radio', { name: 'All (2)' }));
    await rowOf('42');
    expect(screen.getByRole('tab', { name: 'CD/RVP Approval (2)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Transfer 42' })).toBeNull();
    await userEvent.click(await rowOf('42'));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText(REFUSED)).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: /^Acknowledge/ })).toBeNull();
  });

  it('checks the export dates before downloading the report', async () => {
    const traffic = serve([]);
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Export Submitted Transfers' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByText('Start date is required')).toBeTruthy();
    expect(within(dialog).getByText('End date is required')).toBeTruthy();

    const start = within(dialog).getByLabelText<HTMLInputElement>(/Start Date/);
    const end = within(dialog).getByLabelText<HTMLInputElement>(/End Date/);
    expect(start.max).toBe(isoToday());
    await userEvent.type(start, '2025-03-10');
    await userEvent.type(end, '2025-03-01');
    expect(await within(dialog).findByText(END_BEFORE_START_MESSAGE)).toBeTruthy();
    await userEvent.clear(end);
    await userEvent.type(end, '2999-01-01');
    expect(await within(dialog).findByText('End date cannot be after today')).toBeTruthy();
    expect(traffic.reports).toHaveLength(0);

    await userEvent.clear(end);
    await userEvent.type(end, '2025-03-20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(traffic.reports).toEqual(['/files/transfers/submitted?start=2025-03-10&end=2025-03-20']);
  });
});
