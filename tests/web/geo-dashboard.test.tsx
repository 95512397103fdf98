// @vitest-environment jsdom
/**
 * The Geo Dashboard page against real Apollo Client requests answered by msw, with the map
 * replaced by a stand-in that shows what it was given: picking an office asks for that office's
 * member points and the engagement filter asks again; points are coloured by office and the legend
 * counts them; the office icons' tooltips name the office and its members shown; an office without
 * a location says it has no virtual clinic, and an empty selection 'No members to display'. A
 * non-admin gets no map modes; an admin's Hex-Select asks for the hexes of layer 7 (or the layer
 * typed), toggles hexes from the map or the list and shows the member count the gateway answers.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import GeoDashboardPage from '../../web/src/features/geo-dashboard/geo-dashboard-page.tsx';
import { hexLayerForZoom } from '@luminate/schema/rules';
import { officeColor } from '../../web/src/features/geo-dashboard/map-model.ts';
import type { GeoMapProps } from '../../web/src/shared/map/types.ts';
import { installDomShims } from './support/dom-shims.ts';
import { api, mockGatewayApi, viewerHandlers } from './support/mock-api.ts';
import { renderSignedInPage } from './support/signed-in-page.tsx';

vi.mock('../../web/src/shared/map/index.ts', () => ({
  preloadGeoMap: () => undefined,
  GeoMap: (props: GeoMapProps) => (
    <div role="region" aria-label={props.label} data-points={props.points?.length ?? 0} data-hexes={props.hexes?.length ?? 0}>
      {props.markers?.map((m) => (
        <p key={m.id} data-testid="marker">
          {`${m.kind}|${m.label}|${m.detail ?? ''}`}
        </p>
      ))}
      {props.points?.map((p) => (
        <i key={p.id} data-testid="point" data-office-color={p.color.join(',')} />
      ))}
      {props.hexes?.map((h) => (
        <button key={h.hex} type="button" data-selected={h.selected ? 'yes' : 'no'} onClick={() => props.onHexClick?.(h.hex)}>
          {`map hex ${h.hex}`}
        </button>
      ))}
      <span data-testid="map-scales">{`${props.hexFillScale}/${props.hexElevationScale}/${props.selectedColor?.join(',') ?? ''}`}</span>
    </div>
  ),
}));

installDomShims();

const server = mockGatewayApi();

const node = (id: string, lat: number | null, extra: Partial<{ deactivatedDt: string }> = {}) => ({
  __typename: 'OfficeNode',
  id,
  address: `${id} Main St, Houston, TX 77002`,
  lat,
  lng: lat === null ? null : -95.3,
  deactivatedDt: null,
  ...extra,
});

const OFFICES = [
  {
    __typename: 'Office',
    id: '100',
    name: '1.001.000',
    communityId: '1.001',
    commonName: 'Houston Community 1',
    isCommunity: true,
    officeNodes: [],
  },
  {
    __typename: 'Office',
    id: '101',
    name: '1.001.001',
    communityId: '1.001',
    commonName: 'Houston Oak',
    isCommunity: false,
    officeNodes: [node('11', 29.7), node('12', 29.8, { deactivatedDt: '2024-01-01T00:00:00Z' })],
  },
  {
    __typename: 'Office',
    id: '102',
    name: '1.001.002',
    communityId: '1.001',
    commonName: 'Houston Elm',
    isCommunity: false,
    officeNodes: [node('13', 29.9)],
  },
  {
    __typename: 'Office',
    id: '103',
    name: '1.001.003',
    communityId: '1.001',
    commonName: null,
    isCommunity: false,
    officeNodes: [node('14', null)],
  },
];

const point = (memberId: string, officeId: string, engaged: boolean) => ({
  memberId,
  aaneelId: `A${memberId}`,
  lat: 29.7,
  lng: -95.3,
  officeId,
  office: OFFICES.find((o) => o.id === officeId)!.name,
  engaged,
});

const POINTS = [point('1', '101', true), point('2', '101', false), point('3', '101', false), point('4', '102', true)];

/** Points as the gateway answers them to the page: columns, each office once. */
function homesOf(points: readonly ReturnType<typeof point>[]) {
  const offices = [...new Set(points.map((p) => p.officeId))];
  return {
    __typename: 'MemberHomes',
    count: points.length,
    memberIds: points.map((p) => p.memberId),
    aaneelIds: points.map((p) => p.aaneelId),
    lats: points.map((p) => p.lat),
    lngs: points.map((p) => p.lng),
    officeIndexes: points.map((p) => offices.indexOf(p.officeId)),
    engaged: points.map((p) => p.engaged),
    offices: offices.map((id) => ({ __typename: 'MemberHomeOffice', officeId: id, name: OFFICES.find((o) => o.id === id)!.name })),
  };
}
const HEXES: Record<number, { hex: string; count: number }[]> = {
  7: [
    { hex: '8726a1000ffffff', count: 12 },
    { hex: '8726a1001ffffff', count: 30 },
  ],
  5: [{ hex: '8526a103fffffff', count: 42 }],
};

