import { useState } from 'react';
import { Flex, Spinner, Stack, Tabs } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { DEATTRIBUTION_TABS, type DeattributionTab } from '@luminate/schema/approvals';
import { DeattributionTabCountsDocument, DeattributionTermReasonsDocument, DeattributionViewerDocument } from '../../generated/graphql.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import type { AccessTokenSource } from './downloads.ts';
import { EligibilityChangesTable, type DeattributionPermissions } from './eligibility-changes-table.tsx';
import { initialDeattributionTab, rememberDeattributionTab } from './tab-memory.ts';

/** 'OM Approval (12)'; just the label until the counts arrive. */
export const tabLabel = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);

/**
 * The tabs of the Deattribution Dashboard (spec 2 §2.1). Only the selected tab's table is mounted;
 * its cached pages stay in Apollo, so switching back shows them without asking again.
 */
export function DeattributionDashboard({ getAccessToken }: { getAccessToken: AccessTokenSource }) {
  const viewer = useQuery(DeattributionViewerDocument);
  const counts = useQuery(DeattributionTabCountsDocument);
  const reasons = useQuery(DeattributionTermReasonsDocument);
  const [chosen, setChosen] = useState<DeattributionTab | null>(null);

  const me = viewer.data?.viewer;
  const claims = new Set<string>(me?.claims ?? []);
  const permissions: DeattributionPermissions = {
    bulkApprove: claims.has('DEATTRIBUTION_MGMT'),
    downloadMailingList: (claims.has('EUS') && claims.has('DATA_MGMT')) || claims.has('DEATTRIBUTION_MGMT'),
  };
  // Until the viewer is known the default tab cannot be chosen.
  const tab = chosen ?? (me ? initialDeattributionTab(me.employee?.marketAssignments.map((a) => a.assignmentTypeId) ?? []) : null);
  const countOf = (t: DeattributionTab) => counts.data?.deattributionTabCounts.find((c) => c.tab === t)?.count;

  const select = (next: DeattributionTab) => {
    setChosen(next);
    rememberDeattributionTab(next);
  };

  return (
    <Stack gap="3">
      <ErrorAlert error={viewer.error ?? counts.error} tool="Deattribution Dashboard" />
      {/* A failed fetch of the term reasons shows its message (spec 2 §8). */}
      <ErrorAlert error={reasons.error} tool="Deattribution Dashboard" />
      {!tab ? (
        <Flex justify="center" py="10">
          <Spinner aria-label="Loading deattribution dashboard" />
        </Flex>
      ) : (
        <Tabs.Root value={tab} onValueChange={(e) => select(e.value as DeattributionTab)} lazyMount unmountOnExit variant="line">
          <Tabs.List>
            {DEATTRIBUTION_TABS.map((t) => (
              <Tabs.Trigger key={t.tab} value={t.tab}>
                {tabLabel(t.label, countOf(t.tab))}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {DEATTRIBUTION_TABS.map((t) => (
            <Tabs.Content key={t.tab} value={t.tab}>
              <EligibilityChangesTable
                tab={t.tab}
                label={t.label}
                permissions={permissions}
                termReasons={reasons.data?.deattributionTermReasons ?? []}
                getAccessToken={getAccessToken}
              />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </Stack>
  );
}
