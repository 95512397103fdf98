// @vitest-environment jsdom
/**
 * The DNC Dashboard against real Apollo Client requests answered by msw: dialog wording for a
 * put-on and a return request, the required handler note, the Mine / All switch (Mine by default
 * where the viewer decides, its count in the tab label, an empty Mine saying so), a request the
 * viewer may not decide opening read-only with the reason, the default tab by role remembered per
 * user, the History tab's 'Handled by me' default for CDs and OMs, and a decision moving the row
 * from its pending tab to History in the normalized cache without another list request.
 */
import { describe, expect, it, beforeEach } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { STORAGE_KEYS } from '@luminate/schema/approvals';
import { userChoiceKey } from '../../web/src/shared/lib/stored-choice.ts';
import DncPage from '../../web/src/features/dnc/dnc-page.tsx';
import { toaster } from '../../web/src/shared/lib/toasts.ts';
import { installDomShims } from './support/dom-shims.ts';
import { api, mockGatewayApi, viewerHandlers } from './support/mock-api.ts';
import { renderSignedInPage } from './support/signed-in-page.tsx';

installDomShims();

const server = mockGatewayApi(() => toaster.remove());

type Tab = 'CD' | 'OM' | 'HISTORY';

interface RequestFixture {
  id: string;
  tab: Tab;
  isReturn?: boolean;
  canDecide?: boolean;
  handledById?: string | null;
}

const employee = (id: string, fullName: string) => ({ __typename: 'EmployeeRef', id, fullName });

const REFUSED = 'Only the CD of office 1.001.002 or a DNC manager may decide this request';
const capabilities = (allowed: boolean, reason: string) => ({
  __typename: 'DncRequestCapabilities',
  approve: allowed,
  reject: allowed,
  decide: { __typename: 'Capability', allowed, reason: allowed ? null : reason },
});

function dncRequest({ id, tab, isReturn = false, canDecide = true, handledById = null }: RequestFixture) {
  const handled = tab === 'HISTORY';
  return {
    __typename: 'DncRequest',
    id,
    memberId: `7${id}`,
    member: {
      __typename: 'ApprovalMember',
      id: `7${id}`,
      aaneelId: `A${id}`,
      fullName: `Member ${id}`,
      communityId: '1.001',
      nextAppointmentAt: null,
    },
    reasonId: isReturn ? '19' : '0',
    reason: isReturn ? 'Returned DNC' : 'Clinical concern',
    requestedAt: '2025-03-01T15:00:00.000Z',
    requestedBy: employee('40', 'Riley Requester'),
    note: `Submission note ${id}`,
    approvalType: tab === 'OM' ? 'OM' : 'CD',
    approved: handled ? true : null,
    result: handled ? 'Approved' : 'Pending',
    handledBy: handled && handledById ? employee(handledById, 'Casey Director') : null,
    handledAt: handled ? '2025-03-02T15:00:00.000Z' : null,
    handlerNote: handled ? 'Handled' : null,
    isReturn,
    tab,
    assignedEmployees: [employee('5', 'Casey Director')],
    viewerCan: capabilities(canDecide && !handled, handled ? 'This request was already handled' : REFUSED),
  };
}

type DncRequestFixture = ReturnType<typeof dncRequest>;

interface Traffic {
  lists: Array<{ tab: Tab; mine: boolean; filters: Array<{ field: string; value?: string }> }>;
  decisions: Array<{ operation: string; input: { id: string; handlerNote: string } }>;
}

interface ServeOptions {
  employeeId: string | null;
  uid?: string;
  assignmentTypes?: number[];
  claims?: string[];
  rows: DncRequestFixture[];
}

/**
 * The gateway as msw: pending and handled requests per tab; Mine lists the rows the viewer may
 * decide, and the tabs the viewer decides in (CD for type 10, OM for type 13) count them;
 * decisions move a request to History.
 */
