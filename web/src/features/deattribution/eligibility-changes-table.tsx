import { useMemo, useState } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { APPROVAL_PAGE_SIZE, APPROVAL_PAGE_SIZES } from '@luminate/schema/approvals';
import { EligibilityChangesDocument, LiveEligibilityChangeQueueDocument, type DeattributionTab } from '../../generated/graphql.ts';
import { useLiveQueue } from '../../shared/approvals/use-live-queue.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { tableStateToArgs, useTableState } from '../../shared/ui/data-table/index.ts';
import { BulkApproveDialog } from './bulk-approve-dialog.tsx';
import { ChangeLog } from './change-log.tsx';
import { MAILING_LIST_PATH, type AccessTokenSource } from './downloads.ts';
import { DownloadButton } from '../../shared/ui/download-button.tsx';
import { EligibilityChangeDialog } from './eligibility-change-dialog.tsx';
import { eligibilityColumns, FILTER_COLUMNS, type EligibilityChangeRow } from './eligibility-columns.tsx';
import { MailingCancelDialog } from './mailing-cancel-dialog.tsx';
import { MineOrTable, MineSwitch, type MineView } from '../../shared/approvals/mine-view.tsx';

export interface DeattributionPermissions {
  /** Bulk Approve Terms on the OM tab. */
  bulkApprove: boolean;
  /** Download Mailing List on the Mailing List tab. */
  downloadMailingList: boolean;
  /** The change dialog's Termination Overview link. */
  downloadTerminationOverview: boolean;
}

interface EligibilityChangesTableProps {
  tab: DeattributionTab;
  label: string;
  /** Mine lists only the changes the viewer may decide (filtered by the gateway before paging). */
  view: MineView;
  /** The Mine / All switch's counts; null when the viewer decides nothing in this tab (no switch). */
  mineSwitch: { mineCount: number | undefined; allCount: number | undefined } | null;
  onViewChange(view: MineView): void;
  permissions: DeattributionPermissions;
  termReasons: readonly { id: string; name: string }[];
  getAccessToken: AccessTokenSource;
}

/** One dashboard tab: its page of changes (filtered, sorted and paged on the gateway) and its dialogs. */
export function EligibilityChangesTable({
  tab,
  label,
  view,
  mineSwitch,
  onViewChange,
  permissions,
  termReasons,
  getAccessToken,
}: EligibilityChangesTableProps) {
  const { state, setState } = useTableState(APPROVAL_PAGE_SIZE);
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [cancelling, setCancelling] = useState<EligibilityChangeRow[]>([]);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [downloadError, setDownloadError] = useState<unknown>(null);

  const args = tableStateToArgs(state, FILTER_COLUMNS);
  const variables = { tab, mine: view === 'mine', ...args };
  const { data, previousData, loading, error } = useQuery(EligibilityChangesDocument, { variables });
  // Rows decided, added or moved by anyone leave or enter this page with the tab counts.
  useLiveQueue(LiveEligibilityChangeQueueDocument, variables);
  const nothingMine = view === 'mine' && !loading && data?.eligibilityChanges.totalCount === 0 && args.filters.length === 0;
  // Another view lists other rows: back to its first page.
  const showView = (next: MineView) => {
    onViewChange(next);
    setState({ ...state, pageIndex: 0 });
  };
  const page = data?.eligibilityChanges ?? previousData?.eligibilityChanges;
  const rows = page?.nodes ?? [];
  const mailing = tab === 'MAILING_LIST';
  const selectable = mailing && rows.some((r) => r.viewerCan.cancel);

  const columns = useMemo(
    () =>
      eligibilityColumns(tab, {
        selectable,
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
      }),
    [tab, selectable, selected],
  );
  // The dialog reads the row from the live page, so it shows the cache's latest copy.
  const viewing = rows.find((r) => r.id === viewingId) ?? null;
  // Selection only counts rows still listed and still cancellable.
  const selectedRows = rows.filter((r) => selected.has(r.id) && r.viewerCan.cancel);

  const toolbar = (
    <>
      {tab === 'OM' && permissions.bulkApprove && (
        <Button size="sm" colorPalette="green" onClick={() => setBulkOpen(true)}>
          Bulk Approve Terms
        </Button>
      )}
      {selectable && (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          disabled={selectedRows.length === 0}
          onClick={() => setCancelling(selectedRows)}
        >
          Cancel Selected
        </Button>
      )}
      {mailing && permissions.downloadMailingList && (
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
      <ErrorAlert error={error} tool="Deattribution Dashboard" />
      <ErrorAlert error={downloadError} onDismiss={() => setDownloadError(null)} tool="Deattribution Dashboard" />
      {mineSwitch && (
        <MineSwitch label={label} value={view} onChange={showView} mineCount={mineSwitch.mineCount} allCount={mineSwitch.allCount} />
      )}
      <MineOrTable
        label={label}
        emptyMine={nothingMine}
        onShowAll={() => showView('all')}
        caption={label}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        totalCount={page?.totalCount ?? 0}
        loading={loading}
        state={state}
        onStateChange={setState}
        pageSizeOptions={APPROVAL_PAGE_SIZES}
        toolbar={toolbar}
        renderExpanded={(r) => (r.changeLog.length ? <ChangeLog change={r} /> : null)}
        expandLabel={(r) => `Show change log for ${r.member.fullName}`}
      />
      <EligibilityChangeDialog
        change={viewing}
        termReasons={termReasons}
        getAccessToken={getAccessToken}
        canDownloadOverview={permissions.downloadTerminationOverview}
        onClose={() => setViewingId(null)}
      />
      <MailingCancelDialog
        changes={cancelling}
        onClose={() => setCancelling([])}
        onCancelled={(ids) => setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))))}
      />
      {tab === 'OM' && permissions.bulkApprove && (
        <BulkApproveDialog open={bulkOpen} termReasons={termReasons} onClose={() => setBulkOpen(false)} />
      )}
    </Stack>
  );
}
