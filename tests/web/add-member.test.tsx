// @vitest-environment jsdom
/**
 * The Add member wizard on /member against real Apollo Client requests answered by msw: the
 * button only with `viewer.can.addMember`, step 1's messages from the shared rule, the progress
 * of the 11 required items, Submit disabled until 11 of 11, an invalid field logged and not sent,
 * what the mutation is sent, a gateway field error placed back on step 1, and the new member's
 * page at the end.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import MembersPage from '../../web/src/features/members/members-page.tsx';
import { toaster } from '../../web/src/shared/lib/toasts.ts';
import { recentClientLogs } from '../../web/src/shared/lib/errors-log.ts';
import { installDomShims } from './support/dom-shims.ts';
import { api, mockGatewayApi, viewerHandlers } from './support/mock-api.ts';
import { renderSignedInPage } from './support/signed-in-page.tsx';

installDomShims();

const server = mockGatewayApi(() => toaster.remove());

interface Traffic {
  added: Array<Record<string, unknown>>;
}

function serve(options: { canAdd: boolean; answer?: () => Response }): Traffic {
  const traffic: Traffic = { added: [] };
  server.use(
    ...viewerHandlers({ uid: 'datamanager', name: 'Dana Data', can: { addMember: options.canAdd } }),
    api.query('AddMemberChoices', () =>
      HttpResponse.json({
        data: {
          payers: [
            { __typename: 'Payer', id: '1', name: 'Acme Health' },
            { __typename: 'Payer', id: '2', name: 'Borealis Care' },
          ],
          states: [
            { __typename: 'State', abbrev: 'AZ', name: 'Arizona' },
            { __typename: 'State', abbrev: 'TX', name: 'Texas' },
          ],
          markets: [
            { __typename: 'Market', id: '920001625', name: 'Houston', stateAbbrev: 'TX' },
            { __typename: 'Market', id: '920001630', name: 'Phoenix', stateAbbrev: 'AZ' },
          ],
        },
      }),
    ),
    api.mutation('AddMember', ({ variables }) => {
      traffic.added.push(variables.input as Record<string, unknown>);
      return (
        options.answer?.() ??
        HttpResponse.json({ data: { addMember: { __typename: 'AddMemberResult', id: '250001', aaneelId: 'A101979919' } } })
      );
    }),
  );
  return traffic;
}

async function renderMembers() {
  const location = memoryLocation({ path: '/member', record: true });
  await renderSignedInPage(
    <Router hook={location.hook}>
      <MembersPage pageName="Members" />
    </Router>,
    'datamanager',
  );
  return location;
}

const textbox = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });
const select = (dialog: HTMLElement, name: string) => within(dialog).getByRole('combobox', { name });
const progress = (dialog: HTMLElement, filled: number) => within(dialog).getByText(`${filled} of 11`);

async function openWizard() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add member' }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(within(select(dialog, 'Payer')).getByRole('option', { name: 'Acme Health' })).toBeTruthy());
  return dialog;
}

async function fillStepOne(dialog: HTMLElement) {
  await userEvent.selectOptions(select(dialog, 'Payer'), 'Acme Health');
  await userEvent.type(textbox(dialog, 'Hcode'), 'h1234');
  await userEvent.selectOptions(select(dialog, 'Hcode type'), 'MAPD');
  await userEvent.type(textbox(dialog, 'Member id'), 'M-1001');
  await userEvent.type(textbox(dialog, 'EMPI'), 'E-77');
  await userEvent.type(textbox(dialog, 'MBI'), '1eg4te5mk73');
}

async function fillStepTwo(dialog: HTMLElement, phone: string) {
  await userEvent.type(textbox(dialog, 'First name'), 'Wren');
  await userEvent.type(textbox(dialog, 'Last name'), 'Addison');
  fireEvent.change(within(dialog).getByLabelText(/Date of birth/), { target: { value: '1948-06-15' } });
  await userEvent.click(within(dialog).getByText('Female'));
  await userEvent.type(textbox(dialog, 'Address'), '1200 Intake Way');
  await userEvent.type(textbox(dialog, 'City'), 'Houston');
  // Texas has one market: choosing the state picks Houston.
  await userEvent.selectOptions(select(dialog, 'State'), 'Texas');
  await userEvent.type(textbox(dialog, 'Zip'), '77017');
  if (phone) await userEvent.type(textbox(dialog, 'Phone'), phone);
}

describe('Add member', () => {
  it('is offered only with viewer.can.addMember', async () => {
    serve({ canAdd: false });
    await renderMembers();
    await screen.findByRole('search');
    expect(screen.queryByRole('button', { name: 'Add member' })).toBeNull();
  });

  it('checks step 1 with the shared rule before going on, counting the required items', async () => {
    serve({ canAdd: true });
    await renderMembers();
    const dialog = await openWizard();
    expect(progress(dialog, 0)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    for (const message of [
      'Payer is required',
      'Hcode is required',
      'Hcode type is required',
      'Member id is required',
      'EMPI is required',
      'MBI is required',
    ])
      expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'First name' })).toBeNull();

    await fillStepOne(dialog);
    expect(progress(dialog, 6)).toBeTruthy();
    expect(within(dialog).queryByText('Payer is required')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('textbox', { name: 'First name' })).toBeTruthy();
    // Back keeps what was typed.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect((textbox(dialog, 'Member id') as HTMLInputElement).value).toBe('M-1001');
  });

  it('enables Submit at 11 of 11, logs an invalid field without sending, then creates the member and opens its page', async () => {
    const traffic = serve({ canAdd: true });
    const location = await renderMembers();
    const dialog = await openWizard();
    await fillStepOne(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await within(dialog).findByRole('textbox', { name: 'First name' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);

    await fillStepTwo(dialog, '');
    expect((select(dialog, 'Market') as HTMLSelectElement).value).toBe('920001625');
    expect(progress(dialog, 10)).toBeTruthy();
    expect((submit as HTMLButtonElement).disabled).toBe(true);

    await userEvent.type(textbox(dialog, 'Phone'), '555-0123');
    expect(progress(dialog, 11)).toBeTruthy();
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    await userEvent.type(textbox(dialog, 'Email'), 'wren@');
    await userEvent.click(submit);
    expect(await within(dialog).findByText('Phone must be 10 digits')).toBeTruthy();
    expect(within(dialog).getByText('Email must look like name@example.com')).toBeTruthy();
    expect(traffic.added).toEqual([]);
    const logged = recentClientLogs().at(-1) ?? '';
    expect(logged).toContain('Add member not sent');
    expect(logged).toContain('Phone must be 10 digits');
    expect(logged).not.toContain('555-0123');

    await userEvent.clear(textbox(dialog, 'Phone'));
    await userEvent.type(textbox(dialog, 'Phone'), '+1 (713) 555-0123');
    await userEvent.clear(textbox(dialog, 'Email'));
    await userEvent.click(submit);
    await waitFor(() => expect(location.history?.at(-1)).toBe('/member/250001'));
    expect(traffic.added).toEqual([
      expect.objectContaining({
        payerId: 1,
        hcode: 'H1234',
        hcodeType: 'MAPD',
        memberId: 'M-1001',
        empi: 'E-77',
        mbi: '1EG4TE5MK73',
        firstName: 'Wren',
        lastName: 'Addison',
        dateOfBirth: '1948-06-15',
        gender: 'F',
        address1: '1200 Intake Way',
        address2: null,
        city: 'Houston',
        state: 'TX',
        zipCode: '77017',
        marketId: 920001625,
        homePhone: '7135550123',
        email: null,
      }),
    ]);
  });

  it("puts the gateway's field error on its field, back on step 1", async () => {
    const traffic = serve({
      canAdd: true,
      answer: () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: 'Member id is required',
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'memberId', message: 'Member id is required' }] },
            },
          ],
        }),
    });
    const location = await renderMembers();
    const dialog = await openWizard();
    await fillStepOne(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await within(dialog).findByRole('textbox', { name: 'First name' });
    await fillStepTwo(dialog, '7135550123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Member id is required')).toBeTruthy();
    expect(textbox(dialog, 'Member id')).toBeTruthy();
    expect(traffic.added).toHaveLength(1);
    expect(location.history?.at(-1)).toBe('/member');
  });
});
