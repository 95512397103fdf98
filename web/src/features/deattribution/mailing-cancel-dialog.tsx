import { useState } from 'react';
import { Box, Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { mailingListCancelRule } from '@luminate/schema/rules';
import { CancelEligibilityChangeDocument } from '../../generated/graphql.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { DialogShell, DialogDismissButton } from '../../shared/ui/dialog-shell.tsx';
import { RequiredTextField } from '../../shared/ui/required-text-field.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { FormError } from '../../shared/ui/form-error.tsx';
import { ruleResolver, showServerFieldErrors } from '../../shared/lib/form-errors.ts';
import { moveDecidedChange } from './cache.ts';
import type { EligibilityChangeRow } from './eligibility-columns.tsx';
import { priorNote } from './eligibility-form.ts';
import { cancelledToast } from './labels.ts';
import { memberIdentity } from '../../shared/approvals/toast-texts.ts';

interface MailingCancelDialogProps {
  /** The mailing-list rows to cancel (one from its row's Cancel, several from Cancel Selected); empty keeps it closed. */
  changes: readonly EligibilityChangeRow[];
  onClose: () => void;
  /** Called with the ids that were cancelled. */
  onCancelled: (ids: string[]) => void;
}

/** The mailing-list cancel modal: a required note, then each change is cancelled. */
export function MailingCancelDialog({ changes, onClose, onCancelled }: MailingCancelDialogProps) {
  return (
    <DialogShell open={changes.length > 0} onClose={onClose} size="lg" closeOnInteractOutside={false} closeLabel={false}>
      {changes.length > 0 && (
        <MailingCancelForm key={changes.map((c) => c.id).join(',')} changes={changes} onDone={onClose} onCancelled={onCancelled} />
      )}
    </DialogShell>
  );
}

const CANCEL_PLACEMENT = { fields: ['note'] as const };

function MailingCancelForm({
  changes,
  onDone,
  onCancelled,
}: {
  changes: readonly EligibilityChangeRow[];
  onDone: () => void;
  onCancelled: (ids: string[]) => void;
}) {
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors },
  } = useForm<{ note: string }>({
    defaultValues: { note: '' },
    resolver: ruleResolver(mailingListCancelRule, CANCEL_PLACEMENT),
  });
  const [cancel, { loading }] = useMutation(CancelEligibilityChangeDocument, {
    update: (cache, { data }) => moveDecidedChange(cache, data?.cancelEligibilityChange.change),
  });
  const [error, setError] = useState<unknown>(null);
  const names = changes.map((c) => memberIdentity(c.member)).join(', ');

  const submit = async ({ note }: { note: string }) => {
    setError(null);
    const done: string[] = [];
    try {
      // One at a time: a refusal stops the rest and says which member it concerned.
      for (const change of changes) {
        await cancel({ variables: { input: { id: change.id, note: note.trim() } } });
        done.push(change.id);
      }
      toast.success({ title: cancelledToast(changes.map((c) => c.member)) });
      onCancelled(done);
      onDone();
    } catch (failure) {
      if (done.length) onCancelled(done);
      if (!showServerFieldErrors(setFieldError, failure, CANCEL_PLACEMENT)) setError(failure);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} aria-label="Cancel deattribution">
      <Dialog.Header>
        <Dialog.Title>Cancel Deattribution</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <ErrorAlert error={error} onDismiss={() => setError(null)} tool="Deattribution Dashboard" />
          <FormError message={errors.root?.message} />
          <Text>Confirm the cancelling of {names} Deattribution</Text>
          {changes.map((change) => {
            const prior = priorNote(change);
            if (!change.transitionPlan && !prior) return null;
            return (
              <Box key={change.id} borderWidth="1px" borderRadius="md" p="3" fontSize="sm">
                {changes.length > 1 && <Text fontWeight="semibold">{memberIdentity(change.member)}</Text>}
                {change.transitionPlan && (
                  <>
                    <Text fontWeight="medium">External Patient Care Hand Off Plan</Text>
                    <Text whiteSpace="pre-wrap" mb="2">
                      {change.transitionPlan}
                    </Text>
                  </>
                )}
                {prior && (
                  <>
                    <Text fontWeight="medium">Prior Note</Text>
                    <Text whiteSpace="pre-wrap">{prior}</Text>
                  </>
                )}
              </Box>
            );
          })}
          <RequiredTextField label="Notes" registration={register('note')} error={errors.note} rows={3} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <DialogDismissButton />
        <Button type="submit" colorPalette="red" loading={loading}>
          Cancel
        </Button>
      </Dialog.Footer>
    </form>
  );
}
