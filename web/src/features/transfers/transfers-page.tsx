import { useState } from 'react';
import { Flex, Heading, HStack, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { APPROVAL_PAGE_SIZE, STORAGE_KEYS, TRANSFER_TABS } from '@luminate/schema/approvals';
import type { PageProps } from '../../shared/lib/page.ts';
import { useAccessTokenGetter } from '../../shared/auth/access-token.ts';
import { TransferTabCountsDocument, type TransferTab } from '../../generated/graphql.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { initialTableState, type TableState } from '../../shared/ui/data-table/index.ts';
import type { TransferRow } from './transfer-columns.tsx';
import { TransferDrawer } from './transfer-drawer.tsx';
import { TransferReportDialog } from './transfer-report-dialog.tsx';
import { CountedTabs } from '../../shared/ui/counted-tabs.tsx';
import { useStoredChoice } from '../../shared/lib/stored-choice.ts';
import { TransfersTabTable } from './transfers-tab-table.tsx';
import { useViewer } from '../../shared/auth/viewer.tsx';

export const TRANSFERS_PAGE_TITLE = 'Patient Transfer Dashboard';

/**
 * /transition-dashboard: transfers awaiting the APP's review, and APP decisions
 * awaiting the CD/RVP's acknowledgement. Each tab's table state lives here, so switching tabs and
 * back asks the cache with the same arguments instead of the server.
 */
export default function TransfersPage(_props: PageProps) {
  const getAccessToken = useAccessTokenGetter();
  const [tab, selectTab] = useStoredChoice<TransferTab>(
    STORAGE_KEYS.transferTab,
    TRANSFER_TABS.map((t) => t.tab),
    'APP',
  );
  const [states, setStates] = useState<Record<TransferTab, TableState>>(() => ({
    APP: initialTableState(APPROVAL_PAGE_SIZE),
    CD_RVP: initialTableState(APPROVAL_PAGE_SIZE),
  }));
  const [open, setOpen] = useState<TransferRow | null>(null);
  const counts = useQuery(TransferTabCountsDocument);
  const { can } = useViewer();
  const countOf = (t: TransferTab) => counts.data?.transferTabCounts.find((c) => c.tab === t)?.count;

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
      <CountedTabs tabs={TRANSFER_TABS} value={tab} onChange={selectTab} countOf={countOf}>
        {(t) => (
          <TransfersTabTable
            tab={t.tab}
            state={states[t.tab]}
            onStateChange={(state) => setStates((all) => ({ ...all, [t.tab]: state }))}
            onOpen={setOpen}
          />
        )}
      </CountedTabs>
      <TransferDrawer transfer={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
