import { useState } from 'react';
import { Dialog, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Controller, useForm } from 'react-hook-form';
import { neighborhoodEditRule, type NeighborhoodEdit } from '@luminate/schema/rules';
import { UpdateNeighborhoodDocument, type NeighborhoodRowFragment } from '../../generated/graphql.ts';
import { ruleResolver, showServerFieldErrors } from '../../shared/lib/form-errors.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { DialogShell, FormDialogFooter } from '../../shared/ui/dialog-shell.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { FormError } from '../../shared/ui/form-error.tsx';
import { FlagCheckbox } from './neighborhood-add-dialog.tsx';

interface EditFormValues {
  commonName: string;
  active: boolean;
  outreaching: boolean;
}

const PLACEMENT = { fields: ['commonName', 'active', 'outreaching'] as const };
const resolver = ruleResolver<EditFormValues, NeighborhoodEdit>(neighborhoodEditRule, PLACEMENT);

/** Edit a neighborhood (nh-mgmt): common name, active, outreaching; Save needs a change. */
export function NeighborhoodEditDialog({ office, onClose }: { office: NeighborhoodRowFragment | null; onClose: () => void }) {
  return (
    <DialogShell open={office !== null} onClose={onClose} closeOnInteractOutside={false}>
      {/* Keyed by office so every opening starts from its saved values. */}
      {office && <EditForm key={office.id} office={office} onDone={onClose} />}
    </DialogShell>
  );
}

function EditForm({ office, onDone }: { office: NeighborhoodRowFragment; onDone: () => void }) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<EditFormValues, unknown, NeighborhoodEdit>({
    defaultValues: { commonName: office.commonName ?? '', active: office.active, outreaching: office.outreaching },
    resolver,
    mode: 'onChange',
  });
  // The mutation answers the office whole: Apollo writes it over the cached row.
  const [updateNeighborhood, { loading: saving, error, reset }] = useMutation(UpdateNeighborhoodDocument);
  const [confirming, setConfirming] = useState<NeighborhoodEdit | null>(null);

  const send = async (input: NeighborhoodEdit) => {
    setConfirming(null);
    try {
      const { data } = await updateNeighborhood({ variables: { id: office.id, input } });
      toast.success({ title: data?.updateNeighborhood.message ?? 'Neighborhood saved' });
      onDone();
    } catch (failure) {
      if (showServerFieldErrors(setError, failure, PLACEMENT)) reset();
    }
  };
  // Deactivating takes the neighborhood out of service: asked once more.
  const save = (input: NeighborhoodEdit) => (office.active && !input.active ? setConfirming(input) : send(input));

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
      <Dialog.Header>
        <Dialog.Title>Edit {office.name}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <ErrorAlert error={error} onDismiss={reset} />
          <FormError message={errors.root?.message} />
          <Field.Root invalid={Boolean(errors.commonName)} required>
            <Field.Label>
              Common Name
              <Field.RequiredIndicator />
            </Field.Label>
            <Input {...register('commonName')} placeholder="ABC 123" autoComplete="off" />
            {errors.commonName ? (
              <Field.ErrorText>{errors.commonName.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>Three capital letters, a space, three digits</Field.HelperText>
            )}
          </Field.Root>
          {office.isCommunity ? (
            <Text color="fg.muted" fontSize="sm">
              A community row has no active or outreaching state of its own.
            </Text>
          ) : (
            <HStack gap="6">
              <Controller
                control={control}
                name="active"
                render={({ field }) => (
                  <FlagCheckbox label="Active" checked={field.value} onChange={field.onChange} onBlur={field.onBlur} />
                )}
              />
              <Controller
                control={control}
                name="outreaching"
                render={({ field }) => (
                  <FlagCheckbox label="Outreaching" checked={field.value} onChange={field.onChange} onBlur={field.onBlur} />
                )}
              />
            </HStack>
          )}
        </Stack>
      </Dialog.Body>
      {/* Nothing changed means nothing to save. */}
      <FormDialogFooter busy={saving} disabled={!isDirty} />
      <ConfirmDialog
        open={confirming !== null}
        title={`Deactivate ${office.name}?`}
        confirmLabel="Deactivate"
        destructive
        busy={saving}
        onConfirm={() => confirming && void send(confirming)}
        onCancel={() => setConfirming(null)}
      >
        The neighborhood will no longer be active. You can make it active again later.
      </ConfirmDialog>
    </form>
  );
}
