import { useState } from 'react';
import { Box, Field, Heading, HStack, Input, NativeSelect, Stack, Switch, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import {
  addDays,
  AVAILABILITY_MAX_DAYS,
  AVAILABILITY_VIEW_LABELS,
  AVAILABILITY_VIEWS,
  availabilityRangeRule,
  rangeDays,
  scaleColour,
  type AvailabilityRange,
  type AvailabilityView,
} from '@luminate/schema/rules';
import { AppAvailabilityDocument } from '../../generated/graphql.ts';
import type { PageProps } from '../../shared/lib/page.ts';
import { MarketTabs } from '../../shared/markets/market-tabs.tsx';
import { useMarketTab } from '../../shared/markets/use-market-tab.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { AvailabilityGrid, type GridOptions, type OpenDay } from './availability-grid.tsx';
import { DaySummaryDialog } from './day-summary-dialog.tsx';
import { useAvailabilityPreferences } from './use-availability-preferences.ts';

/** Today in the browser's time zone, as YYYY-MM-DD. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** What the cells of each view show, under the controls. */
const VIEW_HELP: Record<AvailabilityView, string> = {
  IV_OPPORTUNITY:
    'Open initial-visit (IV) slots per day: the daily IV limit less the IVs booked. Coloured by the share of the limit filled.',
  AVAILABILITY: 'The free share of each working day (08:00 to 17:00), after events and travel.',
  OPTIMIZATION: 'The share of each working day spent on visits and the travel after them.',
};

/** The colour scale explained (Optimization view). */
function Legend() {
  const stops = [0, 25, 50, 75, 100];
  return (
    <Box as="section" aria-label="Legend" borderWidth="1px" borderRadius="md" p="3" maxW="md" data-testid="availability-legend">
      <Text fontWeight="medium" mb="2">
        Legend
      </Text>
      <HStack gap="0" role="list">
        {stops.map((p) => (
          <Box
            key={p}
            role="listitem"
            flex="1"
            textAlign="center"
            py="1"
            fontSize="sm"
            style={{ background: scaleColour(p), color: '#111111' }}
          >
            {p}%
          </Box>
        ))}
      </HStack>
      <Text fontSize="sm" color="fg.muted" mt="2">
        Red: little of the day on visits; amber: half; green: the whole day. Days without IVs are blank when Show No IVs is off.
      </Text>
    </Box>
  );
}

function MarketAvailability({ marketId, range, options }: { marketId: string; range: AvailabilityRange; options: GridOptions }) {
  const [openDay, setOpenDay] = useState<OpenDay | null>(null);
  const { data, previousData, loading, error } = useQuery(AppAvailabilityDocument, {
    variables: { input: { marketIds: [marketId], start: range.start, end: range.end, view: options.view } },
  });
  const grid = (data ?? previousData)?.appAvailability;
  if (error) return <ErrorAlert error={error} />;
  if (!grid) return <LoadingBlock label="Loading availability" heights={['10', '9', '9', '9', '9', '9', '9']} />;
  const providers = grid.markets.reduce((n, m) => n + m.communities.reduce((k, c) => k + c.providers.length, 0), 0);
  if (providers === 0) return <Text py="6">No data found.</Text>;
  return (
    <Stack gap="2" aria-busy={loading}>
      <AvailabilityGrid dates={grid.dates} markets={grid.markets} {...options} onOpenDay={setOpenDay} />
      <DaySummaryDialog day={openDay} onClose={() => setOpenDay(null)} />
    </Stack>
  );
}

/**
 * /app-availability: each provider's days of a date range (today and the next 36 days unless
 * changed), market → community → provider, in the chosen view. The view, the switches and the
 * length of the range are remembered in this browser.
 */
export default function AppAvailabilityPage({ pageName }: PageProps) {
  const [today] = useState(localToday);
  const [preferences, setPreferences] = useAvailabilityPreferences();
  const [marketId, setMarketId] = useMarketTab();
  const [range, setRange] = useState<{ start: string; end: string }>(() => ({
    start: today,
    end: addDays(today, preferences.dateRange - 1),
  }));
  const checked = availabilityRangeRule(today).safeParse(range);
  const errors = checked.success ? {} : Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message]));
  const changeRange = (next: { start: string; end: string }) => {
    setRange(next);
    if (availabilityRangeRule(today).safeParse(next).success) setPreferences({ dateRange: rangeDays(today, next.end) });
  };
  const { view } = preferences;

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {pageName}
      </Heading>
      <Text color="fg.muted" maxW="4xl">
        {VIEW_HELP[view]}
      </Text>
      <HStack gap="4" align="start" wrap="wrap">
        <Field.Root maxW="14rem">
          <Field.Label>View</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={view} onChange={(e) => setPreferences({ view: e.target.value as AvailabilityView })}>
              {AVAILABILITY_VIEWS.map((v) => (
                <option key={v} value={v}>
                  {AVAILABILITY_VIEW_LABELS[v]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root maxW="12rem" invalid={Boolean(errors.start)} required>
          <Field.Label>From</Field.Label>
          <Input type="date" value={range.start} min={today} onChange={(e) => changeRange({ ...range, start: e.target.value })} />
          {errors.start && <Field.ErrorText>{errors.start}</Field.ErrorText>}
        </Field.Root>
        <Field.Root maxW="12rem" invalid={Boolean(errors.end)} required>
          <Field.Label>To</Field.Label>
          <Input
            type="date"
            value={range.end}
            min={range.start || today}
            max={addDays(range.start || today, AVAILABILITY_MAX_DAYS - 1)}
            onChange={(e) => changeRange({ ...range, end: e.target.value })}
          />
          {errors.end && <Field.ErrorText>{errors.end}</Field.ErrorText>}
        </Field.Root>
        {view === 'IV_OPPORTUNITY' && (
          <Switch.Root
            alignSelf="end"
            mb="2"
            checked={preferences.showLimit}
            onCheckedChange={(e) => setPreferences({ showLimit: e.checked })}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Show Limit</Switch.Label>
          </Switch.Root>
        )}
        {view === 'OPTIMIZATION' && (
          <Switch.Root
            alignSelf="end"
            mb="2"
            checked={preferences.showNoIvs}
            onCheckedChange={(e) => setPreferences({ showNoIvs: e.checked })}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Show No IVs</Switch.Label>
          </Switch.Root>
        )}
      </HStack>
      {view === 'OPTIMIZATION' && <Legend />}
      <MarketTabs value={marketId} onChange={setMarketId}>
        {(id) =>
          checked.success ? (
            <MarketAvailability
              marketId={id}
              range={checked.data}
              options={{ view, showLimit: preferences.showLimit, showNoIvs: preferences.showNoIvs }}
            />
          ) : null
        }
      </MarketTabs>
    </Stack>
  );
}
