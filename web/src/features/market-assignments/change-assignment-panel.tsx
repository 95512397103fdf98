import { useMemo, useState } from 'react';
import { Box, Button, Checkbox, Field, Heading, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useForm, useWatch } from 'react-hook-form';
import { AssignmentType, Markets } from '@luminate/schema/constants';
import {
  assignmentSentence,
  assignmentTargetOf,
  assignmentTypesForTab,
  changeAssignmentRule,
  type ChangeAssignment,
} from '@luminate/schema/rules';
import { AssignmentChoicesDocument, ChangeAssignmentDocument } from '../../generated/graphql.ts';
import { formatInitialName } from '../../shared/lib/format.ts';
import { ruleResolver, showServerFieldErrors } from '../../shared/lib/form-errors.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { FormError } from '../../shared/ui/form-error.tsx';
import { FormField } from '../../shared/ui/form-field.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';

/** Which tab the panel sits on: a market, Coding Quality Educator or Collab/Designated. */
export type PanelTab =
  | { kind: 'market'; marketId: string; marketName: string }
  | { kind: 'codingQuality' }
  | { kind: 'collab'; clinicians: ReadonlyArray<{ id: string; firstName: string; lastName: string }> };

interface Values {
  assignmentTypeId: string;
  unassign: boolean;
  employeeId: string;
  marketId: string;
  officeId: string;
  clinicianId: string;
}

const EMPTY_VALUES: Values = { assignmentTypeId: '', unassign: false, employeeId: '', marketId: '', officeId: '', clinicianId: '' };
const FIELDS = ['assignmentTypeId', 'employeeId', 'marketId', 'officeId', 'clinicianId'] as const;
const PLACEMENT = { fields: FIELDS };
const MAX_OPTIONS = 200;

const tabIdOf = (tab: PanelTab) =>
  tab.kind === 'market' ? Number(tab.marketId) : tab.kind === 'codingQuality' ? Markets.CODING_QUALITY : 1001;
const num = (value: string) => (value ? Number(value) : null);

/** The form's values as the shared rule reads them: the target the type's level names, nothing else. */
function ruleInput(values: Values, tab: PanelTab): unknown {
  const typeId = num(values.assignmentTypeId);
  const target = typeId === null ? null : assignmentTargetOf(typeId);
  const marketId =
    target !== 'market'
      ? null
      : typeId === AssignmentType.AUDITOR_EDUCATOR
        ? num(values.marketId)
        : tab.kind === 'market'
          ? Number(tab.marketId)
          : null;
  return {
    assignmentTypeId: typeId ?? undefined,
    unassign: values.unassign,
    employeeId: values.unassign ? null : num(values.employeeId),
    marketId,
    officeId: target === 'community' || target === 'neighborhood' ? num(values.officeId) : null,
    clinicianId: target === 'clinician' ? num(values.clinicianId) : null,
  };
}

/**
 * Change Assignment (neighborhood management): the type, an assignee or Unassign, the target the
 * type's level asks for, and the sentence to confirm; Submit waits for the sentence.
 */
