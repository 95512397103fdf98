import { lazy, Suspense, useMemo, useState } from 'react';
import { Box, Button, Dialog, HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { MetricRowsDocument, MetricsMedicalCostAccessDocument, type MetricRowField } from '../../generated/graphql.ts';
import { useAccessTokenGetter } from '../../shared/auth/access-token.ts';
import { DataTable, useTableState, type DataColumn } from '../../shared/ui/data-table/index.ts';
import { DialogShell } from '../../shared/ui/dialog-shell.tsx';
import { DownloadButton } from '../../shared/ui/download-button.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { dataColumns, metricRowSort, type MetricRowData } from './metric-columns.ts';
import { drillDownCsvUrl, expansionText, memberPageUrl, type DrillDownScope } from './drill-down.ts';
import type { MetricCardData } from './metric-groups.tsx';
import { openSignedInTab } from '../../shared/lib/signed-in-tab.ts';

// The embedded workbook (and its iframe plumbing) loads only when a High Needs row is viewed.
const EmbeddedWorkbook = lazy(() => import('../../shared/embed/index.ts').then((m) => ({ default: m.EmbeddedWorkbook })));

export const DRILL_DOWN_PAGE_SIZE = 10;

export interface DrillDownDialogProps {
  metric: MetricCardData;
  scope: Omit<DrillDownScope, 'metricId'>;
  onClose: () => void;
}

/** Whether the viewer may open cost profiles, and why not. */
interface CostProfileAccess {
  allowed: boolean;
  reason: string | null;
}

/**
 * The column of view buttons: a link to the member page in a new tab, or the cost profile inside
 * the modal (offered only to those the gateway lets see Medical Cost; the others read why).
 */
function viewColumn(
  metric: MetricCardData,
  costProfiles: CostProfileAccess | null,
  onCostProfile: (row: MetricRowData) => void,
): DataColumn<MetricRowData, MetricRowField> {
  return {
    id: 'view',
    header: 'View',
    sortable: false,
    cell: (row) =>
      metric.viewTarget === 'COST_PROFILE' ? (
        <Button
          size="xs"
          variant="outline"
          aria-label={`View cost profile of ${row.aaneelId}`}
          disabled={!costProfiles?.allowed}
          title={costProfiles && !costProfiles.allowed ? (costProfiles.reason ?? undefined) : undefined}
          onClick={() => onCostProfile(row)}
        >
          View
        </Button>
      ) : (
        <Button asChild size="xs" variant="outline">
          <a
            href={memberPageUrl(row.memberId, metric.viewTarget)}
            target="_blank"
            aria-label={`View member ${row.aaneelId} (opens in a new tab)`}
            data-member-link={row.memberId}
            onClick={(e) => {
              e.preventDefault();
              openSignedInTab(memberPageUrl(row.memberId, metric.viewTarget));
            }}
          >
            View
          </a>
        </Button>
      ),
  };
}

/**
 * A metric's drill-down: a wide modal titled with the metric holding its rows (members, admits,
 * visits or tasks), paged and sorted on the gateway, each row expandable, with a CSV of every row.
 * For High Needs Patients the view button shows the member's cost profile inside the modal, with
 * Back returning to the table where it was.
 */
export function DrillDownDialog({ metric, scope, onClose }: DrillDownDialogProps) {
  const { state, setState } = useTableState(DRILL_DOWN_PAGE_SIZE);
  const [costProfileOf, setCostProfileOf] = useState<MetricRowData | null>(null);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const getAccessToken = useAccessTokenGetter();

  const access = useQuery(MetricsMedicalCostAccessDocument, { skip: metric.viewTarget !== 'COST_PROFILE' });
  const costProfiles = access.data?.viewer.can.viewMedicalCost ?? null;
  const columns = useMemo(
    () => [...dataColumns(metric.columns), viewColumn(metric, costProfiles, setCostProfileOf)],
    [metric, costProfiles],
  );
  const sort = metricRowSort(state.sorting);
  const fullScope: DrillDownScope = { ...scope, metricId: metric.metricId };
  const { data, previousData, loading, error } = useQuery(MetricRowsDocument, {
    variables: {
      metricId: metric.metricId,
      officeIds: [...scope.officeIds],
      role: scope.role,
      employeeId: scope.employeeId,
      skip: state.pageIndex * state.pageSize,
      take: state.pageSize,
      sort: sort ? [sort] : null,
    },
  });
  // While the next page loads the current one stays (greyed by the table's spinner).
  const page = (data ?? previousData)?.metricRows;

  return (
    <DialogShell open onClose={onClose} size="cover" scrollBehavior="inside" title={metric.label}>
      <Dialog.Body data-testid="drill-down" data-metric-id={metric.metricId}>
        {costProfileOf ? (
          <Box>
            <HStack mb="3" gap="3">
              <Button size="sm" variant="outline" onClick={() => setCostProfileOf(null)}>
                Back
              </Button>
              <Text fontWeight="medium">
                Medical Cost: {costProfileOf.memberFullName} ({costProfileOf.aaneelId})
              </Text>
            </HStack>
            <Suspense fallback={<LoadingBlock label="Loading the cost profile" heights={['96']} />}>
              <EmbeddedWorkbook
                workbook="PATIENT_COST_PROFILES"
                memberId={costProfileOf.memberId}
                title={`Patient Cost Profiles (Medical Cost) for ${costProfileOf.aaneelId}`}
              />
            </Suspense>
          </Box>
        ) : (
          <>
            <Text color="fg.muted" fontSize="sm" mb="2">
              {metric.hoverText}
            </Text>
            <ErrorAlert error={error} />
            <ErrorAlert error={downloadError} onDismiss={() => setDownloadError(null)} />
            {!page && loading ? (
              <LoadingBlock label={`Loading ${metric.label}`} heights={['8', '8', '8', '8', '8']} />
            ) : (
              <DataTable<MetricRowData, MetricRowField>
                caption={metric.label}
                columns={columns}
                rows={page?.nodes ?? []}
                rowKey={(row) => row.rowId}
                totalCount={page?.totalCount ?? 0}
                loading={loading}
                state={state}
                onStateChange={setState}
                emptyText="No rows for this metric in the selected offices."
                renderExpanded={(row) => (
                  <Text fontSize="sm" whiteSpace="pre-wrap" data-testid="row-expansion">
                    {metric.expansion === 'LAST_OUTCOME' && (
                      <Text as="span" fontWeight="medium">
                        Last outcome:{' '}
                      </Text>
                    )}
                    {metric.expansion === 'DESCRIPTION' && (
                      <Text as="span" fontWeight="medium">
                        Description:{' '}
                      </Text>
                    )}
                    {expansionText(row, metric.expansion)}
                  </Text>
                )}
                expandLabel={(row) => `Show details of ${row.aaneelId}`}
                toolbar={
                  <DownloadButton
                    url={drillDownCsvUrl(fullScope, sort)}
                    getAccessToken={getAccessToken}
                    fallbackName={`${metric.label.replace(/[^\w.-]+/g, '_')}.csv`}
                    label="Download CSV"
                    loadingText="Downloading…"
                    onStart={() => setDownloadError(null)}
                    onError={setDownloadError}
                    disabled={!page || page.totalCount === 0}
                  />
                }
              />
            )}
          </>
        )}
      </Dialog.Body>
    </DialogShell>
  );
}
