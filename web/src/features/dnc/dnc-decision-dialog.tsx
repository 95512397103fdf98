import { Button, Dialog, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { dncDecisionRule } from '@luminate/schema/rules';
import { ApproveDncRequestDocument, RejectDncRequestDocument } from '../../generated/graphql.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { DialogShell, DialogDismissButton } from '../../shared/ui/dialog-shell.tsx';
import { RequiredTextField } from '../../shared/ui/required-text-field.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { FormError } from '../../shared/ui/form-error.tsx';
import { ruleResolver, showServerFieldErrors } from '../../shared/lib/form-errors.ts';
import { moveDncRequest } from './cache.ts';
import type { DncRow } from './dnc-columns.tsx';
import { formatDateTime, formatText } from '../../shared/lib/format.ts';
import { RefusedNote } from '../../shared/approvals/refused-note.tsx';
import { FactLine } from '../../shared/approvals/fact-line.tsx';
import { ReadOnlyDialog } from '../../shared/approvals/read-only-dialog.tsx';
import { dncToast, memberIdentity } from '../../shared/approvals/toast-texts.ts';

interface DncDecisionDialogProps {
  /** The clicked row; null keeps the dialog closed. */
  request: DncRow | null;
  onClose: () => void;
}

/**
 * A pending row's Approve / Reject dialog, the same request read-only (with the reason) for a
 * viewer who may not decide it, or a handled row's read-only history.
 */
export function DncDecisionDialog({ request, onClose }: DncDecisionDialogProps) {
  return (
    <DialogShell open={request !== null} onClose={onClose} size="lg" closeOnInteractOutside={false} closeLabel={false}>
      {/* Keyed by request so every opening starts with an empty handler note. */}
      {request &&
        (request.tab === 'HISTORY' ? (
          <DncHistoryDetail key={request.id} request={request} onClose={onClose} />
        ) : request.viewerCan.decide.allowed ? (
          <DncDecisionForm key={request.id} request={request} onDone={onClose} />
        ) : (
          <DncReadOnlyRequest key={request.id} request={request} onClose={onClose} />
        ))}
    </DialogShell>
  );
}

/** Titles (naming the member) and button labels: a return-from-DNC request is worded as removing the DNC. */
export function decisionWording(request: Pick<DncRow, 'isReturn' | 'member'>) {
  const member = memberIdentity(request.member);
  return request.isReturn
    ? { title: `Return ${member} from DNC`, approve: 'Confirm Remove DNC', reject: 'Keep DNC' }
    : { title: `Approve / Reject DNC for ${member}`, approve: 'Approve', reject: 'Reject' };
}

function RequestFacts({ request }: { request: DncRow }) {
  return (
    <Stack gap="1" fontSize="sm">
      <FactLine label="Member">{memberIdentity(request.member)}</FactLine>
      <FactLine label="Reason">{request.reason}</FactLine>
      <FactLine label="Requested">{formatDateTime(request.requestedAt)}</FactLine>
      <FactLine label="Requested By">{request.requestedBy?.fullName ?? 'Unknown'}</FactLine>
    </Stack>
  );
}

function ReadOnlyNote({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Field.Root readOnly>
      <Field.Label>{label}</Field.Label>
      <Textarea value={value ?? ''} readOnly rows={3} />
    </Field.Root>
  );
}

type Decision = 'approve' | 'reject';

const DECISION_PLACEMENT = { fields: ['handlerNote'] as const };

/** A note shown as text, for a dialog with no editable field. */
function NoteText({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Stack gap="1" fontSize="sm">
      <Text fontWeight="semibold">{label}</Text>
      <Text whiteSpace="pre-wrap">{formatText(value)}</Text>
    </Stack>
  );
}

/** A pending request the viewer may not decide: why not, its facts as text, and Close only. */
function DncReadOnlyRequest({ request, onClose }: { request: DncRow; onClose: () => void }) {
  return (
    <ReadOnlyDialog title={decisionWording(request).title} onClose={onClose}>
      <RefusedNote reason={request.viewerCan.decide.reason} />
      <RequestFacts request={request} />
      <NoteText label="Submission Note" value={request.note} />
    </ReadOnlyDialog>
  );
}

function DncDecisionForm({ request, onDone }: { request: DncRow; onDone: () => void }) {
  const wording = decisionWording(request);
  const canDecide = request.viewerCan.approve || request.viewerCan.reject;
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors },
  } = useForm<{ handlerNote: string }>({ defaultValues: { handlerNote: '' }, resolver: ruleResolver(dncDecisionRule, DECISION_PLACEMENT) });
  // The answer is the decided request (now in History) with every tab's count: the cache moves the
  // row and updates the tab labels, no list is fetched again.
  const update = (cache: Parameters<typeof moveDncRequest>[0], decided: DncRow | undefined) => decided && moveDncRequest(cache, decided);
  const [approve, approving] = useMutation(ApproveDncRequestDocument, {
    update: (cache, { data }) => update(cache, data?.approveDncRequest.request),
  });
  const [reject, rejecting] = useMutation(RejectDncRequestDocument, {
    update: (cache, { data }) => update(cache, data?.rejectDncRequest.request),
  });
  const busy = approving.loading || rejecting.loading;
  const error = approving.error ?? rejecting.error;

  const decide = (decision: Decision) =>
    handleSubmit(async ({ handlerNote }) => {
      approving.reset();
      rejecting.reset();
      const input = { id: request.id, handlerNote };
      await (decision === 'approve' ? approve({ variables: { input } }) : reject({ variables: { input } }));
      toast.success({ title: dncToast(request.member, decision === 'approve' ? 'approved' : 'rejected', request.isReturn) });
      onDone();
    });

  const run = (decision: Decision) => () =>
    void decide(decision)().catch((failure: unknown) => {
      // A rule the gateway refused shows on its field; any other failure from the mutation's state below.
      if (showServerFieldErrors(setFieldError, failure, DECISION_PLACEMENT)) {
        approving.reset();
        rejecting.reset();
      }
    });

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{wording.title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <ErrorAlert error={error} onDismiss={() => (approving.reset(), rejecting.reset())} tool="Do Not Contact" />
          <FormError message={errors.root?.message} />
          <RequestFacts request={request} />
          <ReadOnlyNote label="Submission Note" value={request.note} />
          {canDecide && (
            <RequiredTextField
              label="Handler Note"
              registration={register('handlerNote')}
              error={errors.handlerNote}
              rows={4}
              placeholder="Why this decision"
            />
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <DialogDismissButton />
        {request.viewerCan.reject && (
          <Button colorPalette="red" variant="outline" loading={rejecting.loading} disabled={busy} onClick={run('reject')}>
            {wording.reject}
          </Button>
        )}
        {request.viewerCan.approve && (
          <Button colorPalette="blue" loading={approving.loading} disabled={busy} onClick={run('approve')}>
            {wording.approve}
          </Button>
        )}
      </Dialog.Footer>
    </>
  );
}

function DncHistoryDetail({ request, onClose }: { request: DncRow; onClose: () => void }) {
  return (
    <ReadOnlyDialog title={`History for ${memberIdentity(request.member)}`} onClose={onClose}>
      <RequestFacts request={request} />
      <ReadOnlyNote label="Submission Note" value={request.note} />
      <Stack gap="1" fontSize="sm">
        <FactLine label="Result">{request.result}</FactLine>
        <FactLine label="Handled By">{request.handledBy?.fullName ?? 'Unknown'}</FactLine>
        <FactLine label="Handled">{formatDateTime(request.handledAt)}</FactLine>
      </Stack>
      <ReadOnlyNote label="Handler Note" value={request.handlerNote} />
    </ReadOnlyDialog>
  );
}
