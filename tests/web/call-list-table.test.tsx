// @vitest-environment jsdom
/**
 * The call list at size: a live list of 5,000 members renders only a window of rows (the table
 * still tells assistive technology the full count) and scrolling moves the window; the search box
 * (name, AaneelId, phone through the gateway) and the sortable headers; and the not-assigned text
 * worded for a call-list manager.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import CallListPage, { NOT_ASSIGNED_MANAGER_TEXT, NOT_ASSIGNED_TEXT } from '../../web/src/features/call-list/call-list-page.tsx';
import { installDomShims } from './support/dom-shims.ts';
import { api, mockGatewayApi, viewerCan } from './support/mock-api.ts';
import { callList, entry, FakeLiveServer, renderLivePage, serveViewer } from './call-list-harness.tsx';

installDomShims();

const server = mockGatewayApi(() => localStorage.clear());
const UID = 'agent';
const SIZE = 5_000;
/** The scroll box's height in these tests (jsdom lays nothing out): about 12 rows of 49 px. */
const VIEW_HEIGHT = 600;

let live: FakeLiveServer;
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');

beforeAll(() => {
  // The call list's scroll box is as tall as a real one would be; every other element keeps jsdom's 0.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.testid === 'call-list-scroll' ? VIEW_HEIGHT : 0;
    },
  });
});

afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
});

beforeEach(() => {
  live = new FakeLiveServer();
});

function serve({ manager = false, campaigns = [{ __typename: 'Campaign', id: '123', name: 'Spring Outreach' }] } = {}) {
  serveViewer(server, UID);
  server.use(
    api.query('ViewerCapabilities', () =>
      HttpResponse.json({ data: { viewer: { __typename: 'Viewer', can: viewerCan({ manageCampaigns: manager }) } } }),
    ),
    api.query('MyCampaigns', () => HttpResponse.json({ data: { myCampaigns: campaigns } })),
  );
}

const renderPage = () => renderLivePage(<CallListPage pageName="Call Lists" />, { uid: UID, live, path: '/call-list' });

const rowIds = (table: HTMLElement) => [...table.querySelectorAll('tr[data-member-id]')].map((r) => r.getAttribute('data-member-id'));

/** 5,000 members, highest points first as the gateway sends them. */
const bigList = () =>
  callList(
    '123',
    1,
    Array.from({ length: SIZE }, (_, i) => entry(i + 1, { points: SIZE - i })),
  );

