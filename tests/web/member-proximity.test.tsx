// @vitest-environment jsdom
/**
 * The Member Proximity form against real Apollo Client requests answered by msw: Lookup waits for a
 * clinician and an address; the presets set the tri-state filters, which only Custom lets the user
 * change; the lookup sends the preset's filters with the address's coordinates and the form's
 * count and exclusions; a count out of range shows the shared rule's message and sends nothing;
 * the results modal lists the rows nearest first, or 'No members match these filters.'.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { LOOKUP_MESSAGES, PROXIMITY_FILTERS } from '@luminate/schema/rules';
import MemberProximityPage from '../../web/src/features/member-proximity/member-proximity-page.tsx';
import { installDomShims } from './support/dom-shims.ts';
import { api, mockGatewayApi, viewerHandlers } from './support/mock-api.ts';
import { renderSignedInPage } from './support/signed-in-page.tsx';

vi.mock('../../web/src/shared/map/index.ts', () => ({ GeoMap: () => null }));

installDomShims();
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

const server = mockGatewayApi();

const PLACE = {
  __typename: 'ResolvedAddress',
  placeId: 'p1',
  formattedAddress: '1200 Main St, Houston, TX 77002, USA',
  street: '1200 Main St',
  city: 'Houston',
  state: 'TX',
  zip: '77002',
  county: 'Harris',
  country: 'US',
  lat: 29.75,
  lng: -95.36,
};

function nearby(id: number, distance: number) {
  return {
    __typename: 'NearbyMember',
    distance,
    lat: 29.7,
    lng: -95.3,
    highNeedsCriteria: id === 1 ? ['Top 20% cost'] : [],
    highNeeds: id === 1,
    disengaged: false,
    dnc: false,
    visitScheduled: false,
    lastAdmit: '2026-10-01',
    recentErVisit: null,
    lastDropIn: null,
    lastVisit: '2026-05-02',
    member: {
      __typename: 'Member',
      id: String(id),
      aaneelId: `A${100_000_000 + id}`,
      fullName: `Member ${id}`,
      engaged: false,
      address1: `${id} Elm St`,
      city: 'Houston',
      state: 'TX',
      zip: '77002',
      payer: { __typename: 'Payer', id: '1', name: 'Acme Health' },
      office: { __typename: 'Office', id: '700', name: '1.001.001' },
    },
  };
}

const provider = (id: number, fullName: string, archived: boolean, assignmentTypeId: number) => ({
  __typename: 'Employee',
  id: String(id),
  fullName,
  title: 'NP',
  archived,
  marketAssignments: [{ __typename: 'MarketAssignment', id: String(900 + id), assignmentTypeId: String(assignmentTypeId) }],
});

function serve(results: ReturnType<typeof nearby>[]) {
  const lookups: Record<string, unknown>[] = [];
  server.use(
    ...viewerHandlers({ uid: 'staff', name: 'Sam Staff', employeeId: '4' }),
    api.query('ProximityProviders', () =>
      HttpResponse.json({
        data: {
          employees: [
            provider(21, 'Riley Park', false, 1),
            provider(22, 'Dana Quinn', false, 35),
            provider(23, 'Old Provider', true, 1),
            // An NPI but no APP role: no home base to plan from.
            provider(24, 'Pat Office', false, 13),
          ],
        },
      }),
    ),
    api.query('AddressSuggestions', () =>
      HttpResponse.json({
        data: {
          addressSuggestions: [
            {
              __typename: 'AddressSuggestion',
              placeId: 'p1',
              description: PLACE.formattedAddress,
              mainText: PLACE.street,
              secondaryText: 'Houston, TX 77002',
            },
          ],
        },
      }),
    ),
    api.query('ResolvedAddress', () => HttpResponse.json({ data: { resolvedAddress: PLACE } })),
    api.query('MembersNearAddress', ({ variables }) => {
      lookups.push(variables.input as Record<string, unknown>);
      return HttpResponse.json({ data: { membersNearAddress: results } });
    }),
  );
  return lookups;
}

const radio = (filter: string, value: string) =>
  within(screen.getByRole('radiogroup', { name: filter })).getByRole<HTMLInputElement>('radio', { name: value });

async function chooseClinicianAndAddress() {
  const picker = await screen.findByRole('combobox', { name: /Clinician/ });
  await waitFor(() => expect((picker as HTMLInputElement).disabled).toBe(false));
  // Typed text is pasted: the combobox drops keys typed faster than it renders under jsdom.
  await userEvent.click(picker);
  await userEvent.paste('Dana');
  await userEvent.click(await screen.findByRole('option', { name: 'Dana Quinn' }));
  await userEvent.click(screen.getByRole('combobox', { name: 'Address' }));
  await userEvent.paste('1200 Main');
  await userEvent.click(await screen.findByRole('option', { name: /1200 Main St/ }));
  await screen.findByTestId('proximity-address');
}

beforeEach(() => window.localStorage.clear());

describe('Member Proximity form', () => {
  it('sends the preset filters with the address, and lists the results nearest first', async () => {
    const lookups = serve([nearby(1, 0.5), nearby(2, 1.25)]);
    await renderSignedInPage(<MemberProximityPage pageName="Member Proximity" />, 'staff');
    const lookup = await screen.findByRole('button', { name: 'Lookup' });
    expect((lookup as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(LOOKUP_MESSAGES.provider)).toBeTruthy();

    // Prioritized Drop-Ins by default: the filters are set and cannot be changed.
    expect(radio('Engaged', 'No').checked).toBe(true);
    expect(radio('Recent Admit', 'Or').checked).toBe(true);
    for (const f of PROXIMITY_FILTERS) expect(radio(f.label, 'Yes').disabled).toBe(true);

    // Archived providers and employees without an APP role are not offered.
    await userEvent.click(screen.getByRole('button', { name: 'Show the clinicians' }));
    expect(await screen.findByRole('option', { name: 'Riley Park' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Old Provider' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Pat Office' })).toBeNull();
    await userEvent.keyboard('{Escape}');

    await chooseClinicianAndAddress();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter preset' }), 'HIGH_NEEDS');
    await waitFor(() => expect(radio('High Needs', 'Yes').checked).toBe(true));
    expect(radio('Recent Admit', 'Either').checked).toBe(true);
    await userEvent.click(screen.getByText('Exclude DNC'));
    await waitFor(() => expect((lookup as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(lookup);

    const dialog = await screen.findByRole('dialog', { name: `Members near ${PLACE.formattedAddress}` });
    await within(dialog).findByText('2 members found, nearest first (up to 20).');
    expect(lookups).toEqual([
      {
        providerId: '22',
        lat: PLACE.lat,
        lng: PLACE.lng,
        count: 20,
        excludeDnc: true,
        excludeRecentDropIn: false,
        recentDropInDays: 30,
        engaged: 'NO',
        visitScheduled: 'EITHER',
        recentErVisit: 'EITHER',
        recentAdmit: 'EITHER',
        cancerIndicated: 'EITHER',
        behavioralHealth: 'EITHER',
        outOfRange: 'EITHER',
        highNeeds: 'YES',
        disengaged: 'EITHER',
      },
    ]);
    const rows = within(within(dialog).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-member-id'))).toEqual(['1', '2']);
    const cells = within(rows[0])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'A100000001',
      'Acme Health',
      'Member 1',
      '1.001.001',
      '1 Elm St, Houston, TX 77002',
      'No',
      'Top 20% cost',
      'No',
      'No',
      '10/01/2026',
      '—',
      '—',
      '05/02/2026',
      '0.50',
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'Member 1' }).getAttribute('href')).toBe('/member/1');
  });

  it('lets only Custom change the filters, checks the count, and says when nothing matches', async () => {
    const lookups = serve([]);
    await renderSignedInPage(<MemberProximityPage pageName="Member Proximity" />, 'staff');
    await chooseClinicianAndAddress();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter preset' }), 'CUSTOM');
    await waitFor(() => expect(radio('Engaged', 'Either').checked).toBe(true));
    for (const f of PROXIMITY_FILTERS) expect(radio(f.label, 'Either').checked).toBe(true);
    for (const f of PROXIMITY_FILTERS) expect(radio(f.label, 'Yes').disabled).toBe(false);
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Behavioral Health' })).getByText('Yes'));
    await waitFor(() => expect(radio('Behavioral Health', 'Yes').checked).toBe(true));

    const count = screen.getByRole('spinbutton', { name: /Count/ });
    await userEvent.clear(count);
    await userEvent.type(count, '101');
    await userEvent.click(screen.getByRole('button', { name: 'Lookup' }));
    expect(await screen.findByText(LOOKUP_MESSAGES.count)).toBeTruthy();
    expect(lookups).toHaveLength(0);

    await userEvent.clear(count);
    await userEvent.type(count, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Lookup' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findAllByText('No members match these filters.')).not.toHaveLength(0);
    expect(lookups[0]).toMatchObject({ count: 5, behavioralHealth: 'YES', engaged: 'EITHER' });
  });
});
