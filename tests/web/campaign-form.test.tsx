// @vitest-environment jsdom
/**
 * The Add Campaign / Edit modal against real Apollo Client requests answered by msw: every message
 * of the shared campaignRule, submit disabled while invalid, the market picker without the hidden
 * market, and Targeted campaigns needing a list name and an .xlsx that is uploaded after creating.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { http, HttpResponse } from 'msw';
import { CampaignFormDialog } from '../../web/src/features/campaigns/campaign-form-dialog.tsx';
import { AppToaster } from '../../web/src/shared/ui/toaster.tsx';
import { toaster } from '../../web/src/shared/lib/toasts.ts';
import { installDomShims } from './support/dom-shims.ts';
import { api, createTestApolloClient, mockGatewayApi } from './support/mock-api.ts';
import { campaign, MARKETS, TYPES } from './campaign-fixtures.ts';

installDomShims();

const server = mockGatewayApi(() => toaster.remove());

interface Traffic {
  creates: Array<Record<string, unknown>>;
  updates: Array<{ id: string; input: Record<string, unknown> }>;
  uploads: Array<{ query: Record<string, string>; contentType: string | null; authorization: string | null }>;
}

function serve(options: { createFails?: boolean } = {}): Traffic {
  const traffic: Traffic = { creates: [], updates: [], uploads: [] };
  server.use(
    api.query('CampaignFormOptions', () => HttpResponse.json({ data: { campaignTypes: TYPES, markets: MARKETS } })),
    api.query('CampaignPicker', () => HttpResponse.json({ data: { campaigns: [] } })),
    api.mutation('CreateCampaign', ({ variables }) => {
      traffic.creates.push(variables.input as Record<string, unknown>);
      if (options.createFails) {
        return HttpResponse.json({
          data: null,
          errors: [{ message: 'A campaign named Spring Outreach exists', extensions: { code: 'CONFLICT' } }],
        });
      }
      return HttpResponse.json({
        data: { createCampaign: { ...campaign({ id: '501', typeIndex: 2 }), name: (variables.input as { name: string }).name } },
      });
    }),
    api.mutation('UpdateCampaign', ({ variables }) => {
      traffic.updates.push({ id: variables.id as string, input: variables.input as Record<string, unknown> });
      return HttpResponse.json({ data: { updateCampaign: campaign() } });
    }),
    http.post('*/files/uploads/call-list-filters', ({ request }) => {
      const url = new URL(request.url);
      traffic.uploads.push({
        query: Object.fromEntries(url.searchParams),
        contentType: request.headers.get('content-type'),
        authorization: request.headers.get('authorization'),
      });
      return HttpResponse.json(
        {
          id: 'May list',
          name: 'May list',
          addedBy: 'Charlie Calls',
          addedAt: '2025-05-01T00:00:00Z',
          memberCount: 3,
          campaignId: '501',
          campaignName: 'Spring Outreach',
          isExclusive: true,
          isGlobal: false,
        },
        { status: 201 },
      );
    }),
  );
  return traffic;
}

function renderDialog(editing: ReturnType<typeof campaign> | null = null) {
  const onCreated = vi.fn();
  const onClose = vi.fn();
  render(
    <ChakraProvider value={defaultSystem}>
      <ApolloProvider client={createTestApolloClient()}>
        <CampaignFormDialog
          open
          campaign={editing}
          getAccessToken={() => Promise.resolve('token-1')}
          onClose={onClose}
          onCreated={onCreated}
        />
        <AppToaster />
      </ApolloProvider>
    </ChakraProvider>,
  );
  return { onCreated, onClose };
}

const submitButton = (dialog: HTMLElement, name = 'Create Campaign') => within(dialog).getByRole<HTMLButtonElement>('button', { name });

