// @vitest-environment jsdom
/**
 * The Call List page with real Apollo Client requests answered by msw and the
 * app's real graphql-ws client talking to an in-memory graphql-transport-ws server: tabs and
 * the remembered tab, the live list (the whole list, then changes; a missed change re-subscribes), Call (opens
 * the member, logs the call, removes the row; the error modal on failure), history, pausing.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import CallListPage, { NOT_ASSIGNED_TEXT } from '../../web/src/features/call-list/call-list-page.tsx';
import { installDomShims } from './support/dom-shims.ts';
import { api, mockGatewayApi } from './support/mock-api.ts';
import { callList, entry, FakeLiveServer, renderLivePage, serveViewer, TEST_TOKEN, updateBetween } from './call-list-harness.tsx';

installDomShims();

const server = mockGatewayApi(() => localStorage.clear());
const UID = 'agent';

const campaigns = [
  { __typename: 'Campaign', id: '123', name: 'Spring Outreach' },
  { __typename: 'Campaign', id: '124', name: 'Visit Confirmation' },
];

let live: FakeLiveServer;
let openSpy: MockInstance<typeof window.open>;

beforeEach(() => {
  live = new FakeLiveServer();
  openSpy = vi.spyOn(window, 'open').mockReturnValue(null);
  serveViewer(server, UID);
});

afterEach(() => {
  openSpy.mockRestore();
  setVisibility('visible');
});

function serveCampaigns(list = campaigns) {
  server.use(api.query('MyCampaigns', () => HttpResponse.json({ data: { myCampaigns: list } })));
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

function renderPage() {
  return renderLivePage(<CallListPage pageName="Call Lists" />, { uid: UID, live, path: '/call-list' });
}

/** Member ids of the table's rows, in order (read from the DOM: an open modal hides the page from the accessibility tree). */
const rowIds = (table: HTMLElement) => [...table.querySelectorAll('tr[data-member-id]')].map((r) => r.getAttribute('data-member-id'));

