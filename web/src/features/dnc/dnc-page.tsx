import { useState } from 'react';
import { HStack, Stack, Switch } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { DNC_TABS, STORAGE_KEYS, defaultDncTab } from '@luminate/schema/approvals';
import type { PageProps } from '../../shared/lib/page.ts';
import { useAccessTokenGetter } from '../../shared/auth/access-token.ts';
import {
  DncRequestsDocument,
  DncTabCountsDocument,
  LiveDncQueueDocument,
  type DncRequestField,
  type DncRequestsQuery,
  type DncTab,
} from '../../generated/graphql.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { HISTORY_COLUMNS, PENDING_COLUMNS, type DncRow } from './dnc-columns.tsx';
import { DncDecisionDialog } from './dnc-decision-dialog.tsx';
import { DownloadButton } from '../../shared/ui/download-button.tsx';
import { ApprovalTabsPanel, ApprovalTabTable, type ApprovalListSource } from '../../shared/approvals/approval-tab-table.tsx';
import { useApprovalTabs } from '../../shared/approvals/use-approval-tabs.ts';
import { DashboardHeader } from '../../shared/approvals/dashboard-header.tsx';
import { useHandledByMe } from './use-handled-by-me.ts';
import { useViewer } from '../../shared/auth/viewer.tsx';

export const DNC_REPORT_PATH = '/files/dnc/report';
export const DNC_PAGE_TITLE = 'DNC Dashboard';

/** The DNC requests of a tab, as the kit's tab table lists them. */
const DNC_LIST: ApprovalListSource<DncTab, DncRequestField, DncRow, DncRequestsQuery> = {
  query: DncRequestsDocument,
  live: LiveDncQueueDocument,
  page: (data) => data.dncRequests,
  tool: 'Do Not Contact',
};

/**
 * /pending-dnc: pending put-on and return-from DNC requests for the CD and the OM,
 * and the handled ones.
 */
export default function DncPage(_props: PageProps) {
  const getAccessToken = useAccessTokenGetter();
  const counts = useQuery(DncTabCountsDocument);
  // The remembered tab, else the one the viewer decides in (OMs: OM Approval), once the viewer is known.
  const tabs = useApprovalTabs({
    storageKey: STORAGE_KEYS.dncTab,
    tabs: DNC_TABS,
    defaultTab: defaultDncTab,
    counts: counts.data?.dncTabCounts,
    countsSettled: Boolean(counts.data || counts.error),
  });
  const [open, setOpen] = useState<DncRow | null>(null);
  const [reportError, setReportError] = useState<unknown>(null);
  const handledByMe = useHandledByMe();
  const { can } = useViewer();

  return (
    <Stack gap="4">
      <DashboardHeader title={DNC_PAGE_TITLE}>
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
      </DashboardHeader>
      <ErrorAlert error={reportError} onDismiss={() => setReportError(null)} tool="Do Not Contact" />
      <ErrorAlert error={counts.error} tool="Do Not Contact" />
      <ApprovalTabsPanel tabs={tabs} loadingLabel="Loading DNC dashboard">
        {(t) => {
          const history = t.tab === 'HISTORY';
          return (
            <ApprovalTabTable
              tabs={tabs}
              tab={t}
              source={DNC_LIST}
              caption={`${t.label} requests`}
              columns={history ? HISTORY_COLUMNS : PENDING_COLUMNS}
              extraFilters={history ? handledByMe.filters : undefined}
              controls={
                history &&
                handledByMe.available && (
                  <HStack>
                    <Switch.Root
                      checked={handledByMe.on}
                      onCheckedChange={(e) => {
                        handledByMe.setOn(e.checked);
                        tabs.toFirstPage('HISTORY');
                      }}
                    >
                      <Switch.HiddenInput />
                      <Switch.Control />
                      <Switch.Label>Handled by me</Switch.Label>
                    </Switch.Root>
                  </HStack>
                )
              }
              onRowClick={setOpen}
              rowLabel={(r) => `DNC request ${r.id}: ${r.member.fullName}`}
            />
          );
        }}
      </ApprovalTabsPanel>
      <DncDecisionDialog request={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