describe('Call list table', () => {
  it('renders only a window of a 5,000-member list and moves it as the box scrolls', async () => {
    serve();
    live.lists.set('123', bigList());
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Spring Outreach call list' });
    await waitFor(() => expect(rowIds(table).length).toBeGreaterThan(0));
    expect(screen.getByTestId('call-list-size').textContent).toBe('5,000 members');

    // The full count for assistive technology, a few dozen rows in the page.
    expect(table.getAttribute('aria-rowcount')).toBe(String(SIZE + 1));
    const first = rowIds(table);
    expect(first[0]).toBe('1001');
    expect(first.length).toBeLessThan(60);
    // The header is the first row; it stays in view (sticky) while the rows scroll.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.replace(/[↕▲▼]/, '')),
    ).toEqual(['AaneelId', 'Name', 'Points', 'Driver', 'Last Attempt', 'Actions']);

    // Scrolled to about row 2,500: those rows are in the page, the first ones are not.
    const box = screen.getByTestId('call-list-scroll');
    act(() => {
      box.scrollTop = 2_500 * 49;
      fireEvent.scroll(box);
    });
    await waitFor(() => expect(rowIds(table)).toContain('3500'));
    const later = rowIds(table);
    expect(later).not.toContain('1001');
    expect(later.length).toBeLessThan(60);
    const rowIndex = table.querySelector('tr[data-member-id="3500"]')!.getAttribute('aria-rowindex');
    expect(rowIndex).toBe(String(2_500 + 1));
  });

  it('searches by name or AaneelId and sorts by a clicked header, on a live list', async () => {
    serve();
    live.lists.set('123', callList('123', 1, [entry(1), entry(2, { fullName: 'Zoe Quinn' }), entry(12), entry(3)]));
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Spring Outreach call list' });
    await waitFor(() => expect(rowIds(table)).toEqual(['1001', '1002', '1012', '1003']));

    const search = screen.getByRole('searchbox', { name: 'Search this list' });
    await userEvent.type(search, 'member 1');
    await waitFor(() => expect(rowIds(table)).toEqual(['1001', '1012']));
    expect(screen.getByTestId('call-list-matches').textContent).toBe('2 of 4 members match');
    await userEvent.clear(search);
    await userEvent.type(search, 'a000002');
    await waitFor(() => expect(rowIds(table)).toEqual(['1002']));
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody');
    expect(await within(table).findByText('No member on this list matches the search.')).toBeTruthy();
    await userEvent.clear(search);
    await waitFor(() => expect(rowIds(table)).toEqual(['1001', '1002', '1012', '1003']));

    // Name: ascending, then descending, then the list's own order.
    const nameHeader = within(table).getByRole('columnheader', { name: /Name/ });
    await userEvent.click(within(nameHeader).getByRole('button'));
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(rowIds(table)).toEqual(['1001', '1003', '1012', '1002']);
    await userEvent.click(within(nameHeader).getByRole('button'));
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect(rowIds(table)).toEqual(['1002', '1012', '1003', '1001']);

    // A live change keeps the chosen order.
    act(() =>
      live.publish(callList('123', 2, [entry(1), entry(2, { fullName: 'Zoe Quinn' }), entry(3), entry(4, { fullName: 'Aaron Abel' })])),
    );
    await waitFor(() => expect(rowIds(table)).toEqual(['1002', '1003', '1001', '1004']));

    await userEvent.click(within(nameHeader).getByRole('button'));
    expect(nameHeader.getAttribute('aria-sort')).toBe('none');
    expect(rowIds(table)).toEqual(['1001', '1002', '1003', '1004']);

    // Points starts high to low; the keyboard works the headers too.
    const pointsButton = within(within(table).getByRole('columnheader', { name: /Points/ })).getByRole('button');
    pointsButton.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    expect(
      within(table)
        .getByRole('columnheader', { name: /Points/ })
        .getAttribute('aria-sort'),
    ).toBe('ascending');
    expect(rowIds(table)).toEqual(['1004', '1003', '1002', '1001']);
  });

  it('finds members by phone through the gateway', async () => {
    serve();
    const asked: unknown[] = [];
    server.use(
      api.query('CallListPhoneMatches', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: {
            members: {
              __typename: 'MemberPage',
              nodes: [
                { __typename: 'Member', id: '1003' },
                { __typename: 'Member', id: '9999' },
              ],
            },
          },
        });
      }),
    );
    live.lists.set('123', callList('123', 1, [entry(1), entry(2), entry(3)]));
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Spring Outreach call list' });
    await waitFor(() => expect(rowIds(table)).toHaveLength(3));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search this list' }), '(404) 555-0101');
    await waitFor(() => expect(rowIds(table)).toEqual(['1003']));
    expect(asked.at(-1)).toEqual({ phone: '4045550101' });
  });

  it('tells a call-list manager to assign agents on the Campaigns page, and an agent to ask their manager', async () => {
    serve({ manager: true, campaigns: [] });
    const { unmount } = await renderPage();
    expect(await screen.findByText(NOT_ASSIGNED_MANAGER_TEXT)).toBeTruthy();
    expect(screen.queryByText(NOT_ASSIGNED_TEXT)).toBeNull();
    expect(screen.getByRole('link', { name: 'Open Campaigns' }).getAttribute('href')).toBe('/campaigns');
    unmount();

    serve({ manager: false, campaigns: [] });
    await renderPage();
    expect(await screen.findByText(NOT_ASSIGNED_TEXT)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open Campaigns' })).toBeNull();
  });
});
