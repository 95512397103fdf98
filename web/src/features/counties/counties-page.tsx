import { useCallback, useMemo, useState } from 'react';
import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { DEFAULT_COUNTY_STATE } from '@luminate/schema/rules';
import type { PageProps } from '../../shared/lib/page.ts';
import { useSearchParams } from '../../shared/lib/router.ts';
import { CountiesDocument, type CountyRowFragment } from '../../generated/graphql.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { CountedTabs } from '../../shared/ui/counted-tabs.tsx';
import { ListTable, type ListColumn } from '../../shared/ui/list-table.tsx';
import { AddCountyDialog } from './add-county-dialog.tsx';
import { appendCountyToList } from './cache.ts';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { formatCount } from '../../shared/lib/format.ts';

const COLUMNS: readonly ListColumn<CountyRowFragment>[] = [
  { key: 'id', header: 'Id', cell: (c) => c.id },
  { key: 'county', header: 'County', cellProps: { fontWeight: 'medium' }, cell: (c) => c.county },
  { key: 'state', header: 'State', cell: (c) => c.stateAbbrev },
];

const byName = (a: CountyRowFragment, b: CountyRowFragment) => a.county.localeCompare(b.county, 'en');

/** The selected state tab, kept in the address (`?state=GA`) so a link or a reload opens it again. */
function useStateTab(): [string | null, (state: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (state: string) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        next.set('state', state);
        return next;
      }),
    [setParams],
  );
  return [params.get('state'), set];
}

/** /counties: a tab per state that has counties (GA first chosen), its counties, and Add County for data management. */
export default function CountiesPage({ pageName }: PageProps) {
  const { data, loading, error } = useQuery(CountiesDocument);
  const client = useApolloClient();
  const [selected, setSelected] = useStateTab();
  const [adding, setAdding] = useState(false);

  const counties = useMemo(() => data?.counties ?? [], [data]);
  const byState = useMemo(() => {
    const map = new Map<string, CountyRowFragment[]>();
    for (const c of counties) map.set(c.stateAbbrev, [...(map.get(c.stateAbbrev) ?? []), c]);
    return map;
  }, [counties]);
  const stateNames = useMemo(() => new Map((data?.countyStates ?? []).map((s) => [s.abbrev, s.name])), [data]);
  const tabs = useMemo(
    () => [...byState.keys()].sort((a, b) => a.localeCompare(b, 'en')).map((abbrev) => ({ tab: abbrev, label: abbrev })),
    [byState],
  );
  const fallback = tabs.some((t) => t.tab === DEFAULT_COUNTY_STATE) ? DEFAULT_COUNTY_STATE : (tabs[0]?.tab ?? null);
  const current = selected && byState.has(selected) ? selected : fallback;
  const canAdd = data?.viewer.can.addCounty.allowed ?? false;

  // The mutation answers the new county: appended to the cached list, so the tabs, their counts
  // and the table follow without asking for the list again.
  const appendCounty = (county: CountyRowFragment) => {
    appendCountyToList(client.cache, county);
    setSelected(county.stateAbbrev);
  };

  return (
    <Stack gap="4">
      <Flex align="baseline" gap="3" wrap="wrap">
        <Heading as="h1" size="xl">
          {pageName}
        </Heading>
        {data && (
          <Text color="fg.muted" data-testid="counties-total">
            {formatCount(counties.length)} counties in {formatCount(tabs.length)} states
          </Text>
        )}
        {canAdd && (
          <Button ms="auto" colorPalette="blue" size="sm" onClick={() => setAdding(true)} disabled={!data}>
            Add County
          </Button>
        )}
      </Flex>
      <ErrorAlert error={error} />
      {loading && !data ? (
        <LoadingBlock label="Loading counties" heights={Array<string>(5).fill('8')} />
      ) : (
        data &&
        current && (
          <CountedTabs tabs={tabs} value={current} onChange={setSelected} countOf={(tab) => byState.get(tab)?.length}>
            {(tab) => (
              <Stack gap="3" pt="2">
                <Heading as="h2" size="md">
                  {stateNames.get(tab.tab) ?? tab.tab}: {byState.get(tab.tab)?.length ?? 0} counties
                </Heading>
                <ListTable
                  caption={`Counties of ${stateNames.get(tab.tab) ?? tab.tab}`}
                  columns={COLUMNS}
                  rows={[...(byState.get(tab.tab) ?? [])].sort(byName)}
                  rowKey={(c) => c.id}
                  emptyText="No counties in this state."
                  rowProps={(c) => ({ 'data-county-id': c.id })}
                />
              </Stack>
            )}
          </CountedTabs>
        )
      )}
      {data && !current && <Text>No counties yet.</Text>}
      {data && (
        <AddCountyDialog
          open={adding}
          counties={counties}
          states={data.countyStates}
          initialState={current}
          onClose={() => setAdding(false)}
          onAdded={appendCounty}
        />
      )}
    </Stack>
  );
}
