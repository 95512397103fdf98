import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Badge, Box, chakra, HStack, Portal, Text, Tooltip, VisuallyHidden } from '@chakra-ui/react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { AVAILABILITY_VIEW_LABELS, cellPercent, IV_LIMIT_ZERO_TOOLTIP, scaleColour, type AvailabilityView } from '@luminate/schema/rules';
import type { AppAvailabilityQuery } from '../../generated/graphql.ts';
import { formatCount, formatDate } from '../../shared/lib/format.ts';

export type AvailabilityMarketRow = AppAvailabilityQuery['appAvailability']['markets'][number];
type Community = AvailabilityMarketRow['communities'][number];
export type AvailabilityProviderRow = Community['providers'][number];
type Day = AvailabilityProviderRow['days'][number];

export interface GridOptions {
  view: AvailabilityView;
  showLimit: boolean;
  showNoIvs: boolean;
}

export interface OpenDay {
  provider: AvailabilityProviderRow;
  date: string;
}

type Row =
  | { kind: 'market'; key: string; level: 1; market: AvailabilityMarketRow }
  | { kind: 'community'; key: string; level: 2; community: Community }
  | { kind: 'provider'; key: string; level: 3; provider: AvailabilityProviderRow };

const ROW_HEIGHT = 36;
const SCREENFUL = { width: 1200, height: 720 };
const NAME_WIDTH = 280;
const TOTAL_WIDTH = 84;
const DAY_WIDTH = 60;
/** Dark text reads on every colour of the scale, in both themes. */
const CELL_TEXT = '#111111';

