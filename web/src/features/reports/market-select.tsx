import { NativeSelect } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../shared/ui/form-field.tsx';

export interface MarketChoice {
  id: string;
  name: string;
}

export interface MarketSelectProps {
  markets: readonly MarketChoice[];
  registration: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
  /** The empty choice's text: 'Choose a market', or 'All markets' where the market is optional. */
  emptyLabel: string;
  label?: string;
  hint?: string;
}

/** The market picker of a report form (hidden market 940063 is never offered: the markets query leaves it out). */
export function MarketSelect({ markets, registration, error, required, emptyLabel, label = 'Market', hint }: MarketSelectProps) {
  return (
    <FormField label={label} required={required} error={error} hint={hint}>
      <NativeSelect.Root>
        <NativeSelect.Field {...registration}>
          <option value="">{emptyLabel}</option>
          {markets.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
