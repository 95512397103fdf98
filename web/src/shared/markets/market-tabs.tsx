import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Tabs } from '@chakra-ui/react';
import { Markets } from '@luminate/schema/constants';
import { MarketTabsDocument } from '../../generated/graphql.ts';
import { ErrorAlert } from '../ui/error-alert.tsx';
import { LoadingBlock } from '../ui/loading-block.tsx';

/** A tab that is not a market (Market Assignments' Coding Quality Educator and Collab/Designated). */
export interface ExtraMarketTab {
  id: string;
  label: string;
}

export interface MarketTabsProps {
  /** The selected tab's id (a market id or an extra tab's id); the default market when absent. */
  value: string | null | undefined;
  onChange: (id: string) => void;
  /** Tabs shown after the markets. */
  extraTabs?: readonly ExtraMarketTab[];
  /** The selected tab's content; only the selected tab is mounted. */
  children: (id: string) => ReactNode;
}

/** The default tab of every market-level page. */
export const DEFAULT_MARKET_TAB = String(Markets.DEFAULT);

/**
 * One tab per active market, ordered by office prefix, then the page's extra tabs. The selected
 * tab falls back to the default market (or the first tab) when the value names no tab, so a
 * stale link still opens a page.
 */
export function MarketTabs({ value, onChange, extraTabs = [], children }: MarketTabsProps) {
  const { data, error, loading } = useQuery(MarketTabsDocument);
  if (error) return <ErrorAlert error={error} />;
  if (loading && !data) {
    return <LoadingBlock label="Loading markets" heights={['8', '40']} />;
  }
  // An extra tab named by a market's id (Coding Quality Educator is market 10001) takes that market's place.
  const extraIds = new Set(extraTabs.map((t) => t.id));
  const markets = (data?.markets ?? [])
    .filter((m) => m.active && !extraIds.has(m.id))
    .sort((a, b) => prefixOrder(a.officePrefix, b.officePrefix));
  const tabs = [...markets.map((m) => ({ id: m.id, label: m.name })), ...extraTabs];
  const selected = selectedTab(
    tabs.map((t) => t.id),
    value,
  );
  if (!selected) return null;
  return (
    <Tabs.Root value={selected} onValueChange={(e) => onChange(e.value)} lazyMount unmountOnExit variant="line">
      <Tabs.List overflowX="auto" flexWrap="nowrap">
        {tabs.map((t) => (
          <Tabs.Trigger key={t.id} value={t.id} flexShrink={0}>
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Content key={t.id} value={t.id}>
          {children(t.id)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** Office prefixes are numbers kept as text: '2' comes before '10'. */
export function prefixOrder(a: string, b: string): number {
  return a.localeCompare(b, undefined, { numeric: true });
}

/** The value when it names a tab, else the default market, else the first tab. */
export function selectedTab(ids: readonly string[], value: string | null | undefined): string | undefined {
  if (value && ids.includes(value)) return value;
  if (ids.includes(DEFAULT_MARKET_TAB)) return DEFAULT_MARKET_TAB;
  return ids[0];
}
