import { Heading, Stack, Text } from '@chakra-ui/react';
import type { PageProps } from '../../shared/lib/page.ts';
import { MarketTabs } from '../../shared/markets/market-tabs.tsx';
import { useMarketTab } from '../../shared/markets/use-market-tab.ts';
import { NeighborhoodsTab } from './neighborhoods-tab.tsx';

/** /neighborhoods: the offices of each active market, added and edited by neighborhood management. */
export default function NeighborhoodsPage({ pageName }: PageProps) {
  const [market, setMarket] = useMarketTab();
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {pageName}
      </Heading>
      <Text color="fg.muted" maxW="4xl">
        The offices of each market: communities (ids ending .000) and their neighborhoods, with their members. Open a row&apos;s change log
        or node log to see how it changed.
      </Text>
      <MarketTabs value={market} onChange={setMarket}>
        {(marketId) => <NeighborhoodsTab marketId={marketId} />}
      </MarketTabs>
    </Stack>
  );
}
