import { useId } from 'react';
import { HStack, RadioGroup, Table, Text } from '@chakra-ui/react';
import { PROXIMITY_FILTERS, TRI_STATES, type ProximityFilterKey, type ProximityFilters, type TriStateValue } from '@luminate/schema/rules';

const CHOICE_LABEL: Record<TriStateValue, string> = { YES: 'Yes', NO: 'No', EITHER: 'Either', OR: 'Or' };

function FilterRow({
  filterKey,
  label,
  value,
  editable,
  onChange,
}: {
  filterKey: ProximityFilterKey;
  label: string;
  value: TriStateValue;
  editable: boolean;
  onChange: (key: ProximityFilterKey, value: TriStateValue) => void;
}) {
  const labelId = useId();
  return (
    <Table.Row data-filter={filterKey}>
      <Table.Cell id={labelId} fontWeight="medium" whiteSpace="nowrap">
        {label}
      </Table.Cell>
      <Table.Cell>
        <RadioGroup.Root
          // The hidden radios take their checked state when mounted: a preset's filters (not
          // editable) mount afresh with each value, so what a screen reader hears matches what shows.
          key={editable ? 'editable' : value}
          size="sm"
          value={value}
          disabled={!editable}
          ids={{ label: labelId }}
          onValueChange={(e) => e.value && onChange(filterKey, e.value as TriStateValue)}
        >
          <HStack gap="4">
            {TRI_STATES.map((state) => (
              <RadioGroup.Item key={state} value={state}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{CHOICE_LABEL[state]}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * The tri-state filters: each Yes (must match), No (must not), Either (ignored) or Or (at least one
 * of the Or filters must match). Only the Custom preset lets the user change them.
 */
export function TriStateFilters({
  value,
  editable,
  onChange,
}: {
  value: ProximityFilters;
  editable: boolean;
  onChange: (key: ProximityFilterKey, value: TriStateValue) => void;
}) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Filters">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Filter</Table.ColumnHeader>
            <Table.ColumnHeader>
              Match{' '}
              {!editable && (
                <Text as="span" fontWeight="normal" color="fg.muted">
                  (choose Custom to edit)
                </Text>
              )}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {PROXIMITY_FILTERS.map((f) => (
            <FilterRow key={f.key} filterKey={f.key} label={f.label} value={value[f.key]} editable={editable} onChange={onChange} />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
