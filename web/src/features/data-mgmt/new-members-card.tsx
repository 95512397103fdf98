import { useState } from 'react';
import { Button, Field, Fieldset, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { BULK_MESSAGES, createCohortRule, pickablePayers, type CreateCohortInput } from '@luminate/schema/rules';
import { CreateCohortDocument, DataMgmtCohortsDocument } from '../../generated/graphql.ts';
import { BulkFlowCard } from '../../shared/bulk/index.ts';
import { formatCount } from '../../shared/lib/format.ts';
import { ruleResolver, showServerFieldErrors } from '../../shared/lib/form-errors.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { FLOW_TEXT } from './flows.ts';
import { SelectField } from '../../shared/ui/select-field.tsx';

interface AddCohortValues {
  name: string;
  payerId: string;
}

const addCohortResolver = ruleResolver<AddCohortValues, CreateCohortInput>(createCohortRule, { fields: ['name', 'payerId'] });

/**
 * New Members: pick an existing cohort, or pick a payer, name a cohort and Add Cohort; then the
 * note and the workbook. The members are staged in the cohort (its pending member count grows).
 */
export function NewMembersCard() {
  const text = FLOW_TEXT['new-members'];
  const choices = useQuery(DataMgmtCohortsDocument);
  const [cohortId, setCohortId] = useState('');
  const cohorts = choices.data?.dataMgmt.cohorts ?? [];

  return (
    <BulkFlowCard
      flow="new-members"
      description={text.description}
      summaryHeading={text.summaryHeading}
      afterSubmit={text.afterSubmit}
      cohortId={cohortId || null}
      // The pending counts change with the submit.
      onSubmitted={() => void choices.refetch()}
      renderExtra={(locked) => (
        <Stack gap="4">
          <ErrorAlert error={choices.error} />
          <Field.Root required maxW="md">
            <Field.Label>
              Cohort <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root disabled={locked}>
              <NativeSelect.Field value={cohortId} onChange={(e) => setCohortId(e.currentTarget.value)}>
                <option value="">{choices.loading ? 'Loading cohorts…' : 'Choose a cohort'}</option>
                {cohorts.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name} ({formatCount(c.pendingMemberCount)} pending)
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>
              {cohortId ? 'The members are staged in this cohort.' : `${BULK_MESSAGES.cohort}, or add one for its payer below.`}
            </Field.HelperText>
          </Field.Root>
          {!locked && (
            <AddCohortForm
              payers={pickablePayers(choices.data?.dataMgmt.payers ?? [])}
              onAdded={(id) => {
                setCohortId(id);
                void choices.refetch();
              }}
            />
          )}
        </Stack>
      )}
    />
  );
}

function AddCohortForm({ payers, onAdded }: { payers: readonly { id: string; name: string }[]; onAdded: (id: string) => void }) {
  const [createCohort, { loading, error, reset: resetMutation }] = useMutation(CreateCohortDocument);
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AddCohortValues, unknown, CreateCohortInput>({ defaultValues: { name: '', payerId: '' }, resolver: addCohortResolver });

  const add = async (input: CreateCohortInput) => {
    setFailure(null);
    try {
      const { data } = await createCohort({ variables: { name: input.name, payerId: String(input.payerId) } });
      const cohort = data?.createCohort;
      if (!cohort) return;
      toast.success({ title: 'Cohort added', description: cohort.name });
      reset();
      onAdded(cohort.id);
    } catch (failed) {
      if (!showServerFieldErrors(setError, failed, { fields: ['name', 'payerId'] })) setFailure(failed);
    }
  };

  return (
    // Not a nested form: the card's form holds this one, so Add Cohort submits by its own handler.
    <Fieldset.Root borderWidth="1px" rounded="md" p="3" maxW="2xl">
      <Fieldset.Legend fontSize="sm" fontWeight="semibold">
        Add Cohort
      </Fieldset.Legend>
      <Stack gap="3" mt="2">
        <ErrorAlert
          error={failure ?? error}
          onDismiss={() => {
            setFailure(null);
            resetMutation();
          }}
        />
        <HStack gap="3" align="flex-start" wrap="wrap">
          <SelectField
            label="Payer"
            choices={payers}
            registration={register('payerId')}
            emptyLabel="Choose a payer"
            error={errors.payerId?.message}
            maxW="xs"
          />
          <Field.Root invalid={Boolean(errors.name)} maxW="xs">
            <Field.Label>Cohort Name</Field.Label>
            <Input
              autoComplete="off"
              {...register('name')}
              // Enter adds the cohort (it would otherwise submit the card's form, which validates the file).
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                void handleSubmit(add)();
              }}
            />
            <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
          </Field.Root>
        </HStack>
        <HStack>
          <Button size="sm" variant="outline" loading={loading} loadingText="Adding…" onClick={() => void handleSubmit(add)()}>
            Add Cohort
          </Button>
          <Text fontSize="sm" color="fg.muted">
            The new cohort is chosen for this upload.
          </Text>
        </HStack>
      </Stack>
    </Fieldset.Root>
  );
}
