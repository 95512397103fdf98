// @vitest-environment jsdom
/**
 * App Availability's pure rules and its tree table: the colour scale (red → amber → green at
 * 90 %), what a cell shows and is coloured by in each view, saved preferences read back whole or
 * not at all, the date range's messages; and the grid itself: expanding and collapsing markets and
 * communities from the keyboard, the type marks in the Availability view only, the IV-limit-0
 * warning, Show Limit and Show No IVs, and Enter on a day opening that day.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import {
  addDays,
  availabilityRangeRule,
  cellPercent,
  DEFAULT_AVAILABILITY_PREFERENCES,
  IV_LIMIT_ZERO_TOOLTIP,
  parseAvailabilityPreferences,
  scaleColour,
} from '@luminate/schema/rules';
import {
  AvailabilityGrid,
  dayCell,
  type AvailabilityMarketRow,
  type AvailabilityProviderRow,
  type GridOptions,
} from '../../web/src/features/app-availability/availability-grid.tsx';
import { installDomShims } from './support/dom-shims.ts';

installDomShims();
afterEach(cleanup);

describe('the colour scale', () => {
  it('runs red at 0, amber at 50 and green at 100, at 90 % opacity, clamped outside', () => {
    expect(scaleColour(0)).toBe('rgba(248, 113, 113, 0.9)');
    expect(scaleColour(50)).toBe('rgba(251, 191, 36, 0.9)');
    expect(scaleColour(100)).toBe('rgba(74, 222, 128, 0.9)');
    expect(scaleColour(25)).toBe('rgba(250, 152, 75, 0.9)');
    expect(scaleColour(-10)).toBe(scaleColour(0));
    expect(scaleColour(140)).toBe(scaleColour(100));
    expect(scaleColour(Number.NaN)).toBe(scaleColour(0));
  });
});

const day = (date: string, ivCount: number, availabilityPercentage: number, optimizationPercentage: number, limit = 2) => ({
  date,
  ivCount,
  ivOpportunityCount: Math.max(0, limit - ivCount),
  availabilityPercentage,
  optimizationPercentage,
  eventCount: ivCount + 1,
});

describe('a day cell', () => {
  const d = day('2030-01-07', 1, 62.4, 37.9);
  const options = (view: GridOptions['view'], extra: Partial<GridOptions> = {}): GridOptions => ({
    view,
    showLimit: false,
    showNoIvs: true,
    ...extra,
  });

  it('shows open slots (or IVs of the limit) in IV Opportunity, coloured by the share of the limit filled', () => {
    expect(dayCell(d, 2, options('IV_OPPORTUNITY'))).toEqual({ text: '1', percent: 50 });
    expect(dayCell(d, 2, options('IV_OPPORTUNITY', { showLimit: true }))).toEqual({ text: '1/2', percent: 50 });
    // A limit of 0 has no share to colour by.
    expect(dayCell({ ...d, ivOpportunityCount: 0 }, 0, options('IV_OPPORTUNITY'))).toEqual({ text: '0', percent: null });
    expect(cellPercent('IV_OPPORTUNITY', { ...d, ivCount: 3 }, 2)).toBe(100);
  });

  it('shows the free share in Availability and the share used in Optimization, hiding days without IVs when asked', () => {
    expect(dayCell(d, 2, options('AVAILABILITY'))).toEqual({ text: '62%', percent: 62.4 });
    expect(dayCell(d, 2, options('OPTIMIZATION'))).toEqual({ text: '38%', percent: 37.9 });
    const noIvs = day('2030-01-08', 0, 80, 10);
    expect(dayCell(noIvs, 2, options('OPTIMIZATION'))).toEqual({ text: '10%', percent: 10 });
    expect(dayCell(noIvs, 2, options('OPTIMIZATION', { showNoIvs: false }))).toEqual({ text: '', percent: null });
  });
});

describe('saved preferences', () => {
  it('are read back whole when valid, and give the defaults when anything is wrong', () => {
    const saved = { view: 'OPTIMIZATION', showLimit: true, showNoIvs: false, dateRange: 14 };
    expect(parseAvailabilityPreferences(JSON.stringify(saved))).toEqual(saved);
    expect(DEFAULT_AVAILABILITY_PREFERENCES).toEqual({ view: 'AVAILABILITY', showLimit: false, showNoIvs: true, dateRange: 37 });
    for (const corrupt of [
      null,
      '',
      '{not json',
      '"AVAILABILITY"',
      JSON.stringify({ ...saved, view: 'HEATMAP' }),
      JSON.stringify({ ...saved, showLimit: 'yes' }),
      JSON.stringify({ ...saved, dateRange: 0 }),
      JSON.stringify({ ...saved, dateRange: 1000 }),
      JSON.stringify({ view: 'OPTIMIZATION' }),
    ]) {
      expect(parseAvailabilityPreferences(corrupt), String(corrupt)).toEqual(DEFAULT_AVAILABILITY_PREFERENCES);
    }
  });
});

describe('the date range rule', () => {
  const today = '2030-01-07';
  const messages = (range: { start: string; end: string }) => {
    const checked = availabilityRangeRule(today).safeParse(range);
    return checked.success ? [] : checked.error.issues.map((i) => i.message);
  };
  it('needs both ends, a start from today, an end after the start, at most 92 days', () => {
    expect(messages({ start: today, end: addDays(today, 36) })).toEqual([]);
    expect(messages({ start: '', end: addDays(today, 3) })).toEqual(['Choose a start date']);
    expect(messages({ start: today, end: '' })).toEqual(['Choose an end date']);
    expect(messages({ start: addDays(today, -1), end: today })).toEqual(['Start cannot be before today']);
    expect(messages({ start: addDays(today, 4), end: addDays(today, 3) })).toEqual(['End cannot be before the start']);
    expect(messages({ start: today, end: addDays(today, 92) })).toEqual(['The range can cover at most 92 days']);
    expect(messages({ start: today, end: addDays(today, 91) })).toEqual([]);
    expect(messages({ start: today, end: '2030-02-30' })).toEqual(['Choose an end date']);
  });
});

const DATES = ['2030-01-07', '2030-01-08'];

function provider(
  id: string,
  name: string,
  limit: number,
  typeMark: 'IAPP' | 'CPE' | null,
  days: ReturnType<typeof day>[],
): AvailabilityProviderRow {
  return {
    providerId: id,
    name,
    typeMark,
    dailyIvLimit: limit,
    ivCount: days.reduce((n, d) => n + d.ivCount, 0),
    ivOpportunityCount: days.reduce((n, d) => n + d.ivOpportunityCount, 0),
    days,
  };
}

const PROVIDERS = [
  provider('201', 'Avery Stone', 2, null, [day(DATES[0], 2, 20, 80), day(DATES[1], 0, 100, 0)]),
  provider('202', 'Blake Ortiz', 2, 'IAPP', [day(DATES[0], 1, 55, 30), day(DATES[1], 1, 60, 25)]),
  provider('203', 'Casey Lin', 0, 'CPE', [day(DATES[0], 0, 40, 0, 0), day(DATES[1], 0, 70, 0, 0)]),
];

const MARKETS: AvailabilityMarketRow[] = [
  {
    marketId: '920001625',
    name: 'Houston',
    ivCount: 4,
    ivOpportunityCount: 4,
    communities: [
      {
        communityId: '1.001',
        name: 'Houston Community 1',
        ivCount: 4,
        ivOpportunityCount: 4,
        providers: PROVIDERS,
      },
    ],
  },
];

function renderGrid(options: Partial<GridOptions> = {}) {
  const onOpenDay = vi.fn();
  const view = render(
    <ChakraProvider value={defaultSystem}>
      <AvailabilityGrid
        dates={DATES}
        markets={MARKETS}
        view="AVAILABILITY"
        showLimit={false}
        showNoIvs
        {...options}
        onOpenDay={onOpenDay}
      />
    </ChakraProvider>,
  );
  return { onOpenDay, ...view };
}

const providerRow = (container: HTMLElement, id: string) => container.querySelector<HTMLElement>(`tr[data-provider-id="${id}"]`);

describe('the tree table', () => {
  it('shows each provider with totals and coloured day cells carrying their number', () => {
    const { container } = renderGrid();
    const row = providerRow(container, '201')!;
    expect(within(row).getByText('Avery Stone')).toBeTruthy();
    expect(row.querySelector('[data-total="ivs"]')!.textContent).toBe('2');
    expect(row.querySelector('[data-total="opportunities"]')!.textContent).toBe('2');
    const first = row.querySelector<HTMLElement>(`button[data-date="${DATES[0]}"]`)!;
    expect(first.textContent).toBe('20%');
    expect(first.dataset.colour).toBe(scaleColour(20));
    const community = container.querySelector('tr[data-group="community"]')!;
    expect(community.querySelector('[data-total="ivs"]')!.textContent).toBe('4');
  });

  it('collapses and expands a community and a market from the keyboard', async () => {
    const user = userEvent.setup();
    const { container } = renderGrid();
    const community = screen.getByRole('button', { name: 'Collapse Community Houston Community 1' });
    expect(community.getAttribute('aria-expanded')).toBe('true');
    community.focus();
    await user.keyboard('{Enter}');
    expect(providerRow(container, '201')).toBeNull();
    expect(screen.getByRole('button', { name: 'Expand Community Houston Community 1' }).getAttribute('aria-expanded')).toBe('false');
    await user.keyboard(' ');
    expect(providerRow(container, '201')).not.toBeNull();
    screen.getByRole('button', { name: 'Collapse Market Houston' }).focus();
    await user.keyboard('{Enter}');
    expect(container.querySelector('tr[data-group="community"]')).toBeNull();
  });

  it('marks iAPP and CPE in the Availability view only, and warns about an IV limit of 0', () => {
    const { container, unmount } = renderGrid();
    expect(providerRow(container, '202')!.querySelector('[data-type-mark]')!.textContent).toBe('iAPP');
    expect(providerRow(container, '203')!.querySelector('[data-type-mark]')!.textContent).toBe('CPE');
    expect(providerRow(container, '201')!.querySelector('[data-type-mark]')).toBeNull();
    expect(within(providerRow(container, '203')!).getByLabelText(IV_LIMIT_ZERO_TOOLTIP)).toBeTruthy();
    expect(providerRow(container, '202')!.querySelector('[data-iv-limit-zero]')).toBeNull();
    unmount();
    const other = renderGrid({ view: 'OPTIMIZATION' });
    expect(other.container.querySelector('[data-type-mark]')).toBeNull();
  });

  it('shows IVs of the limit with Show Limit, and blanks days without IVs when Show No IVs is off', () => {
    const limit = renderGrid({ view: 'IV_OPPORTUNITY', showLimit: true });
    const blake = providerRow(limit.container, '202')!;
    expect(blake.querySelector(`button[data-date="${DATES[0]}"]`)!.textContent).toBe('1/2');
    const casey = providerRow(limit.container, '203')!.querySelector<HTMLElement>(`button[data-date="${DATES[0]}"]`)!;
    expect(casey.dataset.colour).toBe('');
    limit.unmount();
    const optimization = renderGrid({ view: 'OPTIMIZATION', showNoIvs: false });
    const avery = providerRow(optimization.container, '201')!;
    expect(avery.querySelector(`button[data-date="${DATES[0]}"]`)!.textContent).toBe('80%');
    const empty = avery.querySelector<HTMLElement>(`button[data-date="${DATES[1]}"]`)!;
    expect(empty.textContent).toBe('');
    expect(empty.dataset.colour).toBe('');
  });

  it('moves between days and rows with the arrow keys, and expands and collapses with right and left', async () => {
    const user = userEvent.setup();
    const { container } = renderGrid();
    const cell = (id: string, date: string) => providerRow(container, id)!.querySelector<HTMLElement>(`button[data-date="${date}"]`)!;
    cell('201', DATES[0]).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cell('201', DATES[1]));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cell('202', DATES[1]));
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(document.activeElement).toBe(cell('201', DATES[0]));
    await user.keyboard('{ArrowUp}');
    const community = screen.getByRole('button', { name: 'Collapse Community Houston Community 1' });
    expect(document.activeElement).toBe(community);
    await user.keyboard('{ArrowLeft}');
    expect(providerRow(container, '201')).toBeNull();
    expect(community.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowRight}');
    expect(providerRow(container, '201')).not.toBeNull();
  });

  it("opens a provider's day with Enter", async () => {
    const user = userEvent.setup();
    const { onOpenDay } = renderGrid();
    screen.getByRole('button', { name: /^Blake Ortiz, 01\/08\/2030: 60%/ }).focus();
    await user.keyboard('{Enter}');
    expect(onOpenDay).toHaveBeenCalledWith({ provider: PROVIDERS[1], date: DATES[1] });
  });
});
