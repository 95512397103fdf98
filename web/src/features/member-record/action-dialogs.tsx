import type { ReactNode } from 'react';
import { Dialog, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useForm, type FieldValues, type Resolver, type UseFormSetError } from 'react-hook-form';
import {
  DIAGNOSIS_DATE_MIN,
  DROP_IN_RESTORE_REASON,
  ELIGIBILITY_INQUIRY_DETAILS,
  ELIGIBILITY_INQUIRY_TYPES,
} from '@luminate/schema/constants';
import { DNC_REASONS, RETURNED_DNC_REASON_ID } from '@luminate/schema/approvals';
import { DNC_REQUEST_REASON_IDS, isoToday } from '@luminate/schema/rules';
import {
  ChangeMemberOfficeDocument,
  DropInIneligibleReasonsDocument,
  MemberOfficeChoicesDocument,
  RemoveMemberDncDocument,
  RequestMemberDncDocument,
  RestoreMemberDropInDocument,
  ReturnMemberEligibleDocument,
  RevokeMemberDropInDocument,
  SendEligibilityInquiryDocument,
  TermMemberDocument,
  type MemberCardFragment,
} from '../../generated/graphql.ts';
import { serverFieldErrors, showServerFieldErrors } from '../../shared/lib/form-errors.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { DialogShell, FormDialogFooter } from '../../shared/ui/dialog-shell.tsx';
import { FormError } from '../../shared/ui/form-error.tsx';
import { FormField } from '../../shared/ui/form-field.tsx';
import { toastActionError } from './action-errors.ts';
import { addCreatedRequests } from './dashboard-cache.ts';
import {
  DNC_PLACEMENT,
  INQUIRY_PLACEMENT,
  NOTE_PLACEMENT,
  OFFICE_PLACEMENT,
  REVOKE_PLACEMENT,
  TERM_PLACEMENT,
  dncResolver,
  inquiryResolver,
  noteResolver,
  officeResolver,
  restoreResolver,
  revokeResolver,
  termResolver,
  type DncFormValues,
  type InquiryFormValues,
  type NoteFormValues,
  type OfficeFormValues,
  type RevokeFormValues,
  type TermFormValues,
} from './member-forms.ts';

export type Capability = 'term' | 'return' | 'requestDnc' | 'removeDnc' | 'revokeDropIn' | 'restoreDropIn' | 'changeOffice' | 'inquiry';

interface DialogProps {
  member: MemberCardFragment;
  onDone(): void;
}

/** A failed submit: a rule's refusal on the form's fields, anything else as the page's sticky toast. */
function reportFailure<T extends FieldValues>(setError: UseFormSetError<T>, error: unknown, placement: { fields: readonly string[] }) {
  if (!showServerFieldErrors(setError, error, placement)) toastActionError(error);
}

function FormFrame({
  title,
  submitLabel,
  busy,
  rootError,
  onSubmit,
  children,
}: {
  title: string;
  submitLabel: string;
  busy: boolean;
  rootError?: string;
  onSubmit(event: React.FormEvent<HTMLFormElement>): void;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={title}>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <FormError message={rootError} />
          {children}
        </Stack>
      </Dialog.Body>
      <FormDialogFooter submitLabel={submitLabel} busy={busy} />
    </form>
  );
}

