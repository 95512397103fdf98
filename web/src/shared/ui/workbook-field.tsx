import { Field, Input } from '@chakra-ui/react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { XLSX_MIME } from '../lib/filter-upload.ts';

export interface WorkbookFieldProps {
  label: string;
  /** Shown under the input until a validation error takes its place. */
  helperText: string;
  /** The form's `register(...)` result for the FileList value. */
  registration: UseFormRegisterReturn;
  error?: FieldError;
}

/** A required .xlsx picker for a member-id workbook, as uploaded by global filters and campaign member lists. */
export function WorkbookField({ label, helperText, registration, error }: WorkbookFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      <Input type="file" accept={`.xlsx,${XLSX_MIME}`} p="1" {...registration} />
      {error ? <Field.ErrorText>{error.message}</Field.ErrorText> : <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}