function serve(admin: boolean) {
  const asked = { points: [] as Record<string, unknown>[], hexes: [] as number[], counts: [] as Record<string, unknown>[] };
  server.use(
    ...viewerHandlers({ uid: admin ? 'superadmin' : 'opsmanager', name: 'Pat', claims: admin ? ['admin'] : [], employeeId: '4' }),
    api.query('MarketTabs', () =>
      HttpResponse.json({
        data: { markets: [{ __typename: 'Market', id: '920001625', name: 'Houston', officePrefix: '1', active: true }] },
      }),
    ),
    api.query('GeoDashboardOffices', () =>
      HttpResponse.json({
        data: {
          offices: OFFICES,
          territoryCapabilities: {
            __typename: 'TerritoryCapabilities',
            hexModes: { __typename: 'Capability', allowed: admin, reason: admin ? null : 'Hex map modes need admin' },
          },
        },
      }),
    ),
    api.query('GeoMemberHomes', ({ variables }) => {
      asked.points.push(variables);
      const selected = POINTS.filter(
        (p) =>
          (!variables.officeId || p.officeId === variables.officeId) &&
          (variables.engagement === 'ALL' || p.engaged === (variables.engagement === 'ENGAGED')),
      );
      return HttpResponse.json({ data: { memberHomes: homesOf(selected) } });
    }),
    api.query('GeoMarketHexes', ({ variables }) => {
      asked.hexes.push(variables.layer as number);
      return HttpResponse.json({
        data: { marketHexes: (HEXES[variables.layer as number] ?? []).map((h) => ({ __typename: 'MarketHex', ...h })) },
      });
    }),
    api.query('GeoHexMemberCount', ({ variables }) => {
      asked.counts.push(variables);
      const hexes = variables.hexes as string[];
      const sum = (HEXES[variables.layer as number] ?? []).filter((h) => hexes.includes(h.hex)).reduce((s, h) => s + h.count, 0);
      return HttpResponse.json({ data: { hexMemberCount: sum } });
    }),
  );
  return asked;
}

const map = () => screen.getByRole('region', { name: /^Geo Dashboard map of/ });
const picker = () => screen.getByRole('combobox', { name: 'Community or office' });

