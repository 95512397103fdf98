import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '../../shared/ui/select-field.tsx';

export interface MarketChoice {
  id: string;
  name: string;
}

export interface MarketSelectProps {
  markets: readonly MarketChoice[];
  registration: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
  /** The empty choice's text; by default 'Choose a market' when a market is required, else 'All markets'. */
  emptyLabel?: string;
  label?: string;
  hint?: string;
}

/** The market picker of a report form (hidden market 940063 is never offered: the markets query leaves it out). */
export function MarketSelect({ markets, label = 'Market', required, emptyLabel, ...field }: MarketSelectProps) {
  return (
    <SelectField
      label={label}
      choices={markets}
      required={required}
      emptyLabel={emptyLabel ?? (required ? 'Choose a market' : 'All markets')}
      {...field}
    />
  );
}