function Select({ children, disabled, ...props }: React.ComponentProps<typeof NativeSelect.Field> & { disabled?: boolean }) {
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field {...props}>{children}</NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function useActionForm<T extends FieldValues, O>(defaultValues: T, resolver: Resolver<T, unknown, O>) {
  return useForm<T, unknown, O>({ defaultValues: defaultValues as never, resolver, mode: 'onSubmit' });
}

/** Term Member: reason, note, diagnosis date (2000-01-01 to today) and, for some reasons, a transition plan. */
function TermForm({ member, onDone }: DialogProps) {
  const can = member.viewerCan;
  const { register, handleSubmit, setError, watch, formState } = useActionForm<
    TermFormValues,
    { termReasonId: number; note: string; diagnosisDate: string; transitionPlan: string | null }
  >({ termReasonId: '', note: '', diagnosisDate: '', transitionPlan: '' }, termResolver(can));
  const [term, { loading }] = useMutation(TermMemberDocument, { update: (cache, { data }) => addCreatedRequests(cache, data?.termMember) });
  const reasonId = watch('termReasonId');
  const planRequired = can.transitionPlanReasonIds.includes(reasonId);
  const submit = handleSubmit(async (v) => {
    try {
      await term({
        variables: {
          input: {
            memberId: member.id,
            termReasonId: String(v.termReasonId),
            note: v.note,
            diagnosisDate: v.diagnosisDate,
            transitionPlan: v.transitionPlan,
          },
        },
      });
    } catch (error) {
      reportFailure(setError, error, TERM_PLACEMENT);
      return;
    }
    toast.success({ title: 'Terminated!' });
    onDone();
  });
  const errors = formState.errors;
  return (
    <FormFrame title="Term Member" submitLabel="Term" busy={loading} rootError={errors.root?.message} onSubmit={(e) => void submit(e)}>
      <FormField label="Term Reason" error={errors.termReasonId?.message} required>
        <Select {...register('termReasonId')}>
          <option value="">Select a term reason</option>
          {can.termReasons.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Date of Diagnosis" error={errors.diagnosisDate?.message} required>
        <Input type="date" min={DIAGNOSIS_DATE_MIN} max={isoToday()} {...register('diagnosisDate')} />
      </FormField>
      {planRequired && (
        <FormField label="Transition Plan" error={errors.transitionPlan?.message} required>
          <Textarea rows={3} placeholder="External patient care hand-off plan" {...register('transitionPlan')} />
        </FormField>
      )}
      <FormField label="Note" error={errors.note?.message} required>
        <Textarea rows={3} placeholder="Why is the member being termed?" {...register('note')} />
      </FormField>
    </FormFrame>
  );
}

/** How a refused eligibility restore (Return Eligible) is titled, above the rule's message. */
const RETURN_FAILURE_TITLE = 'Something went wrong!';

/** A note-only action: Return Eligible, Remove DNC (reason Returned DNC), Restore drop-in eligibility. */
function NoteForm({ member, onDone, kind }: DialogProps & { kind: 'return' | 'removeDnc' | 'restoreDropIn' }) {
  const { register, handleSubmit, setError, formState } = useActionForm<NoteFormValues, { note: string }>(
    { note: '' },
    kind === 'restoreDropIn' ? restoreResolver : noteResolver,
  );
  const [returnEligible, r1] = useMutation(ReturnMemberEligibleDocument, {
    update: (cache, { data }) => addCreatedRequests(cache, data?.returnMemberEligible),
  });
  const [removeDnc, r2] = useMutation(RemoveMemberDncDocument, {
    update: (cache, { data }) => addCreatedRequests(cache, data?.removeMemberDnc),
  });
  const [restore, r3] = useMutation(RestoreMemberDropInDocument);
  const wording = {
    return: { title: 'Return Eligible', submit: 'Return Eligible', success: 'Eligibility Restored!', fixed: null },
    removeDnc: {
      title: 'Remove DNC',
      submit: 'Remove DNC',
      // A return waits for review like any request; 'Return processed!' only if it was approved at once.
      success: 'Request submitted!',
      fixed: `Reason: ${DNC_REASONS.find((r) => r.id === RETURNED_DNC_REASON_ID)?.name ?? 'Returned DNC'}`,
    },
    restoreDropIn: {
      title: 'Restore Drop-In Eligibility',
      submit: 'Restore',
      success: 'Member is eligible for drop-ins!',
      fixed: `Reason: ${DROP_IN_RESTORE_REASON}`,
    },
  }[kind];
  // A refused eligibility restore is also told as 'Something went wrong!' with the rule's message
  // ('Error: Must provide a note!'), whether the browser or the gateway refused it.
  const returnRefused = (message: string | undefined) => {
    if (kind === 'return' && message) toast.error({ title: RETURN_FAILURE_TITLE, description: message });
  };
  const submit = handleSubmit(
    async ({ note }) => {
      const input = { memberId: member.id, note };
      let success = wording.success;
      try {
        if (kind === 'return') await returnEligible({ variables: { input } });
        else if (kind === 'removeDnc') {
          const result = await removeDnc({ variables: { input } });
          if (result.data?.removeMemberDnc.dncRequest?.approved) success = 'Return processed!';
        } else await restore({ variables: { input } });
      } catch (error) {
        reportFailure(setError, error, NOTE_PLACEMENT);
        returnRefused(serverFieldErrors(error)[0]?.message);
        return;
      }
      toast.success({ title: success });
      onDone();
    },
    (errors) => returnRefused(errors.note?.message),
  );
  const busy = r1.loading || r2.loading || r3.loading;
  return (
    <FormFrame
      title={wording.title}
      submitLabel={wording.submit}
      busy={busy}
      rootError={formState.errors.root?.message}
      onSubmit={(e) => void submit(e)}
    >
      {wording.fixed && <Text fontSize="sm">{wording.fixed}</Text>}
      <FormField label="Note" error={formState.errors.note?.message} required>
        <Textarea rows={3} placeholder="Enter a note" {...register('note')} />
      </FormField>
    </FormFrame>
  );
}

/** Request DNC: a reason (not Returned DNC) and a note; processed at once for dnc-mgmt, else submitted for review. */
function DncForm({ member, onDone }: DialogProps) {
  const { register, handleSubmit, setError, formState } = useActionForm<DncFormValues, { reason: number; note: string }>(
    { reason: '', note: '' },
    dncResolver,
  );
  const [request, { loading }] = useMutation(RequestMemberDncDocument, {
    update: (cache, { data }) => addCreatedRequests(cache, data?.requestMemberDnc),
  });
  const submit = handleSubmit(async (v) => {
    let processed: boolean;
    try {
      const result = await request({ variables: { input: { memberId: member.id, reason: v.reason, note: v.note } } });
      processed = result.data?.requestMemberDnc.dncRequest?.approved === true;
    } catch (error) {
      reportFailure(setError, error, DNC_PLACEMENT);
      return;
    }
    // As the request came back: approved at once (dnc-mgmt, approval type Skip) or waiting for the CD or OM.
    toast.success({ title: processed ? 'DNC processed!' : 'Request submitted!' });
    onDone();
  });
  return (
    <FormFrame
      title="Request DNC"
      submitLabel="Request DNC"
      busy={loading}
      rootError={formState.errors.root?.message}
      onSubmit={(e) => void submit(e)}
    >
      <FormField label="Reason" error={formState.errors.reason?.message} required>
        <Select {...register('reason')}>
          <option value="">Select a reason</option>
          {DNC_REASONS.filter((r) => DNC_REQUEST_REASON_IDS.includes(r.id)).map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Note" error={formState.errors.note?.message} required>
        <Textarea rows={3} placeholder="Enter a note" {...register('note')} />
      </FormField>
    </FormFrame>
  );
}

/** Revoke drop-in eligibility: a reason from the list (the note is optional). */
function RevokeForm({ member, onDone }: DialogProps) {
  const reasons = useQuery(DropInIneligibleReasonsDocument);
  const { register, handleSubmit, setError, formState } = useActionForm<RevokeFormValues, { reason: string; note: string | null }>(
    { reason: '', note: '' },
    revokeResolver,
  );
  const [revoke, { loading }] = useMutation(RevokeMemberDropInDocument);
  const submit = handleSubmit(async (v) => {
    try {
      await revoke({ variables: { input: { memberId: member.id, reason: v.reason, note: v.note } } });
    } catch (error) {
      reportFailure(setError, error, REVOKE_PLACEMENT);
      return;
    }
    toast.success({ title: 'Member is ineligible for drop-ins!' });
    onDone();
  });
  return (
    <FormFrame
      title="Revoke Drop-In Eligibility"
      submitLabel="Revoke"
      busy={loading}
      rootError={formState.errors.root?.message}
      onSubmit={(e) => void submit(e)}
    >
      <FormField label="Reason" error={formState.errors.reason?.message} required>
        <Select {...register('reason')} disabled={reasons.loading}>
          <option value="">{reasons.loading ? 'Loading reasons…' : 'Select a reason'}</option>
          {(reasons.data?.dropInIneligibleReasons ?? []).map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Note" error={formState.errors.note?.message}>
        <Textarea rows={3} placeholder="Optional note" {...register('note')} />
      </FormField>
    </FormFrame>
  );
}

/** Change Office: an office the viewer may choose (the member's market unless they may pick any) and a note. */
function OfficeForm({ member, onDone }: DialogProps) {
  const offices = useQuery(MemberOfficeChoicesDocument, { variables: { memberId: member.id } });
  const { register, handleSubmit, setError, formState } = useActionForm<OfficeFormValues, { officeId: number; note: string }>(
    { officeId: '', note: '' },
    officeResolver,
  );
  const [change, { loading }] = useMutation(ChangeMemberOfficeDocument, {
    update: (cache, { data }) => addCreatedRequests(cache, data?.changeMemberOffice),
  });
  const submit = handleSubmit(async (v) => {
    try {
      await change({ variables: { input: { memberId: member.id, officeId: String(v.officeId), note: v.note } } });
    } catch (error) {
      reportFailure(setError, error, OFFICE_PLACEMENT);
      return;
    }
    toast.success({ title: 'Office change submitted!' });
    onDone();
  });
  return (
    <FormFrame
      title="Change Office"
      submitLabel="Change Office"
      busy={loading}
      rootError={formState.errors.root?.message}
      onSubmit={(e) => void submit(e)}
    >
      <FormField label="Office" error={formState.errors.officeId?.message} required>
        <Select {...register('officeId')} disabled={offices.loading}>
          <option value="">{offices.loading ? 'Loading offices…' : 'Select an office'}</option>
          {(offices.data?.memberOfficeChoices ?? [])
            .filter((o) => o.id !== member.officeId)
            .map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
        </Select>
      </FormField>
      <FormField label="Note" error={formState.errors.note?.message} required>
        <Textarea rows={3} placeholder="Why is the member moving?" {...register('note')} />
      </FormField>
    </FormFrame>
  );
}

/** Eligibility Inquiry: a type, a detail for the types that have a list, and notes; answers the ticket number. */
function InquiryForm({ member, onDone }: DialogProps) {
  const { register, handleSubmit, setError, watch, formState } = useActionForm<
    InquiryFormValues,
    { inquiryType: string; detail: string | null; notes: string }
  >({ inquiryType: '', detail: '', notes: '' }, inquiryResolver);
  const [send, { loading }] = useMutation(SendEligibilityInquiryDocument);
  const type = watch('inquiryType') as keyof typeof ELIGIBILITY_INQUIRY_DETAILS;
  const details = ELIGIBILITY_INQUIRY_DETAILS[type];
  const submit = handleSubmit(async (v) => {
    let ticket: number | undefined;
    try {
      const result = await send({
        variables: { input: { memberId: member.id, inquiryType: v.inquiryType, detail: details ? v.detail : null, notes: v.notes } },
      });
      ticket = result.data?.sendEligibilityInquiry.ticketNumber;
    } catch (error) {
      reportFailure(setError, error, INQUIRY_PLACEMENT);
      return;
    }
    toast.success({ title: 'Eligibility inquiry sent!', description: ticket === undefined ? undefined : `Ticket INC-${ticket}` });
    onDone();
  });
  return (
    <FormFrame
      title="Eligibility Inquiry"
      submitLabel="Send"
      busy={loading}
      rootError={formState.errors.root?.message}
      onSubmit={(e) => void submit(e)}
    >
      <FormField label="Inquiry Type" error={formState.errors.inquiryType?.message} required>
        <Select {...register('inquiryType')}>
          <option value="">Select an inquiry type</option>
          {ELIGIBILITY_INQUIRY_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </Select>
      </FormField>
      {details && (
        <FormField label="Detail" error={formState.errors.detail?.message} required>
          <Select {...register('detail')}>
            <option value="">Select a detail</option>
            {details.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </Select>
        </FormField>
      )}
      <FormField label="Notes" error={formState.errors.notes?.message} required>
        <Textarea rows={4} placeholder="What should the payer check?" {...register('notes')} />
      </FormField>
    </FormFrame>
  );
}

/** The open action's dialog; each opening starts with an empty form. */
export function MemberActionDialog({
  action,
  member,
  onClose,
}: {
  action: Capability | null;
  member: MemberCardFragment;
  onClose(): void;
}) {
  const props = { member, onDone: onClose };
  return (
    <DialogShell open={action !== null} onClose={onClose} size="md" closeOnInteractOutside={false}>
      {action === 'term' && <TermForm {...props} />}
      {action === 'return' && <NoteForm kind="return" {...props} />}
      {action === 'removeDnc' && <NoteForm kind="removeDnc" {...props} />}
      {action === 'restoreDropIn' && <NoteForm kind="restoreDropIn" {...props} />}
      {action === 'requestDnc' && <DncForm {...props} />}
      {action === 'revokeDropIn' && <RevokeForm {...props} />}
      {action === 'changeOffice' && <OfficeForm {...props} />}
      {action === 'inquiry' && <InquiryForm {...props} />}
    </DialogShell>
  );
}
