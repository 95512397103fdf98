import { useMemo } from 'react';
import { Dialog, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { categorizeFileRule, categoryRegexFeedback, type CategorizeFileInput } from '@luminate/schema/rules';
import { CategorizeFileDocument, FileChoicesDocument, type FileRowFragment } from '../../generated/graphql.ts';
import { ruleResolver, showServerFieldErrors } from '../../shared/lib/form-errors.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { DialogShell, FormDialogFooter } from '../../shared/ui/dialog-shell.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { FormError } from '../../shared/ui/form-error.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { appendCategoryConfig, removeFromUncategorized } from './cache.ts';
import { PatternReach } from './pattern-reach.tsx';
import { RegexField } from './regex-field.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';

interface CategorizeValues {
  categoryId: string;
  regex: string;
  userToInform: string;
}

const PLACEMENT = { fields: ['categoryId', 'regex', 'userToInform'] as const };

export interface CategorizeFileDialogProps {
  /** The file to categorise; the dialog is open while it is set. */
  file: FileRowFragment | null;
  onClose: () => void;
}

/**
 * Add Category: a category for an uncategorised file. The adhoc category applies to this file
 * alone; any other takes a regex, which becomes a pattern of the file's source (and categorises
 * the source's other uncategorised files it matches).
 */
export function CategorizeFileDialog({ file, onClose }: CategorizeFileDialogProps) {
  return (
    <DialogShell open={file !== null} onClose={onClose} size="lg" closeOnInteractOutside={false} title="Add Category">
      {file && <CategorizeForm file={file} onDone={onClose} />}
    </DialogShell>
  );
}

function CategorizeForm({ file, onDone }: { file: FileRowFragment; onDone: () => void }) {
  const choices = useQuery(FileChoicesDocument);
  const resolver = useMemo(
    () => ruleResolver<CategorizeValues, CategorizeFileInput>(categorizeFileRule(file.name), PLACEMENT),
    [file.name],
  );
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<CategorizeValues, unknown, CategorizeFileInput>({
    defaultValues: { categoryId: '', regex: '', userToInform: '' },
    resolver,
    mode: 'onChange',
  });
  const [categorize, { loading, error, reset }] = useMutation(CategorizeFileDocument, {
    update: (cache, { data }) => {
      if (!data) return;
      const result = data.categorizeFile;
      removeFromUncategorized(
        cache,
        result.files.map((f) => f.id),
        result.uncategorizedFileCount,
      );
      if (result.pattern) appendCategoryConfig(cache, result.pattern);
    },
  });

  const categories = choices.data?.fileCategories ?? [];
  const categoryId = watch('categoryId');
  const regex = watch('regex');
  const category = categories.find((c) => c.id === categoryId) ?? null;
  const feedback = categoryRegexFeedback(regex, file.name, categoryId || null);
  const adhoc = category?.adhoc ?? false;

  const save = async (input: CategorizeFileInput) => {
    let result;
    try {
      result = (
        await categorize({
          variables: {
            input: { fileId: file.id, categoryId: String(input.categoryId), regex: input.regex, userToInform: input.userToInform },
          },
        })
      ).data?.categorizeFile;
    } catch (failure) {
      if (showServerFieldErrors(setError, failure, PLACEMENT)) reset();
      return;
    }
    if (!result) return;
    const others = result.files.length - 1;
    toast.success({
      title: 'Success!',
      description: `${file.name} categorised as ${category?.name ?? 'the category'}${others > 0 ? `, with ${others} more file${others === 1 ? '' : 's'} the pattern matches` : ''}.`,
    });
    onDone();
  };

  if (choices.loading && !choices.data) return <LoadingBlock label="Loading categories" heights={['10', '10', '16']} />;

  return (
    <form noValidate aria-label="Add Category" onSubmit={(event) => void handleSubmit(save)(event)}>
      <Dialog.Body>
        <Stack gap="4">
          <ErrorAlert error={choices.error ?? error} onDismiss={choices.error ? undefined : reset} tool="Files" />
          <FormError message={errors.root?.message} />
          <Text fontSize="sm">
            File: <strong>{file.name}</strong> ({file.source.name})
          </Text>
          <SelectField
            label="Category"
            required
            choices={categories}
            registration={register('categoryId')}
            emptyLabel="Choose a category"
            error={errors.categoryId?.message}
          />
          <RegexField
            registration={register('regex')}
            feedback={feedback}
            pristine={regex === '' && !isSubmitted}
            disabled={adhoc}
            fileName={file.name}
          />
          {!adhoc && feedback.ok && <PatternReach pattern={regex} sourceId={file.source.id} sourceName={file.source.name} />}
          <Field.Root invalid={Boolean(errors.userToInform)}>
            <Field.Label>User to inform</Field.Label>
            <Input {...register('userToInform')} type="email" autoComplete="off" placeholder="name@example.org (optional)" />
            <Field.ErrorText>{errors.userToInform?.message}</Field.ErrorText>
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <FormDialogFooter submitLabel="Add Category" busy={loading} />
    </form>
  );
}
