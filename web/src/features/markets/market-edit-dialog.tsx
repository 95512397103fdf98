import { Dialog, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import type { MarketEdit } from '@luminate/schema/rules';
import { UpdateMarketDocument } from '../../generated/graphql.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { DialogShell, FormDialogFooter } from '../../shared/ui/dialog-shell.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { FormError } from '../../shared/ui/form-error.tsx';
import { showServerFieldErrors } from '../../shared/lib/form-errors.ts';
import { MARKET_FORM_FIELDS, MARKET_FORM_PLACEMENT, marketFormResolver, marketToFormValues, type MarketFormValues } from './market-form.ts';
import type { MarketListItem } from './markets-table.tsx';

interface MarketEditDialogProps {
  /** The market being edited; null keeps the dialog closed. */
  market: MarketListItem | null;
  onClose: () => void;
}

/** The Markets page's edit modal. */
export function MarketEditDialog({ market, onClose }: MarketEditDialogProps) {
  return (
    <DialogShell open={market !== null} onClose={onClose} size="lg">
      {/* Keyed by market so every opening starts from that market's saved values. */}
      {market && <MarketEditForm key={market.id} market={market} onDone={onClose} />}
    </DialogShell>
  );
}

function MarketEditForm({ market, onDone }: { market: MarketListItem; onDone: () => void }) {
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isDirty },
  } = useForm<MarketFormValues, unknown, MarketEdit>({
    defaultValues: marketToFormValues(market),
    resolver: marketFormResolver,
    mode: 'onChange',
  });
  // The mutation answers with the whole market (same fields as the list, with its id), which
  // Apollo writes over the cached row: the table updates without refetching the list.
  const [updateMarket, { loading: saving, error, reset }] = useMutation(UpdateMarketDocument);

  const save = async (input: MarketEdit) => {
    try {
      await updateMarket({ variables: { id: market.id, input } });
    } catch (failure) {
      // A rule the gateway refused shows on its field, as when it fails here; anything else in the alert.
      if (showServerFieldErrors(setFieldError, failure, MARKET_FORM_PLACEMENT)) reset();
      return;
    }
    toast.success({ title: 'Market saved', description: market.name });
    onDone();
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
      <Dialog.Header>
        <Dialog.Title>Edit {market.name}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <ErrorAlert error={error} onDismiss={reset} />
          <FormError message={errors.root?.message} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {MARKET_FORM_FIELDS.map((field) => (
              <Field.Root key={field.name} invalid={Boolean(errors[field.name])} required={field.required}>
                <Field.Label>
                  {field.label}
                  {field.required && <Field.RequiredIndicator />}
                </Field.Label>
                <Input {...register(field.name)} inputMode={field.name === 'phone' || field.name === 'zipCode' ? 'numeric' : undefined} />
                {errors[field.name] ? (
                  <Field.ErrorText>{errors[field.name]?.message}</Field.ErrorText>
                ) : (
                  field.hint && <Field.HelperText>{field.hint}</Field.HelperText>
                )}
              </Field.Root>
            ))}
          </SimpleGrid>
        </Stack>
      </Dialog.Body>
      {/* Nothing changed means nothing to save. */}
      <FormDialogFooter busy={saving} disabled={!isDirty} />
    </form>
  );
}
