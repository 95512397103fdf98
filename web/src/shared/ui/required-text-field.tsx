import { Field, Input, Textarea } from '@chakra-ui/react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

export interface RequiredTextFieldProps {
  label: string;
  /** The form's `register(...)` result for the field. */
  registration: UseFormRegisterReturn;
  error?: FieldError;
  /** A textarea of this many rows instead of a one-line input (notes). */
  rows?: number;
  placeholder?: string;
}

/**
 * A required free-text field with its validation message: a name input (autocomplete off, since
 * names are new each time) or, with `rows`, a notes textarea.
 */
export function RequiredTextField({ label, registration, error, rows, placeholder }: RequiredTextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      {rows ? (
        <Textarea {...registration} rows={rows} placeholder={placeholder} />
      ) : (
        <Input {...registration} autoComplete="off" placeholder={placeholder} />
      )}
      <Field.ErrorText>{error?.message}</Field.ErrorText>
    </Field.Root>
  );
}