export function ChangeAssignmentPanel({ tab }: { tab: PanelTab }) {
  const withOffices = tab.kind === 'market';
  const { data, error: choicesError } = useQuery(AssignmentChoicesDocument, {
    variables: { marketId: tab.kind === 'market' ? tab.marketId : String(Markets.DEFAULT), withOffices },
  });
  const {
    register,
    handleSubmit,
    control,
    reset,
    setValue,
    setError: setFieldError,
    formState: { errors },
  } = useForm<Values, unknown, ChangeAssignment>({
    defaultValues: EMPTY_VALUES,
    resolver: ruleResolver<Values, ChangeAssignment>(changeAssignmentRule, PLACEMENT, (v) => ruleInput(v, tab)),
  });
  const values = useWatch({ control }) as Values;
  const [change, { loading }] = useMutation(ChangeAssignmentDocument);
  const [error, setError] = useState<unknown>(null);
  const [search, setSearch] = useState('');

  // The graph's type ids are strings; the shared rules compare them as the numbers they are.
  const types = useMemo(
    () =>
      assignmentTypesForTab(
        tabIdOf(tab),
        (data?.assignmentTypes ?? []).map((t) => ({ ...t, id: Number(t.id) })),
      ),
    [data, tab],
  );
  const type = types.find((t) => String(t.id) === values.assignmentTypeId);
  const target = type ? assignmentTargetOf(type.id, type.level) : undefined;
  const offices = (data?.offices ?? []).filter((o) => o.active && (target === 'community' ? o.isCommunity : !o.isCommunity));
  const markets = (data?.markets ?? []).filter((m) => m.active);
  const employees = useMemo(() => (data?.employees ?? []).filter((e) => !e.archived), [data]);
  const needle = search.trim().toLowerCase();
  const employeeOptions = employees
    .filter((e) => e.id === values.employeeId || !needle || `${e.firstName} ${e.lastName}`.toLowerCase().includes(needle))
    .slice(0, MAX_OPTIONS);
  const clinicians = tab.kind === 'collab' ? tab.clinicians : [];

  const assignee = employees.find((e) => e.id === values.employeeId);
  const targetName =
    target === 'market'
      ? type?.id === AssignmentType.AUDITOR_EDUCATOR
        ? markets.find((m) => m.id === values.marketId)?.name
        : tab.kind === 'market'
          ? tab.marketName
          : undefined
      : target === 'clinician'
        ? (() => {
            const c = clinicians.find((x) => x.id === values.clinicianId);
            return c ? formatInitialName(c) : undefined;
          })()
        : offices.find((o) => o.id === values.officeId)?.name;
  const sentence = assignmentSentence({
    typeName: type?.name,
    target,
    unassign: values.unassign,
    assigneeName: assignee ? formatInitialName(assignee) : undefined,
    targetName,
  });

  const submit = async (input: ChangeAssignment) => {
    setError(null);
    const id = (n: number | null | undefined) => (n == null ? null : String(n));
    try {
      await change({
        variables: {
          input: {
            assignmentTypeId: String(input.assignmentTypeId),
            unassign: input.unassign,
            employeeId: id(input.employeeId),
            marketId: id(input.marketId),
            officeId: id(input.officeId),
            clinicianId: id(input.clinicianId),
          },
        },
      });
      toast.success({ title: 'Assignment changed', description: sentence ?? undefined });
      reset(EMPTY_VALUES);
      setSearch('');
    } catch (failure) {
      if (!showServerFieldErrors(setFieldError, failure, PLACEMENT)) setError(failure);
    }
  };

  return (
    <Box as="section" aria-labelledby="change-assignment-heading" borderWidth="1px" borderRadius="md" p="4">
      <form noValidate aria-label="Change Assignment" onSubmit={(event) => void handleSubmit(submit)(event)}>
        <Stack gap="3">
          <Heading as="h2" size="md" id="change-assignment-heading">
            Change Assignment
          </Heading>
          <ErrorAlert error={choicesError ?? error} onDismiss={() => setError(null)} tool="Market Assignments" />
          <FormError message={errors.root?.message} />
          <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3">
            <FormField label="Assignment Type" required error={errors.assignmentTypeId?.message}>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  {...register('assignmentTypeId', {
                    onChange: () => {
                      setValue('officeId', '');
                      setValue('marketId', '');
                      setValue('clinicianId', '');
                    },
                  })}
                >
                  <option value="">Select a type</option>
                  {types.map((t) => (
                    <option key={t.id} value={String(t.id)}>
                      {t.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>

            <Stack gap="1">
              {/* Unassign disables the assignee: the field's own disabled state reaches its select. */}
              <Field.Root invalid={Boolean(errors.employeeId)} required={!values.unassign} disabled={values.unassign}>
                <Field.Label>
                  Assignee
                  <Field.RequiredIndicator />
                </Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field {...register('employeeId')}>
                    <option value="">Select an employee</option>
                    {employeeOptions.map((e) => (
                      <option key={e.id} value={e.id}>
                        {e.lastName}, {e.firstName} ({e.id})
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                {errors.employeeId?.message && <Field.ErrorText>{errors.employeeId.message}</Field.ErrorText>}
              </Field.Root>
              <Input
                size="sm"
                placeholder="Search employees by name…"
                aria-label="Search employees"
                value={search}
                disabled={values.unassign}
                onChange={(e) => setSearch(e.currentTarget.value)}
              />
              <Checkbox.Root size="sm" checked={values.unassign} onCheckedChange={(e) => setValue('unassign', e.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>Unassign</Checkbox.Label>
              </Checkbox.Root>
            </Stack>

            {target === 'market' && type?.id === AssignmentType.AUDITOR_EDUCATOR && (
              <SelectField
                label="Market"
                required
                size="sm"
                choices={markets}
                registration={register('marketId')}
                emptyLabel="Select a market"
                error={errors.marketId?.message}
              />
            )}
            {target === 'market' && type?.id !== AssignmentType.AUDITOR_EDUCATOR && tab.kind === 'market' && (
              <Text fontSize="sm" color="fg.muted" alignSelf="center">
                Applies to all neighborhoods of {tab.marketName}.
              </Text>
            )}
            {(target === 'community' || target === 'neighborhood') && (
              <FormField label={target === 'community' ? 'Community' : 'Neighborhood'} required error={errors.officeId?.message}>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field {...register('officeId')}>
                    <option value="">{target === 'community' ? 'Select a community' : 'Select a neighborhood'}</option>
                    {offices.map((o) => (
                      <option key={o.id} value={o.id}>
                        {o.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            )}
            {target === 'clinician' && (
              <FormField label="Clinician" required error={errors.clinicianId?.message}>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field {...register('clinicianId')}>
                    <option value="">Select a clinician</option>
                    {clinicians.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.lastName}, {c.firstName}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            )}
          </SimpleGrid>
          <Text aria-live="polite" data-testid="assignment-sentence" fontWeight="medium" minH="6">
            {sentence ?? ''}
          </Text>
          <Box>
            <Button type="submit" size="sm" colorPalette="blue" disabled={!sentence} loading={loading} loadingText="Submitting…">
              Submit
            </Button>
          </Box>
        </Stack>
      </form>
    </Box>
  );
}
