import { Checkbox, Dialog, Field, Input, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Controller, useForm } from 'react-hook-form';
import { fileSourceRule, type FileSourceInput } from '@luminate/schema/rules';
import { AddFileSourceDocument } from '../../generated/graphql.ts';
import { ruleResolver, showServerFieldErrors } from '../../shared/lib/form-errors.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { DialogShell, FormDialogFooter } from '../../shared/ui/dialog-shell.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { FormError } from '../../shared/ui/form-error.tsx';
import { placeSource } from './cache.ts';
import { SelectField } from '../../shared/ui/select-field.tsx';

interface SourceValues {
  name: string;
  payerId: string;
  displayOnDashboard: boolean;
}

const PLACEMENT = { fields: ['name', 'payerId', 'displayOnDashboard'] as const };
const resolver = ruleResolver<SourceValues, FileSourceInput>(fileSourceRule, PLACEMENT);

export interface AddSourceDialogProps {
  open: boolean;
  /** The payers a source may belong to (SelfPay left out). */
  payers: readonly { id: string; name: string }[];
  onClose: () => void;
}

/** Add Source: a name (required), an optional payer, and whether the dashboard lists it. */
export function AddSourceDialog({ open, payers, onClose }: AddSourceDialogProps) {
  return (
    <DialogShell open={open} onClose={onClose} size="md" closeOnInteractOutside={false} title="Add Source">
      {open && <AddSourceForm payers={payers} onDone={onClose} />}
    </DialogShell>
  );
}

function AddSourceForm({ payers, onDone }: { payers: AddSourceDialogProps['payers']; onDone: () => void }) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SourceValues, unknown, FileSourceInput>({
    defaultValues: { name: '', payerId: '', displayOnDashboard: false },
    resolver,
  });
  const [addSource, { loading, error, reset }] = useMutation(AddFileSourceDocument, {
    update: (cache, { data }) => data && placeSource(cache, data.addFileSource),
  });

  const save = async (input: FileSourceInput) => {
    let added;
    try {
      added = (
        await addSource({
          variables: {
            input: {
              name: input.name,
              payerId: input.payerId === null ? null : String(input.payerId),
              displayOnDashboard: input.displayOnDashboard,
            },
          },
        })
      ).data?.addFileSource;
    } catch (failure) {
      if (showServerFieldErrors(setError, failure, PLACEMENT)) reset();
      return;
    }
    if (!added) return;
    toast.success({ title: 'Success!', description: `Source ${added.name} added.` });
    onDone();
  };

  return (
    <form noValidate aria-label="Add Source" onSubmit={(event) => void handleSubmit(save)(event)}>
      <Dialog.Body>
        <Stack gap="4">
          <ErrorAlert error={error} onDismiss={reset} tool="Files" />
          <FormError message={errors.root?.message} />
          <Field.Root invalid={Boolean(errors.name)} required>
            <Field.Label>
              Name <Field.RequiredIndicator />
            </Field.Label>
            <Input {...register('name')} autoComplete="off" />
            <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
          </Field.Root>
          <SelectField
            label="Payer"
            choices={payers}
            registration={register('payerId')}
            emptyLabel="No payer"
            error={errors.payerId?.message}
          />
          <Controller
            control={control}
            name="displayOnDashboard"
            render={({ field }) => (
              <Checkbox.Root checked={field.value} onCheckedChange={(c) => field.onChange(c.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>Show on dashboard</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
        </Stack>
      </Dialog.Body>
      <FormDialogFooter submitLabel="Add Source" busy={loading} />
    </form>
  );
}
