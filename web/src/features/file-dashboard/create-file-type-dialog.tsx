import { useMemo } from 'react';
import { Dialog, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Controller, useForm } from 'react-hook-form';
import { fileTypeRegexFeedback, fileTypeRule, type FileTypeInput } from '@luminate/schema/rules';
import { CreateFileTypeDocument, FileChoicesDocument, type FileRowFragment } from '../../generated/graphql.ts';
import { ruleResolver, showServerFieldErrors } from '../../shared/lib/form-errors.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { DialogShell, FormDialogFooter } from '../../shared/ui/dialog-shell.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { FormError } from '../../shared/ui/form-error.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { appendTypeConfig } from './cache.ts';
import { DestinationsPicker } from './destinations-picker.tsx';
import { RegexField } from './regex-field.tsx';
import { formatCount } from '../../shared/lib/format.ts';

interface FileTypeValues {
  regex: string;
  destinationIds: string[];
}

const PLACEMENT = { fields: ['regex', 'destinationIds'] as const };

export interface CreateFileTypeDialogProps {
  /** The categorised file the type is made from; the dialog is open while it is set. */
  file: FileRowFragment | null;
  onClose: () => void;
}

/**
 * Add FileType: a regex for files of this file's source and category (ending with the file's
 * extension and matching its name) and the sources such files are delivered to.
 */
export function CreateFileTypeDialog({ file, onClose }: CreateFileTypeDialogProps) {
  return (
    <DialogShell open={file !== null} onClose={onClose} size="lg" closeOnInteractOutside={false} title="Add FileType">
      {file && <FileTypeForm file={file} onDone={onClose} />}
    </DialogShell>
  );
}

function FileTypeForm({ file, onDone }: { file: FileRowFragment; onDone: () => void }) {
  const choices = useQuery(FileChoicesDocument);
  const resolver = useMemo(() => ruleResolver<FileTypeValues, FileTypeInput>(fileTypeRule(file.name), PLACEMENT), [file.name]);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<FileTypeValues, unknown, FileTypeInput>({
    defaultValues: { regex: '', destinationIds: [] },
    resolver,
    mode: 'onChange',
  });
  const [createType, { loading, error, reset }] = useMutation(CreateFileTypeDocument, {
    update: (cache, { data }) => data && appendTypeConfig(cache, data.createFileType.type),
  });
  const regex = watch('regex');
  const feedback = fileTypeRegexFeedback(regex, file.name);
  // A file is not delivered back to where it came from.
  const destinations = (choices.data?.fileSources ?? []).filter((s) => s.id !== file.source.id);

  const save = async (input: FileTypeInput) => {
    let result;
    try {
      result = (
        await createType({
          variables: { input: { fileId: file.id, regex: input.regex, destinationIds: input.destinationIds.map(String) } },
        })
      ).data?.createFileType;
    } catch (failure) {
      if (showServerFieldErrors(setError, failure, PLACEMENT)) reset();
      return;
    }
    if (!result) return;
    toast.success({
      title: 'Success!',
      description: `File type ${result.type.regex} created; it types ${formatCount(result.files.length)} file${result.files.length === 1 ? '' : 's'}.`,
    });
    onDone();
  };

  if (choices.loading && !choices.data) return <LoadingBlock label="Loading sources" heights={['10', '24']} />;

  return (
    <form noValidate aria-label="Add FileType" onSubmit={(event) => void handleSubmit(save)(event)}>
      <Dialog.Body>
        <Stack gap="4">
          <ErrorAlert error={choices.error ?? error} onDismiss={choices.error ? undefined : reset} tool="Files" />
          <FormError message={errors.root?.message} />
          <Text fontSize="sm">
            File: <strong>{file.name}</strong> ({file.source.name}, {file.category?.name ?? 'Uncategorized'})
          </Text>
          <RegexField registration={register('regex')} feedback={feedback} pristine={regex === '' && !isSubmitted} fileName={file.name} />
          <Stack gap="1">
            <Text fontWeight="medium" fontSize="sm">
              Destinations{' '}
              <Text as="span" color="fg.error" aria-hidden>
                *
              </Text>
            </Text>
            <Controller
              control={control}
              name="destinationIds"
              render={({ field }) => (
                <DestinationsPicker
                  label="Destinations"
                  sources={destinations}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.destinationIds?.message ?? errors.destinationIds?.root?.message}
                />
              )}
            />
          </Stack>
        </Stack>
      </Dialog.Body>
      <FormDialogFooter submitLabel="Add FileType" busy={loading} />
    </form>
  );
}
