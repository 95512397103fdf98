import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { MarketTabsDocument } from '../../generated/graphql.ts';
import type { PageProps } from '../../shared/lib/page.ts';
import { MarketTabs } from '../../shared/markets/market-tabs.tsx';
import { useMarketTab } from '../../shared/markets/use-market-tab.ts';
import { GeoMarket } from './geo-market.tsx';

/**
 * /geo-dashboard: where a market's members live, coloured by office, with the offices' locations;
 * narrowed to a community or an office and to engaged or unengaged members. Admins also get the
 * market's hexagons (Hex-View) and can pick hexes to count their members (Hex-Select).
 */
export default function GeoDashboardPage({ pageName }: PageProps) {
  const [market, setMarket] = useMarketTab();
  // The tabs' own query: already cached when a tab renders.
  const markets = useQuery(MarketTabsDocument, { fetchPolicy: 'cache-first' });
  const nameOf = (id: string) => markets.data?.markets.find((m) => m.id === id)?.name ?? 'the market';
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {pageName}
      </Heading>
      <Text color="fg.muted" maxW="4xl">
        Where the members of a market live, coloured by their office, with the offices&apos; locations. Pick a community or an office to
        narrow the map, and engaged or unengaged members.
      </Text>
      <MarketTabs value={market} onChange={setMarket}>
        {(marketId) => <GeoMarket key={marketId} marketId={marketId} marketName={nameOf(marketId)} />}
      </MarketTabs>
    </Stack>
  );
}
