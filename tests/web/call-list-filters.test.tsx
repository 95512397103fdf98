// @vitest-environment jsdom
/**
 * The Call List Filters page against msw: the two tables, the Add New Global Filter modal's rule
 * (name and .xlsx required), its upload with the signed-in user's token, a 422 refusal shown as a
 * warning inside the modal, and delete with the inline ✓ / ✗ confirmation.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { http, HttpResponse } from 'msw';
import { InMemoryWebStorage, User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { AuthProvider } from '../../web/src/shared/auth/auth-context.tsx';
import CallListFiltersPage, { FILTERS_HELP } from '../../web/src/features/call-list-filters/call-list-filters-page.tsx';
import { AppToaster } from '../../web/src/shared/ui/toaster.tsx';
import { toaster } from '../../web/src/shared/lib/toasts.ts';
import { installDomShims } from './support/dom-shims.ts';
import { api, createTestApolloClient, mockGatewayApi } from './support/mock-api.ts';

installDomShims();

const server = mockGatewayApi(() => toaster.remove());

function filter(name: string, campaign: { id: string; name: string; exclusive: boolean } | null, memberCount: number) {
  return {
    __typename: 'CallListFilter',
    id: name,
    name,
    addedBy: 'Charlie Calls',
    addedAt: '2025-04-03T15:00:00.000Z',
    memberCount,
    campaignId: campaign?.id ?? null,
    campaignName: campaign?.name ?? null,
    isExclusive: campaign?.exclusive ?? false,
    isGlobal: campaign === null,
  };
}

interface Traffic {
  filterQueries: number;
  deletes: string[];
  uploads: Array<{ query: Record<string, string>; authorization: string | null }>;
}

function serve(upload: 'ok' | 'refused' | 'notWorkbook' = 'ok'): Traffic {
  const traffic: Traffic = { filterQueries: 0, deletes: [], uploads: [] };
  let filters = [
    filter('Deceased', null, 12),
    filter('Hospice', null, 4),
    filter('May list', { id: '124', name: 'Targeted May', exclusive: true }, 30),
  ];
  server.use(
    api.query('CallListFilters', () => {
      traffic.filterQueries += 1;
      return HttpResponse.json({ data: { callListFilters: filters } });
    }),
    api.mutation('DeleteCallListFilter', ({ variables }) => {
      traffic.deletes.push(variables.id as string);
      filters = filters.filter((f) => f.id !== variables.id);
      return HttpResponse.json({ data: { deleteCallListFilter: filters } });
    }),
    http.post('*/files/uploads/call-list-filters', ({ request }) => {
      const url = new URL(request.url);
      const query = Object.fromEntries(url.searchParams);
      traffic.uploads.push({ query, authorization: request.headers.get('authorization') });
      if (upload === 'refused')
        return HttpResponse.json({ message: 'Unknown member ids in rows 2, 5', code: 'UNPROCESSABLE' }, { status: 422 });
      if (upload === 'notWorkbook')
        return HttpResponse.json({ message: 'Please enter a .xlsx file', code: 'BAD_USER_INPUT' }, { status: 400 });
      const created = filter(query.filterName, null, 2);
      filters = [...filters, created];
      return HttpResponse.json(created, { status: 201 });
    }),
  );
  return traffic;
}

async function renderPage() {
  const userManager = new UserManager({
    authority: 'http://idp.test/oidc',
    client_id: 'luminate-web',
    redirect_uri: 'http://luminate.test/auth/callback',
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
  });
  await userManager.storeUser(
    new User({
      access_token: 'token-7',
      token_type: 'Bearer',
      profile: { sub: 'calllistmanager', iss: 'http://idp.test/oidc', aud: 'luminate-web', exp: 0, iat: 0 },
      expires_at: Math.floor(Date.now() / 1000) + 3600,
    }),
  );
  render(
    <ChakraProvider value={defaultSystem}>
      <AuthProvider userManager={userManager}>
        <ApolloProvider client={createTestApolloClient()}>
          <CallListFiltersPage pageName="Filtered Members" />
          <AppToaster />
        </ApolloProvider>
      </AuthProvider>
    </ChakraProvider>,
  );
}

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('call list filters page', () => {
  it('lists global filters and targeted campaign members apart, under the help text', async () => {
    serve();
    await renderPage();
    await screen.findByRole('table', { name: 'Global filters' });
    expect(screen.getByText(FILTERS_HELP)).toBeTruthy();
    expect(rowsOf('Global filters')).toEqual([
      ['Deceased', 'Charlie Calls', '04/03/2025', '12', 'Delete'],
      ['Hospice', 'Charlie Calls', '04/03/2025', '4', 'Delete'],
    ]);
    expect(rowsOf('Targeted campaign members')).toEqual([['May list', 'Charlie Calls', '04/03/2025', '30', 'Targeted May', 'Yes']]);
  });

  it('asks ✓ / ✗ before deleting: the cross keeps the filter, the tick deletes it', async () => {
    const traffic = serve();
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Deceased' }));
    expect(screen.getByRole('button', { name: 'Confirm delete' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel delete' }));
    expect(screen.queryByRole('button', { name: 'Confirm delete' })).toBeNull();
    expect(traffic.deletes).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Deceased' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm delete' }));
    await waitFor(() => expect(rowsOf('Global filters').map((r) => r[0])).toEqual(['Hospice']));
    expect(traffic.deletes).toEqual(['Deceased']);
    // The mutation's answer replaced the list: no second query.
    expect(traffic.filterQueries).toBe(1);
  });

  it('needs a name and an .xlsx, uploads with the bearer token and refetches the filters', async () => {
    const traffic = serve();
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Global Filter' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log Filtered Members' }));
    expect(await within(dialog).findByText('Filter name is required')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a .xlsx file')).toBeTruthy();
    expect(traffic.uploads).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Filter Name/), 'Moved away');
    const file = within(dialog).getByLabelText(/Member List/);
    await userEvent.upload(file, new File(['x'], 'moved.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await within(dialog).findByText('Please enter a .xlsx file')).toBeTruthy();
    await userEvent.upload(file, new File([new Uint8Array([80, 75, 3, 4])], 'moved.xlsx'));
    await waitFor(() => expect(within(dialog).queryByText('Please enter a .xlsx file')).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log Filtered Members' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(traffic.uploads).toEqual([{ query: { filterName: 'Moved away' }, authorization: 'Bearer token-7' }]);
    expect(await screen.findByText('Moved away: 2 members')).toBeTruthy();
    await waitFor(() => expect(rowsOf('Global filters').map((r) => r[0])).toEqual(['Deceased', 'Hospice', 'Moved away']));
    expect(traffic.filterQueries).toBe(2);
  });

  it('shows a refused workbook (422) as a warning inside the modal', async () => {
    serve('refused');
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Global Filter' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Filter Name/), 'Moved away');
    await userEvent.upload(within(dialog).getByLabelText(/Member List/), new File([new Uint8Array([80, 75, 3, 4])], 'moved.xlsx'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log Filtered Members' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.getAttribute('data-variant')).toBe('warning');
    expect(alert.textContent).toContain('Unknown member ids in rows 2, 5');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows a file that is not a workbook on the Member List field, with no alert to raise a ticket from', async () => {
    serve('notWorkbook');
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Global Filter' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Filter Name/), 'Renamed text');
    await userEvent.upload(within(dialog).getByLabelText(/Member List/), new File(['A100\nA101\n'], 'ids.xlsx'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log Filtered Members' }));
    expect(await within(dialog).findByText('Please enter a .xlsx file')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create Ticket' })).toBeNull();
  });
});
