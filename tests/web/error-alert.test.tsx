// @vitest-environment jsdom
/**
 * The page error alert against real Apollo Client requests answered by msw: which
 * variant a user sees, which text, and what Create Ticket reports back.
 */
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gql } from '@apollo/client';
import { ApolloProvider, useMutation } from '@apollo/client/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { http, HttpResponse } from 'msw';
import { ErrorAlert } from '../../web/src/shared/ui/error-alert.tsx';
import { AppToaster } from '../../web/src/shared/ui/toaster.tsx';
import { TOAST_DURATION_MS, toaster } from '../../web/src/shared/lib/toasts.ts';
import { installDomShims } from './support/dom-shims.ts';
import { GRAPHQL_URL, api, createTestApolloClient, mockGatewayApi } from './support/mock-api.ts';

installDomShims();

// The toast queue is app-wide; start each test without the last one's toasts.
const server = mockGatewayApi(() => toaster.remove());

const SAVE_MARKET = gql`
  mutation SaveMarket {
    updateMarket {
      id
    }
  }
`;

/** A page that saves something and shows the shared alert for its failure. */
function SavePage({ onDismissed }: { onDismissed?: () => void }) {
  const [save, { error, reset }] = useMutation(SAVE_MARKET);
  const [tries, setTries] = useState(0);
  return (
    <>
      <button
        onClick={() => {
          setTries(tries + 1);
          save().catch(() => undefined);
        }}
      >
        Save
      </button>
      <ErrorAlert
        error={error}
        tool="Markets"
        onDismiss={() => {
          reset();
          onDismissed?.();
        }}
      />
    </>
  );
}

function renderPage(onDismissed?: () => void) {
  const client = createTestApolloClient();
  render(
    <ChakraProvider value={defaultSystem}>
      <ApolloProvider client={client}>
        <SavePage onDismissed={onDismissed} />
        <AppToaster />
      </ApolloProvider>
    </ChakraProvider>,
  );
}

const failWith = (message: string, code: string) =>
  api.mutation('SaveMarket', () => HttpResponse.json({ data: null, errors: [{ message, extensions: { code } }] }));

async function clickSave() {
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('ErrorAlert', () => {
  it('shows a 422 refusal as a warning with the server message and no ticket button', async () => {
    server.use(failWith('Market 920001625 is locked for editing', 'UNPROCESSABLE'));
    renderPage();
    await clickSave();

    const alert = await screen.findByRole('alert');
    expect(alert.getAttribute('data-variant')).toBe('warning');
    expect(alert.textContent).toContain('Market 920001625 is locked for editing');
    expect(screen.queryByRole('button', { name: 'Create Ticket' })).toBeNull();
  });

  it('shows a server failure as a danger alert; Create Ticket reports the ticket id', async () => {
    let ticketInput: Record<string, unknown> | undefined;
    server.use(
      failWith('The Care API could not complete the request', 'UPSTREAM_ERROR'),
      api.mutation('CreateSupportTicket', ({ variables }) => {
        ticketInput = variables.input as Record<string, unknown>;
        return HttpResponse.json({ data: { createSupportTicket: { __typename: 'SupportTicket', id: '4711' } } });
      }),
    );
    renderPage();
    await clickSave();

    const alert = await screen.findByRole('alert');
    expect(alert.getAttribute('data-variant')).toBe('danger');
    expect(alert.textContent).toContain('The Care API could not complete the request');
    expect(alert.textContent).toContain('Server Error!');

    await userEvent.click(screen.getByRole('button', { name: 'Create Ticket' }));
    expect(await screen.findByText('Ticket Submitted!')).toBeTruthy();
    expect(await screen.findByText(/Ticket Id: 4711/)).toBeTruthy();
    expect(screen.getByText(/An e-mail with the ticket details will follow/)).toBeTruthy();
    expect(ticketInput).toMatchObject({ erroredTool: 'Markets', subject: 'Server Error on Markets' });
    expect(Array.isArray(ticketInput?.logs) && (ticketInput.logs as string[]).some((l) => l.includes('UPSTREAM_ERROR'))).toBe(true);
  });

  it('says the ticket failed when the ticket call fails', async () => {
    server.use(
      failWith('Internal server error', 'INTERNAL_SERVER_ERROR'),
      api.mutation('CreateSupportTicket', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'The Care API is unavailable, try again shortly', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
        }),
      ),
    );
    renderPage();
    await clickSave();
    await userEvent.click(await screen.findByRole('button', { name: 'Create Ticket' }));
    expect(await screen.findByText('Ticket Failed to Submit!')).toBeTruthy();
    expect(screen.queryByText('Ticket Submitted!')).toBeNull();
  });

  it("shows the client's own text when the network fails", async () => {
    let clientText = '';
    server.use(http.post(GRAPHQL_URL, () => HttpResponse.error()));
    // What this runtime's fetch says when the connection fails, as Apollo passes it on.
    await fetch(GRAPHQL_URL, { method: 'POST', body: '{}' }).catch((e: Error) => (clientText = e.message));
    renderPage();
    await clickSave();

    const alert = await screen.findByRole('alert');
    expect(clientText).not.toBe('');
    expect(alert.getAttribute('data-variant')).toBe('danger');
    expect(alert.textContent).toContain(clientText);
    expect(alert.textContent).toContain('Network Error!');
  });

  it('dismissing the alert resets the mutation and removes the alert', async () => {
    const dismissed = vi.fn();
    server.use(failWith('The record changed meanwhile; reload and try again', 'CONFLICT'));
    renderPage(dismissed);
    await clickSave();
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss error' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(dismissed).toHaveBeenCalledOnce();
  });

  it('keeps toasts for 3000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
  });
});
