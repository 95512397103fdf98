// @vitest-environment jsdom
/**
 * Permission-gated navigation: the bar's menus and links follow the viewer's claims and, for the
 * Reports menu, the gateway's answers about the cards of each page (a page is listed only to a
 * viewer who may run one of its cards), answered by msw through a real Apollo Client, for a
 * signed-in oidc-client-ts session.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { graphql, HttpResponse } from 'msw';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { InMemoryWebStorage, User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { AuthProvider } from '../../web/src/shared/auth/auth-context.tsx';
import { ColorModeProvider } from '../../web/src/shared/ui/color-mode.tsx';
import { ViewerProvider } from '../../web/src/shared/auth/viewer.tsx';
import { NavBar } from '../../web/src/app/layout/nav-bar.tsx';
import { installDomShims } from './support/dom-shims.ts';
import { createTestApolloClient, mockGatewayApi, viewerCan } from './support/mock-api.ts';

installDomShims();

const server = mockGatewayApi(() => sessionStorage.clear());

async function renderNavBar(claims: string[] | null, granted: Partial<Record<string, boolean>> = {}) {
  const userManager = new UserManager({
    authority: 'http://idp.test/oidc',
    client_id: 'luminate-web',
    redirect_uri: 'http://luminate.test/auth/callback',
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
  });
  if (claims) {
    await userManager.storeUser(
      new User({
        access_token: 'token',
        token_type: 'Bearer',
        profile: { sub: 'u-1', iss: 'http://idp.test/oidc', aud: 'luminate-web', exp: 0, iat: 0, name: 'Pat Person' },
        expires_at: Math.floor(Date.now() / 1000) + 3600,
      }),
    );
    server.use(
      graphql.query('Viewer', () =>
        HttpResponse.json({
          data: { viewer: { __typename: 'Viewer', uid: 'u-1', name: 'Pat Person', email: null, claims, employee: null } },
        }),
      ),
      // Nothing is allowed but what the test grants.
      graphql.query('ViewerCapabilities', () => HttpResponse.json({ data: { viewer: { __typename: 'Viewer', can: viewerCan(granted) } } })),
    );
  }
  const client = createTestApolloClient();
  render(
    <ChakraProvider value={defaultSystem}>
      <ColorModeProvider>
        <AuthProvider userManager={userManager}>
          <ApolloProvider client={client}>
            <ViewerProvider>
              <Router hook={memoryLocation().hook}>
                <NavBar />
              </Router>
            </ViewerProvider>
          </ApolloProvider>
        </AuthProvider>
      </ColorModeProvider>
    </ChakraProvider>,
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });

async function menuItems(label: string): Promise<string[]> {
  await userEvent.click(within(nav()).getByRole('button', { name: label }));
  const items = await screen.findAllByRole('menuitem');
  return items.map((item) => item.textContent ?? '');
}

describe('navigation by permission', () => {
  it('shows an anonymous visitor no menus, only Sign in', async () => {
    await renderNavBar(null);
    expect(await within(nav()).findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(within(nav()).queryByRole('button', { name: 'Lookups' })).toBeNull();
  });

  it('hides the Admin menu, Campaigns, Filtered Members and the Reports menu from a user who may run no report', async () => {
    await renderNavBar([]);
    await within(nav()).findByRole('button', { name: 'Outreach' });
    expect(within(nav()).queryByRole('button', { name: 'Admin' })).toBeNull();
    expect(await menuItems('Outreach')).toEqual(['Call Lists']);
    expect(within(nav()).queryByRole('button', { name: 'Reports' })).toBeNull();
  });

  // Each page is listed exactly when one of its cards may be run.
  const REPORT_MENUS: [string, Record<string, boolean>, string[]][] = [
    [
      'a holder of an office assignment',
      { runWeeklyConversionRateReport: true, runSubmittedForTermReport: true },
      ['Visit Reporting', 'Membership Reporting'],
    ],
    ['a regional VP', { runWeeklyConversionRateReport: true }, ['Visit Reporting']],
    [
      'a neighborhood manager',
      { runClosestOfficeReport: true, bulkUpdateNeighborhoods: true, runWeeklyConversionRateReport: true },
      ['Geodeployment Reports', 'Visit Reporting'],
    ],
    ['a member exporter (the members workbook only)', { runMarketMembersExport: true }, ['Membership Reporting']],
    ['a medical records requester', { requestMedicalRecords: true }, ['Medical Records']],
    [
      'a data manager',
      { runClosestOfficeReport: true, runRedBoxErrorsReport: true, runNextVisitReport: true },
      ['Geodeployment Reports', 'Visit Reporting', 'Membership Reporting'],
    ],
  ];
  for (const [who, granted, entries] of REPORT_MENUS) {
    it(`lists under Reports only the pages ${who} may run a card of`, async () => {
      await renderNavBar([], granted);
      await within(nav()).findByRole('button', { name: 'Reports' });
      expect(await menuItems('Reports')).toEqual(entries);
    });
  }

  it('shows Campaigns and Filtered Members with call-list management', async () => {
    await renderNavBar(['CALL_LIST_MGMT']);
    await within(nav()).findByRole('button', { name: 'Outreach' });
    expect(await menuItems('Outreach')).toEqual(['Call Lists', 'Campaigns', 'Filtered Members']);
  });

  it('shows the Admin menu with eus, without Developers', async () => {
    await renderNavBar(['EUS']);
    await within(nav()).findByRole('button', { name: 'Admin' });
    const items = await menuItems('Admin');
    expect(items).toContain('Users');
    expect(items).not.toContain('Developers');
  });

  it('shows Developers in the Admin menu to a superAdmin with eus', async () => {
    await renderNavBar(['EUS', 'SUPER_ADMIN']);
    await within(nav()).findByRole('button', { name: 'Admin' });
    expect(await menuItems('Admin')).toContain('Developers');
  });

  it('does not list Medical Records for the med-records claim alone: the gateway decides', async () => {
    await renderNavBar(['MED_RECORDS']);
    await within(nav()).findByRole('button', { name: 'Outreach' });
    expect(within(nav()).queryByRole('button', { name: 'Reports' })).toBeNull();
  });
});
