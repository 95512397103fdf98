import { useState } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import {
  EligibilityChangesDocument,
  LiveEligibilityChangeQueueDocument,
  type DeattributionTab,
  type EligibilityChangeField,
  type EligibilityChangesQuery,
} from '../../generated/graphql.ts';
import { useViewer } from '../../shared/auth/viewer.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import type { CountedTab } from '../../shared/ui/counted-tabs.tsx';
import { DownloadButton } from '../../shared/ui/download-button.tsx';
import { ApprovalTabTable, type ApprovalListSource } from '../../shared/approvals/approval-tab-table.tsx';
import type { ApprovalTabs } from '../../shared/approvals/use-approval-tabs.ts';
import { BulkApproveDialog } from './bulk-approve-dialog.tsx';
import { ChangeLog } from './change-log.tsx';
import { MAILING_LIST_PATH, type AccessTokenSource } from './downloads.ts';
import { EligibilityChangeDialog } from './eligibility-change-dialog.tsx';
import { eligibilityColumns, FILTER_COLUMNS, type EligibilityChangeRow } from './eligibility-columns.tsx';
import { MailingCancelDialog } from './mailing-cancel-dialog.tsx';

const TOOL = 'Deattribution Dashboard';

/** The eligibility changes of a tab, as the kit's tab table lists them. */
const ELIGIBILITY_LIST: ApprovalListSource<DeattributionTab, EligibilityChangeField, EligibilityChangeRow, EligibilityChangesQuery> = {
  query: EligibilityChangesDocument,
  live: LiveEligibilityChangeQueueDocument,
  page: (data) => data.eligibilityChanges,
  tool: TOOL,
};

interface DeattributionTabTableProps {
  tabs: ApprovalTabs<DeattributionTab>;
  tab: CountedTab<DeattributionTab>;
  termReasons: readonly { id: string; name: string }[];
  getAccessToken: AccessTokenSource;
}

/**
 * One Deattribution Dashboard tab: its page of changes and its dialogs. The buttons follow the
 * viewer's capabilities (Bulk Approve Terms, Download Mailing List) and each row's viewerCan
 * (cancelling on the Mailing List).
 */
export function DeattributionTabTable({ tabs, tab, termReasons, getAccessToken }: DeattributionTabTableProps) {
  const { can } = useViewer();
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [cancelling, setCancelling] = useState<EligibilityChangeRow[]>([]);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const mailing = tab.tab === 'MAILING_LIST';
  const bulkApprove = tab.tab === 'OM' && can.bulkApproveTerms;
  // The Mailing List gets its selection column when the viewer may cancel some listed row.
  const selectable = (rows: readonly EligibilityChangeRow[]) => mailing && rows.some((r) => r.viewerCan.cancel);
  // Selection only counts rows still listed and still cancellable.
  const selectedOf = (rows: readonly EligibilityChangeRow[]) => rows.filter((r) => selected.has(r.id) && r.viewerCan.cancel);

  const columns = (rows: readonly EligibilityChangeRow[]) =>
    eligibilityColumns(tab.tab, {
      selectable: selectable(rows),
      onView: (row) => setViewingId(row.id),
      onCancel: setCancelling,
      selected,
      onToggleSelected: (row, on) =>
        setSelected((current) => {
          const next = new Set(current);
          if (on) next.add(row.id);
          else next.delete(row.id);
          return next;
        }),
    });

  const toolbar = (rows: readonly EligibilityChangeRow[]) => (
    <>
      {bulkApprove && (
        <Button size="sm" colorPalette="green" onClick={() => setBulkOpen(true)}>
          Bulk Approve Terms
        </Button>
      )}
      {selectable(rows) && (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          disabled={selectedOf(rows).length === 0}
          onClick={() => setCancelling(selectedOf(rows))}
        >
          Cancel Selected
        </Button>
      )}
      {mailing && can.downloadMailingList && (
        <DownloadButton
          url={MAILING_LIST_PATH}
          getAccessToken={getAccessToken}
          fallbackName="deattribution-mailing-list.xlsx"
          label="Download Mailing List"
          loadingText="Downloading…"
          onStart={() => setDownloadError(null)}
          onError={setDownloadError}
        />
      )}
    </>
  );

  return (
    <Stack gap="3">
      <ErrorAlert error={downloadError} onDismiss={() => setDownloadError(null)} tool={TOOL} />
      <ApprovalTabTable
        tabs={tabs}
        tab={tab}
        source={ELIGIBILITY_LIST}
        caption={tab.label}
        columns={columns}
        argColumns={FILTER_COLUMNS}
        toolbar={toolbar}
        renderExpanded={(r) => (r.changeLog.length ? <ChangeLog change={r} /> : null)}
        expandLabel={(r) => `Show change log for ${r.member.fullName}`}
      >
        {(rows) => (
          // The dialog reads the row from the live page, so it shows the cache's latest copy.
          <EligibilityChangeDialog
            change={rows.find((r) => r.id === viewingId) ?? null}
            termReasons={termReasons}
            getAccessToken={getAccessToken}
            onClose={() => setViewingId(null)}
          />
        )}
      </ApprovalTabTable>
      <MailingCancelDialog
        changes={cancelling}
        onClose={() => setCancelling([])}
        onCancelled={(ids) => setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))))}
      />
      {bulkApprove && <BulkApproveDialog open={bulkOpen} termReasons={termReasons} onClose={() => setBulkOpen(false)} />}
    </Stack>
  );
}