describe('Call List page', () => {
  it('tells a user without campaigns that they are not assigned, with no tabs', async () => {
    serveCampaigns([]);
    await renderPage();
    expect(await screen.findByText(NOT_ASSIGNED_TEXT)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(live.sockets).toHaveLength(0);
  });

  it('shows one tab per campaign plus My Call History, and remembers the chosen tab per user', async () => {
    serveCampaigns();
    live.lists.set('123', callList('123', 1, [entry(1)]));
    live.lists.set('124', callList('124', 4, [entry(7), entry(8)]));
    localStorage.setItem(`luminate.call-list.tab.${UID}`, '124');
    await renderPage();

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Spring Outreach', 'Visit Confirmation', 'My Call History']);
    expect(screen.getByRole('tab', { name: 'Visit Confirmation' }).getAttribute('aria-selected')).toBe('true');
    const table = await screen.findByRole('table', { name: 'Visit Confirmation call list' });
    expect(rowIds(table)).toEqual(['1007', '1008']);
    // The socket authenticates with the session's token.
    expect(live.inits).toEqual([{ authorization: `Bearer ${TEST_TOKEN}` }]);

    await userEvent.click(screen.getByRole('tab', { name: 'Spring Outreach' }));
    expect(rowIds(await screen.findByRole('table', { name: 'Spring Outreach call list' }))).toEqual(['1001']);
    expect(localStorage.getItem(`luminate.call-list.tab.${UID}`)).toBe('123');
    // Same socket, the subscription moved to the other campaign.
    expect(live.sockets).toHaveLength(1);
    await waitFor(() => expect(live.subscriptions.map((s) => s.campaignId)).toEqual(['123']));
  });

  it('applies each change to the list it holds, and says when it is empty', async () => {
    serveCampaigns();
    live.lists.set('123', callList('123', 5, [entry(1), entry(2), entry(3)]));
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Spring Outreach call list' });
    await waitFor(() => expect(rowIds(table)).toEqual(['1001', '1002', '1003']));
    expect(screen.getByRole('status', { name: 'Connection' }).textContent).toBe('Live');
    expect(screen.getByTestId('call-list-size').textContent).toBe('3 members');
    expect(screen.getByText(/^Updated \d{1,2}:\d\d:\d\d [AP]M$/)).toBeTruthy();

    const first = within(table).getAllByRole('row')[1];
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['A000001', 'Member 1', '99', 'Unengaged', '—', 'Call']);

    act(() => live.publish(callList('123', 6, [entry(2), entry(3)])));
    await waitFor(() => expect(rowIds(table)).toEqual(['1002', '1003']));
    // A re-scored member moves up and a new one arrives: only they are sent, at their new places.
    act(() => live.publish(callList('123', 7, [entry(3, { points: 120 }), entry(2), entry(4)])));
    await waitFor(() => expect(rowIds(table)).toEqual(['1003', '1002', '1004']));
    act(() => live.publish(callList('123', 8, [entry(3, { points: 120 })])));
    await waitFor(() => expect(rowIds(table)).toEqual(['1003']));
    expect(screen.getByTestId('call-list-size').textContent).toBe('1 member');

    act(() => live.publish(callList('123', 9, [])));
    expect(await within(table).findByText("No members left on today's list.")).toBeTruthy();
  });

  it('subscribes again for the whole list when a change does not follow the version it holds', async () => {
    serveCampaigns();
    live.lists.set('123', callList('123', 5, [entry(1), entry(2)]));
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Spring Outreach call list' });
    await waitFor(() => expect(rowIds(table)).toEqual(['1001', '1002']));
    const first = live.subscriptions[0];

    // Version 7 changed from 6, but the page holds 5: it missed a change.
    const current = callList('123', 7, [entry(2), entry(3)]);
    live.lists.set('123', current);
    act(() => live.sendUpdate('123', { ...updateBetween(callList('123', 6, [entry(2)]), current) }));
    await waitFor(() => expect(rowIds(table)).toEqual(['1002', '1003']));
    // A new subscription (the whole list), the old one completed.
    expect(live.subscriptions).toHaveLength(1);
    expect(live.subscriptions[0]).not.toBe(first);
    expect(screen.getByTestId('call-list-size').textContent).toBe('2 members');
  });

  it('Call opens the member in a new tab, logs the call and removes the row at once', async () => {
    serveCampaigns();
    live.lists.set('123', callList('123', 1, [entry(1), entry(2)]));
    const logged: unknown[] = [];
    let finishLogging = () => {};
    server.use(
      api.mutation('LogCall', async ({ variables }) => {
        logged.push(variables);
        await new Promise<void>((resolve) => (finishLogging = resolve));
        return HttpResponse.json({
          data: { logCall: { __typename: 'LoggedCall', campaignId: '123', memberId: '1001', poppedAt: '2025-03-14T15:05:00.000Z' } },
        });
      }),
    );
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Spring Outreach call list' });
    await waitFor(() => expect(rowIds(table)).toEqual(['1001', '1002']));

    await userEvent.click(within(table).getByRole('button', { name: 'Call A000001' }));
    expect(openSpy).toHaveBeenCalledWith('/member/1001?campaign=123', '_blank');
    // Gone before the server answered.
    expect(rowIds(table)).toEqual(['1002']);
    await waitFor(() => expect(logged).toEqual([{ campaignId: '123', memberId: '1001' }]));

    // A list of an earlier change still has the member: it stays hidden while logging.
    act(() => live.publish(callList('123', 2, [entry(1), entry(2), entry(4)])));
    await waitFor(() => expect(rowIds(table)).toEqual(['1002', '1004']));
    finishLogging();
    act(() => live.publish(callList('123', 3, [entry(2), entry(4)])));
    await waitFor(() => expect(rowIds(table)).toEqual(['1002', '1004']));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("shows the 'Logging a Call' error modal and puts the row back when logging fails", async () => {
    serveCampaigns();
    live.lists.set('123', callList('123', 1, [entry(1), entry(2)]));
    server.use(
      api.mutation('LogCall', () =>
        HttpResponse.json({
          errors: [{ message: 'Member 1001 is not on the list of campaign 123', extensions: { code: 'CONFLICT' } }],
          data: null,
        }),
      ),
    );
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Spring Outreach call list' });
    await waitFor(() => expect(rowIds(table)).toEqual(['1001', '1002']));
    await userEvent.click(within(table).getByRole('button', { name: 'Call A000001' }));

    const modal = await screen.findByRole('alertdialog');
    expect(within(modal).getByText('Logging a Call Error!')).toBeTruthy();
    expect(within(modal).getByText('Member 1001 is not on the list of campaign 123')).toBeTruthy();
    await waitFor(() => expect(rowIds(table)).toEqual(['1001', '1002']));
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('lists My Call History when its tab opens, each row opening the member at #communications', async () => {
    serveCampaigns();
    live.lists.set('123', callList('123', 1, [entry(1)]));
    let historyQueries = 0;
    server.use(
      api.query('MyCallHistory', () => {
        historyQueries += 1;
        return HttpResponse.json({
          data: {
            myCallHistory: [
              {
                __typename: 'CallHistoryEntry',
                campaignId: '123',
                campaignName: 'Spring Outreach',
                memberId: '1005',
                aaneelId: 'A000005',
                fullName: 'Member 5',
                neighborhood: 'Northside',
                payer: 'Medicaid',
                points: 12.5,
                primaryDriver: null,
                calledAt: '2025-03-14T15:00:00.000Z',
              },
            ],
          },
        });
      }),
    );
    await renderPage();
    await screen.findByRole('table', { name: 'Spring Outreach call list' });
    await userEvent.click(screen.getByRole('tab', { name: 'My Call History' }));
    const history = await screen.findByRole('table', { name: 'My Call History' });
    const row = await within(history).findByText('A000005');
    const cells = within(row.closest('tr')!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 6)).toEqual(['A000005', 'Member 5', 'Northside', 'Medicaid', '12.5', '—']);
    expect(historyQueries).toBe(1);
    // Leaving the campaign tab closes the live socket (no campaign chosen).
    await waitFor(() => expect(live.openSockets).toHaveLength(0));

    // Opening the tab again asks again.
    await userEvent.click(screen.getByRole('tab', { name: 'Spring Outreach' }));
    await userEvent.click(screen.getByRole('tab', { name: 'My Call History' }));
    await waitFor(() => expect(historyQueries).toBe(2));

    await userEvent.click(await screen.findByText('A000005'));
    expect((await screen.findByTestId('location')).textContent).toBe('/member/1005#communications');
  });

  it("shows the 'Loading Call Logs' error modal when the history fails", async () => {
    serveCampaigns();
    server.use(
      api.query('MyCallHistory', () =>
        HttpResponse.json({ errors: [{ message: 'Care API unavailable', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }], data: null }),
      ),
    );
    localStorage.setItem(`luminate.call-list.tab.${UID}`, 'history');
    await renderPage();
    const modal = await screen.findByRole('alertdialog');
    expect(within(modal).getByText('Loading Call Logs Error!')).toBeTruthy();
    expect(within(modal).getByText('Care API unavailable')).toBeTruthy();
  });

  it('disconnects while the page is hidden and reconnects with the current list when it is visible again', async () => {
    serveCampaigns();
    live.lists.set('123', callList('123', 1, [entry(1), entry(2)]));
    await renderPage();
    await screen.findByRole('table', { name: 'Spring Outreach call list' });

    act(() => setVisibility('hidden'));
    expect(await screen.findByText('Paused — connects when you are back on this tab.')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Connection' }).textContent).toBe('Paused');
    expect(screen.queryByRole('table')).toBeNull();
    await waitFor(() => expect(live.openSockets).toHaveLength(0));

    live.lists.set('123', callList('123', 2, [entry(2)]));
    act(() => setVisibility('visible'));
    const table = await screen.findByRole('table', { name: 'Spring Outreach call list' });
    await waitFor(() => expect(rowIds(table)).toEqual(['1002']));
    expect(live.sockets).toHaveLength(2);
  });

  it('re-subscribes after the connection drops and shows the list it gets', async () => {
    serveCampaigns();
    live.lists.set('123', callList('123', 1, [entry(1), entry(2)]));
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Spring Outreach call list' });
    await waitFor(() => expect(rowIds(table)).toEqual(['1001', '1002']));

    live.lists.set('123', callList('123', 2, [entry(2)]));
    act(() => live.dropAll());
    // The first reconnect waits 0 s.
    await waitFor(() => expect(rowIds(table)).toEqual(['1002']));
    expect(live.sockets).toHaveLength(2);
    expect(live.subscriptions.map((s) => s.campaignId)).toEqual(['123']);
    expect(screen.getByRole('status', { name: 'Connection' }).textContent).toBe('Live');
  });

  it('shows the refusal when the gateway will not serve the campaign', async () => {
    serveCampaigns();
    live.refuse.set('123', { message: 'You are not assigned to campaign 123', extensions: { code: 'FORBIDDEN' } });
    await renderPage();
    expect(await screen.findByText('You are not assigned to campaign 123')).toBeTruthy();
    expect(screen.getByText('Permission Error!')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Connection' }).textContent).toBe('Not connected');
  });
});
