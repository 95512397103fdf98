import { useState } from 'react';
import { Button, Checkbox, Drawer, Field, NativeSelect, Portal, Stack, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { TransferAction } from '@luminate/schema/approvals';
import {
  AcknowledgeOfficeTransferDocument,
  ApproveOfficeTransferDocument,
  RejectOfficeTransferDocument,
  SaveOfficeTransferDocument,
  TransferTypesDocument,
  type OfficeTransferInput,
} from '../../generated/graphql.ts';
import { moveTransfer } from './cache.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { placeFieldErrors, serverFieldErrors } from '../../shared/lib/form-errors.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import type { TransferRow } from './transfer-columns.tsx';
import {
  checkTransferAction,
  toTransferInput,
  TRANSFER_FORM_PLACEMENT,
  transferToFormValues,
  TRANSFER_TYPE_LABELS,
  type TransferFormErrors,
  type TransferFormValues,
} from './transfer-form.ts';
import { formatDateTime, formatText, formatYesNo } from '../../shared/lib/format.ts';
import { RefusedNote } from '../../shared/approvals/refused-note.tsx';
import { FactLine } from '../../shared/approvals/fact-line.tsx';
import { memberIdentity, transferToast, type DecisionVerb } from '../../shared/approvals/toast-texts.ts';

interface TransferDrawerProps {
  /** The transfer whose Transfer button was clicked; null keeps the drawer closed. */
  transfer: TransferRow | null;
  onClose: () => void;
}

/** The side drawer of one transfer. */
export function TransferDrawer({ transfer, onClose }: TransferDrawerProps) {
  return (
    <Drawer.Root open={transfer !== null} onOpenChange={(e) => !e.open && onClose()} placement="end" size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            {/* Keyed by transfer so every opening starts from that transfer's saved values. */}
            {transfer &&
              (transfer.viewerCan.decide.allowed ? (
                <TransferDetail key={transfer.id} transfer={transfer} />
              ) : (
                <ReadOnlyTransfer key={transfer.id} transfer={transfer} />
              ))}
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** The member, the offices and the request, as every drawer shows them. */
function TransferFacts({ transfer }: { transfer: TransferRow }) {
  return (
    <Stack gap="1">
      <FactLine label="Member">{memberIdentity(transfer.member)}</FactLine>
      <FactLine label="From">{transfer.fromOffice?.name ?? 'Unknown'}</FactLine>
      <FactLine label="To">{transfer.toOffice.name}</FactLine>
      <FactLine label="Requested By">{transfer.requestedBy?.fullName ?? 'Unknown'}</FactLine>
      <FactLine label="Requested">{formatDateTime(transfer.requestedAt)}</FactLine>
    </Stack>
  );
}

function DrawerCloseButton() {
  return (
    <Drawer.ActionTrigger asChild>
      <Button variant="ghost" me="auto">
        Close
      </Button>
    </Drawer.ActionTrigger>
  );
}

/** A transfer the viewer may not act on: why not, then its saved review as text, and Close only. */
function ReadOnlyTransfer({ transfer }: { transfer: TransferRow }) {
  const type = transfer.transferType ? TRANSFER_TYPE_LABELS[transfer.transferType] : null;
  return (
    <>
      <Drawer.Header>
        <Drawer.Title>Transfer {memberIdentity(transfer.member)}</Drawer.Title>
      </Drawer.Header>
      <Drawer.Body>
        <Stack gap="4">
          <RefusedNote reason={transfer.viewerCan.decide.reason} />
          <TransferFacts transfer={transfer} />
          <Stack gap="1">
            <FactLine label="Request Note">{formatText(transfer.note)}</FactLine>
            <FactLine label="Chart Review">{formatYesNo(transfer.chartReview)}</FactLine>
            <FactLine label="Med Review">{formatYesNo(transfer.medReview)}</FactLine>
            <FactLine label="Acuity Level">{formatYesNo(transfer.acuityLevel)}</FactLine>
            <FactLine label="Transfer Type">{formatText(type)}</FactLine>
            <FactLine label="Notes">{formatText(transfer.transitionNotes)}</FactLine>
          </Stack>
        </Stack>
      </Drawer.Body>
      <Drawer.Footer>
        <DrawerCloseButton />
      </Drawer.Footer>
    </>
  );
}

/** The toast's verb per action. */
const ACTION_VERBS: Record<TransferAction, DecisionVerb> = {
  save: 'saved',
  approve: 'approved',
  reject: 'rejected',
  acknowledge: 'acknowledged',
};

function TransferDetail({ transfer }: { transfer: TransferRow }) {
  const [values, setValues] = useState<TransferFormValues>(() => transferToFormValues(transfer));
  const [errors, setErrors] = useState<TransferFormErrors>({});
  const [checked, setChecked] = useState<TransferAction | null>(null);
  const [done, setDone] = useState(false);
  const types = useQuery(TransferTypesDocument);
  const options = types.data?.transferTypes ?? Object.entries(TRANSFER_TYPE_LABELS).map(([value, label]) => ({ value, label }));

  const mutations = {
    save: useMutation(SaveOfficeTransferDocument, { update: (cache, { data }) => moveTransfer(cache, data?.saveOfficeTransfer) }),
    approve: useMutation(ApproveOfficeTransferDocument, { update: (cache, { data }) => moveTransfer(cache, data?.approveOfficeTransfer) }),
    reject: useMutation(RejectOfficeTransferDocument, { update: (cache, { data }) => moveTransfer(cache, data?.rejectOfficeTransfer) }),
    acknowledge: useMutation(AcknowledgeOfficeTransferDocument, {
      update: (cache, { data }) => moveTransfer(cache, data?.acknowledgeOfficeTransfer),
    }),
  };
  const running = (Object.keys(mutations) as TransferAction[]).find((a) => mutations[a][1].loading) ?? null;
  const error = Object.values(mutations)
    .map(([, state]) => state.error)
    .find(Boolean);

  const onAppTab = transfer.tab === 'APP';
  const editable = onAppTab && transfer.viewerCan.save && !done;
  const set = <K extends keyof TransferFormValues>(field: K, value: TransferFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once an action was checked, its messages follow the edits.
    if (checked) setErrors(checkTransferAction(checked, next));
  };

  const act = async (action: TransferAction) => {
    // Acknowledging sends the APP's saved review; only the APP tab's actions check the form.
    const found = action === 'acknowledge' ? {} : checkTransferAction(action, values);
    setChecked(action === 'acknowledge' ? null : action);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    for (const [, state] of Object.values(mutations)) state.reset();
    const input =
      action === 'acknowledge' ? toTransferInput(transfer.id, transferToFormValues(transfer)) : toTransferInput(transfer.id, values);
    try {
      const result = await perform(action, input);
      // What happened to whom; the service's own message (e.g. 'Assignment processed.') as the detail.
      toast.success({ title: transferToast(transfer.member, ACTION_VERBS[action]), description: result?.message });
      setDone(true);
    } catch (failure) {
      // A rule the gateway refused shows on its field, as when it fails here; anything else from the mutation's state.
      const placed = placeFieldErrors(serverFieldErrors(failure), TRANSFER_FORM_PLACEMENT);
      if (Object.keys(placed.fields).length > 0 && !placed.form) {
        setChecked(action);
        setErrors(placed.fields);
        for (const [, state] of Object.values(mutations)) state.reset();
      }
    }
  };

  const perform = async (action: TransferAction, input: OfficeTransferInput) => {
    const variables = { variables: { input } };
    switch (action) {
      case 'save':
        return (await mutations.save[0](variables)).data?.saveOfficeTransfer;
      case 'approve':
        return (await mutations.approve[0](variables)).data?.approveOfficeTransfer;
      case 'reject':
        return (await mutations.reject[0](variables)).data?.rejectOfficeTransfer;
      case 'acknowledge':
        return (await mutations.acknowledge[0](variables)).data?.acknowledgeOfficeTransfer;
    }
  };

  const acknowledgeLabel =
    transfer.status === 'APP_APPROVED'
      ? 'Acknowledge Approval'
      : transfer.status === 'APP_REJECTED'
        ? 'Acknowledge Rejection'
        : 'Acknowledge';

  const checkbox = (field: 'chartReview' | 'medReview' | 'acuityLevel', label: string) => (
    <Field.Root invalid={Boolean(errors[field])}>
      <Checkbox.Root checked={values[field]} disabled={!editable} onCheckedChange={(e) => set(field, e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      <Field.ErrorText>{errors[field]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <>
      <Drawer.Header>
        <Drawer.Title>Transfer {memberIdentity(transfer.member)}</Drawer.Title>
      </Drawer.Header>
      <Drawer.Body>
        <Stack gap="4">
          <ErrorAlert error={error} tool="Patient Transfer" />
          <TransferFacts transfer={transfer} />
          <Field.Root readOnly>
            <Field.Label>Request Note</Field.Label>
            <Textarea value={transfer.note ?? ''} readOnly rows={3} />
          </Field.Root>
          {checkbox('chartReview', 'Chart Review')}
          {checkbox('medReview', 'Med Review')}
          {checkbox('acuityLevel', 'Acuity Level')}
          <Field.Root invalid={Boolean(errors.transferType)} disabled={!editable}>
            <Field.Label>Transfer Type</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={values.transferType}
                onChange={(e) => set('transferType', e.currentTarget.value as TransferFormValues['transferType'])}
              >
                <option value="">Select…</option>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.transferType}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.transitionNotes)} readOnly={!editable}>
            <Field.Label>Notes</Field.Label>
            <Textarea
              value={values.transitionNotes}
              readOnly={!editable}
              rows={5}
              placeholder={editable ? 'Notes, or the reason for a rejection' : undefined}
              onChange={(e) => set('transitionNotes', e.currentTarget.value)}
            />
            <Field.ErrorText>{errors.transitionNotes}</Field.ErrorText>
          </Field.Root>
        </Stack>
      </Drawer.Body>
      {/* Closed from the footer: a corner button would sit under the success toast (top-end). */}
      <Drawer.Footer>
        <DrawerCloseButton />
        {onAppTab ? (
          <>
            {transfer.viewerCan.save && (
              <Button variant="outline" loading={running === 'save'} disabled={done || running !== null} onClick={() => void act('save')}>
                Save
              </Button>
            )}
            {transfer.viewerCan.reject && (
              <Button
                colorPalette="red"
                variant="outline"
                loading={running === 'reject'}
                disabled={done || running !== null}
                onClick={() => void act('reject')}
              >
                Reject
              </Button>
            )}
            {transfer.viewerCan.approve && (
              <Button
                colorPalette="blue"
                loading={running === 'approve'}
                disabled={done || running !== null}
                onClick={() => void act('approve')}
              >
                Approve
              </Button>
            )}
          </>
        ) : (
          transfer.viewerCan.acknowledge && (
            <Button
              colorPalette="blue"
              loading={running === 'acknowledge'}
              disabled={done || running !== null}
              onClick={() => void act('acknowledge')}
            >
              {acknowledgeLabel}
            </Button>
          )
        )}
      </Drawer.Footer>
    </>
  );
}