describe('Geo Dashboard page', () => {
  it('draws the selection’s members coloured by office, with the offices and their counts', async () => {
    const asked = serve(false);
    await renderSignedInPage(<GeoDashboardPage pageName="Geodeployment" />, 'opsmanager');
    await screen.findByRole('combobox', { name: 'Community or office' });
    await waitFor(() => expect(map().getAttribute('data-points')).toBe('4'));
    expect(asked.points[0]).toEqual({ marketId: '920001625', officeId: null, engagement: 'ALL' });
    expect(screen.queryByRole('radiogroup', { name: 'Map mode' })).toBeNull();
    expect(screen.queryByText('Hex map modes need admin')).toBeNull();
    // Icons at the locations in use only: 1.001.001's retired one and 1.001.003's unplaced one are left out.
    expect(screen.getAllByTestId('marker').map((m) => m.textContent)).toEqual([
      'office|Office 1.001.001|Houston Oak\n11 Main St, Houston, TX 77002\n3 members shown',
      'office|Office 1.001.002|Houston Elm\n13 Main St, Houston, TX 77002\n1 member shown',
    ]);
    const legend = screen.getByRole('region', { name: 'Offices on the map' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1.001.001 · Houston Oak3 members', '1.001.002 · Houston Elm1 member']);
    // One colour per office, the same for every point of the office.
    const colors = screen.getAllByTestId('point').map((p) => p.getAttribute('data-office-color'));
    expect(colors).toEqual([...Array<string>(3).fill(officeColor('101').join(',')), officeColor('102').join(',')]);
    expect(officeColor('101')).not.toEqual(officeColor('102'));

    await userEvent.selectOptions(picker(), '101');
    await waitFor(() => expect(map().getAttribute('data-points')).toBe('3'));
    expect(asked.points.at(-1)).toEqual({ marketId: '920001625', officeId: '101', engagement: 'ALL' });
    expect(screen.getAllByTestId('marker')).toHaveLength(1);
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Engagement' })).getByRole('radio', { name: 'Unengaged' }));
    await waitFor(() => expect(map().getAttribute('data-points')).toBe('2'));
    expect(asked.points.at(-1)).toEqual({ marketId: '920001625', officeId: '101', engagement: 'UNENGAGED' });
    expect(screen.queryByText('No members to display')).toBeNull();

    // An office whose only location is not placed, and no members: both messages.
    await userEvent.selectOptions(picker(), '103');
    expect(await screen.findByText('Office 1.001.003 has no virtual clinic')).toBeTruthy();
    expect(await screen.findByText('No members to display')).toBeTruthy();
    expect(map().getAttribute('data-points')).toBe('0');

    // A community: its neighborhoods' icons.
    await userEvent.selectOptions(picker(), '100');
    await waitFor(() => expect(screen.getAllByTestId('marker')).toHaveLength(2));
    expect(screen.queryByText(/has no virtual clinic/)).toBeNull();
  });

  it('gives an admin Hex-Select at layer 7 with a member count, and Hex-View at the zoom’s layer', async () => {
    const asked = serve(true);
    await renderSignedInPage(<GeoDashboardPage pageName="Geodeployment" />, 'superadmin');
    const modes = await screen.findByRole('radiogroup', { name: 'Map mode' });
    await userEvent.click(within(modes).getByRole('radio', { name: 'Hex-Select' }));
    await waitFor(() => expect(map().getAttribute('data-hexes')).toBe('2'));
    expect(asked.hexes).toEqual([7]);
    expect(map().getAttribute('data-points')).toBe('0');
    expect(screen.getByTestId('map-scales').textContent).toBe('500/100/30,111,217');
    const count = screen.getByRole<HTMLInputElement>('textbox', { name: 'Members in selected hexes' });
    expect(count.value).toBe('0');

    // From the map, then from the list.
    await userEvent.click(screen.getByRole('button', { name: 'map hex 8726a1001ffffff' }));
    await waitFor(() => expect(count.value).toBe('30'));
    expect(screen.getByRole('button', { name: 'map hex 8726a1001ffffff' }).getAttribute('data-selected')).toBe('yes');
    await userEvent.click(screen.getByRole('checkbox', { name: /8726a1000ffffff/ }));
    await waitFor(() => expect(count.value).toBe('42'));
    expect(asked.counts.at(-1)).toEqual({ layer: 7, hexes: ['8726a1000ffffff', '8726a1001ffffff'] });
    // Unticking from the list.
    await userEvent.click(screen.getByRole('checkbox', { name: /8726a1001ffffff/ }));
    await waitFor(() => expect(count.value).toBe('12'));

    // Another layer: its own hexes, the selection cleared; out of range: the message, no request.
    const layer = screen.getByRole('spinbutton', { name: 'Layer' });
    await userEvent.clear(layer);
    await userEvent.type(layer, '5');
    await waitFor(() => expect(map().getAttribute('data-hexes')).toBe('1'));
    expect(count.value).toBe('0');
    await userEvent.clear(layer);
    await userEvent.type(layer, '9');
    expect(await screen.findByText('Layer must be a whole number from 1 to 8')).toBeTruthy();
    expect(asked.hexes).not.toContain(9);

    // Hex-View: the layer of the opening zoom (9 → 7).
    await userEvent.click(within(modes).getByRole('radio', { name: 'Hex-View' }));
    expect(hexLayerForZoom(9)).toBe(7);
    await waitFor(() => expect(map().getAttribute('data-hexes')).toBe('2'));
    expect(screen.getByTestId('geo-status').textContent).toBe('2 hexes at layer 7');

    // Picking an office leaves the hex modes.
    await userEvent.selectOptions(picker(), '101');
    await waitFor(() => expect(screen.queryByRole('radiogroup', { name: 'Map mode' })).toBeNull());
    await waitFor(() => expect(map().getAttribute('data-points')).toBe('3'));
    expect(map().getAttribute('data-hexes')).toBe('0');
  });

  it('follows the rule for the hex layer of a zoom', () => {
    expect([0, 2.4, 3, 3.5, 8.49, 9, 10, 12, 20].map(hexLayerForZoom)).toEqual([1, 1, 1, 2, 6, 7, 8, 8, 8]);
  });
});