const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const MONTH_DAY = new Intl.DateTimeFormat('en-US', { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

/** What a provider's day cell shows in a view, and the percentage it is coloured by (null: uncoloured). */
export function dayCell(day: Day, dailyIvLimit: number, options: GridOptions): { text: string; percent: number | null } {
  const percent = cellPercent(options.view, day, dailyIvLimit);
  if (options.view === 'IV_OPPORTUNITY') {
    return {
      text: options.showLimit ? `${formatCount(day.ivCount)}/${formatCount(dailyIvLimit)}` : formatCount(day.ivOpportunityCount),
      percent,
    };
  }
  if (options.view === 'OPTIMIZATION' && !options.showNoIvs && day.ivCount === 0) return { text: '', percent: null };
  const value = options.view === 'AVAILABILITY' ? day.availabilityPercentage : day.optimizationPercentage;
  return { text: `${Math.round(value)}%`, percent };
}

/** The visible rows, top to bottom: a collapsed market or community hides what is under it. */
function visibleRows(markets: readonly AvailabilityMarketRow[], collapsed: ReadonlySet<string>): Row[] {
  const rows: Row[] = [];
  for (const market of markets) {
    const marketKey = `m:${market.marketId}`;
    rows.push({ kind: 'market', key: marketKey, level: 1, market });
    if (collapsed.has(marketKey)) continue;
    for (const community of market.communities) {
      const communityKey = `c:${market.marketId}:${community.communityId}`;
      rows.push({ kind: 'community', key: communityKey, level: 2, community });
      if (collapsed.has(communityKey)) continue;
      for (const provider of community.providers)
        rows.push({ kind: 'provider', key: `p:${communityKey}:${provider.providerId}`, level: 3, provider });
    }
  }
  return rows;
}

const Th = chakra('th');
const Td = chakra('td');

/**
 * Arrow keys move between the grid's buttons: up and down to the same column of the row above or
 * below, left and right along the row; on a market or community, right expands and left collapses.
 */
function moveFocus(event: KeyboardEvent<HTMLElement>, toggle: (key: string, expand: boolean) => void): void {
  const button = (event.target as HTMLElement).closest('button');
  const row = button?.closest('tr');
  if (!button || !row) return;
  const groupKey = row.dataset.rowKey;
  if (row.dataset.group && groupKey && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
    event.preventDefault();
    toggle(groupKey, event.key === 'ArrowRight');
    return;
  }
  const buttons = (r: Element | null) => (r ? Array.from(r.querySelectorAll<HTMLButtonElement>('button')) : []);
  const column = buttons(row).indexOf(button);
  let target: HTMLButtonElement | undefined;
  if (event.key === 'ArrowLeft') target = buttons(row)[column - 1];
  else if (event.key === 'ArrowRight') target = buttons(row)[column + 1];
  else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
    const step = event.key === 'ArrowUp' ? 'previousElementSibling' : 'nextElementSibling';
    let next = row[step];
    while (next && buttons(next).length === 0) next = next[step];
    const there = buttons(next);
    target = there[Math.min(column, there.length - 1)];
  } else return;
  event.preventDefault();
  target?.focus();
}

/** The provider's name, their type mark (Availability view) and the IV-limit-0 warning. */
function ProviderName({ provider, view }: { provider: AvailabilityProviderRow; view: AvailabilityView }) {
  const mark = provider.typeMark === 'IAPP' ? 'iAPP' : provider.typeMark === 'CPE' ? 'CPE' : null;
  return (
    <HStack gap="2" minW="0">
      <Text as="span" truncate title={provider.name}>
        {provider.name}
      </Text>
      {mark && view === 'AVAILABILITY' && (
        <Badge size="sm" colorPalette={mark === 'iAPP' ? 'purple' : 'teal'} data-type-mark={mark}>
          {mark}
        </Badge>
      )}
      {provider.dailyIvLimit === 0 && (
        <Tooltip.Root openDelay={100} positioning={{ placement: 'top' }}>
          <Tooltip.Trigger asChild>
            <Box as="span" tabIndex={0} color="orange.fg" cursor="help" data-iv-limit-zero aria-label={IV_LIMIT_ZERO_TOOLTIP}>
              ⚠
            </Box>
          </Tooltip.Trigger>
          <Portal>
            <Tooltip.Positioner>
              <Tooltip.Content>{IV_LIMIT_ZERO_TOOLTIP}</Tooltip.Content>
            </Tooltip.Positioner>
          </Portal>
        </Tooltip.Root>
      )}
    </HStack>
  );
}

export interface AvailabilityGridProps extends GridOptions {
  dates: readonly string[];
  markets: readonly AvailabilityMarketRow[];
  onOpenDay: (day: OpenDay) => void;
}

/**
 * The tree table: market → community → provider rows (each level expands and collapses), a
 * column per day and the totals of IVs and opportunities. The header row and the name column
 * stay in place while the rest scrolls; only the rows in view (and a few around them) are
 * rendered, so every provider of a market over the whole range scrolls smoothly.
 */
export function AvailabilityGrid({ dates, markets, view, showLimit, showNoIvs, onOpenDay }: AvailabilityGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(() => visibleRows(markets, collapsed), [markets, collapsed]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    initialRect: SCREENFUL,
    // Until the table has a size of its own (first layout, or no layout at all), a screenful of rows.
    observeElementRect: (instance, update) => observeElementRect(instance, (rect) => update(rect.height > 0 ? rect : SCREENFUL)),
  });
  const items = virtualizer.getVirtualItems();
  const padTop = items.length > 0 ? items[0].start : 0;
  const padBottom = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  const options: GridOptions = { view, showLimit, showNoIvs };
  const toggle = (key: string, expand = collapsed.has(key)) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (expand) next.delete(key);
      else next.add(key);
      return next;
    });
  const width = NAME_WIDTH + 2 * TOTAL_WIDTH + dates.length * DAY_WIDTH;
  const sticky = { position: 'sticky', left: 0, zIndex: 1, bg: 'bg' } as const;

  return (
    <Box
      ref={scrollRef}
      overflow="auto"
      maxH="70vh"
      borderWidth="1px"
      borderRadius="md"
      data-testid="availability-grid"
      tabIndex={0}
      aria-label={`${AVAILABILITY_VIEW_LABELS[view]} by provider and day`}
    >
      <chakra.table
        w={`${width}px`}
        onKeyDown={(e) => moveFocus(e, toggle)}
        style={{ tableLayout: 'fixed', borderCollapse: 'separate', borderSpacing: 0 }}
        fontSize="sm"
      >
        <caption>
          <VisuallyHidden>
            {AVAILABILITY_VIEW_LABELS[view]}: markets, communities and providers by day, with their IV and opportunity totals
          </VisuallyHidden>
        </caption>
        <colgroup>
          <col style={{ width: NAME_WIDTH }} />
          <col style={{ width: TOTAL_WIDTH }} />
          <col style={{ width: TOTAL_WIDTH }} />
          {dates.map((d) => (
            <col key={d} style={{ width: DAY_WIDTH }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <Th scope="col" textAlign="start" px="3" position="sticky" top="0" left="0" zIndex="3" bg="bg.muted" borderBottomWidth="1px">
              Market / Community / Provider
            </Th>
            <Th scope="col" position="sticky" top="0" zIndex="2" bg="bg.muted" borderBottomWidth="1px" px="2">
              IVs
            </Th>
            <Th scope="col" position="sticky" top="0" zIndex="2" bg="bg.muted" borderBottomWidth="1px" px="2" title="Opportunities">
              Opps
            </Th>
            {dates.map((d) => (
              <Th
                key={d}
                scope="col"
                position="sticky"
                top="0"
                zIndex="2"
                bg="bg.muted"
                borderBottomWidth="1px"
                fontWeight="medium"
                lineHeight="1.2"
                py="1"
                data-date={d}
              >
                <Text as="span" display="block" fontSize="xs" color="fg.muted">
                  {WEEKDAY.format(dayOf(d))}
                </Text>
                <Text as="span" display="block">
                  <VisuallyHidden>{formatDate(d)}</VisuallyHidden>
                  <span aria-hidden>{MONTH_DAY.format(dayOf(d))}</span>
                </Text>
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {padTop > 0 && (
            <tr aria-hidden>
              <td style={{ height: padTop, padding: 0 }} colSpan={3 + dates.length} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index];
            if (row.kind === 'provider') {
              const p = row.provider;
              return (
                <tr key={row.key} style={{ height: ROW_HEIGHT }} data-provider-id={p.providerId}>
                  <Th scope="row" {...sticky} textAlign="start" fontWeight="normal" ps="12" pe="2" borderBottomWidth="1px">
                    <ProviderName provider={p} view={view} />
                  </Th>
                  <Td textAlign="center" borderBottomWidth="1px" data-total="ivs">
                    {formatCount(p.ivCount)}
                  </Td>
                  <Td textAlign="center" borderBottomWidth="1px" data-total="opportunities">
                    {formatCount(p.ivOpportunityCount)}
                  </Td>
                  {p.days.map((day) => {
                    const { text, percent } = dayCell(day, p.dailyIvLimit, options);
                    const colour = percent === null ? undefined : scaleColour(percent);
                    return (
                      <Td key={day.date} p="0" borderBottomWidth="1px" borderInlineStartWidth="1px" borderColor="border.muted">
                        <chakra.button
                          type="button"
                          w="full"
                          h={`${ROW_HEIGHT - 1}px`}
                          fontVariantNumeric="tabular-nums"
                          cursor="pointer"
                          _focusVisible={{ outline: '2px solid', outlineColor: 'blue.solid', outlineOffset: '-2px' }}
                          style={colour ? { background: colour, color: CELL_TEXT } : undefined}
                          data-date={day.date}
                          data-percent={percent ?? ''}
                          data-colour={colour ?? ''}
                          aria-label={`${p.name}, ${formatDate(day.date)}: ${text || 'no IVs'}. Open the day summary`}
                          onClick={() => onOpenDay({ provider: p, date: day.date })}
                        >
                          {text}
                        </chakra.button>
                      </Td>
                    );
                  })}
                </tr>
              );
            }
            const group = row.kind === 'market' ? row.market : row.community;
            const expanded = !collapsed.has(row.key);
            const label = row.kind === 'market' ? `Market ${group.name}` : `Community ${group.name}`;
            return (
              <tr
                key={row.key}
                style={{ height: ROW_HEIGHT }}
                data-row-key={row.key}
                data-group={row.kind}
                data-group-id={row.kind === 'market' ? row.market.marketId : row.community.communityId}
              >
                <Th
                  scope="row"
                  {...sticky}
                  textAlign="start"
                  ps={row.kind === 'market' ? '2' : '6'}
                  pe="2"
                  bg={row.kind === 'market' ? 'bg.emphasized' : 'bg.subtle'}
                  borderBottomWidth="1px"
                >
                  <chakra.button
                    type="button"
                    display="flex"
                    alignItems="center"
                    gap="2"
                    w="full"
                    textAlign="start"
                    aria-expanded={expanded}
                    aria-label={`${expanded ? 'Collapse' : 'Expand'} ${label}`}
                    onClick={() => toggle(row.key, !expanded)}
                    _focusVisible={{ outline: '2px solid', outlineColor: 'blue.solid' }}
                    fontWeight={row.kind === 'market' ? 'semibold' : 'medium'}
                  >
                    <span aria-hidden>{expanded ? '▾' : '▸'}</span>
                    <Text as="span" truncate>
                      {group.name}
                    </Text>
                  </chakra.button>
                </Th>
                <Td
                  textAlign="center"
                  fontWeight="medium"
                  borderBottomWidth="1px"
                  data-total="ivs"
                  bg={row.kind === 'market' ? 'bg.emphasized' : 'bg.subtle'}
                >
                  {formatCount(group.ivCount)}
                </Td>
                <Td
                  textAlign="center"
                  fontWeight="medium"
                  borderBottomWidth="1px"
                  data-total="opportunities"
                  bg={row.kind === 'market' ? 'bg.emphasized' : 'bg.subtle'}
                >
                  {formatCount(group.ivOpportunityCount)}
                </Td>
                <Td colSpan={dates.length} borderBottomWidth="1px" bg={row.kind === 'market' ? 'bg.emphasized' : 'bg.subtle'} />
              </tr>
            );
          })}
          {padBottom > 0 && (
            <tr aria-hidden>
              <td style={{ height: padBottom, padding: 0 }} colSpan={3 + dates.length} />
            </tr>
          )}
        </tbody>
      </chakra.table>
    </Box>
  );
}
