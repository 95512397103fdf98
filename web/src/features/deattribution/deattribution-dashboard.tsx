import { Flex, Spinner, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { DEATTRIBUTION_TABS, STORAGE_KEYS, defaultDeattributionTab, type TabDefaultViewer } from '@luminate/schema/approvals';
import { DeattributionTabCountsDocument, DeattributionTermReasonsDocument } from '../../generated/graphql.ts';
import { useViewer } from '../../shared/auth/viewer.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import type { AccessTokenSource } from './downloads.ts';
import { EligibilityChangesTable, type DeattributionPermissions } from './eligibility-changes-table.tsx';
import { CountedTabs } from '../../shared/ui/counted-tabs.tsx';
import { useDashboardTab } from '../../shared/approvals/dashboard-tab.ts';
import { useMineViews } from '../../shared/approvals/mine-view.tsx';

const TABS = DEATTRIBUTION_TABS.map((t) => t.tab);
const defaultTab = ({ assignmentTypeIds }: TabDefaultViewer) => defaultDeattributionTab(assignmentTypeIds);

/**
 * The tabs of the Deattribution Dashboard. Only the selected tab's table is mounted;
 * its cached pages stay in Apollo, so switching back shows them without asking again.
 */
export function DeattributionDashboard({ getAccessToken }: { getAccessToken: AccessTokenSource }) {
  const { can } = useViewer();
  const counts = useQuery(DeattributionTabCountsDocument);
  const reasons = useQuery(DeattributionTermReasonsDocument);

  // The gateway decides who may bulk approve and download; the dashboard only shows its answer.
  const permissions: DeattributionPermissions = {
    bulkApprove: can.bulkApproveTerms,
    downloadMailingList: can.downloadMailingList,
    downloadTerminationOverview: can.downloadTerminationOverview,
  };
  // The remembered tab, else the default for the viewer's assignment types, which
  // cannot be chosen until the viewer is known.
  const [tab, select] = useDashboardTab(STORAGE_KEYS.deattributionTab, TABS, defaultTab);
  const views = useMineViews(counts.data?.deattributionTabCounts, Boolean(counts.data || counts.error));

  return (
    <Stack gap="3">
      <ErrorAlert error={counts.error} tool="Deattribution Dashboard" />
      {/* A failed fetch of the term reasons shows its message. */}
      <ErrorAlert error={reasons.error} tool="Deattribution Dashboard" />
      {!tab ? (
        <Flex justify="center" py="10">
          <Spinner aria-label="Loading deattribution dashboard" />
        </Flex>
      ) : (
        <CountedTabs tabs={DEATTRIBUTION_TABS} value={tab} onChange={select} countOf={views.countOf}>
          {(t) => {
            const view = views.viewOf(t.tab);
            return !view ? (
              <Flex justify="center" py="10">
                <Spinner aria-label={`Loading ${t.label}`} />
              </Flex>
            ) : (
              <EligibilityChangesTable
                tab={t.tab}
                label={t.label}
                view={view}
                mineSwitch={views.offersMine(t.tab) ? { mineCount: views.mineCountOf(t.tab), allCount: views.allCountOf(t.tab) } : null}
                onViewChange={(v) => views.select(t.tab, v)}
                permissions={permissions}
                termReasons={reasons.data?.deattributionTermReasons ?? []}
                getAccessToken={getAccessToken}
              />
            );
          }}
        </CountedTabs>
      )}
    </Stack>
  );
}
