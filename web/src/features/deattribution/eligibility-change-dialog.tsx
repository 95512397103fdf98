import { useRef, useState } from 'react';
import { Button, Checkbox, Dialog, Field, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useMutation } from '@apollo/client/react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { ABNORMAL_DATE_LABEL, CANCEL_NOTES_PLACEHOLDER, HAND_OFF_PLAN_PLACEHOLDERS, NOTES_PLACEHOLDER } from '@luminate/schema/approvals';
import { isAbnormalDiagnosisDate, isoToday, type EligibilityAction } from '@luminate/schema/rules';
import {
  ApproveEligibilityChangeDocument,
  CancelEligibilityChangeDocument,
  RejectEligibilityChangeDocument,
  UpdateEligibilityChangeDocument,
} from '../../generated/graphql.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { DialogShell, DialogDismissButton } from '../../shared/ui/dialog-shell.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { useViewer } from '../../shared/auth/viewer.tsx';
import { FormError } from '../../shared/ui/form-error.tsx';
import { showServerFieldErrors } from '../../shared/lib/form-errors.ts';
import { moveDecidedChange } from './cache.ts';
import { RefusedNote } from '../../shared/approvals/refused-note.tsx';
import { ReadOnlyDialog } from '../../shared/approvals/read-only-dialog.tsx';
import { eligibilityToast, memberIdentity, type DecisionVerb } from '../../shared/approvals/toast-texts.ts';
import { formatDate, formatText } from '../../shared/lib/format.ts';
import { downloadTerminationOverview, type AccessTokenSource } from './downloads.ts';
import type { EligibilityChangeRow } from './eligibility-columns.tsx';
import {
  changeToFormValues,
  decisionErrors,
  ELIGIBILITY_FORM_PLACEMENT,
  decisionInput,
  priorNote,
  termReasonLocked,
  termReasonOptions,
  type EligibilityFormValues,
} from './eligibility-form.ts';

interface EligibilityChangeDialogProps {
  /** The change being viewed (read from the live list); null keeps the dialog closed. */
  change: EligibilityChangeRow | null;
  termReasons: readonly { id: string; name: string }[];
  getAccessToken: AccessTokenSource;
  onClose: () => void;
}

/** The eligibility change modal, titled with the member's full name and AaneelId. */
export function EligibilityChangeDialog({ change, termReasons, getAccessToken, onClose }: EligibilityChangeDialogProps) {
  return (
    <DialogShell open={change !== null} onClose={onClose} size="lg" closeOnInteractOutside={false} closeLabel={false}>
      {/* Keyed by change so every opening starts from that change's stored values. */}
      {change &&
        (actsOn(change) ? (
          <EligibilityChangeForm
            key={change.id}
            change={change}
            termReasons={termReasons}
            getAccessToken={getAccessToken}
            onDone={onClose}
          />
        ) : (
          <ReadOnlyChange key={change.id} change={change} getAccessToken={getAccessToken} onClose={onClose} />
        ))}
    </DialogShell>
  );
}

/**
 * The viewer may do something with the change: decide it, change its reason (Pending
 * Termination) or cancel it (Mailing List). Otherwise it opens read-only.
 */
const actsOn = (change: EligibilityChangeRow) => change.viewerCan.decide.allowed || change.viewerCan.update || change.viewerCan.cancel;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5" fontSize="sm">
      <Text fontWeight="semibold">{label}</Text>
      <Text whiteSpace="pre-wrap">{children}</Text>
    </Stack>
  );
}

function OverviewLink({
  change,
  getAccessToken,
  onError,
}: {
  change: EligibilityChangeRow;
  getAccessToken: AccessTokenSource;
  onError: (failure: unknown) => void;
}) {
  // Shown only to viewers the gateway would send the Termination Overview workbook to.
  const { can } = useViewer();
  if (!can.downloadTerminationOverview) return null;
  return (
    <Text fontSize="sm">
      <Button
        variant="plain"
        colorPalette="blue"
        size="sm"
        px="0"
        textDecoration="underline"
        onClick={() => {
          onError(null);
          downloadTerminationOverview(change.id, getAccessToken).catch(onError);
        }}
      >
        Termination Overview
      </Button>
    </Text>
  );
}

