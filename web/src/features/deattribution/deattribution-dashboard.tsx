import { Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { DEATTRIBUTION_TABS, STORAGE_KEYS, defaultDeattributionTab, type TabDefaultViewer } from '@luminate/schema/approvals';
import { DeattributionTabCountsDocument, DeattributionTermReasonsDocument } from '../../generated/graphql.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { ApprovalTabsPanel } from '../../shared/approvals/approval-tab-table.tsx';
import { useApprovalTabs } from '../../shared/approvals/use-approval-tabs.ts';
import type { AccessTokenSource } from './downloads.ts';
import { DeattributionTabTable } from './deattribution-tab.tsx';

const defaultTab = ({ assignmentTypeIds }: TabDefaultViewer) => defaultDeattributionTab(assignmentTypeIds);

/** The tabs of the Deattribution Dashboard, with the counts of each. */
export function DeattributionDashboard({ getAccessToken }: { getAccessToken: AccessTokenSource }) {
  const counts = useQuery(DeattributionTabCountsDocument);
  const reasons = useQuery(DeattributionTermReasonsDocument);
  // The remembered tab, else the default for the viewer's assignment types, which cannot be
  // chosen until the viewer is known.
  const tabs = useApprovalTabs({
    storageKey: STORAGE_KEYS.deattributionTab,
    tabs: DEATTRIBUTION_TABS,
    defaultTab,
    counts: counts.data?.deattributionTabCounts,
    countsSettled: Boolean(counts.data || counts.error),
  });

  return (
    <Stack gap="3">
      <ErrorAlert error={counts.error} tool="Deattribution Dashboard" />
      {/* A failed fetch of the term reasons shows its message. */}
      <ErrorAlert error={reasons.error} tool="Deattribution Dashboard" />
      <ApprovalTabsPanel tabs={tabs} loadingLabel="Loading deattribution dashboard">
        {(t) => (
          <DeattributionTabTable
            tabs={tabs}
            tab={t}
            termReasons={reasons.data?.deattributionTermReasons ?? []}
            getAccessToken={getAccessToken}
          />
        )}
      </ApprovalTabsPanel>
    </Stack>
  );
}
