import { Heading, Stack } from '@chakra-ui/react';
import { SpecialTabs } from '@luminate/schema/constants';
import type { PageProps } from '../../shared/lib/page.ts';
import { MarketTabs } from '../../shared/markets/market-tabs.tsx';
import { useMarketTab } from '../../shared/markets/use-market-tab.ts';
import { CodingQualityTab } from './coding-quality-tab.tsx';
import { CollabDesignatedTab } from './collab-designated-tab.tsx';
import { MarketTab } from './market-tab.tsx';

const EXTRA_TABS = [
  { id: String(SpecialTabs.CODING_QUALITY), label: 'Coding Quality Educator' },
  { id: String(SpecialTabs.COLLAB_DESIGNATED), label: 'Collab/Designated' },
] as const;

/** /market-assignments: who covers which office, per market, plus the Coding Quality and Collab/Designated tabs. */
export default function MarketAssignmentsPage({ pageName }: PageProps) {
  const [tab, setTab] = useMarketTab();
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {pageName}
      </Heading>
      <MarketTabs value={tab} onChange={setTab} extraTabs={EXTRA_TABS}>
        {(id) =>
          id === String(SpecialTabs.COLLAB_DESIGNATED) ? (
            <CollabDesignatedTab />
          ) : id === String(SpecialTabs.CODING_QUALITY) ? (
            <CodingQualityTab />
          ) : (
            <MarketTab marketId={id} />
          )
        }
      </MarketTabs>
    </Stack>
  );
}
