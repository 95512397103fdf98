import { Checkbox, Dialog, Field, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Controller, useForm } from 'react-hook-form';
import {
  DAILY_IV_LIMIT_MAX,
  PROVIDER_NOT_UPDATED_TEXT,
  PROVIDER_NOT_UPDATED_TITLE,
  PROVIDER_UPDATED_TEXT,
  PROVIDER_UPDATED_TITLE,
  providerEditRule,
  type ProviderEdit,
  type ProviderRange,
} from '@luminate/schema/rules';
import { UpdateProviderDetailsDocument, type ProviderRowFragment } from '../../generated/graphql.ts';
import { ruleResolver, showServerFieldErrors } from '../../shared/lib/form-errors.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { DialogShell, FormDialogFooter } from '../../shared/ui/dialog-shell.tsx';
import { FormError } from '../../shared/ui/form-error.tsx';

/** What the form holds: the numbers as the text typed. */
interface ProviderFormValues {
  dailyIvLimit: string;
  maxDistanceFromHB: string;
  f2FEligible: boolean;
  telehealthEligible: boolean;
  psvEligible: boolean;
}

const FLAGS = [
  { name: 'f2FEligible', label: 'F2F eligible' },
  { name: 'telehealthEligible', label: 'Telehealth eligible' },
  { name: 'psvEligible', label: 'PSV eligible' },
] as const;

const PLACEMENT = { fields: ['dailyIvLimit', 'maxDistanceFromHB', 'f2FEligible', 'telehealthEligible', 'psvEligible'] as const };
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

interface ProviderEditDialogProps {
  row: ProviderRowFragment | null;
  marketId: string;
  range: ProviderRange;
  onClose: () => void;
}

/** Edit a provider row: daily IV limit (1 or 2), distance (above zero) and the modality flags. */
export function ProviderEditDialog({ row, onClose, ...rest }: ProviderEditDialogProps) {
  return (
    <DialogShell open={row !== null} onClose={onClose} closeOnInteractOutside={false}>
      {row && <ProviderForm key={row.id} row={row} onDone={onClose} {...rest} />}
    </DialogShell>
  );
}

function ProviderForm({
  row,
  marketId,
  range,
  onDone,
}: Omit<ProviderEditDialogProps, 'onClose' | 'row'> & { row: ProviderRowFragment; onDone: () => void }) {
  const resolver = ruleResolver<ProviderFormValues, ProviderEdit>(providerEditRule, PLACEMENT, (values) => ({
    ...values,
    employeeId: row.employeeId,
    dailyIvLimit: toNumber(values.dailyIvLimit),
    maxDistanceFromHB: toNumber(values.maxDistanceFromHB),
  }));
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<ProviderFormValues, unknown, ProviderEdit>({
    defaultValues: {
      dailyIvLimit: String(row.dailyIvLimit),
      maxDistanceFromHB: row.maxDistanceFromHB == null ? '' : String(row.maxDistanceFromHB),
      f2FEligible: row.f2FEligible ?? false,
      telehealthEligible: row.telehealthEligible ?? false,
      psvEligible: row.psvEligible ?? false,
    },
    resolver,
    mode: 'onChange',
  });
  // The mutation answers the row whole with the same id: Apollo updates it in place.
  const [update, { loading: saving }] = useMutation(UpdateProviderDetailsDocument);

  const save = async (edit: ProviderEdit) => {
    try {
      await update({ variables: { marketId, start: range.start, end: range.end, input: { ...edit, employeeId: row.employeeId } } });
    } catch (failure) {
      if (!showServerFieldErrors(setError, failure, PLACEMENT)) {
        toast.error({ title: PROVIDER_NOT_UPDATED_TITLE, description: PROVIDER_NOT_UPDATED_TEXT });
      }
      return;
    }
    toast.success({ title: PROVIDER_UPDATED_TITLE, description: PROVIDER_UPDATED_TEXT });
    onDone();
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
      <Dialog.Header>
        <Dialog.Title>Edit {row.name}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <FormError message={errors.root?.message} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root invalid={Boolean(errors.dailyIvLimit)} required>
              <Field.Label>
                Daily IV Limit
                <Field.RequiredIndicator />
              </Field.Label>
              <Input {...register('dailyIvLimit')} type="number" inputMode="numeric" min={1} max={DAILY_IV_LIMIT_MAX} step={1} />
              {errors.dailyIvLimit ? (
                <Field.ErrorText>{errors.dailyIvLimit.message}</Field.ErrorText>
              ) : (
                <Field.HelperText>1 or {DAILY_IV_LIMIT_MAX} visits a day</Field.HelperText>
              )}
            </Field.Root>
            <Field.Root invalid={Boolean(errors.maxDistanceFromHB)} required>
              <Field.Label>
                Max Distance From Home Base (mi)
                <Field.RequiredIndicator />
              </Field.Label>
              <Input {...register('maxDistanceFromHB')} type="number" inputMode="decimal" min={0} step="any" />
              {errors.maxDistanceFromHB && <Field.ErrorText>{errors.maxDistanceFromHB.message}</Field.ErrorText>}
            </Field.Root>
          </SimpleGrid>
          <HStack gap="6" wrap="wrap">
            {FLAGS.map((flag) => (
              <Controller
                key={flag.name}
                control={control}
                name={flag.name}
                render={({ field }) => (
                  <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
                    <Checkbox.HiddenInput onBlur={field.onBlur} />
                    <Checkbox.Control />
                    <Checkbox.Label>{flag.label}</Checkbox.Label>
                  </Checkbox.Root>
                )}
              />
            ))}
          </HStack>
        </Stack>
      </Dialog.Body>
      <FormDialogFooter busy={saving} disabled={!isDirty} />
    </form>
  );
}
