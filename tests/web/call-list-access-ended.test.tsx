// @vitest-environment jsdom
/**
 * The Call List page when the gateway ends a live list it was showing: access removed
 * (FORBIDDEN) or the session's token expired (UNAUTHENTICATED). The list disappears and the
 * reason shows; an expired token that the session has renewed meanwhile continues on a new
 * socket with the new token instead.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { User, type UserManager } from 'oidc-client-ts';
import CallListPage from '../../web/src/features/call-list/call-list-page.tsx';
import { AuthProvider } from '../../web/src/shared/auth/auth-context.tsx';
import { useViewer, ViewerProvider } from '../../web/src/shared/auth/viewer.tsx';
import { LiveSocketFactoryContext } from '../../web/src/shared/lib/live-socket.ts';
import { installDomShims } from './support/dom-shims.ts';
import { api, createTestApolloClient, mockGatewayApi } from './support/mock-api.ts';
import { callList, entry, FakeLiveServer, serveViewer, signedInUserManager, TEST_TOKEN } from './call-list-harness.tsx';

installDomShims();

const server = mockGatewayApi(() => localStorage.clear());
const UID = 'agent';
const REVOKED = { message: 'You no longer have access to this campaign', extensions: { code: 'FORBIDDEN' } };
const EXPIRED = { message: 'Your session has expired; sign in again', extensions: { code: 'UNAUTHENTICATED' } };

let live: FakeLiveServer;

beforeEach(() => {
  live = new FakeLiveServer();
  serveViewer(server, UID);
  server.use(
    api.query('MyCampaigns', () =>
      HttpResponse.json({ data: { myCampaigns: [{ __typename: 'Campaign', id: '123', name: 'Spring Outreach' }] } }),
    ),
  );
  live.lists.set('123', callList('123', 1, [entry(1), entry(2)]));
});

function Guarded() {
  const { loading, viewer } = useViewer();
  return loading || !viewer ? null : <CallListPage pageName="Call Lists" />;
}

async function renderPage(): Promise<UserManager> {
  const userManager = await signedInUserManager(UID);
  render(
    <ChakraProvider value={defaultSystem}>
      <AuthProvider userManager={userManager}>
        <ApolloProvider client={createTestApolloClient()}>
          <ViewerProvider>
            <LiveSocketFactoryContext.Provider value={live.factory}>
              <Router hook={memoryLocation({ path: '/call-list' }).hook}>
                <Route path="/call-list">
                  <Guarded />
                </Route>
              </Router>
            </LiveSocketFactoryContext.Provider>
          </ViewerProvider>
        </ApolloProvider>
      </AuthProvider>
    </ChakraProvider>,
  );
  await screen.findByRole('table', { name: 'Spring Outreach call list' });
  return userManager;
}

/** The gateway ends campaign 123's subscription with `error`, as it does on revocation or expiry. */
function endSubscription(error: { message: string; extensions: { code: string } }) {
  const sub = live.subscriptions.find((s) => s.campaignId === '123');
  if (!sub) throw new Error('no live subscription to campaign 123');
  live.unsubscribe((s) => s === sub);
  act(() => {
    sub.socket.reply({ id: sub.id, type: 'next', payload: { data: null, errors: [{ ...error, path: ['callList'] }] } });
    sub.socket.reply({ id: sub.id, type: 'complete' });
  });
}

const status = () => screen.getByRole('status', { name: 'Connection' }).textContent;

describe('Call List page, live list ended by the gateway', () => {
  it('hides the list and says why when access to the campaign was removed; it does not reconnect', async () => {
    await renderPage();
    endSubscription(REVOKED);
    expect(await screen.findByText(REVOKED.message)).toBeTruthy();
    expect(screen.getByText('Permission Error!')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Spring Outreach call list' })).toBeNull();
    expect(screen.queryByText('Member 1')).toBeNull();
    expect(status()).toBe('Not connected');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(live.sockets).toHaveLength(1);
    expect(live.subscriptions).toHaveLength(0);
  });

  it('hides the list and asks to sign in again when the session expired and was not renewed', async () => {
    await renderPage();
    endSubscription(EXPIRED);
    expect(await screen.findByText(EXPIRED.message)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Spring Outreach call list' })).toBeNull();
    expect(status()).toBe('Not connected');
    expect(live.subscriptions).toHaveLength(0);
  });

  it('continues on a new socket with the renewed token when the session renewed it', async () => {
    const userManager = await renderPage();
    expect(live.inits).toEqual([{ authorization: `Bearer ${TEST_TOKEN}` }]);
    // The session renews its token (as oidc-client-ts's silent renewal does) before the old one expires.
    await userManager.storeUser(
      new User({
        access_token: 'renewed-access-token',
        token_type: 'Bearer',
        profile: { sub: UID, iss: 'http://idp.test/oidc', aud: 'luminate-web', exp: 0, iat: 0, name: 'Alex Agent' },
        expires_at: Math.floor(Date.now() / 1000) + 3600,
      }),
    );
    live.lists.set('123', callList('123', 2, [entry(2)]));
    endSubscription(EXPIRED);
    await waitFor(() =>
      expect(live.inits).toEqual([{ authorization: `Bearer ${TEST_TOKEN}` }, { authorization: 'Bearer renewed-access-token' }]),
    );
    const table = await screen.findByRole('table', { name: 'Spring Outreach call list' });
    await waitFor(() =>
      expect([...table.querySelectorAll('tr[data-member-id]')].map((r) => r.getAttribute('data-member-id'))).toEqual(['1002']),
    );
    expect(screen.queryByText(EXPIRED.message)).toBeNull();
    expect(status()).toBe('Live');
    expect(live.openSockets).toHaveLength(1);
  });
});
