import { useState } from 'react';
import { Flex, Heading, HStack, Stack, Switch } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { APPROVAL_PAGE_SIZE, DNC_TABS, STORAGE_KEYS } from '@luminate/schema/approvals';
import type { PageProps } from '../../shared/lib/page.ts';
import { useAccessTokenGetter } from '../../shared/auth/access-token.ts';
import { DncTabCountsDocument, type DncTab } from '../../generated/graphql.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { initialTableState, type TableState } from '../../shared/ui/data-table/index.ts';
import type { DncRow } from './dnc-columns.tsx';
import { DncDecisionDialog } from './dnc-decision-dialog.tsx';
import { DownloadButton } from '../../shared/ui/download-button.tsx';
import { CountedTabs } from '../../shared/ui/counted-tabs.tsx';
import { useStoredChoice } from '../../shared/lib/stored-choice.ts';
import { DncTabTable } from './dnc-tab-table.tsx';
import { useHandledByMe } from './use-handled-by-me.ts';
import { useViewer } from '../../shared/auth/viewer.tsx';

export const DNC_REPORT_PATH = '/files/dnc/report';
export const DNC_PAGE_TITLE = 'DNC Dashboard';

const initialStates = (): Record<DncTab, TableState> => ({
  CD: initialTableState(APPROVAL_PAGE_SIZE),
  OM: initialTableState(APPROVAL_PAGE_SIZE),
  HISTORY: initialTableState(APPROVAL_PAGE_SIZE),
});

/**
 * /pending-dnc: pending put-on and return-from DNC requests for the CD and the OM,
 * and the handled ones. Each tab's table state lives here, so switching tabs and back asks the
 * cache with the same arguments instead of the server.
 */
export default function DncPage(_props: PageProps) {
  const getAccessToken = useAccessTokenGetter();
  const [tab, selectTab] = useStoredChoice<DncTab>(
    STORAGE_KEYS.dncTab,
    DNC_TABS.map((t) => t.tab),
    'CD',
  );
  const [states, setStates] = useState(initialStates);
  const [open, setOpen] = useState<DncRow | null>(null);
  const [reportError, setReportError] = useState<unknown>(null);
  const counts = useQuery(DncTabCountsDocument);
  const mine = useHandledByMe();
  const { can } = useViewer();

  const countOf = (t: DncTab) => counts.data?.dncTabCounts.find((c) => c.tab === t)?.count;
  const setState = (t: DncTab) => (state: TableState) => setStates((all) => ({ ...all, [t]: state }));

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          {DNC_PAGE_TITLE}
        </Heading>
        {/* Generate DNC Report, for those the gateway sends it to: the Care API builds the workbook; the gateway streams it. */}
        {can.downloadDncReport && (
          <DownloadButton
            url={DNC_REPORT_PATH}
            getAccessToken={getAccessToken}
            fallbackName="dnc-report.xlsx"
            label="Generate DNC Report"
            loadingText="Generating…"
            onStart={() => setReportError(null)}
            onError={setReportError}
          />
        )}
      </Flex>
      <ErrorAlert error={reportError} onDismiss={() => setReportError(null)} tool="Do Not Contact" />
      <ErrorAlert error={counts.error} tool="Do Not Contact" />
      <CountedTabs tabs={DNC_TABS} value={tab} onChange={selectTab} countOf={countOf}>
        {(t) =>
          t.tab === 'HISTORY' ? (
            <Stack gap="3">
              {mine.available && (
                <HStack>
                  <Switch.Root
                    checked={mine.on}
                    onCheckedChange={(e) => {
                      mine.setOn(e.checked);
                      setStates((all) => ({ ...all, HISTORY: { ...all.HISTORY, pageIndex: 0 } }));
                    }}
                  >
                    <Switch.HiddenInput />
                    <Switch.Control />
                    <Switch.Label>Handled by me</Switch.Label>
                  </Switch.Root>
                </HStack>
              )}
              <DncTabTable
                tab="HISTORY"
                state={states.HISTORY}
                onStateChange={setState('HISTORY')}
                extraFilters={mine.filters}
                onOpen={setOpen}
              />
            </Stack>
          ) : (
            <DncTabTable tab={t.tab} state={states[t.tab]} onStateChange={setState(t.tab)} onOpen={setOpen} />
          )
        }
      </CountedTabs>
      <DncDecisionDialog request={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
