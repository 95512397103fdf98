import { Alert, Box, Flex, Grid, Spinner, Stack, Tabs } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { MemberRecordPageDocument } from '../../generated/graphql.ts';
import type { PageProps } from '../../shared/lib/page.ts';
import { useHash, useNavigate, useParams, usePathname, useSearchParams } from '../../shared/lib/router.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { CallPanel } from './call-panel.tsx';
import { MemberActions } from './member-actions.tsx';
import { MemberCardView } from './member-card.tsx';
import { TabPanel, tabLoaded } from './member-tab-panels.tsx';
import { MEMBER_TABS, callArrivalOf, pageVariables, tabOfHash } from './member-tabs.ts';

export const NO_MEMBER_TEXT = 'No member was found with this id.';

/** Shown beside the Census tab's label when an admission occurred within the last 30 days. */
function AdmissionWarning() {
  return (
    <Box as="span" role="img" aria-label="Recent admission" title="Admitted within the last 30 days" color="orange.500" ms="1">
      ⚠
    </Box>
  );
}

/**
 * /member/:id: the member card, the actions the viewer may take, and the hash tabs (#overview …
 * #callListHistory; none is Overview). Opening the page is one request for the card and the open
 * tab; another tab asks for its own list when first opened, and the cache answers it after that.
 * Opened from a call list (?campaign=…), the call panel heads the page.
 */
export default function MemberRecordPage(_props: PageProps) {
  const { id = '' } = useParams<{ id: string }>();
  const hash = useHash();
  const pathname = usePathname();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const tab = tabOfHash(hash);
  const arrival = callArrivalOf(search);

  const { data, previousData, error, loading } = useQuery(MemberRecordPageDocument, {
    variables: pageVariables(id, tab, arrival !== null),
  });
  // While another tab's list loads, the card stays as it was (same member only).
  const shown = data ?? (previousData?.memberRecord?.id === id ? previousData : undefined);
  const member = shown?.memberRecord ?? null;

  const openTab = (value: string) => {
    const query = search.toString();
    navigate(`${pathname}${query ? `?${query}` : ''}#${value}`);
  };

  if (!shown) {
    return error ? (
      <ErrorAlert error={error} tool="Member" />
    ) : (
      <Flex justify="center" py="10">
        <Spinner aria-label="Loading member" />
      </Flex>
    );
  }
  if (!member) {
    return (
      <Alert.Root status="warning" data-testid="member-not-found">
        <Alert.Indicator />
        <Alert.Description>{NO_MEMBER_TEXT}</Alert.Description>
      </Alert.Root>
    );
  }

  return (
    <Stack gap="4">
      {arrival && <CallPanel member={member} arrival={arrival} outcomes={shown.callOutcomes ?? []} />}
      <Grid templateColumns={{ base: '1fr', lg: '20rem minmax(0, 1fr)' }} gap="4" alignItems="start">
        <MemberCardView member={member} />
        <Stack gap="3" minW="0">
          <MemberActions member={member} />
          <Tabs.Root value={tab} onValueChange={(e) => openTab(e.value)} variant="line" lazyMount unmountOnExit>
            <Tabs.List overflowX="auto">
              {MEMBER_TABS.map((t) => (
                <Tabs.Trigger key={t.tab} value={t.tab} whiteSpace="nowrap">
                  {t.label}
                  {t.tab === 'census' && member.recentAdmission && <AdmissionWarning />}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value={tab}>
              {error && !tabLoaded(tab, member) ? (
                <ErrorAlert error={error} tool="Member" />
              ) : loading && !tabLoaded(tab, member) ? (
                <Flex justify="center" py="8">
                  <Spinner aria-label="Loading tab" />
                </Flex>
              ) : (
                <TabPanel tab={tab} member={member} />
              )}
            </Tabs.Content>
          </Tabs.Root>
        </Stack>
      </Grid>
    </Stack>
  );
}