/** A change the viewer may not act on: why not, its values as text (no field to edit), and Close only. */
function ReadOnlyChange({
  change,
  getAccessToken,
  onClose,
}: {
  change: EligibilityChangeRow;
  getAccessToken: AccessTokenSource;
  onClose: () => void;
}) {
  const [downloadError, setDownloadError] = useState<unknown>(null);
  return (
    <ReadOnlyDialog title={memberIdentity(change.member)} onClose={onClose}>
      <RefusedNote reason={change.viewerCan.decide.reason} />
      <ErrorAlert error={downloadError} onDismiss={() => setDownloadError(null)} tool="Deattribution Dashboard" />
      <Fact label="Term Reason">{formatText(change.termReason?.name)}</Fact>
      <Fact label="Date of Deattribution Diagnosis">{formatDate(change.diagnosisDate)}</Fact>
      <Fact label="External Patient Care Hand Off Plan">{formatText(change.transitionPlan)}</Fact>
      <Fact label="Prior Note">{formatText(priorNote(change))}</Fact>
      <OverviewLink change={change} getAccessToken={getAccessToken} onError={setDownloadError} />
    </ReadOnlyDialog>
  );
}

/** The toast's verb per action. */
const ACTION_VERBS: Record<EligibilityAction, DecisionVerb> = {
  approve: 'approved',
  reject: 'rejected',
  update: 'updated',
  cancel: 'cancelled',
};

interface FormProps {
  change: EligibilityChangeRow;
  termReasons: readonly { id: string; name: string }[];
  getAccessToken: AccessTokenSource;
  onDone: () => void;
}

