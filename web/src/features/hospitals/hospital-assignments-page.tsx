import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { PageProps } from '../../shared/lib/page.ts';
import { MarketTabsDocument } from '../../generated/graphql.ts';
import { MarketTabs } from '../../shared/markets/market-tabs.tsx';
import { useMarketTab } from '../../shared/markets/use-market-tab.ts';
import { HospitalFacilitiesTab } from './hospital-facilities-tab.tsx';

/**
 * /hospital-assignments: per market, its hospital facilities with their address, NPI, admissions
 * and CESs; admins and the named hospital staff add, edit, deactivate and reactivate them.
 */
export default function HospitalAssignmentsPage({ pageName }: PageProps) {
  const [market, setMarket] = useMarketTab();
  // The tabs' own query, answered from the cache: the market names for captions and file names.
  const { data } = useQuery(MarketTabsDocument);
  const nameOf = (id: string) => data?.markets.find((m) => m.id === id)?.name ?? id;
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {pageName}
      </Heading>
      <Text color="fg.muted">Hospital facilities of each market and the community engagement specialists who cover them.</Text>
      <MarketTabs value={market} onChange={setMarket}>
        {(id) => <HospitalFacilitiesTab marketId={id} marketName={nameOf(id)} />}
      </MarketTabs>
    </Stack>
  );
}
