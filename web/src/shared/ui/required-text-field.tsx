import { Field, Input } from '@chakra-ui/react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

export interface RequiredTextFieldProps {
  label: string;
  /** The form's `register(...)` result for the field. */
  registration: UseFormRegisterReturn;
  error?: FieldError;
}

/** A required free-text name input with its validation message; autocomplete is off since names are new each time. */
export function RequiredTextField({ label, registration, error }: RequiredTextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      <Input {...registration} autoComplete="off" />
      <Field.ErrorText>{error?.message}</Field.ErrorText>
    </Field.Root>
  );
}
