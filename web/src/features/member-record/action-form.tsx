/**
 * The one form every member-page action dialog uses. An action declares its fields, its shared
 * rule (as a resolver), its mutation and its messages; this form owns the rest alike for all of
 * them: the dialog's header, body and footer (Cancel, then the submit button, which spins while
 * the mutation is in flight), the rule check before anything is sent, the mutation call, the
 * success toast and the close, and a failure's display. A rule's refusal (the browser's or the
 * gateway's) shows on the form's fields, or above them when it belongs to no field; any other
 * failure is the page's sticky toast.
 */
import type { ReactNode } from 'react';
import { Dialog, Stack } from '@chakra-ui/react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { serverFieldErrors, showServerFieldErrors, type FieldPlacement } from '../../shared/lib/form-errors.ts';
import { toast, type ToastMessage } from '../../shared/lib/toasts.ts';
import { FormDialogFooter } from '../../shared/ui/dialog-shell.tsx';
import { FormError } from '../../shared/ui/form-error.tsx';
import { toastActionError } from './action-errors.ts';
import { addCreatedRequests, type CreatedRequests } from './cache.ts';

interface ActionFormProps<TValues extends FieldValues, TChecked, TData, TVariables extends OperationVariables> {
  /** The dialog's title, also the form's accessible name. */
  title: string;
  /** The submit button's text. */
  submitLabel: string;
  /** The inputs' values at opening (text, '' when unset). */
  defaultValues: NoInfer<TValues>;
  /** The shared rule over the inputs: a valid form submits the rule's output. */
  resolver: Resolver<TValues, unknown, TChecked>;
  /** The form's field names, where the gateway's field errors go. */
  placement: FieldPlacement<string>;
  mutation: TypedDocumentNode<TData, TVariables>;
  /** The mutation's variables from the checked values. */
  variables: (checked: TChecked) => TVariables;
  /** The requests the answer created: they join their approval dashboards' cached lists. */
  created?: (data: TData) => CreatedRequests | null | undefined;
  /** The success toast, worded from the mutation's answer. */
  success: (data: TData | undefined) => ToastMessage;
  /**
   * When set, a rule's refusal is also told as an error toast under this title with the rule's
   * first message, whether the browser or the gateway refused.
   */
  refusedTitle?: string;
  /** Called after the success toast: the dialog closes. */
  onDone: () => void;
  /** The form's fields, given the form (register, errors, watch). */
  children: (form: UseFormReturn<TValues, unknown, TChecked>) => ReactNode;
}

/** The first message of a browser-side refusal, in the order of the form's fields, then the form-level one. */
function firstMessage(errors: FieldErrors, fields: readonly string[]): string | undefined {
  for (const field of fields) {
    const message = errors[field]?.message;
    if (typeof message === 'string' && message) return message;
  }
  return errors.root?.message;
}

/** A member-page action's form inside its dialog: checked by its rule, sent by its mutation, closed on success. */
export function ActionForm<TValues extends FieldValues, TChecked, TData, TVariables extends OperationVariables>({
  title,
  submitLabel,
  defaultValues,
  resolver,
  placement,
  mutation,
  variables,
  created,
  success,
  refusedTitle,
  onDone,
  children,
}: ActionFormProps<TValues, TChecked, TData, TVariables>) {
  const form = useForm<TValues, unknown, TChecked>({
    defaultValues: defaultValues as DefaultValues<TValues>,
    resolver,
    mode: 'onSubmit',
  });
  const [mutate, { loading }] = useMutation(mutation, {
    update: created ? (cache, { data }) => addCreatedRequests(cache, data ? created(data as TData) : null) : undefined,
  });
  const refused = (message: string | undefined) => {
    if (refusedTitle && message) toast.error({ title: refusedTitle, description: message });
  };
  const submit = form.handleSubmit(
    async (checked) => {
      let data: TData | undefined;
      try {
        // The variables are the document's own type; Apollo's optional-variables tuple cannot see that for a generic document.
        const result = await mutate(...([{ variables: variables(checked) }] as Parameters<typeof mutate>));
        data = result.data ?? undefined;
      } catch (error) {
        if (showServerFieldErrors(form.setError, error, placement)) refused(serverFieldErrors(error)[0]?.message);
        else toastActionError(error);
        return;
      }
      toast.success(success(data));
      onDone();
    },
    (errors) => refused(firstMessage(errors, placement.fields)),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={title}>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <FormError message={form.formState.errors.root?.message} />
          {children(form)}
        </Stack>
      </Dialog.Body>
      <FormDialogFooter submitLabel={submitLabel} busy={loading} />
    </form>
  );
}
