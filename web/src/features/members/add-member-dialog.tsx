import { useMemo, useState, type ChangeEvent } from 'react';
import { Box, Button, Dialog, HStack, Input, NativeSelect, Progress, RadioGroup, SimpleGrid, Stack, Steps } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { HCODE_TYPES } from '@luminate/schema/constants';
import { ADD_MEMBER_STEP_FIELDS, GENDER_CHOICES, isoToday, pickablePayers, type AddMember } from '@luminate/schema/rules';
import { AddMemberChoicesDocument, AddMemberDocument } from '../../generated/graphql.ts';
import { useNavigate } from '../../shared/lib/router.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { logClientError } from '../../shared/lib/errors-log.ts';
import { serverFieldErrors, showServerFieldErrors } from '../../shared/lib/form-errors.ts';
import { DialogShell } from '../../shared/ui/dialog-shell.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { FormError } from '../../shared/ui/form-error.tsx';
import { FormField } from '../../shared/ui/form-field.tsx';
import { AddressField, type ResolvedAddressParts } from '../../shared/address/address-field.tsx';
import {
  ADD_MEMBER_PLACEMENT,
  ADD_MEMBER_STEPS,
  EMPTY_ADD_MEMBER,
  PROGRESS_TOTAL,
  addMemberResolver,
  missingItems,
  progressOf,
  type AddMemberFormValues,
  type StepOutput,
} from './add-member-form.ts';
import { SelectField } from '../../shared/ui/select-field.tsx';

interface AddMemberDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The Add member wizard (data management): two steps, then the new member's page. */
export function AddMemberDialog({ open, onClose }: AddMemberDialogProps) {
  return (
    <DialogShell open={open} onClose={onClose} size="lg" closeOnInteractOutside={false} title="Add Member">
      {/* Mounted only while open: every opening starts from an empty wizard. */}
      {open && <AddMemberWizard onCancel={onClose} />}
    </DialogShell>
  );
}

const STEP_ONE_FIELDS: readonly string[] = ADD_MEMBER_STEP_FIELDS[0];

