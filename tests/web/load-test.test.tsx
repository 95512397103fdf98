// @vitest-environment jsdom
/**
 * The Load Test page: defaults and the shared loadTestRule's
 * messages, Start only while valid, and a run of real graphql-ws clients against an in-memory
 * graphql-transport-ws server: batches, counters, the log (newest first, list sizes only), Stop,
 * and leaving the page closing every socket.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoadTestPage from '../../web/src/features/load-test/load-test-page.tsx';
import { RECOMMENDATION_TEXT } from '../../web/src/features/load-test/load-test-form.tsx';
import { installDomShims } from './support/dom-shims.ts';
import { mockGatewayApi } from './support/mock-api.ts';
import { callList, entry, FakeLiveServer, renderLivePage, serveViewer, TEST_TOKEN } from './call-list-harness.tsx';

installDomShims();

const server = mockGatewayApi();
let live: FakeLiveServer;

beforeEach(() => {
  live = new FakeLiveServer();
  live.lists.set('123', callList('123', 1, [entry(1), entry(2), entry(3)]));
  serveViewer(server, 'superadmin', ['SUPER_ADMIN']);
});

/** Renders the page and waits for its form (the shell renders it once the viewer is in). */
async function renderPage() {
  const rendered = await renderLivePage(<LoadTestPage pageName="Load Test" />, { uid: 'superadmin', live, path: '/admin/load-test' });
  await screen.findByRole('button', { name: 'Start' });
  return rendered;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));
const stat = (key: string) => screen.getByTestId(`stat-${key}`).textContent;

async function replace(label: string, value: string) {
  await userEvent.clear(field(label));
  if (value) await userEvent.type(field(label), value);
}

describe('Load Test page', () => {
  it('starts from the defaults with the recommendation', async () => {
    await renderPage();
    expect(await screen.findByText(RECOMMENDATION_TEXT)).toBeTruthy();
    expect(RECOMMENDATION_TEXT).toBe('We recommend 50–100 connections for a realistic test.');
    expect([field('Connections'), field('Batch size'), field('Batch delay'), field('Campaign id')].map((i) => i.value)).toEqual([
      '100',
      '10',
      '200',
      '123',
    ]);
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Start' }).disabled).toBe(false));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Stop' }).disabled).toBe(true);
  });

  it("shows the rule's message under each invalid field and keeps Start disabled", async () => {
    await renderPage();
    const start = await screen.findByRole<HTMLButtonElement>('button', { name: 'Start' });

    await replace('Connections', '1001');
    expect(await screen.findByText('At most 1000 connections')).toBeTruthy();
    await waitFor(() => expect(start.disabled).toBe(true));
    await replace('Connections', '0');
    expect(await screen.findByText('At least 1 connection')).toBeTruthy();
    await replace('Connections', '');
    expect(await screen.findByText('Connections must be a number')).toBeTruthy();
    await replace('Batch size', '101');
    expect(await screen.findByText('Batch size is at most 100')).toBeTruthy();
    await replace('Batch delay', '5001');
    expect(await screen.findByText('Delay is at most 5000 ms')).toBeTruthy();
    await replace('Campaign id', '0');
    expect(await screen.findByText('Campaign id must be positive')).toBeTruthy();

    await replace('Connections', '1000');
    await replace('Batch size', '100');
    await replace('Batch delay', '0');
    await replace('Campaign id', '123');
    await waitFor(() => expect(start.disabled).toBe(false));
    expect(screen.queryByText(/^At most|must be/)).toBeNull();
    expect(live.sockets).toHaveLength(0);
  });

  it('opens the connections in batches, counts them, logs newest first, and Stop closes them all', async () => {
    await renderPage();
    await replace('Connections', '5');
    await replace('Batch size', '2');
    await replace('Batch delay', '30');
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));

    await waitFor(() => {
      expect(stat('connected')).toBe('5');
      expect(stat('subscribed')).toBe('5');
      expect(stat('messages')).toBe('5');
    });
    expect(stat('opened')).toBe('5 / 5');
    expect(stat('connecting')).toBe('0');
    expect(stat('errors')).toBe('0');
    expect(live.openSockets).toHaveLength(5);
    expect(live.inits.every((init) => (init as { authorization: string }).authorization === `Bearer ${TEST_TOKEN}`)).toBe(true);
    expect(field('Connections').disabled).toBe(true);

    act(() => live.publish(callList('123', 2, [entry(2), entry(3)])));
    await waitFor(() => expect(stat('messages')).toBe('10'));

    const log = screen.getByRole('table', { name: 'Load test log' });
    const events = within(log)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[2].textContent);
    expect(events[0]).toMatch(/^List update: 2 members \(version 2\)$/);
    expect(events).toContain('Subscribed: list of 3 (version 1)');
    expect(events.at(-1)).toBe('Starting 5 connections to campaign 123 (batches of 2, 30 ms apart)');
    // List sizes only: no member's name reaches the log.
    expect(log.textContent).not.toMatch(/Member \d/);

    // A dropped gateway: every connection reconnects and subscribes again.
    act(() => live.dropAll());
    await waitFor(() => {
      expect(stat('reconnects')).toBe('5');
      expect(stat('connected')).toBe('5');
      expect(stat('subscribed')).toBe('5');
    });

    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(stat('connected')).toBe('0'));
    expect(stat('subscribed')).toBe('0');
    await waitFor(() => expect(live.openSockets).toHaveLength(0));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Start' }).disabled).toBe(false);
  });

  it('stops the run when the page is left', async () => {
    const { unmount } = await renderPage();
    await replace('Connections', '3');
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(stat('subscribed')).toBe('3'));
    unmount();
    await waitFor(() => expect(live.openSockets).toHaveLength(0));
  });
});
