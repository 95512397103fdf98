import { useState } from 'react';
import { Flex, Heading, HStack, Spinner, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { APPROVAL_PAGE_SIZE, STORAGE_KEYS, TRANSFER_TABS, defaultTransferTab } from '@luminate/schema/approvals';
import type { PageProps } from '../../shared/lib/page.ts';
import { useAccessTokenGetter } from '../../shared/auth/access-token.ts';
import { TransferTabCountsDocument, type TransferTab } from '../../generated/graphql.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { initialTableState, type TableState } from '../../shared/ui/data-table/index.ts';
import type { TransferRow } from './transfer-columns.tsx';
import { TransferDrawer } from './transfer-drawer.tsx';
import { TransferReportDialog } from './transfer-report-dialog.tsx';
import { CountedTabs } from '../../shared/ui/counted-tabs.tsx';
import { useDashboardTab } from '../../shared/approvals/dashboard-tab.ts';
import { MineSwitch, useMineViews, type MineView } from '../../shared/approvals/mine-view.tsx';
import { TransfersTabTable } from './transfers-tab-table.tsx';
import { useViewer } from '../../shared/auth/viewer.tsx';

export const TRANSFERS_PAGE_TITLE = 'Patient Transfer Dashboard';

const TAB_IDS: readonly TransferTab[] = TRANSFER_TABS.map((t) => t.tab);

/**
 * /transition-dashboard: transfers awaiting the APP's review, and APP decisions
 * awaiting the CD/RVP's acknowledgement. Each tab's table state lives here, so switching tabs and
 * back asks the cache with the same arguments instead of the server.
 */
export default function TransfersPage(_props: PageProps) {
  const getAccessToken = useAccessTokenGetter();
  // The remembered tab, else the one the viewer acts in (CD/RVP for CDs, RVPs and transfer managers), once the viewer is known.
  const [tab, selectTab] = useDashboardTab(STORAGE_KEYS.transferTab, TAB_IDS, defaultTransferTab);
  const [states, setStates] = useState<Record<TransferTab, TableState>>(() => ({
    APP: initialTableState(APPROVAL_PAGE_SIZE),
    CD_RVP: initialTableState(APPROVAL_PAGE_SIZE),
  }));
  const [open, setOpen] = useState<TransferRow | null>(null);
  const counts = useQuery(TransferTabCountsDocument);
  const { can } = useViewer();
  const views = useMineViews(counts.data?.transferTabCounts, Boolean(counts.data || counts.error));
  // Another view lists other rows: back to its first page.
  const showView = (t: TransferTab, view: MineView) => {
    views.select(t, view);
    setStates((all) => ({ ...all, [t]: { ...all[t], pageIndex: 0 } }));
  };

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          {TRANSFERS_PAGE_TITLE}
        </Heading>
        {can.downloadTransferReport && (
          <HStack gap="2">
            <TransferReportDialog kind="submitted" getAccessToken={getAccessToken} />
            <TransferReportDialog kind="processed" getAccessToken={getAccessToken} />
          </HStack>
        )}
      </Flex>
      <ErrorAlert error={counts.error} tool="Patient Transfer" />
      {!tab ? (
        <Flex justify="center" py="10">
          <Spinner aria-label="Loading patient transfer dashboard" />
        </Flex>
      ) : (
        <CountedTabs tabs={TRANSFER_TABS} value={tab} onChange={selectTab} countOf={views.countOf}>
          {(t) => {
            const view = views.viewOf(t.tab);
            return !view ? (
              <Flex justify="center" py="10">
                <Spinner aria-label={`Loading ${t.label}`} />
              </Flex>
            ) : (
              <Stack gap="3">
                {views.offersMine(t.tab) && (
                  <MineSwitch
                    label={t.label}
                    value={view}
                    onChange={(v) => showView(t.tab, v)}
                    mineCount={views.mineCountOf(t.tab)}
                    allCount={views.allCountOf(t.tab)}
                  />
                )}
                <TransfersTabTable
                  tab={t.tab}
                  view={view}
                  state={states[t.tab]}
                  onStateChange={(state) => setStates((all) => ({ ...all, [t.tab]: state }))}
                  onOpen={setOpen}
                  onShowAll={() => showView(t.tab, 'all')}
                />
              </Stack>
            );
          }}
        </CountedTabs>
      )}
      <TransferDrawer transfer={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
