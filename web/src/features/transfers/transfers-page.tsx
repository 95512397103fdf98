import { useCallback, useState } from 'react';
import { Flex, Heading, HStack, Stack, Tabs } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { APPROVAL_PAGE_SIZE, TRANSFER_TABS } from '@luminate/schema/approvals';
import type { PageProps } from '../../app/routes.ts';
import { useAuth } from '../../app/auth/auth-context.tsx';
import { TransferTabCountsDocument, type TransferTab } from '../../generated/graphql.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { initialTableState, type TableState } from '../../shared/ui/data-table/index.ts';
import type { TransferRow } from './transfer-columns.tsx';
import { TransferDrawer } from './transfer-drawer.tsx';
import { TransferReportDialog } from './transfer-report-dialog.tsx';
import { rememberTransferTab, rememberedTransferTab } from './transfer-tab-memory.ts';
import { TransfersTabTable } from './transfers-tab-table.tsx';

export const TRANSFERS_PAGE_TITLE = 'Patient Transfer Dashboard';

/**
 * /transition-dashboard (spec 2 §2.9): transfers awaiting the APP's review, and APP decisions
 * awaiting the CD/RVP's acknowledgement. Each tab's table state lives here, so switching tabs and
 * back asks the cache with the same arguments instead of the server.
 */
export default function TransfersPage(_props: PageProps) {
  const { userManager } = useAuth();
  const getAccessToken = useCallback(async () => (await userManager.getUser())?.access_token ?? null, [userManager]);
  const [tab, setTab] = useState<TransferTab>(rememberedTransferTab);
  const [states, setStates] = useState<Record<TransferTab, TableState>>(() => ({
    APP: initialTableState(APPROVAL_PAGE_SIZE),
    CD_RVP: initialTableState(APPROVAL_PAGE_SIZE),
  }));
  const [open, setOpen] = useState<TransferRow | null>(null);
  const counts = useQuery(TransferTabCountsDocument);
  const countOf = (t: TransferTab) => counts.data?.transferTabCounts.find((c) => c.tab === t)?.count;
  const selectTab = (value: TransferTab) => {
    setTab(value);
    rememberTransferTab(value);
  };

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          {TRANSFERS_PAGE_TITLE}
        </Heading>
        <HStack gap="2">
          <TransferReportDialog kind="submitted" getAccessToken={getAccessToken} />
          <TransferReportDialog kind="processed" getAccessToken={getAccessToken} />
        </HStack>
      </Flex>
      <ErrorAlert error={counts.error} tool="Patient Transfer" />
      <Tabs.Root value={tab} onValueChange={(e) => selectTab(e.value as TransferTab)} lazyMount unmountOnExit variant="line">
        <Tabs.List>
          {TRANSFER_TABS.map((t) => {
            const count = countOf(t.tab);
            return (
              <Tabs.Trigger key={t.tab} value={t.tab}>
                {t.label}
                {count !== undefined && ` (${count})`}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {TRANSFER_TABS.map((t) => (
          <Tabs.Content key={t.tab} value={t.tab}>
            <TransfersTabTable
              tab={t.tab}
              state={states[t.tab]}
              onStateChange={(state) => setStates((all) => ({ ...all, [t.tab]: state }))}
              onOpen={setOpen}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <TransferDrawer transfer={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
