// @vitest-environment jsdom
/**
 * The home page's "Your work" for a signed-in user, against real Apollo Client requests answered
 * by msw: each approval queue with its Mine count, linking to its dashboard on that tab; the call
 * lists with their sizes, linking to the list; and plain words when nothing waits.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import Home from '../../web/src/pages/home.tsx';
import { toaster } from '../../web/src/shared/lib/toasts.ts';
import { installDomShims } from './support/dom-shims.ts';
import { api, mockGatewayApi, viewerHandlers } from './support/mock-api.ts';
import { renderSignedInPage } from './support/signed-in-page.tsx';

installDomShims();

const server = mockGatewayApi(() => toaster.remove());

interface Work {
  queues: Array<{ dashboard: 'DEATTRIBUTION' | 'DNC' | 'TRANSFERS'; tab: string; label: string; mine: number }>;
  callLists: Array<{ campaignId: string; campaignName: string; size: number }>;
}

function serve(work: Work, options: { slow?: boolean } = {}) {
  server.use(
    ...viewerHandlers({ uid: 'cd', name: 'Casey Director', employeeId: '5', assignmentTypes: [10] }),
    api.query('MyWork', async () => {
      if (options.slow) await delay(400);
      return HttpResponse.json({
        data: {
          myWork: {
            __typename: 'MyWork',
            queues: work.queues.map((q) => ({ __typename: 'WorkQueue', ...q })),
            callLists: work.callLists.map((c) => ({ __typename: 'WorkCallList', ...c })),
          },
        },
      });
    }),
  );
}

const section = () => screen.findByRole('region', { name: 'Your work' });

describe('home: your work', () => {
  it("lists the viewer's queues with their Mine counts and call lists with sizes, each linking to its page", async () => {
    serve(
      {
        queues: [
          { dashboard: 'DEATTRIBUTION', tab: 'APP_CD', label: 'APP / CD Approval', mine: 5 },
          { dashboard: 'DNC', tab: 'CD', label: 'CD Approval', mine: 4 },
          { dashboard: 'TRANSFERS', tab: 'CD_RVP', label: 'CD/RVP Approval', mine: 0 },
        ],
        callLists: [{ campaignId: '123', campaignName: 'Spring outreach', size: 120 }],
      },
      { slow: true },
    );
    await renderSignedInPage(<Home />, 'cd');
    expect(await screen.findByLabelText('Loading your work')).toBeTruthy();
    const work = await section();
    const dnc = await within(work).findByRole('link', { name: 'Do Not Contact: CD Approval (4)' });
    expect(dnc.getAttribute('href')).toBe('/pending-dnc?tab=CD');
    expect(within(work).getByRole('link', { name: 'Deattribution: APP / CD Approval (5)' }).getAttribute('href')).toBe(
      '/deattribution?tab=APP_CD',
    );
    expect(within(work).getByRole('link', { name: 'Patient Transfer: CD/RVP Approval (0)' }).getAttribute('href')).toBe(
      '/transition-dashboard?tab=CD_RVP',
    );
    expect(within(work).getByRole('link', { name: 'Spring outreach (120 members)' }).getAttribute('href')).toBe('/call-list?campaign=123');
    expect(within(work).queryByText('Nothing is waiting for you.')).toBeNull();
    expect(within(work).queryByText('You are not on any call list.')).toBeNull();
  });

  it('says plainly when nothing waits and the viewer is on no call list', async () => {
    serve({ queues: [{ dashboard: 'DNC', tab: 'CD', label: 'CD Approval', mine: 0 }], callLists: [] });
    await renderSignedInPage(<Home />, 'cd');
    const work = await section();
    expect(await within(work).findByText('Nothing is waiting for you.')).toBeTruthy();
    expect(within(work).getByText('You are not on any call list.')).toBeTruthy();
    expect(within(work).getByRole('link', { name: 'Do Not Contact: CD Approval (0)' })).toBeTruthy();
  });

  it('says nothing waits for a viewer who decides in no queue', async () => {
    serve({ queues: [], callLists: [] });
    await renderSignedInPage(<Home />, 'cd');
    const work = await section();
    expect(await within(work).findByText('Nothing is waiting for you.')).toBeTruthy();
    expect(within(work).queryAllByRole('link')).toHaveLength(0);
  });
});
