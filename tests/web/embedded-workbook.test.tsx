// @vitest-environment jsdom
/**
 * The shared EmbeddedWorkbook against a real Apollo Client answered by msw: it asks for a link on
 * mount in the page's colour mode, frames it (titled, sandboxed, no referrer), does not ask again
 * when the window regains focus, asks for a new link on Refresh, and shows the gateway's refusal.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { HttpResponse } from 'msw';
import { EmbeddedWorkbook } from '../../web/src/shared/embed/index.ts';
import { WORKBOOK_FRAME_SANDBOX, workbookExportUrl } from '../../web/src/shared/embed/embedded-workbook.tsx';
import { COLOR_MODE_KEY, ColorModeProvider } from '../../web/src/shared/ui/color-mode.tsx';
import { installDomShims } from './support/dom-shims.ts';
import { api, createTestApolloClient, mockGatewayApi } from './support/mock-api.ts';

vi.mock('../../web/src/shared/auth/access-token.ts', () => ({ useAccessTokenGetter: () => () => Promise.resolve('token') }));

installDomShims();
const server = mockGatewayApi(() => window.localStorage.clear());

interface Asked {
  workbook: string;
  memberId: string | null;
  theme: string;
}

/** Answers each WorkbookEmbed with a new link, remembering what was asked. */
function answerLinks(): Asked[] {
  const asked: Asked[] = [];
  server.use(
    api.query('WorkbookEmbed', ({ variables }) => {
      const question = variables as Asked;
      asked.push(question);
      return HttpResponse.json({
        data: {
          workbookEmbed: {
            __typename: 'WorkbookEmbed',
            workbook: question.workbook,
            url: `http://analytics.test/embed/workbooks/link-${asked.length}`,
            expiresAt: '2030-01-01T00:00:00.000Z',
          },
        },
      });
    }),
  );
  return asked;
}

function renderWorkbook(props: Parameters<typeof EmbeddedWorkbook>[0]) {
  render(
    <ChakraProvider value={defaultSystem}>
      <ColorModeProvider>
        <ApolloProvider client={createTestApolloClient()}>
          <EmbeddedWorkbook {...props} />
        </ApolloProvider>
      </ColorModeProvider>
    </ChakraProvider>,
  );
}

describe('EmbeddedWorkbook', () => {
  it('frames a fresh link in the colour mode, not refetched on focus, a new one on Refresh', async () => {
    window.localStorage.setItem(COLOR_MODE_KEY, 'dark');
    const asked = answerLinks();
    renderWorkbook({ workbook: 'HEDIS_GAPS', title: 'Hedis Gaps workbook' });

    const frame = await screen.findByTitle('Hedis Gaps workbook');
    expect(frame.getAttribute('src')).toBe('http://analytics.test/embed/workbooks/link-1');
    expect(frame.getAttribute('sandbox')).toBe(WORKBOOK_FRAME_SANDBOX);
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(asked).toEqual([{ workbook: 'HEDIS_GAPS', memberId: null, theme: 'DARK' }]);
    // The frame is hidden behind the skeleton until it has loaded.
    expect(screen.getByLabelText('Loading Hedis Gaps workbook')).toBeTruthy();

    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((r) => setTimeout(r, 200));
    expect(asked).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(screen.getByTitle('Hedis Gaps workbook').getAttribute('src')).toBe('http://analytics.test/embed/workbooks/link-2'),
    );
    expect(asked).toHaveLength(2);
  });

  it('asks for the member of a cost profile, in light mode by default', async () => {
    const asked = answerLinks();
    renderWorkbook({ workbook: 'PATIENT_COST_PROFILES', memberId: '42', title: 'Cost profile' });
    await screen.findByTitle('Cost profile');
    expect(asked).toEqual([{ workbook: 'PATIENT_COST_PROFILES', memberId: '42', theme: 'LIGHT' }]);
  });

  it("shows the gateway's refusal and no frame", async () => {
    server.use(
      api.query('WorkbookEmbed', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'The Medical Cost workbooks are for care team members.', extensions: { code: 'FORBIDDEN' } }],
        }),
      ),
    );
    renderWorkbook({ workbook: 'HIGH_NEEDS', title: 'High Need Patient List' });
    expect(await screen.findByText(/The Medical Cost workbooks are for care team members/)).toBeTruthy();
    expect(screen.queryByTitle('High Need Patient List')).toBeNull();
  });

  it('exports through the gateway file route of the workbook', () => {
    expect(workbookExportUrl('HIGH_NEEDS')).toBe('/files/exports/workbooks/high-needs.xlsx');
    expect(workbookExportUrl('PATIENT_COST_PROFILES', '42')).toBe('/files/exports/workbooks/patient-cost-profiles.xlsx?memberId=42');
  });
});
