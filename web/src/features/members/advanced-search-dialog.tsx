import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, Field, Input, Stack } from '@chakra-ui/react';
import { DialogShell } from '../../shared/ui/dialog-shell.tsx';
import { advancedSearchFilters, type AdvancedSearchValues } from './member-search.ts';
import type { MemberFilter } from '../../generated/graphql.ts';

export interface AdvancedSearchDialogProps {
  open: boolean;
  values: AdvancedSearchValues;
  /** After a search the form is read-only until New search. */
  locked: boolean;
  onValuesChange: (values: AdvancedSearchValues) => void;
  onSearch: (filters: MemberFilter[]) => void;
  onNewSearch: () => void;
  onClose: () => void;
}

const FIELDS: ReadonlyArray<{ key: keyof AdvancedSearchValues; label: string; type: string; inputMode?: 'tel' | 'email' }> = [
  { key: 'phone', label: 'Phone', type: 'tel', inputMode: 'tel' },
  { key: 'email', label: 'Email', type: 'text', inputMode: 'email' },
  { key: 'memberId', label: 'Member Id', type: 'text' },
  { key: 'dateOfBirth', label: 'Date of Birth', type: 'date' },
];

export function AdvancedSearchDialog({ open, values, locked, onValuesChange, onSearch, onNewSearch, onClose }: AdvancedSearchDialogProps) {
  const [message, setMessage] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (locked) return;
    const result = advancedSearchFilters(values);
    if (!result.ok) {
      setMessage(result.message);
      return;
    }
    setMessage(null);
    onSearch(result.filters);
  };

  return (
    <DialogShell open={open} onClose={onClose} title="Advanced Member Search" contentProps={{ as: 'form', onSubmit: submit }}>
      <Dialog.Body>
        <Stack gap="3">
          {FIELDS.map((f) => (
            <Field.Root key={f.key} disabled={locked}>
              <Field.Label>{f.label}</Field.Label>
              <Input
                name={f.key}
                type={f.type}
                inputMode={f.inputMode}
                value={values[f.key]}
                readOnly={locked}
                onChange={(e) => {
                  setMessage(null);
                  onValuesChange({ ...values, [f.key]: e.currentTarget.value });
                }}
              />
            </Field.Root>
          ))}
          {message && (
            <Alert.Root status="warning" role="alert">
              <Alert.Indicator />
              <Alert.Title>{message}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        {locked ? (
          <Button type="button" colorPalette="blue" onClick={onNewSearch}>
            New search
          </Button>
        ) : (
          <Button type="submit" colorPalette="blue">
            Search
          </Button>
        )}
      </Dialog.Footer>
    </DialogShell>
  );
}
