import { useState } from 'react';
import { Button, Dialog, Input, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isoToday } from '@luminate/schema/rules';
import { downloadFile } from '../lib/download.ts';
import { formatBytes } from '../lib/format.ts';
import { ruleResolver } from '../lib/form-errors.ts';
import { DialogShell, DialogDismissButton } from './dialog-shell.tsx';
import { ErrorAlert } from './error-alert.tsx';
import { FormError } from './form-error.tsx';
import { FormField } from './form-field.tsx';

export interface ReportDates {
  start: string;
  end: string;
}

export interface DateRangeReportDialogProps {
  /** The button that opens the dialog. */
  buttonLabel: string;
  /** The dialog's title. */
  title: string;
  /** The shared date rule for today (both dates required, not after today, end not before start). */
  rule: (today: string) => z.ZodType<ReportDates>;
  /** The gateway file route for the chosen dates. */
  url: (dates: ReportDates) => string;
  /** Used when the server names no file. */
  fallbackName: string;
  /** The page name on a support ticket raised from a failure. */
  tool: string;
  getAccessToken: () => Promise<string | null>;
  /** The submit button's label (Export unless told otherwise). */
  submitLabel?: string;
}

/**
 * A report run over a date range: a button opening a Start Date / End Date modal; Export checks the
 * dates with the shared rule, then streams the file (the bytes received shown on the button) and
 * closes. A refused or failed download keeps the dialog open with the server's message.
 */
export function DateRangeReportDialog(props: DateRangeReportDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <DialogShell
      open={open}
      onClose={() => setOpen(false)}
      trigger={
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          {props.buttonLabel}
        </Button>
      }
    >
      {open && <DateRangeReportForm {...props} onDone={() => setOpen(false)} />}
    </DialogShell>
  );
}

const PLACEMENT = { fields: ['start', 'end'] as const };

function DateRangeReportForm({
  title,
  rule,
  url,
  fallbackName,
  tool,
  getAccessToken,
  submitLabel = 'Export',
  onDone,
}: DateRangeReportDialogProps & { onDone: () => void }) {
  const today = isoToday();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ReportDates, unknown, ReportDates>({
    defaultValues: { start: '', end: '' },
    // Checked on Export; after a first attempt the messages follow the edits.
    resolver: ruleResolver(rule(today), PLACEMENT),
  });
  const [received, setReceived] = useState(0);
  const [error, setError] = useState<unknown>(null);

  const download = async (dates: ReportDates) => {
    setError(null);
    setReceived(0);
    try {
      await downloadFile(url(dates), { accessToken: await getAccessToken(), fallbackName, onProgress: setReceived });
      onDone();
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <form noValidate aria-label={title} onSubmit={(event) => void handleSubmit(download)(event)}>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <ErrorAlert error={error} onDismiss={() => setError(null)} tool={tool} />
          <FormError message={errors.root?.message} />
          <FormField label="Start Date" required error={errors.start?.message}>
            <Input type="date" max={today} {...register('start')} />
          </FormField>
          <FormField label="End Date" required error={errors.end?.message}>
            <Input type="date" max={today} {...register('end')} />
          </FormField>
          {isSubmitting && received > 0 && (
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {formatBytes(received)} received
            </Text>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <DialogDismissButton label="Cancel" />
        <Button type="submit" colorPalette="blue" loading={isSubmitting} loadingText="Exporting…">
          {submitLabel}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