function AddMemberWizard({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const choices = useQuery(AddMemberChoicesDocument);
  const states = useMemo(() => choices.data?.states ?? [], [choices.data]);
  const payers = useMemo(() => pickablePayers(choices.data?.payers ?? []), [choices.data]);
  const markets = useMemo(
    () => [...(choices.data?.markets ?? [])].filter((m) => m.name).sort((a, b) => a.name.localeCompare(b.name)),
    [choices.data],
  );
  const [step, setStep] = useState(0);
  const resolver = useMemo(() => addMemberResolver(step, { today: isoToday(), stateAbbrevs: states.map((s) => s.abbrev) }), [step, states]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    reset,
    clearErrors,
    formState: { errors },
  } = useForm<AddMemberFormValues, unknown, StepOutput>({ defaultValues: EMPTY_ADD_MEMBER, resolver, mode: 'onSubmit' });
  const values = { ...EMPTY_ADD_MEMBER, ...useWatch({ control }) };
  const filled = progressOf(values);
  const [addMember, { loading: sending, error, reset: resetMutation }] = useMutation(AddMemberDocument);

  // Step 1 passed its rule: on to step 2, with step 2's messages shown only once it is submitted.
  const next = () => {
    reset(undefined, { keepValues: true, keepDefaultValues: true });
    setStep(1);
  };
  const back = () => {
    clearErrors();
    setStep(0);
  };

  // A missing or invalid field is logged (messages only, never the values) and nothing is sent.
  const notSent = (failed: FieldErrors<AddMemberFormValues>) => {
    const messages = Object.values(failed).flatMap((e) => (e?.message ? [String(e.message)] : []));
    const missing = missingItems(values);
    logClientError({
      type: 'Validation',
      code: null,
      message: `Add member not sent: ${[...(missing.length ? [`missing ${missing.join(', ')}`] : []), ...messages].join('; ')}`,
      variant: 'danger',
    });
  };

  const send = async (member: AddMember) => {
    let created;
    try {
      created = (await addMember({ variables: { input: member } })).data?.addMember;
    } catch (failure) {
      // A rule the gateway refused shows on its field (back on step 1 when the field is there).
      if (showServerFieldErrors(setError, failure, ADD_MEMBER_PLACEMENT)) {
        if (serverFieldErrors(failure).some((e) => STEP_ONE_FIELDS.includes(e.field))) setStep(0);
        resetMutation();
      }
      return;
    }
    if (!created) return;
    toast.success({ title: 'Member added', description: created.aaneelId });
    navigate(`/member/${created.id}`);
  };

  const submit = handleSubmit(
    (output) => (step === 0 ? next() : send(output as AddMember)),
    (failed) => step === 1 && notSent(failed),
  );

  const chooseState = (abbrev: string) => {
    // The market follows the state when the state has exactly one market.
    const inState = markets.filter((m) => m.stateAbbrev === abbrev);
    if (inState.length === 1 && !values.marketId) setValue('marketId', inState[0].id, { shouldValidate: step === 1 && !!errors.marketId });
  };

  // A chosen address fills the address fields (they stay editable); the market follows its state.
  const fillAddress = (address: ResolvedAddressParts) => {
    const parts = {
      address1: address.street ?? '',
      city: address.city ?? '',
      state: address.state ?? '',
      zipCode: address.zip ?? '',
      county: address.county ?? '',
    };
    for (const field of ['address1', 'city', 'state', 'zipCode', 'county'] as const) {
      setValue(field, parts[field], { shouldDirty: true, shouldValidate: Boolean(errors[field]) });
    }
    if (parts.state) chooseState(parts.state);
  };

  return (
    <form noValidate aria-label="Add Member" onSubmit={(event) => void submit(event)}>
      <Dialog.Body>
        <Stack gap="4">
          <Steps.Root step={step} count={ADD_MEMBER_STEPS.length} size="sm">
            <Steps.List>
              {ADD_MEMBER_STEPS.map((title, index) => (
                <Steps.Item key={title} index={index}>
                  <Steps.Indicator>
                    <Steps.Number />
                  </Steps.Indicator>
                  <Steps.Title>{title}</Steps.Title>
                  <Steps.Separator />
                </Steps.Item>
              ))}
            </Steps.List>
          </Steps.Root>

          <Progress.Root value={filled} max={PROGRESS_TOTAL} size="sm" colorPalette={filled === PROGRESS_TOTAL ? 'green' : 'blue'}>
            <HStack justify="space-between">
              <Progress.Label>Required items</Progress.Label>
              <Progress.ValueText>
                {filled} of {PROGRESS_TOTAL}
              </Progress.ValueText>
            </HStack>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>

          <ErrorAlert error={choices.error} />
          <ErrorAlert error={error} onDismiss={resetMutation} />
          <FormError message={errors.root?.message} />

          {step === 0 ? (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="Payer" required error={errors.payerId?.message}>
                <NativeSelect.Root>
                  <NativeSelect.Field {...register('payerId')}>
                    <option value="">Select a payer</option>
                    {payers.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label="Hcode" required error={errors.hcode?.message}>
                <Input {...register('hcode')} autoComplete="off" />
              </FormField>
              <FormField label="Hcode type" required error={errors.hcodeType?.message}>
                <NativeSelect.Root>
                  <NativeSelect.Field {...register('hcodeType')}>
                    <option value="">Select an hcode type</option>
                    {HCODE_TYPES.map((t) => (
                      <option key={t} value={t}>
                        {t}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label="Member id" required error={errors.memberId?.message}>
                <Input {...register('memberId')} autoComplete="off" />
              </FormField>
              <FormField label="EMPI" required error={errors.empi?.message}>
                <Input {...register('empi')} autoComplete="off" />
              </FormField>
              <FormField label="MBI" required error={errors.mbi?.message}>
                <Input {...register('mbi')} autoComplete="off" />
              </FormField>
            </SimpleGrid>
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="First name" required error={errors.firstName?.message}>
                <Input {...register('firstName')} autoComplete="off" />
              </FormField>
              <FormField label="Last name" required error={errors.lastName?.message}>
                <Input {...register('lastName')} autoComplete="off" />
              </FormField>
              <FormField label="Date of birth" required error={errors.dateOfBirth?.message}>
                <Input {...register('dateOfBirth')} type="date" max={isoToday()} />
              </FormField>
              <FormField label="Gender" error={errors.gender?.message}>
                <Controller
                  name="gender"
                  control={control}
                  render={({ field }) => (
                    <RadioGroup.Root
                      name={field.name}
                      value={field.value || null}
                      onValueChange={(e) => field.onChange(e.value ?? '')}
                      aria-label="Gender"
                    >
                      <HStack gap="4" minH="10">
                        {GENDER_CHOICES.map((choice) => (
                          <RadioGroup.Item key={choice.code} value={choice.code}>
                            <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                            <RadioGroup.ItemIndicator />
                            <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
                          </RadioGroup.Item>
                        ))}
                      </HStack>
                    </RadioGroup.Root>
                  )}
                />
              </FormField>
              <Box gridColumn={{ md: 'span 2' }}>
                <AddressField onResolved={fillAddress} />
              </Box>
              <FormField label="Address" required error={errors.address1?.message}>
                <Input {...register('address1')} autoComplete="off" placeholder="Street and number" />
              </FormField>
              <FormField label="Address line 2" error={errors.address2?.message}>
                <Input {...register('address2')} autoComplete="off" placeholder="Apartment, unit" />
              </FormField>
              <FormField label="City" required error={errors.city?.message}>
                <Input {...register('city')} autoComplete="off" />
              </FormField>
              <FormField label="State" required error={errors.state?.message}>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    {...register('state', { onChange: (e: ChangeEvent<HTMLSelectElement>) => chooseState(e.target.value) })}
                  >
                    <option value="">Select a state</option>
                    {states.map((s) => (
                      <option key={s.abbrev} value={s.abbrev}>
                        {s.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label="Zip" required error={errors.zipCode?.message}>
                <Input {...register('zipCode')} autoComplete="off" inputMode="numeric" />
              </FormField>
              <FormField label="County" error={errors.county?.message}>
                <Input {...register('county')} autoComplete="off" />
              </FormField>
              <SelectField
                label="Market"
                required
                choices={markets}
                registration={register('marketId')}
                emptyLabel="Select a market"
                error={errors.marketId?.message}
              />
              <FormField label="Phone" required error={errors.homePhone?.message} hint="10 digits">
                <Input {...register('homePhone')} autoComplete="off" inputMode="tel" />
              </FormField>
              <FormField label="Email" error={errors.email?.message}>
                <Input {...register('email')} autoComplete="off" type="email" />
              </FormField>
            </SimpleGrid>
          )}

          {sending && (
            <Progress.Root value={null} size="xs" colorPalette="blue" aria-label="Creating member">
              <Progress.Label>Creating member…</Progress.Label>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel} disabled={sending}>
          Cancel
        </Button>
        {step === 0 ? (
          <Button type="submit" colorPalette="blue">
            Next
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={back} disabled={sending}>
              Back
            </Button>
            {/* Submit only once every required item is filled. */}
            <Button type="submit" colorPalette="blue" disabled={filled < PROGRESS_TOTAL} loading={sending} loadingText="Creating">
              Submit
            </Button>
          </>
        )}
      </Dialog.Footer>
    </form>
  );
}