function serve(options: ServeOptions): Traffic {
  const traffic: Traffic = { lists: [], decisions: [] };
  const rows = [...options.rows];
  const types = options.assignmentTypes ?? [];
  const decidesIn = (tab: Tab) => (tab === 'CD' && types.includes(10)) || (tab === 'OM' && types.includes(13));
  const counts = () =>
    (['CD', 'OM', 'HISTORY'] as const).map((tab) => ({
      __typename: 'DncTabCount',
      tab,
      count: rows.filter((r) => r.tab === tab).length,
      mine: decidesIn(tab) ? rows.filter((r) => r.tab === tab && r.viewerCan.decide.allowed).length : null,
    }));
  const decide = (operation: string, approved: boolean) =>
    api.mutation(operation, ({ variables }) => {
      const input = variables.input as { id: string; handlerNote: string };
      traffic.decisions.push({ operation, input });
      const index = rows.findIndex((r) => r.id === input.id);
      const decided = {
        ...rows[index],
        tab: 'HISTORY' as Tab,
        approved,
        result: approved ? 'Approved' : 'Declined',
        handledBy: options.employeeId ? employee(options.employeeId, 'Casey Director') : null,
        handledAt: '2025-03-05T15:00:00.000Z',
        handlerNote: input.handlerNote,
        viewerCan: capabilities(false, 'This request was already handled'),
      };
      rows[index] = decided;
      const field = operation === 'ApproveDncRequest' ? 'approveDncRequest' : 'rejectDncRequest';
      return HttpResponse.json({ data: { [field]: { __typename: 'DncDecisionResult', request: decided, tabCounts: counts() } } });
    });
  server.use(
    ...viewerHandlers({
      uid: options.uid ?? 'cd',
      name: 'Casey Director',
      claims: options.claims,
      employeeId: options.employeeId,
      assignmentTypes: options.assignmentTypes,
    }),
    api.query('DncTabCounts', () => HttpResponse.json({ data: { dncTabCounts: counts() } })),
    api.query('DncRequests', ({ variables }) => {
      const tab = variables.tab as Tab;
      const filters = (variables.filters ?? []) as Array<{ field: string; value?: string }>;
      const mine = variables.mine === true;
      traffic.lists.push({ tab, mine, filters });
      const handledBy = filters.find((f) => f.field === 'HANDLED_BY_ID')?.value;
      const nodes = rows.filter(
        (r) => r.tab === tab && (!handledBy || r.handledBy?.id === handledBy) && (!mine || r.viewerCan.decide.allowed),
      );
      return HttpResponse.json({ data: { dncRequests: { __typename: 'DncRequestPage', nodes, totalCount: nodes.length } } });
    }),
    decide('ApproveDncRequest', true),
    decide('RejectDncRequest', false),
  );
  return traffic;
}

const renderPage = (uid = 'cd') => renderSignedInPage(<DncPage pageName="Do Not Contact" />, uid);
const rememberTab = (tab: Tab, uid = 'cd') => window.localStorage.setItem(userChoiceKey(STORAGE_KEYS.dncTab, uid)!, tab);

const table = (name: string) => screen.findByRole('table', { name });
const rowOf = (id: string) => screen.findByRole('row', { name: new RegExp(`^DNC request ${id}:`) });

/** Pastes instead of typing key by key: the same input events, a fraction of the time on a busy CI machine. */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function openRow(id: string) {
  await userEvent.click(await rowOf(id));
  return screen.findByRole('dialog');
}

beforeEach(() => window.localStorage.clear());

