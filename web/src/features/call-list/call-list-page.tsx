import { useCallback, useState } from 'react';
import { Alert, Flex, Heading, Link, Spinner, Stack, Tabs } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { PageProps } from '../../shared/lib/page.ts';
import { Link as RouterLink, useSearchParams } from '../../shared/lib/router.ts';
import { useViewer } from '../../shared/auth/viewer.tsx';
import { LogCallDocument, MyCampaignsDocument } from '../../generated/graphql.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { ActionErrorModal } from '../../shared/ui/error-modal.tsx';
import { CallHistory } from './call-history.tsx';
import type { CallListRow } from './call-list-table.tsx';
import { CampaignCallList } from './campaign-call-list.tsx';
import { HISTORY_TAB, initialTab, rememberTab, rememberedTab } from './tab-memory.ts';
import { useLiveCallList } from './use-live-call-list.ts';
import { useLiveGate } from './use-live-gate.ts';
import { openSignedInTab } from '../../shared/lib/signed-in-tab.ts';

export const NOT_ASSIGNED_TEXT =
  'You are not assigned to a call list campaign so you cannot access a call list. Have your call list manager correct in Luminate.';
/** The same situation for someone who manages campaigns: they assign agents themselves. */
export const NOT_ASSIGNED_MANAGER_TEXT =
  'You are not assigned to a call list campaign, so there is no call list for you here. Assign agents to campaigns on the Campaigns page.';

/** Why there is no list, worded for who is reading: agents ask their manager, managers fix it themselves. */
function NotAssigned({ manager }: { manager: boolean }) {
  return (
    <Alert.Root status="info" data-testid="call-list-not-assigned">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{manager ? NOT_ASSIGNED_MANAGER_TEXT : NOT_ASSIGNED_TEXT}</Alert.Description>
        {manager && (
          <Link asChild mt="2" fontWeight="medium" textDecoration="underline">
            <RouterLink href="/campaigns">Open Campaigns</RouterLink>
          </Link>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

/** /call-list: one live tab per assigned campaign, plus My Call History. */
export default function CallListPage({ pageName }: PageProps) {
  const { viewer, can } = useViewer();
  const campaigns = useQuery(MyCampaignsDocument);
  const list = campaigns.data?.myCampaigns ?? [];
  const [search] = useSearchParams();
  const [chosenTab, setChosenTab] = useState<string | null>(null);
  // A link back from a member opened by a call (?campaign=<id>) returns to that campaign's tab.
  const tab = initialTab(
    chosenTab ?? search.get('campaign') ?? rememberedTab(viewer?.uid),
    list.map((c) => c.id),
  );
  const campaign = list.find((c) => c.id === tab) ?? null;

  const gate = useLiveGate(campaign?.id ?? null);
  const live = useLiveCallList(campaign?.id ?? null, gate.open);
  const { calling, call, callError, clearCallError } = useCallAction(live);

  const selectTab = (value: string) => {
    setChosenTab(value);
    rememberTab(viewer?.uid, value);
  };

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {pageName}
      </Heading>
      <ErrorAlert error={campaigns.error} />
      {campaigns.loading && !campaigns.data ? (
        <Flex justify="center" py="10">
          <Spinner aria-label="Loading campaigns" />
        </Flex>
      ) : campaigns.data && list.length === 0 ? (
        <NotAssigned manager={can.manageCampaigns} />
      ) : (
        campaigns.data && (
          <Tabs.Root value={tab} onValueChange={(e) => selectTab(e.value)} lazyMount unmountOnExit variant="line">
            <Tabs.List>
              {list.map((c) => (
                <Tabs.Trigger key={c.id} value={c.id}>
                  {c.name}
                </Tabs.Trigger>
              ))}
              <Tabs.Trigger value={HISTORY_TAB}>My Call History</Tabs.Trigger>
            </Tabs.List>
            {list.map((c) => (
              <Tabs.Content key={c.id} value={c.id}>
                <CampaignCallList campaignName={c.name} gate={gate} live={live} calling={calling} onCall={(row) => call(c.id, row)} />
              </Tabs.Content>
            ))}
            <Tabs.Content value={HISTORY_TAB}>
              <CallHistory />
            </Tabs.Content>
          </Tabs.Root>
        )
      )}
      <ActionErrorModal failure={callError ? { action: 'Logging a Call', error: callError } : null} onClose={clearCallError} />
    </Stack>
  );
}

/** The member page as opened by a call from a campaign's list. */
export const memberCallHref = (memberId: string, campaignId: string) =>
  `/member/${encodeURIComponent(memberId)}?campaign=${encodeURIComponent(campaignId)}`;

/**
 * Call: opens the member page in a new tab (the list stays live here) and logs the call. The row
 * leaves at once; the live list confirms it, or the row returns when logging fails.
 */
function useCallAction(live: ReturnType<typeof useLiveCallList>) {
  const [calling, setCalling] = useState<ReadonlySet<string>>(new Set());
  const [callError, setCallError] = useState<unknown>(null);
  const [logCall] = useMutation(LogCallDocument, { refetchQueries: ['MyCallHistory'] });
  const { hide, confirm, unhide } = live;

  const setCallingState = useCallback((memberId: string, on: boolean) => {
    setCalling((prev) => {
      const next = new Set(prev);
      if (on) next.add(memberId);
      else next.delete(memberId);
      return next;
    });
  }, []);

  const call = (campaignId: string, row: CallListRow) => {
    if (calling.has(row.memberId)) return;
    // ?campaign= makes the member page show the call panel (numbers to dial, the campaign and
    // driver, the outcome) with a way back to this campaign's tab.
    openSignedInTab(memberCallHref(row.memberId, campaignId));
    setCallingState(row.memberId, true);
    hide(row.memberId);
    logCall({ variables: { campaignId, memberId: row.memberId } })
      .then(() => confirm(row.memberId))
      .catch((error: unknown) => {
        unhide(row.memberId);
        setCallError(error);
      })
      .finally(() => setCallingState(row.memberId, false));
  };

  return { calling, call, callError, clearCallError: () => setCallError(null) };
}
