import { useState } from 'react';
import { Button, Dialog, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useForm, type Resolver } from 'react-hook-form';
import { bulkApproveRule, NO_TERMS_TO_APPROVE, pickablePayers } from '@luminate/schema/rules';
import { BulkApproveOmTermsDocument, BulkApprovePayersDocument, OmTermsToApproveDocument } from '../../generated/graphql.ts';
import { formatCount } from '../../shared/lib/format.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { DialogShell, DialogDismissButton } from '../../shared/ui/dialog-shell.tsx';
import { RequiredTextField } from '../../shared/ui/required-text-field.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { FormError } from '../../shared/ui/form-error.tsx';
import { ruleErrors, showServerFieldErrors, toFormErrors } from '../../shared/lib/form-errors.ts';
import { moveDecidedChange } from './cache.ts';
import { bulkApprovedToast } from './labels.ts';

interface BulkApproveValues {
  note: string;
  termReasonId: string;
  payerId: string;
}

const BULK_APPROVE_PLACEMENT = { fields: ['note', 'termReasonId', 'payerId'] as const };

/**
 * The shared bulkApproveRule over the form's text values (ids as numbers, no payer as null); the
 * form submits its own values. Its picker offers only payers the rule accepts.
 */
const resolver: Resolver<BulkApproveValues> = (values) => {
  const failed = ruleErrors(
    bulkApproveRule().safeParse({
      note: values.note,
      termReasonId: values.termReasonId ? Number(values.termReasonId) : undefined,
      payerId: values.payerId ? Number(values.payerId) : null,
    }),
    BULK_APPROVE_PLACEMENT,
  );
  return failed ? { values: {}, errors: toFormErrors<BulkApproveValues>(failed) } : { values, errors: {} };
};

export const approveSentence = (count: number) => `On submission, ${formatCount(count)} terms will be approved.`;

interface BulkApproveDialogProps {
  open: boolean;
  termReasons: readonly { id: string; name: string }[];
  onClose: () => void;
}

/** Bulk Approve Terms on the OM tab; deattribution-mgmt only. */
export function BulkApproveDialog({ open, termReasons, onClose }: BulkApproveDialogProps) {
  return (
    <DialogShell open={open} onClose={onClose} size="md" closeOnInteractOutside={false} title="Bulk Approve Terms" closeLabel={false}>
      {open && <BulkApproveForm termReasons={termReasons} onDone={onClose} />}
    </DialogShell>
  );
}

function BulkApproveForm({ termReasons, onDone }: { termReasons: readonly { id: string; name: string }[]; onDone: () => void }) {
  const {
    register,
    handleSubmit,
    watch,
    setError: setFieldError,
    formState: { errors },
  } = useForm<BulkApproveValues>({
    defaultValues: { note: '', termReasonId: '', payerId: '' },
    resolver,
  });
  const termReasonId = watch('termReasonId');
  const payerId = watch('payerId');
  const payers = useQuery(BulkApprovePayersDocument);
  // Always asked afresh: other reviewers move changes into and out of OM review meanwhile.
  const count = useQuery(OmTermsToApproveDocument, {
    variables: { termReasonId, payerId: payerId || null },
    skip: !termReasonId,
    fetchPolicy: 'network-only',
  });
  const [approve, { loading }] = useMutation(BulkApproveOmTermsDocument, {
    update: (cache, { data }) => {
      for (const change of data?.bulkApproveOmTerms.changes ?? []) moveDecidedChange(cache, change);
    },
  });
  const [error, setError] = useState<unknown>(null);
  const n = termReasonId ? (count.data?.omTermsToApprove ?? 0) : 0;
  const counting = Boolean(termReasonId) && count.loading;

  const submit = async (values: BulkApproveValues) => {
    setError(null);
    try {
      const result = await approve({
        variables: { input: { note: values.note.trim(), termReasonId: values.termReasonId, payerId: values.payerId || null } },
      });
      const approved = result.data?.bulkApproveOmTerms.approvedCount ?? 0;
      toast.success({ title: bulkApprovedToast(approved) });
      onDone();
    } catch (failure) {
      // A rule the gateway refused shows on its field, as when it fails here.
      if (!showServerFieldErrors(setFieldError, failure, BULK_APPROVE_PLACEMENT)) setError(failure);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} aria-label="Bulk Approve Terms">
      <Dialog.Body>
        <Stack gap="4">
          <ErrorAlert error={error} onDismiss={() => setError(null)} tool="Deattribution Dashboard" />
          <ErrorAlert error={count.error ?? payers.error} tool="Deattribution Dashboard" />
          <FormError message={errors.root?.message} />
          <RequiredTextField label="Note" registration={register('note')} error={errors.note} rows={3} />
          <Field.Root invalid={Boolean(errors.termReasonId)} required>
            <Field.Label>
              Term Reason <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('termReasonId')}>
                <option value="">Select a term reason</option>
                {termReasons.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.termReasonId?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Payer</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('payerId')}>
                <option value="">All payers</option>
                {pickablePayers(payers.data?.payers ?? []).map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Text aria-live="polite" fontWeight="medium">
            {approveSentence(n)}
          </Text>
          {termReasonId && !counting && !count.error && n === 0 && (
            <Text color="fg.warning" fontSize="sm">
              {NO_TERMS_TO_APPROVE}
            </Text>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <DialogDismissButton />
        <Button type="submit" colorPalette="green" loading={loading} disabled={n === 0 || counting}>
          Approve Terms
        </Button>
      </Dialog.Footer>
    </form>
  );
}
