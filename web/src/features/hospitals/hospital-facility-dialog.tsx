import { useEffect, useState } from 'react';
import { Box, Checkbox, Dialog, Input, NativeSelect, SimpleGrid, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { HospitalFacilityCreate, HospitalFacilityUpdate } from '@luminate/schema/rules';
import {
  CreateHospitalFacilityDocument,
  HospitalFacilityFormOptionsDocument,
  MarketTabsDocument,
  UpdateHospitalFacilityDocument,
} from '../../generated/graphql.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { showServerFieldErrors } from '../../shared/lib/form-errors.ts';
import { DialogShell, FormDialogFooter } from '../../shared/ui/dialog-shell.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { FormError } from '../../shared/ui/form-error.tsx';
import { FormField } from '../../shared/ui/form-field.tsx';
import { AddressField, type ResolvedAddressParts } from '../../shared/address/address-field.tsx';
import type { HospitalFacilityRow } from './hospital-columns.tsx';
import {
  HOSPITAL_FORM_PLACEMENT,
  HOSPITAL_ADDRESS_MIN_CHARS,
  coordinatesToSave,
  createHospitalResolver,
  emptyHospitalForm,
  hospitalToFormValues,
  toCreateInput,
  toUpdateInput,
  updateHospitalResolver,
  type HospitalFormValues,
  type LocatedAddress,
} from './hospital-form.ts';
import { moveBetweenMarkets, showInMarketLists } from './cache.ts';

/** What the dialog does: add a facility to a market, or edit one. */
export type FacilityDialogMode = { kind: 'create'; marketId: string } | { kind: 'edit'; facility: HospitalFacilityRow };

interface HospitalFacilityDialogProps {
  /** Null keeps the dialog closed. */
  mode: FacilityDialogMode | null;
  onClose: () => void;
}

/** The Add New and Edit modal of the Hospital Assignments page. */
export function HospitalFacilityDialog({ mode, onClose }: HospitalFacilityDialogProps) {
  const key = mode === null ? 'closed' : mode.kind === 'create' ? `new-${mode.marketId}` : mode.facility.id;
  return (
    <DialogShell open={mode !== null} onClose={onClose} size="lg" closeOnInteractOutside={false}>
      {/* Keyed so every opening starts from the saved values. */}
      {mode && <FacilityForm key={key} mode={mode} onDone={onClose} />}
    </DialogShell>
  );
}

function FacilityForm({ mode, onDone }: { mode: FacilityDialogMode; onDone: () => void }) {
  const editing = mode.kind === 'edit' ? mode.facility : null;
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError: setFieldError,
    formState: { errors, isDirty },
  } = useForm<HospitalFormValues, unknown, HospitalFacilityCreate | HospitalFacilityUpdate>({
    defaultValues: editing ? hospitalToFormValues(editing) : emptyHospitalForm(mode.kind === 'create' ? mode.marketId : ''),
    resolver: editing ? updateHospitalResolver : createHospitalResolver,
    mode: 'onTouched',
  });
  const marketId = useWatch({ control, name: 'marketId' });
  // The address chosen from the suggestions, whose coordinates are saved while the fields hold it.
  const [located, setLocated] = useState<LocatedAddress | null>(null);
  const markets = useQuery(MarketTabsDocument);
  const options = useQuery(HospitalFacilityFormOptionsDocument, { variables: { marketId }, skip: !marketId });

  // Another market has other CESs: a new facility's choice starts again when the market changes.
  const initialMarket = editing?.marketId ?? (mode.kind === 'create' ? mode.marketId : '');
  useEffect(() => {
    if (marketId !== initialMarket) setValue('communityEngagementSpecialistIds', []);
  }, [marketId, initialMarket, setValue]);

  // Each mutation answers the facility whole with its history: the row and the history update
  // in the cache; a new facility joins its market's cached lists.
  const [create, created] = useMutation(CreateHospitalFacilityDocument, {
    update: (cache, { data }) => data && showInMarketLists(cache, data.createHospitalFacility),
  });
  const [update, updated] = useMutation(UpdateHospitalFacilityDocument, {
    update: (cache, { data }) => data && editing && moveBetweenMarkets(cache, editing.marketId, data.updateHospitalFacility),
  });
  const saving = created.loading || updated.loading;
  const error = created.error ?? updated.error;
  const resetMutation = () => {
    created.reset();
    updated.reset();
  };

  // A chosen address fills the address fields (they stay editable) and keeps its coordinates.
  const fillAddress = (address: ResolvedAddressParts) => {
    const parts = { street: address.street ?? '', city: address.city ?? '', state: address.state ?? '', zip: address.zip ?? '' };
    for (const field of ['street', 'city', 'state', 'zip'] as const) {
      setValue(field, parts[field], { shouldDirty: true, shouldValidate: true });
    }
    setLocated({ ...parts, lat: address.lat, lng: address.lng });
  };

  const save = async (values: HospitalFacilityCreate | HospitalFacilityUpdate) => {
    const coordinates = coordinatesToSave(values, located, editing ? hospitalToFormValues(editing) : null);
    try {
      if (editing) {
        await update({ variables: { id: editing.id, input: toUpdateInput(values, coordinates) } });
      } else {
        // The create rule checked these values: they carry the facility id.
        await create({ variables: { input: toCreateInput(values as HospitalFacilityCreate, coordinates) } });
      }
    } catch (failure) {
      if (showServerFieldErrors(setFieldError, failure, HOSPITAL_FORM_PLACEMENT)) resetMutation();
      return;
    }
    toast.success({ title: editing ? 'Facility Updated!' : 'Facility Added!' });
    onDone();
  };

  const activeMarkets = (markets.data?.markets ?? []).filter((m) => m.active);
  const editedMarketName = editing && markets.data?.markets.find((m) => m.id === editing.marketId)?.name;
  const ces = options.data?.communityEngagementSpecialists ?? [];

  return (
    <form
      noValidate
      aria-label={editing ? `Edit ${editing.facilityName}` : 'Add hospital facility'}
      onSubmit={(e) => void handleSubmit(save)(e)}
    >
      <Dialog.Header>
        <Dialog.Title>{editing ? `Edit ${editing.facilityName}` : 'Add Hospital Facility'}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <ErrorAlert error={error} onDismiss={resetMutation} />
          <FormError message={errors.root?.message} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Market" required error={errors.marketId?.message}>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('marketId')}>
                  <option value="">Choose a market</option>
                  {activeMarkets.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.name}
                    </option>
                  ))}
                  {/* A facility of a market no longer active keeps showing its market. */}
                  {editing && !activeMarkets.some((m) => m.id === editing.marketId) && (
                    <option value={editing.marketId}>{editedMarketName ?? editing.marketId}</option>
                  )}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField
              label="Facility Id"
              required
              error={errors.facilityId?.message}
              hint={editing ? 'The facility id cannot change once the facility exists.' : 'A whole number; it cannot change later.'}
            >
              <Input {...register('facilityId')} inputMode="numeric" readOnly={editing !== null} aria-readonly={editing !== null} />
            </FormField>
            <FormField label="Facility Name" required error={errors.facilityName?.message}>
              <Input {...register('facilityName')} />
            </FormField>
            <FormField label="NPI" error={errors.npi?.message} hint="Optional; 10 digits">
              <Input {...register('npi')} inputMode="numeric" />
            </FormField>
          </SimpleGrid>

          <Box as="fieldset" borderWidth="1px" rounded="md" p="3">
            <Text as="legend" px="1" fontWeight="medium" fontSize="sm">
              Address (United States)
            </Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <Box gridColumn={{ md: 'span 2' }}>
                <AddressField minChars={HOSPITAL_ADDRESS_MIN_CHARS} onResolved={fillAddress} />
              </Box>
              <Box gridColumn={{ md: 'span 2' }}>
                <FormField label="Street" required error={errors.street?.message}>
                  <Input {...register('street')} autoComplete="street-address" />
                </FormField>
              </Box>
              <FormField label="City" required error={errors.city?.message}>
                <Input {...register('city')} />
              </FormField>
              <FormField label="State" required error={errors.state?.message}>
                <NativeSelect.Root>
                  <NativeSelect.Field {...register('state')}>
                    <option value="">Choose a state</option>
                    {(options.data?.states ?? []).map((s) => (
                      <option key={s.abbrev} value={s.abbrev}>
                        {s.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label="Zip" required error={errors.zip?.message} hint="5 digits">
                <Input {...register('zip')} inputMode="numeric" autoComplete="postal-code" />
              </FormField>
            </SimpleGrid>
          </Box>

          <Box as="fieldset" borderWidth="1px" rounded="md" p="3">
            <Text as="legend" px="1" fontWeight="medium" fontSize="sm">
              Community Engagement Specialists
            </Text>
            {options.loading && !options.data ? (
              <Skeleton height="16" />
            ) : ces.length === 0 ? (
              <Text color="fg.muted" fontSize="sm">
                {marketId ? 'No CESs are assigned in this market.' : 'Choose a market first.'}
              </Text>
            ) : (
              <Controller
                control={control}
                name="communityEngagementSpecialistIds"
                render={({ field }) => (
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="1" maxH="40" overflowY="auto">
                    {ces.map((e) => (
                      <Checkbox.Root
                        key={e.id}
                        size="sm"
                        checked={field.value.includes(e.id)}
                        onCheckedChange={(c) =>
                          field.onChange(c.checked === true ? [...field.value, e.id] : field.value.filter((id) => id !== e.id))
                        }
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{e.fullName}</Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </SimpleGrid>
                )}
              />
            )}
            {errors.communityEngagementSpecialistIds && (
              <Text color="fg.error" fontSize="sm" mt="1">
                {errors.communityEngagementSpecialistIds.message}
              </Text>
            )}
          </Box>

          <FormField label="Note" error={errors.note?.message} hint="Kept in the change history">
            <Textarea {...register('note')} rows={2} />
          </FormField>
        </Stack>
      </Dialog.Body>
      <FormDialogFooter submitLabel={editing ? 'Save' : 'Add Facility'} busy={saving} disabled={editing !== null && !isDirty} />
    </form>
  );
}
