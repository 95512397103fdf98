import { useMemo, useState } from 'react';
import { Combobox, Field, Portal, Spinner, createListCollection } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { PROVIDER_ASSIGNMENT_TYPES } from '@luminate/schema/rules';
import { ProximityProvidersDocument } from '../../generated/graphql.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { PROVIDER_QUERY_VARIABLES } from './proximity-form.ts';

const PROVIDER_TYPES = new Set<number>(PROVIDER_ASSIGNMENT_TYPES);

/** Most clinicians the list shows at once; typing narrows it. */
const SHOWN_MAX = 50;

type Provider = { id: string; fullName: string; title: string | null };

/**
 * The clinician picker: providers only (employees with an active APP, backup APP or iAPP
 * assignment, whether or not an NPI is on file), not archived, by name; typing filters the list,
 * the arrow keys and Enter choose.
 */
export function ProviderPicker({ value, onChange, error }: { value: string; onChange: (providerId: string) => void; error?: string }) {
  const { data, loading, error: loadError } = useQuery(ProximityProvidersDocument, { variables: PROVIDER_QUERY_VARIABLES });
  const [text, setText] = useState('');
  const providers = useMemo<Provider[]>(
    () =>
      (data?.employees ?? [])
        // Only clinicians who hold an APP role somewhere have a home base to plan drop-ins from.
        .filter((e) => !e.archived && e.marketAssignments.some((a) => PROVIDER_TYPES.has(Number(a.assignmentTypeId))))
        .map((e) => ({ id: e.id, fullName: e.fullName, title: e.title ?? null }))
        .sort((a, b) => a.fullName.localeCompare(b.fullName, 'en')),
    [data],
  );
  const chosen = providers.find((p) => p.id === value) ?? null;
  // One array per choice: a new array each render would make the combobox sync its text again.
  const selected = useMemo(() => (value ? [value] : []), [value]);
  const collection = useMemo(() => {
    const term = text.trim().toLowerCase();
    // The chosen name in the box lists everyone again, so another clinician is one arrow key away.
    const filtered =
      term && term !== chosen?.fullName.toLowerCase() ? providers.filter((p) => p.fullName.toLowerCase().includes(term)) : providers;
    const shown = filtered.slice(0, SHOWN_MAX);
    // The chosen clinician stays in the list, or the box would lose the name it shows.
    if (chosen && !shown.includes(chosen)) shown.splice(SHOWN_MAX - 1, 1, chosen);
    return createListCollection({ items: shown, itemToValue: (p) => p.id, itemToString: (p) => p.fullName });
  }, [providers, text, chosen]);

  return (
    <Field.Root invalid={Boolean(error)} required>
      <Combobox.Root
        collection={collection}
        value={selected}
        onValueChange={(details) => onChange(details.value[0] ?? '')}
        onInputValueChange={(details) => {
          setText(details.inputValue);
          // Typing another name drops the earlier choice until one is picked again.
          if (value && (details.reason === 'input-change' || details.reason === 'clear-trigger')) onChange('');
        }}
        openOnClick
        disabled={loading && !data}
        width="full"
      >
        <Combobox.Label>
          Clinician
          <Field.RequiredIndicator />
        </Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder="Type a provider's name" autoComplete="off" />
          <Combobox.IndicatorGroup>
            {loading && !data && <Spinner size="xs" color="fg.muted" aria-hidden />}
            <Combobox.ClearTrigger aria-label="Clear the clinician" />
            <Combobox.Trigger aria-label="Show the clinicians" />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content>
              <Combobox.Empty>No matching provider</Combobox.Empty>
              {collection.items.map((p) => (
                <Combobox.Item key={p.id} item={p}>
                  <Combobox.ItemText>{p.fullName}</Combobox.ItemText>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>Providers only; type to narrow the list.</Field.HelperText>}
      <ErrorAlert error={loadError} />
    </Field.Root>
  );
}
