import { useMemo } from 'react';
import { Dialog, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { countyNameWarning, countyRule, type CountyInput } from '@luminate/schema/rules';
import { AddCountyDocument, type CountyRowFragment } from '../../generated/graphql.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { ruleResolver, showServerFieldErrors } from '../../shared/lib/form-errors.ts';
import { DialogShell, FormDialogFooter } from '../../shared/ui/dialog-shell.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { FormError } from '../../shared/ui/form-error.tsx';

interface CountyFormValues {
  stateAbbrev: string;
  county: string;
}

const PLACEMENT = { fields: ['stateAbbrev', 'county'] as const };

export interface AddCountyDialogProps {
  open: boolean;
  /** The counties already loaded: a name already in the chosen state is refused before sending. */
  counties: readonly CountyRowFragment[];
  /** The states a county may be added to (UK is not among them). */
  states: readonly { abbrev: string; name: string }[];
  /** The state chosen when the dialog opens (the selected tab). */
  initialState: string | null;
  onClose: () => void;
  onAdded: (county: CountyRowFragment) => void;
}

/** Add County (data management): state and name required; a duplicate is refused, a non-alphabetic name only warned about. */
export function AddCountyDialog({ open, onClose, ...props }: AddCountyDialogProps) {
  return (
    <DialogShell open={open} onClose={onClose} size="md" closeOnInteractOutside={false} title="Add County">
      {open && <AddCountyForm {...props} onDone={onClose} />}
    </DialogShell>
  );
}

function AddCountyForm({
  counties,
  states,
  initialState,
  onAdded,
  onDone,
}: Omit<AddCountyDialogProps, 'open' | 'onClose'> & { onDone: () => void }) {
  // The shared rule with the loaded list: the duplicate message shows as soon as the name is typed.
  const resolver = useMemo(() => ruleResolver<CountyFormValues, CountyInput>(countyRule(counties), PLACEMENT), [counties]);
  const {
    register,
    handleSubmit,
    watch,
    setError: setFieldError,
    formState: { errors },
  } = useForm<CountyFormValues, unknown, CountyInput>({
    defaultValues: { stateAbbrev: initialState && states.some((s) => s.abbrev === initialState) ? initialState : '', county: '' },
    resolver,
    mode: 'onChange',
  });
  const [addCounty, { loading, error, reset }] = useMutation(AddCountyDocument);
  const warning = countyNameWarning(watch('county'));

  const save = async (input: CountyInput) => {
    let added: CountyRowFragment | undefined;
    try {
      added = (await addCounty({ variables: { input } })).data?.addCounty;
    } catch (failure) {
      // The server's duplicate check (another user may have added it meanwhile) shows on the field.
      if (showServerFieldErrors(setFieldError, failure, PLACEMENT)) reset();
      return;
    }
    if (!added) return;
    onAdded(added);
    toast.success({ title: 'County added', description: `${added.county}, ${added.stateAbbrev}` });
    onDone();
  };

  return (
    <form noValidate aria-label="Add County" onSubmit={(event) => void handleSubmit(save)(event)}>
      <Dialog.Body>
        <Stack gap="4">
          <ErrorAlert error={error} onDismiss={reset} tool="Counties" />
          <FormError message={errors.root?.message} />
          <Field.Root invalid={Boolean(errors.stateAbbrev)} required>
            <Field.Label>
              State <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('stateAbbrev')}>
                <option value="">Select a state</option>
                {states.map((s) => (
                  <option key={s.abbrev} value={s.abbrev}>
                    {s.name} ({s.abbrev})
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.stateAbbrev?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.county)} required>
            <Field.Label>
              County <Field.RequiredIndicator />
            </Field.Label>
            <Input {...register('county')} autoComplete="off" />
            {errors.county ? (
              <Field.ErrorText>{errors.county.message}</Field.ErrorText>
            ) : (
              warning && (
                // A warning only: the county can still be saved.
                <Text role="status" fontSize="sm" color="orange.fg" data-testid="county-warning">
                  {warning}
                </Text>
              )
            )}
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <FormDialogFooter submitLabel="Add County" busy={loading} />
    </form>
  );
}
