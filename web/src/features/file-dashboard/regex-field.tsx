import { Field, HStack, Input, Text } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { RegexFeedback } from '@luminate/schema/rules';

export interface RegexFieldProps {
  /** The form's `register('regex')`. */
  registration: UseFormRegisterReturn;
  /** The shared rule's verdict on what is typed now (recomputed on every keystroke). */
  feedback: RegexFeedback;
  /** Nothing typed yet and nothing submitted: the verdict is shown muted, not as an error. */
  pristine: boolean;
  /** No pattern is needed (the adhoc category): the input is disabled and the feedback says why. */
  disabled?: boolean;
  /** The file name the pattern is tested against, shown for reference. */
  fileName: string;
}

/**
 * A regex input with live feedback: as the user types, the message under it says whether the
 * pattern matches the file's name, by the same rule the server applies on save.
 */
export function RegexField({ registration, feedback, pristine, disabled, fileName }: RegexFieldProps) {
  const tone = disabled ? 'fg.muted' : feedback.ok ? 'green.fg' : pristine ? 'fg.muted' : 'red.fg';
  return (
    <Field.Root invalid={!disabled && !pristine && !feedback.ok} disabled={disabled} required={!disabled}>
      <Field.Label>Regex {!disabled && <Field.RequiredIndicator />}</Field.Label>
      <Input {...registration} autoComplete="off" spellCheck={false} placeholder={disabled ? undefined : 'e.g. ^eligibility_.*\\.csv$'} />
      <Text fontSize="xs" color="fg.muted" mt="1">
        Tested against{' '}
        <Text as="span" fontFamily="mono">
          {fileName}
        </Text>
      </Text>
      <HStack
        role="status"
        aria-live="polite"
        data-testid="regex-feedback"
        data-ok={feedback.ok ? 'true' : 'false'}
        gap="1.5"
        fontSize="sm"
        color={tone}
        fontWeight="medium"
      >
        <Text as="span" aria-hidden>
          {disabled ? 'ℹ' : feedback.ok ? '✓' : '✗'}
        </Text>
        <Text as="span">{feedback.message}</Text>
      </HStack>
    </Field.Root>
  );
}