function EligibilityChangeForm({ change, termReasons, getAccessToken, onDone }: FormProps) {
  const today = isoToday();
  const can = change.viewerCan;
  // Which button was pressed decides which of the shared rule's checks apply.
  const action = useRef<EligibilityAction>('approve');
  const resolver: Resolver<EligibilityFormValues> = (values) => {
    const errors = decisionErrors(values, {
      action: action.current,
      today,
      isDateConfirmer: can.confirmAbnormalDate,
      engagedAndAssigned: change.member.engaged && change.viewerIsAssigned,
    });
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError: setFieldError,
    formState: { errors },
  } = useForm<EligibilityFormValues>({
    defaultValues: changeToFormValues(change),
    resolver,
  });

  const [approve, approving] = useMutation(ApproveEligibilityChangeDocument, {
    update: (cache, { data }) => moveDecidedChange(cache, data?.approveEligibilityChange.change),
  });
  const [reject, rejecting] = useMutation(RejectEligibilityChangeDocument, {
    update: (cache, { data }) => moveDecidedChange(cache, data?.rejectEligibilityChange.change),
  });
  const [updateReason, updating] = useMutation(UpdateEligibilityChangeDocument, {
    update: (cache, { data }) => moveDecidedChange(cache, data?.updateEligibilityChange.change),
  });
  const [cancel, cancelling] = useMutation(CancelEligibilityChangeDocument, {
    update: (cache, { data }) => moveDecidedChange(cache, data?.cancelEligibilityChange.change),
  });
  const [error, setError] = useState<unknown>(null);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const busy = approving.loading || rejecting.loading || updating.loading || cancelling.loading;

  const termReasonId = watch('termReasonId');
  const diagnosisDate = watch('diagnosisDate');
  const options = termReasonOptions(change, termReasons);
  const reasonChanged = termReasonId !== (change.termReasonId ?? '');
  const dateInvalid = diagnosisDate === '' || diagnosisDate > today;
  const showConfirm = can.confirmAbnormalDate && !dateInvalid && isAbnormalDiagnosisDate(diagnosisDate, today);
  const handOffPlaceholder = HAND_OFF_PLAN_PLACEHOLDERS[Number(termReasonId)] ?? HAND_OFF_PLAN_PLACEHOLDERS.GENERIC;
  const prior = priorNote(change);

  const run = (chosen: EligibilityAction) => {
    action.current = chosen;
    void handleSubmit(async (values) => {
      setError(null);
      const input = decisionInput(change, values);
      try {
        if (chosen === 'approve') await approve({ variables: { input } });
        else if (chosen === 'reject') await reject({ variables: { input } });
        else if (chosen === 'update') await updateReason({ variables: { input } });
        else await cancel({ variables: { input: { id: change.id, note: input.note } } });
        toast.success({ title: eligibilityToast(change.member, ACTION_VERBS[chosen]) });
        onDone();
      } catch (failure) {
        // A rule the gateway refused shows on its field, as when it fails here.
        if (!showServerFieldErrors(setFieldError, failure, ELIGIBILITY_FORM_PLACEMENT)) setError(failure);
      }
    })();
  };

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} aria-label={`Eligibility change of ${memberIdentity(change.member)}`}>
      <Dialog.Header>
        <Dialog.Title>{memberIdentity(change.member)}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <ErrorAlert error={error} onDismiss={() => setError(null)} tool="Deattribution Dashboard" />
          <ErrorAlert error={downloadError} onDismiss={() => setDownloadError(null)} tool="Deattribution Dashboard" />
          <FormError message={errors.root?.message} />
          {/* Disabled through the field (the select follows it); the form still sends the stored reason. */}
          <Field.Root invalid={Boolean(errors.termReasonId)} required disabled={termReasonLocked(change)}>
            <Field.Label>
              Term Reason <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('termReasonId')}>
                {!change.termReasonId && <option value="">Select a term reason</option>}
                {options.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.termReasonId?.message}</Field.ErrorText>
          </Field.Root>

          <Field.Root invalid={dateInvalid || Boolean(errors.diagnosisDate)} required>
            <Field.Label>
              Date of Deattribution Diagnosis <Field.RequiredIndicator />
            </Field.Label>
            <Input type="date" max={today} {...register('diagnosisDate')} />
            <Field.ErrorText>{errors.diagnosisDate?.message}</Field.ErrorText>
          </Field.Root>

          {showConfirm && (
            <Field.Root invalid={Boolean(errors.abnormalDateConfirmed)}>
              <Controller
                control={control}
                name="abnormalDateConfirmed"
                render={({ field }) => (
                  <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)} colorPalette="orange">
                    <Checkbox.HiddenInput onBlur={field.onBlur} />
                    <Checkbox.Control />
                    <Checkbox.Label>{ABNORMAL_DATE_LABEL}</Checkbox.Label>
                  </Checkbox.Root>
                )}
              />
              <Field.ErrorText>{errors.abnormalDateConfirmed?.message}</Field.ErrorText>
            </Field.Root>
          )}

          <Field.Root invalid={Boolean(errors.transitionPlan)}>
            <Field.Label>External Patient Care Hand Off Plan</Field.Label>
            <Textarea rows={6} placeholder={handOffPlaceholder} readOnly={!can.approve && !can.update} {...register('transitionPlan')} />
            <Field.ErrorText>{errors.transitionPlan?.message}</Field.ErrorText>
          </Field.Root>

          <Field.Root>
            <Field.Label>Prior Note</Field.Label>
            <Textarea readOnly rows={3} value={prior} bg="bg.muted" />
          </Field.Root>

          <Field.Root invalid={Boolean(errors.note)} required>
            <Field.Label>
              Notes <Field.RequiredIndicator />
            </Field.Label>
            <Textarea rows={3} placeholder={can.cancel ? CANCEL_NOTES_PLACEHOLDER : NOTES_PLACEHOLDER} {...register('note')} />
            <Field.ErrorText>{errors.note?.message}</Field.ErrorText>
          </Field.Root>

          <OverviewLink change={change} getAccessToken={getAccessToken} onError={setDownloadError} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap">
        {can.approve && (
          <Button colorPalette="green" loading={approving.loading} disabled={busy} onClick={() => run('approve')}>
            Approve
          </Button>
        )}
        {can.reject && (
          <Button colorPalette="red" variant="outline" loading={rejecting.loading} disabled={busy} onClick={() => run('reject')}>
            Reject
          </Button>
        )}
        {can.update && reasonChanged && (
          <Button colorPalette="blue" loading={updating.loading} disabled={busy} onClick={() => run('update')}>
            Update
          </Button>
        )}
        {can.cancel && (
          <Button colorPalette="orange" variant="outline" loading={cancelling.loading} disabled={busy} onClick={() => run('cancel')}>
            Cancel
          </Button>
        )}
        <DialogDismissButton />
      </Dialog.Footer>
    </form>
  );
}
