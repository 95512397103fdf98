import { Box, Checkbox, SimpleGrid, Text } from '@chakra-ui/react';

export interface DestinationsPickerProps {
  /** Accessible name of the group ('Destinations'). */
  label: string;
  sources: readonly { id: string; name: string }[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
  /** Fewer columns in a table cell. */
  compact?: boolean;
}

/** The sources a typed file is delivered to: one checkbox per source, at least one required. */
export function DestinationsPicker({ label, sources, value, onChange, error, compact }: DestinationsPickerProps) {
  return (
    <Box role="group" aria-label={label} aria-invalid={error ? true : undefined}>
      <SimpleGrid columns={compact ? 1 : { base: 1, md: 2 }} gap="1" maxH={compact ? '32' : '40'} overflowY="auto" pe="1">
        {sources.map((s) => (
          <Checkbox.Root
            key={s.id}
            size="sm"
            checked={value.includes(s.id)}
            onCheckedChange={(c) => onChange(c.checked === true ? [...value, s.id] : value.filter((id) => id !== s.id))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{s.name}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
      {error && (
        <Text color="fg.error" fontSize="sm" mt="1" role="alert">
          {error}
        </Text>
      )}
    </Box>
  );
}
