import { useEffect, useRef, useState } from 'react';
import { Input, NativeSelect, Stack } from '@chakra-ui/react';
import { MATCH_MODE_LABELS, type ColumnFilterState, type MatchMode } from './table-state.ts';

export interface ColumnFilterProps {
  label: string;
  matchModes: readonly MatchMode[];
  inputType: 'text' | 'date';
  filter: ColumnFilterState | undefined;
  onChange: (filter: ColumnFilterState) => void;
}

/** Typing settles for this long before the table asks the server again. */
const FILTER_DELAY_MS = 400;

/** One column's filter: a match mode and a value box; Enter applies at once. */
export function ColumnFilter({ label, matchModes, inputType, filter, onChange }: ColumnFilterProps) {
  const matchMode = filter?.matchMode ?? matchModes[0];
  const [text, setText] = useState(filter?.value ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A reset from outside (e.g. a new search) clears the box.
  useEffect(() => setText(filter?.value ?? ''), [filter?.value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (value: string, mode: MatchMode = matchMode) => {
    clearTimeout(timer.current);
    if (value !== (filter?.value ?? '') || mode !== matchMode) onChange({ matchMode: mode, value });
  };

  return (
    <Stack gap="1" minW="32">
      {matchModes.length > 1 && (
        <NativeSelect.Root size="xs">
          <NativeSelect.Field
            aria-label={`${label} match mode`}
            value={matchMode}
            onChange={(e) => commit(text, e.currentTarget.value as MatchMode)}
          >
            {matchModes.map((mode) => (
              <option key={mode} value={mode}>
                {MATCH_MODE_LABELS[mode]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      <Input
        size="xs"
        type={inputType}
        aria-label={`Filter ${label}`}
        placeholder={inputType === 'text' ? 'Filter…' : undefined}
        value={text}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setText(value);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(value), inputType === 'date' ? 0 : FILTER_DELAY_MS);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(e.currentTarget.value);
        }}
      />
    </Stack>
  );
}
