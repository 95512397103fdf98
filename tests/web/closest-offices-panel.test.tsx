// @vitest-environment jsdom
/**
 * The closest-office result panel against real Apollo Client requests answered by msw: the
 * county heading and address, the rows in the order given with '-' for an office without a located
 * node, the salmon rule (marked for screen readers too), staff as 'F. Last', Show Backups
 * remembered in local storage (shown unless saved false), and 'No offices found near this address'.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { CLOSEST_OFFICES_COUNT } from '@luminate/schema/rules';
import { ClosestOfficesPanel } from '../../web/src/features/app-lookup/closest-offices-panel.tsx';
import { SHOW_BACKUPS_KEY, type LookupAddress } from '../../web/src/features/app-lookup/lookup-rules.ts';
import { installDomShims } from './support/dom-shims.ts';
import { api, mockGatewayApi, viewerHandlers } from './support/mock-api.ts';
import { renderSignedInPage } from './support/signed-in-page.tsx';

// The map engines are not needed here: the map view is checked in the browser test.
vi.mock('../../web/src/shared/map/index.ts', () => ({ GeoMap: () => null }));

installDomShims();

const server = mockGatewayApi();

const ADDRESS: LookupAddress = {
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
  countyActive: true,
  timeRestricted: false,
};

const employee = (id: number, firstName: string, lastName: string) => ({
  __typename: 'Employee',
  id: String(id),
  firstName,
  lastName,
  fullName: `${firstName} ${lastName}`,
});

function office(i: number, name: string, distance: number | null) {
  return {
    __typename: 'ClosestOffice',
    distance,
    office: { __typename: 'Office', id: String(700 + i), name, engagedMembers: 10 + i, eligibleMembers: 100 + i },
    node:
      distance === null
        ? null
        : { __typename: 'OfficeNode', id: String(800 + i), address: `${i} Office Way, Houston, TX 77002`, lat: 29.7 + i / 100, lng: -95.3 },
    apps: [employee(1, 'Jordan', 'Smith')],
    backup1: i === 0 ? employee(2, 'Alex', 'Reyes') : null,
    backup2: null,
    backup3: null,
    iapps: [],
    cess: [employee(3, 'Casey', 'Ng')],
  };
}

function serve(rows: ReturnType<typeof office>[]) {
  const asked: Record<string, unknown>[] = [];
  server.use(
    ...viewerHandlers({ uid: 'staff', name: 'Sam Staff', employeeId: '4' }),
    api.query('ClosestOffices', ({ variables }) => {
      asked.push(variables);
      return HttpResponse.json({ data: { closestOffices: rows } });
    }),
  );
  return asked;
}

const TEN = [
  office(0, '1.001.001', 0.42),
  office(1, '1.001.002', 1.15),
  office(2, '1.002.001', 2.5),
  office(3, '12.001.001', 3.46),
  office(4, '2.001.001', 4),
  office(5, '1.003.001', 5.01),
  office(6, '3.001.001', 6.99),
  office(7, '1.004.001', 7),
  office(8, '1.005.001', 8.1),
  office(9, '4.001.001', null),
];

const renderPanel = () => renderSignedInPage(<ClosestOfficesPanel address={ADDRESS} />, 'staff');

beforeEach(() => window.localStorage.clear());

describe('closest-office result panel', () => {
  it('lists the offices as given, with the salmon rule, distances and staff names', async () => {
    const asked = serve(TEN);
    await renderPanel();
    const table = await screen.findByRole('table', { name: `Offices closest to ${ADDRESS.formattedAddress}` });
    expect(asked).toEqual([{ lat: ADDRESS.lat, lng: ADDRESS.lng, count: CLOSEST_OFFICES_COUNT }]);
    expect(screen.getByRole('heading', { name: 'Harris County' })).toBeTruthy();
    expect(screen.getByText(ADDRESS.formattedAddress)).toBeTruthy();

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Office',
      'APP',
      'Distance (mi)',
      'Engaged Members',
      'Panel Size',
      'Backup 1',
      'Backup 2',
      'Backup 3',
      'iAPP',
      'CES',
    ]);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent ?? '');
    expect(cells(rows[0])).toEqual(['1.001.001', 'J. Smith', '0.42', '10', '100', 'A. Reyes', '—', '—', '—', 'C. Ng']);
    expect(cells(rows[1])[2]).toBe('1.15');
    expect(cells(rows[4])[2]).toBe('4.00');
    // An office without a located node has no distance.
    expect(cells(rows[9])[2]).toBe('-');

    // Rows whose office name starts differently from the first ('1') are highlighted and say so.
    const highlighted = rows.filter((r) => r.getAttribute('data-highlighted') === 'true').map((r) => cells(r)[0]);
    expect(highlighted.map((text) => text.split(/[◆(]/)[0])).toEqual(['2.001.001', '3.001.001', '4.001.001']);
    for (const row of rows.filter((r) => r.getAttribute('data-highlighted') === 'true')) {
      expect(row.textContent).toContain('Office name starts differently from the closest office');
    }
    // '12.001.001' starts with the same character as '1.001.001'.
    expect(rows[3].getAttribute('data-highlighted')).toBe('false');
  });

  it('remembers Show Backups in local storage, shown unless saved false', async () => {
    serve(TEN);
    const first = await renderPanel();
    await screen.findByRole('columnheader', { name: 'Backup 1' });
    const box = screen.getByRole('checkbox', { name: 'Show Backups' });
    expect((box as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByText('Show Backups'));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Backup 1' })).toBeNull());
    expect(window.localStorage.getItem(SHOW_BACKUPS_KEY)).toBe('false');
    first.unmount();

    await renderPanel();
    await screen.findByRole('columnheader', { name: 'iAPP' });
    expect(screen.queryByRole('columnheader', { name: 'Backup 2' })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Show Backups' }).checked).toBe(false);
  });

  it('says so when no office is near', async () => {
    serve([]);
    await renderPanel();
    expect(await screen.findByText('No offices found near this address')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'See Map View' }).disabled).toBe(true);
  });
});
