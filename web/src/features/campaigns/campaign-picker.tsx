import { Field, NativeSelect } from '@chakra-ui/react';
import type { CampaignPickerQuery } from '../../generated/graphql.ts';

type PickerCampaign = CampaignPickerQuery['campaigns'][number];

interface CampaignPickerProps {
  campaigns: readonly PickerCampaign[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** Every campaign, active ones first (the gateway's order); deactivated ones are marked. */
export function CampaignPicker({ campaigns, selectedId, onSelect }: CampaignPickerProps) {
  const active = campaigns.filter((c) => c.active);
  const deactivated = campaigns.filter((c) => !c.active);
  return (
    <Field.Root maxW="md">
      <Field.Label>Campaign</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={selectedId ?? ''} onChange={(e) => e.currentTarget.value && onSelect(e.currentTarget.value)}>
          <option value="" disabled>
            Choose a campaign
          </option>
          {active.length > 0 && (
            <optgroup label="Active">
              {active.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </optgroup>
          )}
          {deactivated.length > 0 && (
            <optgroup label="Deactivated">
              {deactivated.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} (deactivated)
                </option>
              ))}
            </optgroup>
          )}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
