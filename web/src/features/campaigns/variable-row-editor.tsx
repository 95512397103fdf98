import { Button, Field, Flex, Input, NativeSelect, Table, Text } from '@chakra-ui/react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import type { CampaignVariableInput } from '../../generated/graphql.ts';
import { FormError } from '../../shared/ui/form-error.tsx';
import { showServerFieldErrors } from '../../shared/lib/form-errors.ts';
import { VARIABLE_FORM_FIELDS, variableResolver, type VariableFormValues, type VariableOption } from './variable-form.ts';

interface VariableRowEditorProps {
  /** What the editor offers (see offeredOptions). */
  options: readonly VariableOption[];
  isDialer: boolean;
  defaultValues: VariableFormValues;
  saving: boolean;
  /** Rejects with the gateway's answer when it refused a rule, which the editor shows on its field. */
  onSave: (input: CampaignVariableInput) => Promise<void>;
  onCancel: () => void;
}

/**
 * The inline editor row of the variables table: an option, a value input that fits the option's
 * value type (true/false for boolean, a number for <, > and int, none for presets) and points.
 */
export function VariableRowEditor({ options, isDialer, defaultValues, saving, onSave, onCancel }: VariableRowEditorProps) {
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors },
  } = useForm<VariableFormValues, unknown, CampaignVariableInput>({
    defaultValues,
    resolver: variableResolver(options, isDialer),
    mode: 'onChange',
  });
  const optionId = watch('optionId');
  const valueType = options.find((o) => o.id === optionId)?.valueType ?? null;
  const optionField = register('optionId', {
    // A value typed for another option means nothing for this one.
    onChange: () => setValue('value', ''),
  });

  const save = async (input: CampaignVariableInput) => {
    try {
      await onSave(input);
    } catch (failure) {
      showServerFieldErrors(setError, failure, { fields: VARIABLE_FORM_FIELDS });
    }
  };

  return (
    <Table.Row data-editing="true" verticalAlign="top" bg="bg.muted">
      <Table.Cell>
        <Field.Root invalid={Boolean(errors.optionId)}>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field aria-label="Option" {...optionField}>
              {!isDialer && <option value="">Pick an option</option>}
              {options.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.optionId?.message}</Field.ErrorText>
        </Field.Root>
      </Table.Cell>
      <Table.Cell>
        <Field.Root invalid={Boolean(errors.value)}>
          <ValueInput valueType={valueType} field={register('value')} />
          <Field.ErrorText>{errors.value?.message}</Field.ErrorText>
        </Field.Root>
      </Table.Cell>
      <Table.Cell>
        <Field.Root invalid={Boolean(errors.points)}>
          <Input size="sm" type="number" step="any" aria-label="Points" {...register('points', { valueAsNumber: true })} />
          <Field.ErrorText>{errors.points?.message}</Field.ErrorText>
        </Field.Root>
      </Table.Cell>
      <Table.Cell>
        <FormError message={errors.root?.message} />
      </Table.Cell>
      <Table.Cell>
        <Flex gap="2" justify="flex-end">
          <Button size="xs" colorPalette="blue" loading={saving} loadingText="Saving" onClick={() => void handleSubmit(save)()}>
            Save
          </Button>
          <Button size="xs" variant="outline" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}

function ValueInput({ valueType, field }: { valueType: string | null; field: UseFormRegisterReturn<'value'> }) {
  if (valueType === 'valuePreset') {
    return (
      <Text fontSize="sm" color="fg.muted" py="1.5">
        Preset by the option
      </Text>
    );
  }
  if (valueType === 'boolean') {
    return (
      <NativeSelect.Root size="sm">
        <NativeSelect.Field aria-label="Value" {...field}>
          <option value="">Choose</option>
          <option value="true">true</option>
          <option value="false">false</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  }
  const numeric = valueType === '<' || valueType === '>' || valueType === 'int';
  return <Input size="sm" aria-label="Value" type={numeric ? 'number' : 'text'} step={valueType === 'int' ? 1 : 'any'} {...field} />;
}
