// @vitest-environment jsdom
/**
 * The automatic sign-out after inactivity as the shell renders it: the warning at half of a short
 * timeout with its countdown, "Stay signed in", the sign-out with its reason (the stored session
 * removed and the refresh token revoked at the identity provider), and another tab's activity,
 * shared through localStorage, keeping this tab signed in.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { http, HttpResponse } from 'msw';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { InMemoryWebStorage, User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { AuthProvider, useAuth } from '../../web/src/shared/auth/auth-context.tsx';
import { describeDuration, idleSignedOutMessage, LAST_ACTIVITY_KEY, warningLeadSeconds } from '../../web/src/shared/auth/idle-timeout.ts';
import { IdleSignedOutDialog, IdleWarningDialog } from '../../web/src/app/layout/idle-sign-out-dialogs.tsx';
import { installDomShims } from './support/dom-shims.ts';
import { createTestApolloClient, mockGatewayApi } from './support/mock-api.ts';

installDomShims();

const ISSUER = 'http://idp.test/oidc';
const REVOCATION_ENDPOINT = `${ISSUER}/token/revocation`;

const server = mockGatewayApi(() => {
  sessionStorage.clear();
  localStorage.clear();
});

async function signedIn(): Promise<UserManager> {
  const userManager = new UserManager({
    authority: ISSUER,
    client_id: 'luminate-web',
    redirect_uri: 'http://luminate.test/auth/callback',
    automaticSilentRenew: false,
    metadata: {
      issuer: ISSUER,
      revocation_endpoint: REVOCATION_ENDPOINT,
      authorization_endpoint: `${ISSUER}/auth`,
      token_endpoint: `${ISSUER}/token`,
    },
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
  });
  await userManager.storeUser(
    new User({
      access_token: 'access-token',
      refresh_token: 'refresh-token-1',
      token_type: 'Bearer',
      profile: { sub: 'staff', iss: ISSUER, aud: 'luminate-web', exp: 0, iat: 0, name: 'Stevie Staff' },
      expires_at: Math.floor(Date.now() / 1000) + 3600,
    }),
  );
  return userManager;
}

function SessionProbe() {
  const { user } = useAuth();
  return <p>{user ? `Signed in as ${user.profile.name}` : 'Nobody signed in'}</p>;
}

function renderShell(userManager: UserManager, idleTimeoutS: number) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <AuthProvider userManager={userManager} idleTimeoutS={idleTimeoutS}>
        <ApolloProvider client={createTestApolloClient()}>
          <Router hook={memoryLocation().hook}>
            <SessionProbe />
            <IdleWarningDialog />
            <IdleSignedOutDialog />
          </Router>
        </ApolloProvider>
      </AuthProvider>
    </ChakraProvider>,
  );
}

/** Records the tokens revoked at the identity provider. */
function recordRevocations(): string[] {
  const revoked: string[] = [];
  server.use(
    http.post(REVOCATION_ENDPOINT, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      revoked.push(`${form.get('token_type_hint')}:${form.get('token')}`);
      return new HttpResponse(null, { status: 200 });
    }),
  );
  return revoked;
}

describe('idle timing', () => {
  it('warns a minute before, or at half a timeout under two minutes', () => {
    expect(warningLeadSeconds(900)).toBe(60);
    expect(warningLeadSeconds(120)).toBe(60);
    expect(warningLeadSeconds(90)).toBe(45);
    expect(warningLeadSeconds(12)).toBe(6);
  });

  it('says the timeout the way a person would', () => {
    expect(describeDuration(900)).toBe('15 minutes');
    expect(describeDuration(60)).toBe('1 minute');
    expect(describeDuration(3600)).toBe('1 hour');
    expect(describeDuration(90)).toBe('90 seconds');
    expect(idleSignedOutMessage(900)).toBe('You were signed out after 15 minutes without activity');
  });
});

describe('automatic sign-out', () => {
  it('warns, keeps the session on "Stay signed in", then signs out without input and revokes the refresh token', async () => {
    const revoked = recordRevocations();
    const userManager = await signedIn();
    renderShell(userManager, 4);
    await screen.findByText('Signed in as Stevie Staff');

    const warning = await screen.findByRole('alertdialog', { name: 'Are you still there?' }, { timeout: 4000 });
    expect(within(warning).getByText(/^You will be signed out in [12] seconds? because of inactivity$/)).toBeTruthy();
    await userEvent.click(within(warning).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Are you still there?' })).toBeNull());
    expect(screen.getByText('Signed in as Stevie Staff')).toBeTruthy();
    expect(revoked).toEqual([]);

    const notice = await screen.findByRole('alertdialog', { name: 'Signed out' }, { timeout: 7000 });
    expect(within(notice).getByText('You were signed out after 4 seconds without activity')).toBeTruthy();
    expect(within(notice).getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByText('Nobody signed in')).toBeTruthy();
    expect(await userManager.getUser()).toBeNull();
    await waitFor(() => expect(revoked).toEqual(['refresh_token:refresh-token-1']));
  }, 20_000);

  it('stays signed in while another tab of the app reports input', async () => {
    recordRevocations();
    const userManager = await signedIn();
    renderShell(userManager, 4);
    await screen.findByText('Signed in as Stevie Staff');
    // Another tab writes the time of its latest input; this tab gets none for twice the timeout.
    const started = Date.now();
    while (Date.now() - started < 8000) {
      localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(screen.queryByRole('alertdialog')).toBeNull();
    }
    expect(screen.getByText('Signed in as Stevie Staff')).toBeTruthy();
    expect(await userManager.getUser()).not.toBeNull();
  }, 20_000);
});
