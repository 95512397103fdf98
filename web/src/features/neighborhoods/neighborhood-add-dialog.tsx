import { useMemo } from 'react';
import { Alert, Checkbox, Dialog, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  communityOfficeName,
  missingCommunityWarning,
  neighborhoodAddRule,
  neighborhoodIdProblem,
  NEIGHBORHOOD_EXISTS_MESSAGE,
  type NeighborhoodAdd,
} from '@luminate/schema/rules';
import { AddNeighborhoodDocument, type NeighborhoodRowFragment } from '../../generated/graphql.ts';
import { ruleResolver, showServerFieldErrors } from '../../shared/lib/form-errors.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { DialogShell, FormDialogFooter } from '../../shared/ui/dialog-shell.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { FormError } from '../../shared/ui/form-error.tsx';
import { addToMarketOffices } from './cache.ts';

interface AddFormValues {
  name: string;
  commonName: string;
  active: boolean;
  outreaching: boolean;
}

const PLACEMENT = { fields: ['name', 'commonName', 'active', 'outreaching'] as const };
const EMPTY_FORM: AddFormValues = { name: '', commonName: '', active: true, outreaching: true };

interface NeighborhoodAddDialogProps {
  open: boolean;
  onClose: () => void;
  marketId: string;
  officePrefix: string;
  /** The market's offices as the table holds them: duplicates and the community row are checked against them. */
  offices: readonly NeighborhoodRowFragment[];
}

/** Add Neighborhood (nh-mgmt): the id, common name, active and outreaching. */
export function NeighborhoodAddDialog({ open, onClose, ...props }: NeighborhoodAddDialogProps) {
  return (
    <DialogShell open={open} onClose={onClose} closeOnInteractOutside={false}>
      {open && <AddForm {...props} onDone={onClose} />}
    </DialogShell>
  );
}

function AddForm({
  marketId,
  officePrefix,
  offices,
  onDone,
}: Omit<NeighborhoodAddDialogProps, 'open' | 'onClose'> & { onDone: () => void }) {
  // The shared rule with this market's prefix, and the duplicate check against the listed offices.
  const resolver = useMemo(() => {
    const names = new Set(offices.map((o) => o.name));
    const rule = neighborhoodAddRule(officePrefix).superRefine((value, issue) => {
      if (names.has(value.name)) issue.addIssue({ code: 'custom', path: ['name'], message: NEIGHBORHOOD_EXISTS_MESSAGE });
    });
    return ruleResolver<AddFormValues, NeighborhoodAdd>(rule, PLACEMENT, (values) => ({ ...values, marketId }));
  }, [offices, officePrefix, marketId]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddFormValues, unknown, NeighborhoodAdd>({ defaultValues: EMPTY_FORM, resolver });
  const [addNeighborhood, { loading: saving, error, reset }] = useMutation(AddNeighborhoodDocument, {
    update: (cache, { data }) => addToMarketOffices(cache, marketId, data?.addNeighborhood.offices ?? []),
  });

  const name = useWatch({ control, name: 'name' }).trim();
  const idValid = neighborhoodIdProblem(name, officePrefix) === null;
  const community = idValid ? offices.find((o) => o.name === communityOfficeName(name)) : undefined;
  const newCommunity = idValid && !community && !offices.some((o) => o.name === name);
  const blocked = community?.staffingGap ?? null;

  const save = async (input: NeighborhoodAdd) => {
    try {
      const { data } = await addNeighborhood({ variables: { input: { ...input, marketId } } });
      toast.success({ title: data?.addNeighborhood.message ?? 'Neighborhood added' });
      onDone();
    } catch (failure) {
      if (showServerFieldErrors(setError, failure, PLACEMENT)) reset();
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
      <Dialog.Header>
        <Dialog.Title>Add Neighborhood</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <ErrorAlert error={error} onDismiss={reset} />
          <FormError message={errors.root?.message} />
          <Field.Root invalid={Boolean(errors.name)} required>
            <Field.Label>
              Neighborhood Id
              <Field.RequiredIndicator />
            </Field.Label>
            <Input {...register('name')} placeholder={`${officePrefix}.001.001`} autoComplete="off" />
            {errors.name ? (
              <Field.ErrorText>{errors.name.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>{`${officePrefix}.ddd.ddd: this market's prefix, the community, the neighborhood`}</Field.HelperText>
            )}
          </Field.Root>
          {newCommunity && (
            <Alert.Root status="warning" data-testid="community-warning">
              <Alert.Indicator />
              <Alert.Title>{missingCommunityWarning(communityOfficeName(name))}</Alert.Title>
            </Alert.Root>
          )}
          {blocked && (
            <Alert.Root status="error" data-testid="community-blocked">
              <Alert.Indicator />
              <Alert.Title>{blocked}</Alert.Title>
            </Alert.Root>
          )}
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
          <HStack gap="6">
            <Controller
              control={control}
              name="active"
              render={({ field }) => <FlagCheckbox label="Active" checked={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
            />
            <Controller
              control={control}
              name="outreaching"
              render={({ field }) => (
                <FlagCheckbox label="Outreaching" checked={field.value} onChange={field.onChange} onBlur={field.onBlur} />
              )}
            />
          </HStack>
        </Stack>
      </Dialog.Body>
      <FormDialogFooter submitLabel="Add" busy={saving} busyLabel="Adding" disabled={Boolean(blocked)} />
    </form>
  );
}

/** A yes/no field of a neighborhood form (active, outreaching) as a checkbox. */
export function FlagCheckbox({
  label,
  checked,
  onChange,
  onBlur,
}: {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  onBlur: () => void;
}) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput onBlur={onBlur} />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
