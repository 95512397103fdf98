// @vitest-environment jsdom
/**
 * The Markets page's client logic against real Apollo Client requests answered by msw: the
 * shared marketEditRule's messages, Save only when something changed, what the mutation is sent,
 * and the row updating from the normalized cache without a second Markets query.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { HttpResponse } from 'msw';
import MarketsPage from '../../web/src/features/markets/markets-page.tsx';
import { AppToaster } from '../../web/src/shared/ui/toaster.tsx';
import { toaster } from '../../web/src/shared/lib/toasts.ts';
import { installDomShims } from './support/dom-shims.ts';
import { api, createTestApolloClient, mockGatewayApi } from './support/mock-api.ts';

installDomShims();

const server = mockGatewayApi(() => toaster.remove());

const houston = {
  __typename: 'Market',
  id: '920001625',
  name: 'Houston',
  officePrefix: '1',
  active: true,
  address: '6934 Main Blvd',
  city: 'Houston',
  stateAbbrev: 'TX',
  zipCode: '77017',
  phone: '7135553805',
  faxDriveEmail: null,
  faxDriveId: 'fd-920001625',
  quantaFloDriveId: null,
};
const dallas = { ...houston, id: '920001626', name: 'Dallas', officePrefix: '2', phone: '2145552688', city: 'Dallas' };

interface Traffic {
  marketsQueries: number;
  updates: Array<{ id: string; input: Record<string, unknown> }>;
}

function serveMarkets(canUpdate: boolean): Traffic {
  const traffic: Traffic = { marketsQueries: 0, updates: [] };
  const capabilities = { __typename: 'MarketCapabilities', update: canUpdate };
  server.use(
    api.query('Markets', () => {
      traffic.marketsQueries += 1;
      return HttpResponse.json({ data: { markets: [houston, dallas].map((m) => ({ ...m, viewerCan: capabilities })) } });
    }),
    api.mutation('UpdateMarket', ({ variables }) => {
      const { id, input } = variables as { id: string; input: Record<string, unknown> };
      traffic.updates.push({ id, input });
      const saved = [houston, dallas].find((m) => m.id === id)!;
      return HttpResponse.json({ data: { updateMarket: { ...saved, ...input } } });
    }),
  );
  return traffic;
}

function renderPage() {
  const client = createTestApolloClient();
  render(
    <ChakraProvider value={defaultSystem}>
      <ApolloProvider client={client}>
        <MarketsPage pageName="Markets" />
        <AppToaster />
      </ApolloProvider>
    </ChakraProvider>,
  );
}

async function openEdit(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  return screen.findByRole('dialog');
}

describe('Markets page', () => {
  it('lists markets with formatted phones and no Edit for users who may not update', async () => {
    serveMarkets(false);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Markets' });
    const cells = within(within(table).getByText('920001625').closest('tr')!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      '920001625',
      'Houston',
      '1',
      'Active',
      '6934 Main Blvd',
      'Houston',
      'TX',
      '77017',
      '(713) 555-3805',
    ]);
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  });

  it("shows the shared rule's messages and keeps Save disabled until something changed", async () => {
    const traffic = serveMarkets(true);
    renderPage();
    const dialog = await openEdit('Houston');
    const save = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Save' });
    expect(save.disabled).toBe(true);

    const phone = within(dialog).getByLabelText(/Phone/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '713-555');
    expect(await within(dialog).findByText('Phone must be exactly 10 digits')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText(/City/));
    expect(await within(dialog).findByText('City is required')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText(/Zip/));
    await userEvent.type(within(dialog).getByLabelText(/Zip/), '7701');
    expect(await within(dialog).findByText('Zip must be at least 5 digits')).toBeTruthy();

    // An invalid form is not sent.
    await userEvent.click(save);
    expect(traffic.updates).toHaveLength(0);

    // Typing the saved values back means nothing changed.
    await userEvent.clear(phone);
    await userEvent.type(phone, '7135553805');
    await userEvent.type(within(dialog).getByLabelText(/City/), 'Houston');
    await userEvent.clear(within(dialog).getByLabelText(/Zip/));
    await userEvent.type(within(dialog).getByLabelText(/Zip/), '77017');
    await waitFor(() => expect(save.disabled).toBe(true));
    expect(within(dialog).queryByText('Phone must be exactly 10 digits')).toBeNull();
  });

  it('saves the edit and updates the row from the cache without querying Markets again', async () => {
    const traffic = serveMarkets(true);
    renderPage();
    const dialog = await openEdit('Houston');
    const phone = within(dialog).getByLabelText(/Phone/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '7135550199');
    await userEvent.clear(within(dialog).getByLabelText(/Fax Drive Id/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = screen.getByText('920001625').closest('tr')!;
    expect(within(row).getByText('(713) 555-0199')).toBeTruthy();
    expect(await screen.findByText('Market saved')).toBeTruthy();

    expect(traffic.updates).toEqual([
      {
        id: '920001625',
        input: {
          phone: '7135550199',
          address: '6934 Main Blvd',
          city: 'Houston',
          stateAbbrev: 'TX',
          zipCode: '77017',
          // Blank optional fields are sent as null, not as empty strings.
          faxDriveEmail: null,
          faxDriveId: null,
          quantaFloDriveId: null,
        },
      },
    ]);
    expect(traffic.marketsQueries).toBe(1);
    // The other row is untouched.
    const other = screen.getByText('920001626').closest('tr')!;
    expect(within(other).getByText('(214) 555-2688')).toBeTruthy();
  });

  it('shows a refused save in the shared alert and keeps the dialog open', async () => {
    serveMarkets(true);
    server.use(
      api.mutation('UpdateMarket', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'Market 920001625 is locked for editing', extensions: { code: 'UNPROCESSABLE' } }],
        }),
      ),
    );
    renderPage();
    const dialog = await openEdit('Houston');
    const phone = within(dialog).getByLabelText(/Phone/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '7135550100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.getAttribute('data-variant')).toBe('warning');
    expect(alert.textContent).toContain('Market 920001625 is locked for editing');
    expect(screen.getByRole('dialog')).toBeTruthy();
    const row = screen.getByText('920001625').closest('tr')!;
    expect(within(row).getByText('(713) 555-3805')).toBeTruthy();
  });
});
