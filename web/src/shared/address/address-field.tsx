import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Combobox, Spinner, Stack, Text, createListCollection } from '@chakra-ui/react';
import { ADDRESS_SEARCH_MAX_CHARS, ADDRESS_SEARCH_MIN_CHARS } from '@luminate/schema/rules';
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  AddressSuggestionsDocument,
  ResolvedAddressDocument,
  type AddressSuggestionsQuery,
  type ResolvedAddressPartsFragment,
} from '../../generated/graphql.ts';

/** A suggestion as the list shows it. */
export type AddressSuggestionItem = AddressSuggestionsQuery['addressSuggestions'][number];
/** A chosen suggestion resolved to its parts (street, city, state, zip, county) and coordinates. */
export type ResolvedAddressParts = ResolvedAddressPartsFragment;

/** Pause in typing before a lookup is sent, so a word typed is one request, not one per key. */
export const ADDRESS_LOOKUP_DEBOUNCE_MS = 250;

export const NO_MATCHING_ADDRESS = 'No matching US address';
export const ADDRESS_NOT_RESOLVED = 'That address could not be looked up; enter its parts below.';

interface AddressFieldProps {
  /** The accessible label of the search box. */
  label?: string;
  /** Characters typed before suggestions show (3 by default; 4 on the assignment pages). */
  minChars?: number;
  /** Receives the chosen address once resolved; the form fills its own fields from it. */
  onResolved: (address: ResolvedAddressParts) => void;
  disabled?: boolean;
  /** What a choice does, ending the hint; by default it fills the form's address fields. */
  purpose?: string;
}

/** The value after it has stopped changing for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * US address entry: an accessible combobox that suggests addresses once `minChars` characters are
 * typed (debounced; arrow keys, Enter and Escape work as in any listbox), shows a loading state and
 * 'No matching US address', and on a choice resolves the place and hands its parts to the form.
 * Only the typed address text is sent; the fields it fills stay editable.
 */
export function AddressField({
  label = 'Find a US address',
  minChars = ADDRESS_SEARCH_MIN_CHARS,
  onResolved,
  disabled,
  purpose = 'to fill in the fields below',
}: AddressFieldProps) {
  const client = useApolloClient();
  const hintId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<AddressSuggestionItem | null>(null);
  const [resolving, setResolving] = useState(false);
  const [resolveError, setResolveError] = useState<string | null>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  // Only the latest choice fills the form: an earlier, slower answer is dropped.
  const latestChoice = useRef(0);

  const typed = text.trim();
  const term = useDebounced(typed, ADDRESS_LOOKUP_DEBOUNCE_MS);
  // The chosen suggestion's own text is not looked up again.
  const lookup = term.length >= minChars && term.length <= ADDRESS_SEARCH_MAX_CHARS && term !== chosen?.description.trim();
  const suggestions = useQuery(AddressSuggestionsDocument, { variables: { input: term }, skip: !lookup });
  const waiting = typed !== term || suggestions.loading;

  // While the next answer is on its way the previous one stays listed, so the list does not flicker.
  const items = useMemo(
    () => (lookup ? ((suggestions.data ?? suggestions.previousData)?.addressSuggestions ?? []) : []),
    [lookup, suggestions.data, suggestions.previousData],
  );
  const collection = useMemo(
    () => createListCollection({ items, itemToValue: (s) => s.placeId, itemToString: (s) => s.description }),
    [items],
  );

  const showList = open && typed.length >= minChars && typed !== chosen?.description.trim();
  const emptyText = waiting
    ? 'Searching US addresses…'
    : suggestions.error
      ? 'Address suggestions are not available right now'
      : NO_MATCHING_ADDRESS;

  const choose = async (item: AddressSuggestionItem) => {
    const choice = ++latestChoice.current;
    setChosen(item);
    setResolveError(null);
    setResolving(true);
    try {
      const { data } = await client.query({ query: ResolvedAddressDocument, variables: { placeId: item.placeId } });
      if (choice !== latestChoice.current) return;
      if (data?.resolvedAddress) onResolved(data.resolvedAddress);
      else setResolveError(ADDRESS_NOT_RESOLVED);
    } catch {
      if (choice === latestChoice.current) setResolveError(ADDRESS_NOT_RESOLVED);
    } finally {
      if (choice === latestChoice.current) setResolving(false);
    }
  };

  return (
    <Stack gap="1">
      <Combobox.Root
        collection={collection}
        onInputValueChange={(details) => {
          setText(details.inputValue);
          // Typing (or clearing) starts a new search: the earlier choice no longer describes the text.
          if (details.reason === 'input-change' || details.reason === 'clear-trigger') {
            latestChoice.current++;
            setChosen(null);
            setResolving(false);
            setResolveError(null);
          }
        }}
        onValueChange={(details) => {
          const item = details.items[0];
          if (item) void choose(item);
        }}
        onHighlightChange={(details) => setHighlighted(details.highlightedValue)}
        open={showList}
        onOpenChange={(details) => setOpen(details.open)}
        // The input keeps what is typed and shows the chosen suggestion once picked; the first arrow
        // key moves to the first suggestion.
        inputBehavior="none"
        selectionBehavior="replace"
        allowCustomValue
        positioning={{ sameWidth: true }}
        disabled={disabled}
        width="full"
      >
        <Combobox.Label>{label}</Combobox.Label>
        <Combobox.Control>
          <Combobox.Input
            placeholder="Start typing a street address"
            autoComplete="off"
            maxLength={ADDRESS_SEARCH_MAX_CHARS}
            aria-describedby={hintId}
            // Enter in the open list with no suggestion highlighted does not submit the surrounding form.
            onKeyDown={(event) => {
              if (event.key === 'Enter' && showList && !highlighted) event.preventDefault();
            }}
          />
          <Combobox.IndicatorGroup>
            {(resolving || (showList && waiting)) && <Spinner size="xs" color="fg.muted" aria-hidden />}
            <Combobox.ClearTrigger aria-label="Clear the address search" />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Combobox.Positioner>
          <Combobox.Content aria-busy={waiting}>
            <Combobox.Empty>{emptyText}</Combobox.Empty>
            {collection.items.map((item) => (
              <Combobox.Item key={item.placeId} item={item}>
                <Stack gap="0">
                  <Combobox.ItemText>{item.mainText}</Combobox.ItemText>
                  {item.secondaryText && (
                    <Text fontSize="xs" color="fg.muted">
                      {item.secondaryText}
                    </Text>
                  )}
                </Stack>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
      {resolveError ? (
        <Text id={hintId} role="alert" fontSize="sm" color="fg.error">
          {resolveError}
        </Text>
      ) : (
        <Text id={hintId} fontSize="xs" color="fg.muted" aria-live="polite">
          {resolving ? 'Filling in the address…' : `Type at least ${minChars} characters, then choose an address ${purpose}.`}
        </Text>
      )}
    </Stack>
  );
}
