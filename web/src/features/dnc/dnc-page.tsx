import { useState } from 'react';
import { Flex, Heading, HStack, Spinner, Stack, Switch } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { APPROVAL_PAGE_SIZE, DNC_TABS, STORAGE_KEYS, defaultDncTab } from '@luminate/schema/approvals';
import type { PageProps } from '../../shared/lib/page.ts';
import { useAccessTokenGetter } from '../../shared/auth/access-token.ts';
import { DncTabCountsDocument, type DncTab } from '../../generated/graphql.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { initialTableState, type TableState } from '../../shared/ui/data-table/index.ts';
import type { DncRow } from './dnc-columns.tsx';
import { DncDecisionDialog } from './dnc-decision-dialog.tsx';
import { DownloadButton } from '../../shared/ui/download-button.tsx';
import { CountedTabs } from '../../shared/ui/counted-tabs.tsx';
import { useDashboardTab } from '../../shared/approvals/dashboard-tab.ts';
import { MineSwitch, useMineViews, type MineView, type MineViews } from '../../shared/approvals/mine-view.tsx';
import { DncTabTable } from './dnc-tab-table.tsx';
import { useHandledByMe } from './use-handled-by-me.ts';
import { useViewer } from '../../shared/auth/viewer.tsx';

export const DNC_REPORT_PATH = '/files/dnc/report';
export const DNC_PAGE_TITLE = 'DNC Dashboard';

const TAB_IDS: readonly DncTab[] = DNC_TABS.map((t) => t.tab);

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
  // The remembered tab, else the one the viewer decides in (OMs: OM Approval), once the viewer is known.
  const [tab, selectTab] = useDashboardTab(STORAGE_KEYS.dncTab, TAB_IDS, defaultDncTab);
  const [states, setStates] = useState(initialStates);
  const [open, setOpen] = useState<DncRow | null>(null);
  const [reportError, setReportError] = useState<unknown>(null);
  const counts = useQuery(DncTabCountsDocument);
  const mine = useHandledByMe();
  const { can } = useViewer();

  const views = useMineViews(counts.data?.dncTabCounts, Boolean(counts.data || counts.error));
  const setState = (t: DncTab) => (state: TableState) => setStates((all) => ({ ...all, [t]: state }));
  // Another view lists other rows: back to its first page.
  const showView = (t: DncTab, view: MineView) => {
    views.select(t, view);
    setStates((all) => ({ ...all, [t]: { ...all[t], pageIndex: 0 } }));
  };

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
      {!tab ? (
        <Flex justify="center" py="10">
          <Spinner aria-label="Loading DNC dashboard" />
        </Flex>
      ) : (
        <CountedTabs tabs={DNC_TABS} value={tab} onChange={selectTab} countOf={views.countOf}>
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
              <PendingTab
                tab={t.tab}
                label={t.label}
                views={views}
                onShowView={(view) => showView(t.tab, view)}
                state={states[t.tab]}
                onStateChange={setState(t.tab)}
                onOpen={setOpen}
              />
            )
          }
        </CountedTabs>
      )}
      <DncDecisionDialog request={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

interface PendingTabProps {
  tab: DncTab;
  label: string;
  views: MineViews<DncTab>;
  onShowView(view: MineView): void;
  state: TableState;
  onStateChange(state: TableState): void;
  onOpen(request: DncRow): void;
}

/** A pending tab: the Mine / All switch when the viewer decides some of its requests, and the table of the chosen view. */
function PendingTab({ tab, label, views, onShowView, state, onStateChange, onOpen }: PendingTabProps) {
  const view = views.viewOf(tab);
  if (!view) {
    return (
      <Flex justify="center" py="10">
        <Spinner aria-label={`Loading ${label}`} />
      </Flex>
    );
  }
  return (
    <Stack gap="3">
      {views.offersMine(tab) && (
        <MineSwitch label={label} value={view} onChange={onShowView} mineCount={views.mineCountOf(tab)} allCount={views.allCountOf(tab)} />
      )}
      <DncTabTable tab={tab} view={view} state={state} onStateChange={onStateChange} onOpen={onOpen} onShowAll={() => onShowView('all')} />
    </Stack>
  );
}
