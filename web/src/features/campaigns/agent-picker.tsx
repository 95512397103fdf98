import { useMemo, useState } from 'react';
import { Button, Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import type { CampaignAgentCandidatesQuery } from '../../generated/graphql.ts';
import { formatCount } from '../../shared/lib/format.ts';

export type AgentCandidate = CampaignAgentCandidatesQuery['employees'][number];

/** How many matches the select lists; typing narrows the rest down. */
const MAX_SHOWN = 200;

interface AgentPickerProps {
  employees: readonly AgentCandidate[];
  /** Employees already assigned are not offered again. */
  assignedIds: ReadonlySet<string>;
  busy: boolean;
  onAssign: (employee: AgentCandidate) => void;
}

/** Search the staff by name, choose one, and assign them as an agent. */
export function AgentPicker({ employees, assignedIds, busy, onAssign }: AgentPickerProps) {
  const [search, setSearch] = useState('');
  const [chosenId, setChosenId] = useState('');
  const candidates = useMemo(
    () => employees.filter((e) => !e.archived && !assignedIds.has(e.id)).sort((a, b) => a.fullName.localeCompare(b.fullName)),
    [employees, assignedIds],
  );
  const needle = search.trim().toLowerCase();
  const matches = needle ? candidates.filter((e) => e.fullName.toLowerCase().includes(needle) || e.id === needle) : candidates;
  const shown = matches.slice(0, MAX_SHOWN);
  const chosen = candidates.find((e) => e.id === chosenId) ?? null;

  return (
    <Flex gap="3" align="flex-end" wrap="wrap">
      <Field.Root maxW="xs">
        <Field.Label>Search employees</Field.Label>
        <Input
          size="sm"
          type="search"
          value={search}
          placeholder="Name or employee id"
          onChange={(e) => {
            setSearch(e.target.value);
            setChosenId('');
          }}
        />
      </Field.Root>
      <Field.Root maxW="sm">
        <Field.Label>Employee</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={chosenId} onChange={(e) => setChosenId(e.currentTarget.value)}>
            <option value="">{matches.length === 0 ? 'No employees match' : `Choose an employee (${formatCount(matches.length)})`}</option>
            {shown.map((e) => (
              <option key={e.id} value={e.id}>
                {e.fullName} ({e.id})
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Button
        size="sm"
        colorPalette="blue"
        disabled={!chosen}
        loading={busy}
        onClick={() => {
          if (!chosen) return;
          onAssign(chosen);
          setChosenId('');
          setSearch('');
        }}
      >
        Assign agent
      </Button>
    </Flex>
  );
}
