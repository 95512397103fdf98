import { useId } from 'react';
import { Field, HStack, NativeSelect, RadioGroup, Stack } from '@chakra-ui/react';
import type { EngagementFilter } from '../../generated/graphql.ts';
import type { GeoOffice } from './map-model.ts';

const ENGAGEMENT_CHOICES: readonly { value: EngagementFilter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'ENGAGED', label: 'Engaged' },
  { value: 'UNENGAGED', label: 'Unengaged' },
];

export type MapMode = 'DEFAULT' | 'HEX_VIEW' | 'HEX_SELECT';

const MODE_CHOICES: readonly { value: MapMode; label: string }[] = [
  { value: 'DEFAULT', label: 'Default' },
  { value: 'HEX_VIEW', label: 'Hex-View' },
  { value: 'HEX_SELECT', label: 'Hex-Select' },
];

/**
 * The market's communities and offices, grouped by community: the whole market, a community (its
 * row and every neighborhood in it) or one neighborhood.
 */
export function OfficePicker({
  offices,
  value,
  onChange,
}: {
  offices: readonly GeoOffice[];
  value: string;
  onChange: (id: string) => void;
}) {
  const communities = [...new Set(offices.map((o) => o.communityId))].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  return (
    <Field.Root maxW="24rem">
      <Field.Label>Community or office</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">Whole market</option>
          {communities.map((communityId) => {
            const inCommunity = offices.filter((o) => o.communityId === communityId);
            const row = inCommunity.find((o) => o.isCommunity);
            return (
              <optgroup key={communityId} label={`Community ${communityId}`}>
                {row && <option value={row.id}>{`${row.name} · whole community${row.commonName ? ` (${row.commonName})` : ''}`}</option>}
                {inCommunity
                  .filter((o) => !o.isCommunity)
                  .map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.commonName ? `${o.name} · ${o.commonName}` : o.name}
                    </option>
                  ))}
              </optgroup>
            );
          })}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function ChoiceGroup<T extends string>({
  label,
  value,
  choices,
  onChange,
  disabled,
}: {
  label: string;
  value: T;
  choices: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  const labelId = useId();
  return (
    <Stack gap="1.5">
      <RadioGroup.Root
        size="sm"
        value={value}
        disabled={disabled}
        ids={{ label: labelId }}
        onValueChange={(e) => e.value && onChange(e.value as T)}
      >
        <RadioGroup.Label id={labelId} fontWeight="medium" textStyle="sm">
          {label}
        </RadioGroup.Label>
        <HStack gap="4" mt="2">
          {choices.map((choice) => (
            <RadioGroup.Item key={choice.value} value={choice.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
    </Stack>
  );
}

/** All members, only the engaged ones, or only the unengaged (the hex modes count every member, so it is off there). */
export function EngagementPicker({
  value,
  onChange,
  disabled,
}: {
  value: EngagementFilter;
  onChange: (value: EngagementFilter) => void;
  disabled?: boolean;
}) {
  return <ChoiceGroup label="Engagement" value={value} choices={ENGAGEMENT_CHOICES} onChange={onChange} disabled={disabled} />;
}

/** Default (member points), Hex-View (the market's hexes at the zoom's layer), Hex-Select (pick hexes, count their members). */
export function MapModePicker({ value, onChange }: { value: MapMode; onChange: (value: MapMode) => void }) {
  return <ChoiceGroup label="Map mode" value={value} choices={MODE_CHOICES} onChange={onChange} />;
}