/** Pastes instead of typing key by key: the same input events, a fraction of the time on a busy CI machine. */
async function enter(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillValid(dialog: HTMLElement, typeLabel = 'Outreach') {
  await enter(within(dialog).getByLabelText(/Campaign Name/), 'Spring Outreach');
  await enter(within(dialog).getByLabelText(/Note/), 'Unengaged members first');
  await userEvent.selectOptions(within(dialog).getByLabelText(/Campaign Type/), typeLabel);
}

describe('campaign form', () => {
  it('requires name and note, and keeps submit disabled while the form is invalid', async () => {
    const traffic = serve();
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText(/Campaign Name/);
    expect(submitButton(dialog).disabled).toBe(true);

    const name = within(dialog).getByLabelText(/Campaign Name/);
    await userEvent.type(name, ' ');
    await userEvent.clear(name);
    expect(await within(dialog).findByText('Campaign name is required')).toBeTruthy();
    const note = within(dialog).getByLabelText(/Note/);
    await userEvent.type(note, ' ');
    await userEvent.clear(note);
    expect(await within(dialog).findByText('Note is required')).toBeTruthy();

    await fillValid(dialog);
    await waitFor(() => expect(submitButton(dialog).disabled).toBe(false));
    expect(traffic.creates).toHaveLength(0);
  });

  it("checks rest days and agents assigned with the rule's messages", async () => {
    const traffic = serve();
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText(/Campaign Name/);
    await fillValid(dialog);
    await waitFor(() => expect(submitButton(dialog).disabled).toBe(false));

    const restDays = within(dialog).getByLabelText(/Rest Days/);
    await userEvent.clear(restDays);
    await userEvent.type(restDays, '-1');
    expect(await within(dialog).findByText('Rest days must be 0 or more')).toBeTruthy();
    expect(submitButton(dialog).disabled).toBe(true);
    await userEvent.clear(restDays);
    expect(await within(dialog).findByText('Rest days must be a number')).toBeTruthy();
    await userEvent.type(restDays, '3');

    const agents = within(dialog).getByLabelText<HTMLInputElement>(/Agents Assigned/);
    expect(agents.value).toBe('45');
    await userEvent.clear(agents);
    await userEvent.type(agents, '0');
    expect(await within(dialog).findByText('Please provide a valid number')).toBeTruthy();
    expect(submitButton(dialog).disabled).toBe(true);
    await userEvent.clear(agents);
    await userEvent.type(agents, '12');
    await waitFor(() => expect(submitButton(dialog).disabled).toBe(false));
    expect(traffic.creates).toHaveLength(0);
  });

  it('offers every market but the hidden one; All markets is sent as null', async () => {
    const traffic = serve();
    const { onCreated } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    const market = await within(dialog).findByLabelText<HTMLSelectElement>(/Market/);
    expect([...market.options].map((o) => o.text)).toEqual(['All markets', 'Dallas', 'Houston']);
    // A plain type needs no member list.
    await fillValid(dialog);
    expect(within(dialog).queryByLabelText(/List Name/)).toBeNull();
    await waitFor(() => expect(submitButton(dialog).disabled).toBe(false));
    await userEvent.click(submitButton(dialog));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('501'));
    expect(traffic.creates).toEqual([
      { name: 'Spring Outreach', note: 'Unengaged members first', typeId: '1', marketId: null, restDays: 0, numAgentsAssigned: 45 },
    ]);
    expect(traffic.uploads).toHaveLength(0);
  });

  it('needs a list name and an .xlsx for a Targeted campaign, and uploads it after creating', async () => {
    const traffic = serve();
    const { onCreated } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText(/Campaign Name/);
    await fillValid(dialog, 'Targeted');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Market/), 'Houston');

    const listName = await within(dialog).findByLabelText(/List Name/);
    await waitFor(() => expect(submitButton(dialog).disabled).toBe(true));
    await userEvent.type(listName, ' ');
    await userEvent.clear(listName);
    expect(await within(dialog).findByText('List name is required')).toBeTruthy();
    await enter(listName, 'May list');

    const fileInput = within(dialog).getByLabelText<HTMLInputElement>(/Member List/);
    // accept=".xlsx" would make user-event drop other files; the rule itself must refuse them.
    await userEvent.upload(fileInput, new File(['a,b'], 'members.csv', { type: 'text/csv' }), { applyAccept: false });
    expect(await within(dialog).findByText('Please enter a .xlsx file')).toBeTruthy();
    expect(submitButton(dialog).disabled).toBe(true);
    await userEvent.upload(fileInput, new File([new Uint8Array([80, 75, 3, 4])], 'members.xlsx'));
    await waitFor(() => expect(within(dialog).queryByText('Please enter a .xlsx file')).toBeNull());
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Is Exclusive/ }));

    await waitFor(() => expect(submitButton(dialog).disabled).toBe(false));
    await userEvent.click(submitButton(dialog));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('501'));
    expect(traffic.creates).toEqual([
      { name: 'Spring Outreach', note: 'Unengaged members first', typeId: '5', marketId: '920001625', restDays: 0, numAgentsAssigned: 45 },
    ]);
    expect(traffic.uploads).toEqual([
      {
        query: { filterName: 'May list', campaignId: '501', isExclusive: 'true', sendToCreatio: 'false' },
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        authorization: 'Bearer token-1',
      },
    ]);
  });

  it("titles a refused create 'Creating a Campaign' and keeps the form", async () => {
    const traffic = serve({ createFails: true });
    const { onCreated } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText(/Campaign Name/);
    await fillValid(dialog);
    await waitFor(() => expect(submitButton(dialog).disabled).toBe(false));
    await userEvent.click(submitButton(dialog));
    const modal = await screen.findByRole('alertdialog');
    expect(within(modal).getByText('Creating a Campaign Error!')).toBeTruthy();
    expect(within(modal).getByText('A campaign named Spring Outreach exists')).toBeTruthy();
    expect(traffic.creates).toHaveLength(1);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('edits a campaign from its saved values without asking for a member list', async () => {
    const traffic = serve();
    const { onClose } = renderDialog(campaign({ typeIndex: 2, market: { __typename: 'Market', id: '920001626', name: 'Dallas' } }));
    const dialog = await screen.findByRole('dialog');
    const name = await within(dialog).findByLabelText<HTMLInputElement>(/Campaign Name/);
    expect(name.value).toBe('Spring Outreach');
    expect(within(dialog).getByLabelText<HTMLSelectElement>(/Market/).value).toBe('920001626');
    expect(within(dialog).queryByLabelText(/List Name/)).toBeNull();
    await userEvent.clear(within(dialog).getByLabelText(/Rest Days/));
    await userEvent.type(within(dialog).getByLabelText(/Rest Days/), '14');
    await waitFor(() => expect(submitButton(dialog, 'Save Changes').disabled).toBe(false));
    await userEvent.click(submitButton(dialog, 'Save Changes'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(traffic.updates).toEqual([
      {
        id: '123',
        input: {
          name: 'Spring Outreach',
          note: 'Unengaged members first',
          typeId: '5',
          marketId: '920001626',
          restDays: 14,
          numAgentsAssigned: 45,
        },
      },
    ]);
  });
});
