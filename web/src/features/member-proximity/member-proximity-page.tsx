import { useState } from 'react';
import { Box, Button, Checkbox, Field, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  LOOKUP_MESSAGES,
  PROXIMITY_COUNT_MAX,
  PROXIMITY_COUNT_MIN,
  PROXIMITY_PRESETS,
  RECENT_DROP_IN_DAYS_MAX,
  type MemberProximityQuery,
  type ProximityPreset,
} from '@luminate/schema/rules';
import { useApolloClient } from '@apollo/client/react';
import { ProximityProvidersDocument } from '../../generated/graphql.ts';
import { AddressField } from '../../shared/address/address-field.tsx';
import type { PageProps } from '../../shared/lib/page.ts';
import { FormError } from '../../shared/ui/form-error.tsx';
import { FormField } from '../../shared/ui/form-field.tsx';
import { ProviderPicker } from './provider-picker.tsx';
import {
  emptyProximityForm,
  PRESET_KEYS,
  PROVIDER_QUERY_VARIABLES,
  proximityResolver,
  toGraphInput,
  type ProximityFormValues,
} from './proximity-form.ts';
import { ProximityResultsDialog, type ProximityLookup } from './proximity-results-dialog.tsx';
import { TriStateFilters } from './tri-state-filters.tsx';

/**
 * /member-proximity: for a clinician's drop-ins, the members nearest an address, with the DNC and
 * recent drop-in exclusions and a filter preset (or Custom filters); the results open in a modal.
 */
export default function MemberProximityPage({ pageName }: PageProps) {
  const client = useApolloClient();
  const [lookup, setLookup] = useState<ProximityLookup | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<ProximityFormValues, unknown, MemberProximityQuery>({
    defaultValues: emptyProximityForm(),
    resolver: proximityResolver,
  });
  const [providerId, address, preset, filters, excludeRecentDropIn] = useWatch({
    control,
    name: ['providerId', 'address', 'preset', 'filters', 'excludeRecentDropIn'],
  });
  const custom = preset === 'CUSTOM';
  const missing = !providerId ? LOOKUP_MESSAGES.provider : !address ? LOOKUP_MESSAGES.address : null;

  const choosePreset = (next: ProximityPreset) => {
    setValue('preset', next);
    setValue('filters', { ...PROXIMITY_PRESETS[next].filters });
  };

  const submit = (query: MemberProximityQuery) => {
    if (!address) return;
    const providers = client.readQuery({ query: ProximityProvidersDocument, variables: PROVIDER_QUERY_VARIABLES })?.employees ?? [];
    const providerName = providers.find((p) => p.id === String(query.providerId))?.fullName ?? 'Clinician';
    setLookup({ input: toGraphInput(query), address, providerName });
  };

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {pageName}
      </Heading>
      <Text color="fg.muted" maxW="4xl">
        Plan a clinician&apos;s drop-ins: the members nearest an address, nearest first, with the chosen filters.
      </Text>
      <form noValidate aria-label="Member proximity lookup" onSubmit={(e) => void handleSubmit(submit)(e)}>
        <Stack gap="4" maxW="4xl">
          <FormError message={errors.root?.message} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Controller
              control={control}
              name="providerId"
              render={({ field }) => <ProviderPicker value={field.value} onChange={field.onChange} error={errors.providerId?.message} />}
            />
            <Stack gap="1">
              <AddressField
                label="Address"
                purpose="to search around"
                onResolved={(resolved) =>
                  setValue(
                    'address',
                    { formattedAddress: resolved.formattedAddress, lat: resolved.lat, lng: resolved.lng },
                    { shouldValidate: false },
                  )
                }
              />
              {address && (
                <Text fontSize="sm" data-testid="proximity-address">
                  <Text as="span" color="fg.muted">
                    From:{' '}
                  </Text>
                  {address.formattedAddress}
                </Text>
              )}
              {errors.address?.message && (
                <Text fontSize="sm" color="fg.error" role="alert">
                  {errors.address.message}
                </Text>
              )}
            </Stack>
          </SimpleGrid>
          <HStack gap="6" align="end" wrap="wrap" pb="1">
            <Controller
              control={control}
              name="excludeDnc"
              render={({ field }) => (
                <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>Exclude DNC</Checkbox.Label>
                </Checkbox.Root>
              )}
            />
            <HStack gap="3" align="end">
              <Controller
                control={control}
                name="excludeRecentDropIn"
                render={({ field }) => (
                  <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>Exclude Drop-In</Checkbox.Label>
                  </Checkbox.Root>
                )}
              />
              <Box maxW="9rem">
                <FormField label="Days (drop-in)" error={errors.recentDropInDays?.message}>
                  <Input
                    type="number"
                    min={1}
                    max={RECENT_DROP_IN_DAYS_MAX}
                    disabled={!excludeRecentDropIn}
                    {...register('recentDropInDays', { valueAsNumber: true })}
                  />
                </FormField>
              </Box>
            </HStack>
            <Box maxW="9rem">
              <FormField label={`Count (${PROXIMITY_COUNT_MIN}–${PROXIMITY_COUNT_MAX})`} error={errors.count?.message}>
                <Input type="number" min={PROXIMITY_COUNT_MIN} max={PROXIMITY_COUNT_MAX} {...register('count', { valueAsNumber: true })} />
              </FormField>
            </Box>
          </HStack>
          <Box maxW="20rem">
            <Field.Root>
              <Field.Label>Filter preset</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field value={preset} onChange={(e) => choosePreset(e.target.value as ProximityPreset)}>
                  {PRESET_KEYS.map((key) => (
                    <option key={key} value={key}>
                      {PROXIMITY_PRESETS[key].label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </Box>
          <TriStateFilters value={filters} editable={custom} onChange={(key, value) => setValue('filters', { ...filters, [key]: value })} />
          <HStack gap="3" wrap="wrap">
            <Button
              type="submit"
              colorPalette="blue"
              disabled={Boolean(missing)}
              aria-describedby={missing ? 'proximity-missing' : undefined}
            >
              Lookup
            </Button>
            {missing && (
              <Text id="proximity-missing" fontSize="sm" color="fg.muted">
                {missing}
              </Text>
            )}
          </HStack>
        </Stack>
      </form>
      <ProximityResultsDialog lookup={lookup} onClose={() => setLookup(null)} />
    </Stack>
  );
}
