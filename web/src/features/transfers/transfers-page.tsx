import { useState } from 'react';
import { HStack, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { STORAGE_KEYS, TRANSFER_TABS, defaultTransferTab } from '@luminate/schema/approvals';
import type { PageProps } from '../../shared/lib/page.ts';
import { useAccessTokenGetter } from '../../shared/auth/access-token.ts';
import {
  LiveOfficeTransferQueueDocument,
  OfficeTransfersDocument,
  TransferTabCountsDocument,
  type OfficeTransferField,
  type OfficeTransfersQuery,
  type TransferTab,
} from '../../generated/graphql.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { transferColumns, type TransferRow } from './transfer-columns.tsx';
import { TransferDrawer } from './transfer-drawer.tsx';
import { TransferReportDialog } from './transfer-report-dialog.tsx';
import { ApprovalTabsPanel, ApprovalTabTable, type ApprovalListSource } from '../../shared/approvals/approval-tab-table.tsx';
import { useApprovalTabs } from '../../shared/approvals/use-approval-tabs.ts';
import { DashboardHeader } from '../../shared/approvals/dashboard-header.tsx';
import { useViewer } from '../../shared/auth/viewer.tsx';

export const TRANSFERS_PAGE_TITLE = 'Patient Transfer Dashboard';

/** The transfers of a tab, as the kit's tab table lists them. */
const TRANSFER_LIST: ApprovalListSource<TransferTab, OfficeTransferField, TransferRow, OfficeTransfersQuery> = {
  query: OfficeTransfersDocument,
  live: LiveOfficeTransferQueueDocument,
  page: (data) => data.officeTransfers,
  tool: 'Patient Transfer',
};

/**
 * /transition-dashboard: transfers awaiting the APP's review, and APP decisions awaiting the
 * CD/RVP's acknowledgement. A row opens the drawer (click or Enter); its Transfer button shows
 * only where the viewer may act, other rows open read-only.
 */
export default function TransfersPage(_props: PageProps) {
  const getAccessToken = useAccessTokenGetter();
  const counts = useQuery(TransferTabCountsDocument);
  // The remembered tab, else the one the viewer acts in (CD/RVP for CDs, RVPs and transfer managers), once the viewer is known.
  const tabs = useApprovalTabs({
    storageKey: STORAGE_KEYS.transferTab,
    tabs: TRANSFER_TABS,
    defaultTab: defaultTransferTab,
    counts: counts.data?.transferTabCounts,
    countsSettled: Boolean(counts.data || counts.error),
  });
  const [open, setOpen] = useState<TransferRow | null>(null);
  // The state setter never changes, so neither do the columns.
  const [columns] = useState(() => transferColumns(setOpen));
  const { can } = useViewer();

  return (
    <Stack gap="4">
      <DashboardHeader title={TRANSFERS_PAGE_TITLE}>
        {can.downloadTransferReport && (
          <HStack gap="2">
            <TransferReportDialog kind="submitted" getAccessToken={getAccessToken} />
            <TransferReportDialog kind="processed" getAccessToken={getAccessToken} />
          </HStack>
        )}
      </DashboardHeader>
      <ErrorAlert error={counts.error} tool="Patient Transfer" />
      <ApprovalTabsPanel tabs={tabs} loadingLabel="Loading patient transfer dashboard">
        {(t) => (
          <ApprovalTabTable
            tabs={tabs}
            tab={t}
            source={TRANSFER_LIST}
            caption={`${t.label} transfers`}
            columns={columns}
            onRowClick={setOpen}
            rowLabel={(r) => `Transfer ${r.id}: ${r.member.fullName}`}
          />
        )}
      </ApprovalTabsPanel>
      <TransferDrawer transfer={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
