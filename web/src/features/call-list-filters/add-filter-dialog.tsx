import { useState } from 'react';
import { Button, Dialog, Stack } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { FreshFormDialog } from '../../shared/ui/dialog-shell.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { RequiredTextField } from '../../shared/ui/required-text-field.tsx';
import { uploadCallListFilter, type UploadedFilter } from '../../shared/lib/filter-upload.ts';
import { showFileMistake } from '../../shared/lib/upload-mistakes.ts';
import { filterFormResolver, type FilterFormResult, type FilterFormValues } from './filter-form.ts';
import { WorkbookField } from '../../shared/ui/workbook-field.tsx';

interface AddFilterDialogProps {
  open: boolean;
  getAccessToken: () => Promise<string | null>;
  onClose: () => void;
  onAdded: (filter: UploadedFilter) => void;
}

/** 'Add New Global Filter': a name and an .xlsx of member ids, sent as a global filter. */
export function AddFilterDialog({ open, getAccessToken, onClose, onAdded }: AddFilterDialogProps) {
  return (
    <FreshFormDialog open={open} onClose={onClose}>
      <AddFilterForm getAccessToken={getAccessToken} onClose={onClose} onAdded={onAdded} />
    </FreshFormDialog>
  );
}

function AddFilterForm({ getAccessToken, onClose, onAdded }: Omit<AddFilterDialogProps, 'open'>) {
  const {
    register,
    handleSubmit,
    setError,
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
      // A file that is not a workbook shows on its field; anything else is the alert.
      if (!showFileMistake(setError, error, 'file')) setFailure(error);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(send)(event)}>
      <Dialog.Header>
        <Dialog.Title>Add New Global Filter</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {/* A workbook read and refused (unknown ids, a taken name) shows as a warning: fix it and send again. */}
          <ErrorAlert error={failure} onDismiss={() => setFailure(null)} />
          <RequiredTextField label="Filter Name" registration={register('filterName')} error={errors.filterName} />
          <WorkbookField
            label="Member List (.xlsx)"
            helperText="Member ids in the first column; a header row is optional."
            registration={register('file')}
            error={errors.file}
          />
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
