import { useState } from 'react';
import { Alert, Button, CloseButton, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { isRefusedUpload, uploadCallListFilter, XLSX_MIME, type UploadedFilter } from './filter-upload.ts';
import { filterFormResolver, type FilterFormResult, type FilterFormValues } from './filter-form.ts';

interface AddFilterDialogProps {
  open: boolean;
  getAccessToken(): Promise<string | null>;
  onClose(): void;
  onAdded(filter: UploadedFilter): void;
}

/** 'Add New Global Filter' (spec 4 §2.4): a name and an .xlsx of member ids, sent as a global filter. */
export function AddFilterDialog({ open, getAccessToken, onClose, onAdded }: AddFilterDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* Mounted per opening, so every opening starts empty. */}
            {open && <AddFilterForm getAccessToken={getAccessToken} onClose={onClose} onAdded={onAdded} />}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function AddFilterForm({ getAccessToken, onClose, onAdded }: Omit<AddFilterDialogProps, 'open'>) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FilterFormValues, unknown, FilterFormResult>({
    defaultValues: { filterName: '', file: null },
    resolver: filterFormResolver,
    mode: 'onChange',
  });
  const [failure, setFailure] = useState<unknown>(null);

  const send = async ({ filterName, file }: FilterFormResult) => {
    setFailure(null);
    try {
      onAdded(await uploadCallListFilter({ file, filterName }, await getAccessToken()));
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(send)(event)}>
      <Dialog.Header>
        <Dialog.Title>Add New Global Filter</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {isRefusedUpload(failure) ? (
            // The workbook was read and refused (unknown ids, a taken name): fix it and send again.
            <Alert.Root status="warning" data-variant="warning" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Warning</Alert.Title>
                <Alert.Description>{failure.message}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : (
            <ErrorAlert error={failure} onDismiss={() => setFailure(null)} />
          )}
          <Field.Root invalid={Boolean(errors.filterName)} required>
            <Field.Label>
              Filter Name <Field.RequiredIndicator />
            </Field.Label>
            <Input {...register('filterName')} autoComplete="off" />
            <Field.ErrorText>{errors.filterName?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.file)} required>
            <Field.Label>
              Member List (.xlsx) <Field.RequiredIndicator />
            </Field.Label>
            <Input type="file" accept={`.xlsx,${XLSX_MIME}`} p="1" {...register('file')} />
            {errors.file ? (
              <Field.ErrorText>{errors.file.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>Member ids in the first column; a header row is optional.</Field.HelperText>
            )}
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="blue" loading={isSubmitting} loadingText="Logging…">
          Log Filtered Members
        </Button>
      </Dialog.Footer>
    </form>
  );
}
