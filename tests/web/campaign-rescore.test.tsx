// @vitest-environment jsdom
/**
 * The campaign's action bar against msw: Rescore shows its running state, then 'Rescore
 * Successful' with the scores by points descending, or 'Rescore Failed'; Outreach-Dialer campaigns
 * get Reset Exhausted Members (with a confirmation) instead; a failed score report is titled
 * 'Pulling Campaign Score Report'.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { delay, http, HttpResponse } from 'msw';
import { CampaignActions } from '../../web/src/features/campaigns/campaign-actions.tsx';
import { AppToaster } from '../../web/src/shared/ui/toaster.tsx';
import { toaster } from '../../web/src/shared/lib/toasts.ts';
import { installDomShims } from './support/dom-shims.ts';
import { api, createTestApolloClient, mockGatewayApi } from './support/mock-api.ts';
import { campaign } from './campaign-fixtures.ts';

installDomShims();

const server = mockGatewayApi(() => toaster.remove());

const COUNTS = { __typename: 'CallListCounts', wasCalled: 0, listSize: 3, ineligMembers0score: 1, ineligMembers: 2 };

function renderActions(typeIndex = 0) {
  render(
    <ChakraProvider value={defaultSystem}>
      <ApolloProvider client={createTestApolloClient()}>
        <CampaignActions campaign={campaign({ typeIndex })} getAccessToken={() => Promise.resolve('token-1')} />
        <AppToaster />
      </ApolloProvider>
    </ChakraProvider>,
  );
}

describe('campaign actions', () => {
  it("shows the running state, then 'Rescore Successful' and the scores by points descending", async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      api.mutation('RescoreCampaign', async () => {
        await released;
        return HttpResponse.json({
          data: {
            rescoreCampaign: {
              __typename: 'RescoreResult',
              campaign: { __typename: 'Campaign', id: '123', counts: COUNTS },
              scores: [
                { __typename: 'CallListScore', memberId: '7', primaryDriver: 'Unengaged', points: 20 },
                { __typename: 'CallListScore', memberId: '9', primaryDriver: 'Age Over', points: 55.5 },
                { __typename: 'CallListScore', memberId: '8', primaryDriver: null, points: 35 },
              ],
            },
          },
        });
      }),
    );
    renderActions();
    expect(screen.queryByRole('button', { name: 'Reset Exhausted Members' })).toBeNull();
    const documentation = screen.getByRole('link', { name: 'Documentation' });
    expect(documentation.getAttribute('href')).toBe('https://docs.example.org/outreach');
    expect(documentation.getAttribute('target')).toBe('_blank');

    await userEvent.click(screen.getByRole('button', { name: 'Rescore Campaign' }));
    expect(await screen.findByText('Rescoring the campaign…')).toBeTruthy();
    release();
    expect(await screen.findByText('Rescore Successful')).toBeTruthy();
    expect(screen.queryByText('Rescoring the campaign…')).toBeNull();
    const rows = within(screen.getByRole('table', { name: 'Scores' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['9', 'Age Over', '55.5'],
      ['8', '—', '35'],
      ['7', 'Unengaged', '20'],
    ]);
  });

  it("shows 'Rescore Failed' with the server's message", async () => {
    server.use(
      api.mutation('RescoreCampaign', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'The Care API is unavailable', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
        }),
      ),
    );
    renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Rescore Campaign' }));
    const alert = await screen.findByRole('alert');
    expect(alert.getAttribute('data-variant')).toBe('danger');
    expect(within(alert).getByText('Rescore Failed')).toBeTruthy();
    expect(within(alert).getByText('The Care API is unavailable')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Scores' })).toBeNull();
  });

  it('offers dialer campaigns Reset Exhausted Members after a confirmation, not Rescore', async () => {
    let resets = 0;
    server.use(
      api.mutation('ResetExhaustedMembers', async () => {
        resets += 1;
        await delay(20);
        return HttpResponse.json({
          data: {
            resetExhaustedMembers: {
              __typename: 'ResetExhaustedResult',
              campaign: { __typename: 'Campaign', id: '123', counts: COUNTS },
              membersReset: 14,
            },
          },
        });
      }),
    );
    renderActions(1);
    expect(screen.queryByRole('button', { name: 'Rescore Campaign' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reset Exhausted Members' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(resets).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Reset Exhausted Members' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('14 members reset')).toBeTruthy();
    expect(resets).toBe(1);
  });

  it("titles a failed score report 'Pulling Campaign Score Report'", async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.get('*/files/campaigns/123/scores', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ message: 'No scores yet for campaign 123', code: 'NOT_FOUND' }, { status: 404 });
      }),
    );
    renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Score Report' }));
    const modal = await screen.findByRole('alertdialog');
    expect(within(modal).getByText('Pulling Campaign Score Report Error!')).toBeTruthy();
    expect(within(modal).getByText('No scores yet for campaign 123')).toBeTruthy();
    await waitFor(() => expect(seen).toEqual(['Bearer token-1']));
  });
});