describe('DNC Dashboard', () => {
  it('words a put-on request as Approve / Reject and a return as removing the DNC', async () => {
    serve({
      employeeId: '5',
      assignmentTypes: [10],
      rows: [dncRequest({ id: '11', tab: 'CD' }), dncRequest({ id: '12', tab: 'CD', isReturn: true })],
    });
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'DNC Dashboard' })).toBeTruthy();
    await table('CD Approval requests');

    let dialog = await openRow('11');
    // The member by name and AaneelId, never the internal record id (711).
    expect(within(dialog).getByRole('heading', { name: 'Approve / Reject DNC for Member 11 (A11)' })).toBeTruthy();
    expect(within(dialog).getByText('Member 11 (A11)')).toBeTruthy();
    expect(within(dialog).queryByText(/\(711\)/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Submission Note').value).toBe('Submission note 11');
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Submission Note').readOnly).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openRow('12');
    expect(within(dialog).getByRole('heading', { name: 'Return Member 12 (A12) from DNC' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Confirm Remove DNC' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Keep DNC' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('requires a handler note before either decision is sent', async () => {
    const traffic = serve({ employeeId: '5', assignmentTypes: [10], rows: [dncRequest({ id: '11', tab: 'CD' })] });
    await renderPage();
    const dialog = await openRow('11');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Handler note is required')).toBeTruthy();
    await enter(within(dialog).getByLabelText(/Handler Note/), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Handler note is required')).toBeTruthy();
    expect(traffic.decisions).toHaveLength(0);
  });

  it('opens CD Approval on Mine for a CD: only the decidable rows, with the Mine count in the tab label', async () => {
    const traffic = serve({
      employeeId: '5',
      assignmentTypes: [10],
      rows: [
        dncRequest({ id: '11', tab: 'CD' }),
        dncRequest({ id: '12', tab: 'CD', canDecide: false }),
        dncRequest({ id: '13', tab: 'OM' }),
      ],
    });
    await renderPage();
    await rowOf('11');
    expect(screen.queryByRole('row', { name: /^DNC request 12:/ })).toBeNull();
    // Mine counts the viewer's rows of the tab's rows.
    expect(screen.getByRole('tab', { name: 'CD Approval (1 of 2)', selected: true })).toBeTruthy();
    const switcher = screen.getByRole('radiogroup', { name: 'Rows listed in CD Approval' });
    expect(within(switcher).getByRole<HTMLInputElement>('radio', { name: 'Mine (1)' }).checked).toBe(true);
    expect(traffic.lists).toEqual([{ tab: 'CD', mine: true, filters: [] }]);
    expect(within(await rowOf('11')).getByText('1.001')).toBeTruthy();

    await userEvent.click(within(switcher).getByRole('radio', { name: 'All (2)' }));
    await rowOf('12');
    expect(screen.getByRole('tab', { name: 'CD Approval (2)' })).toBeTruthy();
    expect(traffic.lists.at(-1)).toEqual({ tab: 'CD', mine: false, filters: [] });

    // OM Approval: cd decides nothing there, so no switch and every row.
    await userEvent.click(screen.getByRole('tab', { name: /^OM Approval/ }));
    await rowOf('13');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(traffic.lists.at(-1)).toEqual({ tab: 'OM', mine: false, filters: [] });
  });

  it('opens a request the viewer may not decide read-only, with the reason and no field to fill', async () => {
    serve({ employeeId: '5', assignmentTypes: [10], rows: [dncRequest({ id: '12', tab: 'CD', canDecide: false })] });
    await renderPage();
    // Nothing decidable: Mine says so and offers All.
    expect(await screen.findByText('Nothing is waiting for you in CD Approval.')).toBeTruthy();
    // Nothing of the viewer's, one of others': never a bare '(0)'.
    expect(screen.getByRole('tab', { name: 'CD Approval (0 of 1)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show all rows' }));
    const dialog = await openRow('12');
    expect(within(dialog).getByRole('heading', { name: 'Approve / Reject DNC for Member 12 (A12)' })).toBeTruthy();
    expect(within(dialog).getByText(REFUSED)).toBeTruthy();
    expect(within(dialog).getByText('Submission note 12')).toBeTruthy();
    expect(within(dialog).queryAllByRole('textbox')).toHaveLength(0);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Close']);
  });

  it('opens on OM Approval for an OM, and on the tab this user chose last time', async () => {
    serve({ employeeId: '3', uid: 'opsmanager', assignmentTypes: [13], rows: [dncRequest({ id: '13', tab: 'OM' })] });
    // Another user's remembered tab in the same browser does not count.
    rememberTab('HISTORY', 'cd');
    await renderPage('opsmanager');
    await rowOf('13');
    expect(screen.getByRole('tab', { name: 'OM Approval (1 of 1)', selected: true })).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: /^CD Approval/ }));
    expect(window.localStorage.getItem(userChoiceKey(STORAGE_KEYS.dncTab, 'opsmanager')!)).toBe('CD');
    expect(window.localStorage.getItem(userChoiceKey(STORAGE_KEYS.dncTab, 'cd')!)).toBe('HISTORY');
  });

  it('opens the tab a link asks for (?tab=), as the home page links to a queue', async () => {
    serve({ employeeId: '5', assignmentTypes: [10], rows: [dncRequest({ id: '13', tab: 'OM' })] });
    window.history.replaceState(null, '', '/pending-dnc?tab=OM');
    try {
      await renderPage();
      await rowOf('13');
      expect(screen.getByRole('tab', { name: /^OM Approval/, selected: true })).toBeTruthy();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it("starts a CD's History on the requests they handled, behind a removable switch", async () => {
    rememberTab('HISTORY');
    const traffic = serve({
      employeeId: '5',
      assignmentTypes: [10],
      rows: [dncRequest({ id: '21', tab: 'HISTORY', handledById: '5' }), dncRequest({ id: '22', tab: 'HISTORY', handledById: '99' })],
    });
    await renderPage();
    await rowOf('21');
    expect(screen.queryByRole('row', { name: /^DNC request 22:/ })).toBeNull();
    expect(traffic.lists).toEqual([
      { tab: 'HISTORY', mine: false, filters: [{ field: 'HANDLED_BY_ID', matchMode: 'EQUALS', value: '5' }] },
    ]);
    const mine = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Handled by me' });
    expect(mine.checked).toBe(true);

    await userEvent.click(mine);
    await rowOf('22');
    expect(traffic.lists.at(-1)).toEqual({ tab: 'HISTORY', mine: false, filters: [] });

    const dialog = await openRow('22');
    expect(within(dialog).getByRole('heading', { name: 'History for Member 22 (A22)' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('starts History unfiltered for a viewer without type 10 or 13', async () => {
    rememberTab('HISTORY');
    const traffic = serve({ employeeId: '10', assignmentTypes: [], rows: [dncRequest({ id: '22', tab: 'HISTORY', handledById: '99' })] });
    await renderPage();
    await rowOf('22');
    expect(traffic.lists).toEqual([{ tab: 'HISTORY', mine: false, filters: [] }]);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Handled by me' }).checked).toBe(false);
  });

  it('moves a decided request from CD Approval to History from the cache, without another list request', async () => {
    rememberTab('HISTORY');
    const traffic = serve({
      employeeId: '5',
      assignmentTypes: [10],
      rows: [
        dncRequest({ id: '11', tab: 'CD' }),
        dncRequest({ id: '13', tab: 'CD' }),
        dncRequest({ id: '21', tab: 'HISTORY', handledById: '5' }),
      ],
    });
    await renderPage();
    await rowOf('21');
    expect(screen.getByRole('tab', { name: 'CD Approval (2 of 2)' })).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: /^CD Approval/ }));
    const dialog = await openRow('11');
    await enter(within(dialog).getByLabelText(/Handler Note/), 'Reviewed with the care team');
    const listsBefore = traffic.lists.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('DNC request for M. 11 (A11) approved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(traffic.decisions).toEqual([
      { operation: 'ApproveDncRequest', input: { id: '11', handlerNote: 'Reviewed with the care team' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('row', { name: /^DNC request 11:/ })).toBeNull());
    await rowOf('13');
    expect(screen.getByRole('tab', { name: 'CD Approval (1 of 1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'History (2)' })).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: /^History/ }));
    const moved = await rowOf('11');
    expect(within(moved).getByText('Approved')).toBeTruthy();
    const rows = within(await table('History requests')).getAllByRole('row', { name: /^DNC request/ });
    expect(rows[0]).toBe(moved);
    expect(traffic.lists.length).toBe(listsBefore);
  });
});
