// @vitest-environment jsdom
/**
 * The Variables section against msw: the inline editor applies campaignVariableRule for the chosen
 * option (dialer campaigns offer only option 27 and keep points within 0–100; < and > need a
 * nonzero number), one row is added or edited at a time, and mutations are sent as typed.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { HttpResponse } from 'msw';
import { DIALER_POINTS_MESSAGE } from '@luminate/schema/rules';
import { VariablesTab } from '../../web/src/features/campaigns/variables-tab.tsx';
import { AppToaster } from '../../web/src/shared/ui/toaster.tsx';
import { toaster } from '../../web/src/shared/lib/toasts.ts';
import { installDomShims } from './support/dom-shims.ts';
import { api, createTestApolloClient, mockGatewayApi } from './support/mock-api.ts';
import { campaign, OPTIONS, variable } from './campaign-fixtures.ts';

installDomShims();

const server = mockGatewayApi(() => toaster.remove());

type Variable = ReturnType<typeof variable>;

interface Traffic {
  creates: Array<Record<string, unknown>>;
  updates: Array<Record<string, unknown>>;
  deletes: string[];
}

function serve(initial: Variable[], failUpdate = false): Traffic {
  const traffic: Traffic = { creates: [], updates: [], deletes: [] };
  let variables = [...initial];
  const answer = () => ({ __typename: 'Campaign', id: '123', variables });
  server.use(
    api.query('CampaignVariables', () => HttpResponse.json({ data: { campaign: answer(), campaignOptions: OPTIONS } })),
    api.query('CampaignCounts', () => HttpResponse.json({ data: { campaign: null } })),
    api.mutation('CreateCampaignVariable', ({ variables: v }) => {
      const input = v.input as { optionId: string; value: string; points: number };
      traffic.creates.push(input);
      const index = OPTIONS.findIndex((o) => o.id === input.optionId);
      variables = [...variables, variable(String(900 + variables.length), index, input.value || OPTIONS[index].name, input.points)];
      return HttpResponse.json({ data: { createCampaignVariable: answer() } });
    }),
    api.mutation('UpdateCampaignVariable', ({ variables: v }) => {
      traffic.updates.push({ variableId: v.variableId, ...(v.input as object) });
      if (failUpdate)
        return HttpResponse.json({ data: null, errors: [{ message: 'Variable 11 is locked', extensions: { code: 'CONFLICT' } }] });
      const input = v.input as { optionId: string; value: string; points: number };
      variables = variables.map((x) =>
        x.id === v.variableId ? { ...x, value: input.value, valueShown: input.value, points: input.points } : x,
      );
      return HttpResponse.json({ data: { updateCampaignVariable: answer() } });
    }),
    api.mutation('DeleteCampaignVariable', ({ variables: v }) => {
      traffic.deletes.push(v.variableId as string);
      variables = variables.filter((x) => x.id !== v.variableId);
      return HttpResponse.json({ data: { deleteCampaignVariable: answer() } });
    }),
  );
  return traffic;
}

function renderTab(typeIndex = 0) {
  render(
    <ChakraProvider value={defaultSystem}>
      <ApolloProvider client={createTestApolloClient()}>
        <VariablesTab campaign={campaign({ typeIndex })} />
        <AppToaster />
      </ApolloProvider>
    </ChakraProvider>,
  );
}

const table = () => screen.getByRole('table', { name: 'Campaign variables' });
const editorRow = () => table().querySelector<HTMLElement>('tr[data-editing="true"]')!;

describe('campaign variables', () => {
  it('offers dialer campaigns only option 27 and keeps their points within 0–100', async () => {
    const traffic = serve([]);
    renderTab(1);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Variable' }));
    const row = editorRow();
    const option = within(row).getByLabelText<HTMLSelectElement>('Option');
    expect([...option.options].map((o) => o.value)).toEqual(['27']);
    await userEvent.type(within(row).getByLabelText('Value'), '1.001.000');
    await userEvent.type(within(row).getByLabelText('Points'), '150');
    expect(await within(row).findByText(DIALER_POINTS_MESSAGE)).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(traffic.creates).toHaveLength(0);

    await userEvent.clear(within(row).getByLabelText('Points'));
    await userEvent.type(within(row).getByLabelText('Points'), '-5');
    expect(await within(row).findByText(DIALER_POINTS_MESSAGE)).toBeTruthy();
    await userEvent.clear(within(row).getByLabelText('Points'));
    expect(await within(row).findByText('Points must be a number')).toBeTruthy();
    await userEvent.type(within(row).getByLabelText('Points'), '40');
    await waitFor(() => expect(within(row).queryByText(DIALER_POINTS_MESSAGE)).toBeNull());
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(traffic.creates).toEqual([{ optionId: '27', value: '1.001.000', points: 40 }]));
    expect(await within(table()).findByText('Community Adjustment')).toBeTruthy();
  });

  it('adapts the value input to the option and needs a nonzero number for < and >', async () => {
    const traffic = serve([]);
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Variable' }));
    const row = editorRow();
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText('Choose an option')).toBeTruthy();

    await userEvent.selectOptions(within(row).getByLabelText('Option'), 'Age Over');
    const value = within(row).getByLabelText<HTMLInputElement>('Value');
    expect(value.type).toBe('number');
    await userEvent.type(value, '0');
    expect(await within(row).findByText('Value must be a nonzero number')).toBeTruthy();

    await userEvent.selectOptions(within(row).getByLabelText('Option'), 'Has Phone');
    const flag = within(row).getByLabelText<HTMLSelectElement>('Value');
    expect([...flag.options].map((o) => o.value)).toEqual(['', 'true', 'false']);

    // A preset option has no value to type.
    await userEvent.selectOptions(within(row).getByLabelText('Option'), 'Unengaged');
    expect(within(row).queryByLabelText('Value')).toBeNull();
    expect(within(row).getByText('Preset by the option')).toBeTruthy();
    await userEvent.type(within(row).getByLabelText('Points'), '25');
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(traffic.creates).toEqual([{ optionId: '3', value: '', points: 25 }]));
  });

  it('edits one row at a time: other Edit buttons and Add are disabled meanwhile', async () => {
    const traffic = serve([variable('11', 1, '65', 10), variable('12', 0, 'Unengaged', 30)]);
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Age Over' }));
    const row = editorRow();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Edit Unengaged' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Delete Unengaged' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add Variable' }).disabled).toBe(true);
    expect(within(row).getByLabelText<HTMLInputElement>('Value').value).toBe('65');

    await userEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    expect(table().querySelector('tr[data-editing="true"]')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add Variable' }).disabled).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Add Variable' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Edit Age Over' }).disabled).toBe(true);
    await userEvent.click(within(editorRow()).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Edit Age Over' }));
    const value = within(editorRow()).getByLabelText('Value');
    await userEvent.clear(value);
    await userEvent.type(value, '70');
    await userEvent.click(within(editorRow()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(table().querySelector('tr[data-editing="true"]')).toBeNull());
    expect(traffic.updates).toEqual([{ variableId: '11', optionId: '8', value: '70', points: 10 }]);
    expect(within(table().querySelector<HTMLElement>('tr[data-variable-id="11"]')!).getByText('70')).toBeTruthy();
  });

  it("titles a failed edit 'Updating a Campaign Variable' and asks before deleting", async () => {
    const traffic = serve([variable('11', 1, '65', 10)], true);
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Age Over' }));
    await userEvent.type(within(editorRow()).getByLabelText('Points'), '5');
    await userEvent.click(within(editorRow()).getByRole('button', { name: 'Save' }));
    const modal = await screen.findByRole('alertdialog');
    expect(within(modal).getByText('Updating a Campaign Variable Error!')).toBeTruthy();
    expect(within(modal).getByText('Variable 11 is locked')).toBeTruthy();
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await userEvent.click(within(editorRow()).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Delete Age Over' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/Delete the Age Over variable/)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(traffic.deletes).toEqual(['11']));
    expect(await within(table()).findByText(/No variables yet/)).toBeTruthy();
  });
});
