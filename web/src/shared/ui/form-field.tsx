import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

/** A labelled form control: the label (with the required mark), the control, then its error or a hint. */
export function FormField({
  label,
  required,
  error,
  hint,
  maxW,
  children,
}: {
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  /** A narrower field than its container (e.g. beside other fields in a row). */
  maxW?: string;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} maxW={maxW}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );
}
