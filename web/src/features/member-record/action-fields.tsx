/**
 * The parts the member page's action forms share: the props each form gets, the free-text field,
 * string choices for a select, and the common half of every note-only action.
 */
import { Text, Textarea } from '@chakra-ui/react';
import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import type { MemberCardFragment } from '../../generated/graphql.ts';
import { FormField } from '../../shared/ui/form-field.tsx';
import { NOTE_PLACEMENT, type NoteFormValues } from './member-form.ts';

/** What the open action's form is given: the member it acts on, and how to close the dialog. */
export interface ActionDialogProps {
  member: MemberCardFragment;
  onDone: () => void;
}

/** A free-text field of an action (a note, a plan): a textarea under its label, with the rule's message. */
export function TextField({
  label,
  registration,
  error,
  placeholder,
  required = true,
  rows = 3,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  placeholder: string;
  required?: boolean;
  rows?: number;
}) {
  return (
    <FormField label={label} error={error} required={required}>
      <Textarea rows={rows} placeholder={placeholder} {...registration} />
    </FormField>
  );
}

/** Strings as the choices of a select, each its own value and text. */
export const named = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));

/**
 * The half every note-only action (Return Eligible, Remove DNC, Restore drop-in eligibility)
 * shares: an empty required note, sent with the member's id, under the fixed line that says what
 * the action records, when it has one.
 */
export function noteAction({ member, onDone }: ActionDialogProps, fixed?: string) {
  return {
    defaultValues: { note: '' },
    placement: NOTE_PLACEMENT,
    variables: ({ note }: { note: string }) => ({ input: { memberId: member.id, note } }),
    onDone,
    children: ({ register, formState: { errors } }: UseFormReturn<NoteFormValues, unknown, { note: string }>) => (
      <>
        {fixed && <Text fontSize="sm">{fixed}</Text>}
        <TextField label="Note" placeholder="Enter a note" registration={register('note')} error={errors.note?.message} />
      </>
    ),
  };
}
