import { Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { ruleResolver } from '../../shared/lib/form-errors.ts';
import { LOAD_TEST_DEFAULTS, loadTestRule, type LoadTestInput } from '@luminate/schema/rules';

export const RECOMMENDATION_TEXT = 'We recommend 50–100 connections for a realistic test.';

const FIELDS: readonly { name: keyof LoadTestInput; label: string; hint: string }[] = [
  { name: 'connections', label: 'Connections', hint: '1 to 1000' },
  { name: 'batchSize', label: 'Batch size', hint: '1 to 100 connections per batch' },
  { name: 'batchDelayMs', label: 'Batch delay (ms)', hint: '0 to 5000 ms between batches' },
  { name: 'campaignId', label: 'Campaign id', hint: 'The campaign whose list every connection subscribes to' },
];

interface LoadTestFormProps {
  running: boolean;
  onStart: (input: LoadTestInput) => void;
  onStop: () => void;
}

/** The load test's inputs, checked with the shared loadTestRule as they are typed. */
export function LoadTestForm({ running, onStart, onStop }: LoadTestFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<LoadTestInput>({
    defaultValues: { ...LOAD_TEST_DEFAULTS },
    resolver: ruleResolver(loadTestRule, { fields: FIELDS.map((f) => f.name) }),
    mode: 'onChange',
  });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onStart)(event)} aria-label="Load test settings">
      <Stack gap="4">
        <Text color="fg.muted">{RECOMMENDATION_TEXT}</Text>
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="4">
          {FIELDS.map((field) => (
            <Field.Root key={field.name} invalid={Boolean(errors[field.name])} disabled={running} required>
              <Field.Label>{field.label}</Field.Label>
              <Input type="number" inputMode="numeric" {...register(field.name, { valueAsNumber: true })} />
              {errors[field.name] ? (
                <Field.ErrorText>{errors[field.name]?.message}</Field.ErrorText>
              ) : (
                <Field.HelperText>{field.hint}</Field.HelperText>
              )}
            </Field.Root>
          ))}
        </SimpleGrid>
        <HStack>
          <Button type="submit" colorPalette="blue" disabled={running || !isValid}>
            Start
          </Button>
          <Button variant="outline" colorPalette="red" disabled={!running} onClick={onStop}>
            Stop
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
