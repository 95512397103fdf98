import { useMemo, useState } from 'react';
import { Button, Checkbox, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  DeactivateHospitalFacilityDocument,
  HospitalFacilitiesDocument,
  HospitalPermissionsDocument,
  ReactivateHospitalFacilityDocument,
} from '../../generated/graphql.ts';
import { useAccessTokenGetter } from '../../shared/auth/access-token.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { DataTable, useTableState } from '../../shared/ui/data-table/index.ts';
import { DownloadButton } from '../../shared/ui/download-button.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { ADMISSIONS_TOOLTIP, HOSPITAL_COLUMN_VALUES, hospitalColumns, type HospitalFacilityRow } from './hospital-columns.tsx';
import { HospitalFacilityDialog, type FacilityDialogMode } from './hospital-facility-dialog.tsx';
import { HospitalHistoryDialog } from './hospital-history-dialog.tsx';
import { applyLocalTable } from './local-table.ts';
import { hideFromActiveList, showInMarketLists } from './cache.ts';

type StatusChange = { facility: HospitalFacilityRow; to: 'deactivate' | 'reactivate' };

/** One market's facilities: the toolbar, the table, and the dialogs its rows open. */
export function HospitalFacilitiesTab({ marketId, marketName }: { marketId: string; marketName: string }) {
  const [useFilters, setUseFilters] = useState(false);
  const [showDeactivated, setShowDeactivated] = useState(false);
  const { state, setState, reset } = useTableState(20);
  const [dialog, setDialog] = useState<FacilityDialogMode | null>(null);
  const [historyOf, setHistoryOf] = useState<HospitalFacilityRow | null>(null);
  const [statusChange, setStatusChange] = useState<StatusChange | null>(null);
  const [statusNote, setStatusNote] = useState('');
  const [exportError, setExportError] = useState<unknown>(null);
  const getAccessToken = useAccessTokenGetter();

  const { data, previousData, loading, error } = useQuery(HospitalFacilitiesDocument, { variables: { marketId, showDeactivated } });
  const permissions = useQuery(HospitalPermissionsDocument);
  const canAdd = permissions.data?.viewer.can.addHospitalFacility;

  const [deactivate, deactivation] = useMutation(DeactivateHospitalFacilityDocument, {
    update: (cache, { data: answer }) => answer && hideFromActiveList(cache, answer.deactivateHospitalFacility),
  });
  const [reactivate, reactivation] = useMutation(ReactivateHospitalFacilityDocument, {
    update: (cache, { data: answer }) => answer && showInMarketLists(cache, answer.reactivateHospitalFacility),
  });

  const facilities = (data ?? previousData)?.hospitalFacilities ?? [];
  const columns = useMemo(
    () =>
      hospitalColumns(useFilters, {
        onEdit: (facility) => setDialog({ kind: 'edit', facility }),
        onDeactivate: (facility) => {
          setStatusNote('');
          setStatusChange({ facility, to: 'deactivate' });
        },
        onReactivate: (facility) => {
          setStatusNote('');
          setStatusChange({ facility, to: 'reactivate' });
        },
      }),
    [useFilters],
  );
  const { page, totalCount } = applyLocalTable(facilities, state, HOSPITAL_COLUMN_VALUES);
  // An edit dialog reads the facility from the live list, so it sees the cache's latest copy.
  const liveDialog: FacilityDialogMode | null =
    dialog?.kind === 'edit' ? { kind: 'edit', facility: facilities.find((f) => f.id === dialog.facility.id) ?? dialog.facility } : dialog;

  const confirmStatusChange = async () => {
    if (!statusChange) return;
    const { facility, to } = statusChange;
    const note = statusNote.trim() || null;
    try {
      if (to === 'deactivate') await deactivate({ variables: { id: facility.id, note } });
      else await reactivate({ variables: { id: facility.id, note } });
    } catch {
      setStatusChange(null);
      return;
    }
    toast.success({ title: to === 'deactivate' ? 'Facility Deactivated!' : 'Facility Reactivated!', description: facility.facilityName });
    setStatusChange(null);
  };

  const toggleFilters = (on: boolean) => {
    setUseFilters(on);
    // Turning the filters off shows every facility again.
    if (!on) reset();
  };

  const exportUrl = `/files/hospital-facilities-report?marketId=${encodeURIComponent(marketId)}&showDeactivated=${showDeactivated}`;

  return (
    <Stack gap="3" pt="2">
      <ErrorAlert error={error} tool="Hospital Assignments" />
      <ErrorAlert error={deactivation.error ?? reactivation.error} onDismiss={() => (deactivation.reset(), reactivation.reset())} />
      <ErrorAlert error={exportError} onDismiss={() => setExportError(null)} />
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="5" wrap="wrap">
          <Checkbox.Root size="sm" checked={useFilters} onCheckedChange={(e) => toggleFilters(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Use filters</Checkbox.Label>
          </Checkbox.Root>
          <Checkbox.Root
            size="sm"
            checked={showDeactivated}
            onCheckedChange={(e) => {
              setShowDeactivated(e.checked === true);
              setState((s) => ({ ...s, pageIndex: 0 }));
            }}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Show Deactivated</Checkbox.Label>
          </Checkbox.Root>
        </HStack>
        <HStack gap="2">
          {canAdd?.allowed && (
            <Button size="sm" colorPalette="blue" onClick={() => setDialog({ kind: 'create', marketId })}>
              Add New
            </Button>
          )}
          <DownloadButton
            url={exportUrl}
            getAccessToken={getAccessToken}
            fallbackName={`HospitalFacilities-${marketName}.xlsx`}
            label="Export"
            loadingText="Exporting…"
            onStart={() => setExportError(null)}
            onError={setExportError}
          />
        </HStack>
      </HStack>
      {canAdd && !canAdd.allowed && (
        <Text fontSize="sm" color="fg.muted">
          {canAdd.reason}
        </Text>
      )}
      <DataTable
        caption={`Hospital facilities of ${marketName}`}
        columns={columns}
        rows={page}
        rowKey={(f) => f.id}
        totalCount={totalCount}
        loading={loading && !data}
        state={state}
        onStateChange={setState}
        emptyText={facilities.length === 0 ? `No hospital facilities in ${marketName}.` : 'No facilities match these filters.'}
        onRowClick={(f) => setHistoryOf(f)}
        rowLabel={(f) => `${f.facilityName}: open the change history`}
      />
      <Text fontSize="xs" color="fg.muted">
        Total Member Admissions: {ADMISSIONS_TOOLTIP.toLowerCase()}.
      </Text>

      <HospitalFacilityDialog mode={liveDialog} onClose={() => setDialog(null)} />
      <HospitalHistoryDialog facility={historyOf} onClose={() => setHistoryOf(null)} />
      <ConfirmDialog
        open={statusChange !== null}
        title={statusChange?.to === 'deactivate' ? 'Deactivate facility?' : 'Reactivate facility?'}
        confirmLabel={statusChange?.to === 'deactivate' ? 'Deactivate' : 'Reactivate'}
        destructive={statusChange?.to === 'deactivate'}
        busy={deactivation.loading || reactivation.loading}
        onConfirm={() => void confirmStatusChange()}
        onCancel={() => setStatusChange(null)}
      >
        <Stack gap="3">
          <Text>
            {statusChange?.to === 'deactivate'
              ? `Deactivate ${statusChange.facility.facilityName}? It leaves the list of active facilities and keeps its history.`
              : `Reactivate ${statusChange?.facility.facilityName ?? ''}? It returns to the list of active facilities.`}
          </Text>
          <Field.Root>
            <Field.Label>Note (optional)</Field.Label>
            <Textarea rows={2} value={statusNote} onChange={(e) => setStatusNote(e.currentTarget.value)} />
            <Field.HelperText>Kept in the change history</Field.HelperText>
          </Field.Root>
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
