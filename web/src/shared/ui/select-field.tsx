import { NativeSelect } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field.tsx';

/** One choice of a select: its id is the option's value, its name the text shown. */
export interface SelectChoice {
  id: string | number;
  name: string;
}

export interface SelectFieldProps {
  label: string;
  choices: readonly SelectChoice[];
  registration: UseFormRegisterReturn;
  /** The text of the empty first option ('Choose a market', 'All markets', 'No payer'…). */
  emptyLabel: string;
  required?: boolean;
  error?: string;
  hint?: string;
  size?: NativeSelect.RootProps['size'];
  maxW?: string;
  disabled?: boolean;
}

/** A labelled native select of named records, after one empty option, registered with a react-hook-form field. */
export function SelectField({ label, choices, registration, emptyLabel, required, error, hint, size, maxW, disabled }: SelectFieldProps) {
  return (
    <FormField label={label} required={required} error={error} hint={hint} maxW={maxW}>
      <NativeSelect.Root size={size} disabled={disabled}>
        <NativeSelect.Field {...registration}>
          <option value="">{emptyLabel}</option>
          {choices.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
