import { useState } from 'react';
import { Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import {
  addDays,
  defaultProviderRange,
  PROVIDER_RANGE_DEFAULT_DAYS,
  PROVIDER_RANGE_MAX_DAYS,
  providerRangeRule,
  type ProviderRange,
} from '@luminate/schema/rules';
import type { PageProps } from '../../shared/lib/page.ts';
import { useNavigate, useParams } from '../../shared/lib/router.ts';
import { MarketTabs } from '../../shared/markets/market-tabs.tsx';
import { ProviderMarket } from './provider-market.tsx';

/** Today in the browser's time zone, as YYYY-MM-DD. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * /provider-details/:id: the APP providers of the market `:id`, an accordion per community,
 * for a date range from today up to 40 days ahead (36 by default).
 */
export default function ProviderDetailsPage({ pageName }: PageProps) {
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const [today] = useState(localToday);
  const [range, setRange] = useState<ProviderRange>(() => defaultProviderRange(today));
  const checked = providerRangeRule(today).safeParse(range);
  const rangeError = checked.success ? null : checked.error.issues[0]?.message;

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {pageName}
      </Heading>
      <Text color="fg.muted" maxW="4xl">
        Each provider&apos;s panel, the members in reach of their home base, and their in-home visit (IV) capacity between the two dates
        (from today, at most {PROVIDER_RANGE_MAX_DAYS} days ahead; {PROVIDER_RANGE_DEFAULT_DAYS} by default).
      </Text>
      <HStack gap="4" align="start" wrap="wrap">
        <Field.Root maxW="12rem" invalid={Boolean(rangeError)}>
          <Field.Label>From</Field.Label>
          <Input
            type="date"
            value={range.start}
            min={today}
            max={range.end}
            onChange={(e) => setRange({ ...range, start: e.target.value })}
          />
        </Field.Root>
        <Field.Root maxW="12rem" invalid={Boolean(rangeError)}>
          <Field.Label>To</Field.Label>
          <Input
            type="date"
            value={range.end}
            min={range.start}
            max={addDays(today, PROVIDER_RANGE_MAX_DAYS)}
            onChange={(e) => setRange({ ...range, end: e.target.value })}
          />
          {rangeError && <Field.ErrorText>{rangeError}</Field.ErrorText>}
        </Field.Root>
      </HStack>
      <MarketTabs value={id} onChange={(marketId) => navigate(`/provider-details/${marketId}`)}>
        {(marketId) => (checked.success ? <ProviderMarket marketId={marketId} range={checked.data} /> : null)}
      </MarketTabs>
    </Stack>
  );
}
