import { useState } from 'react';
import { Button, Dialog, Field, Input, Stack } from '@chakra-ui/react';
import { isoToday, transferReportRule } from '@luminate/schema/rules';
import { downloadFile } from '../../shared/lib/download.ts';
import { ruleErrors } from '../../shared/lib/form-errors.ts';
import { DialogShell, DialogDismissButton } from '../../shared/ui/dialog-shell.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';

export type TransferReportKind = 'submitted' | 'processed';

const REPORTS: Record<TransferReportKind, { button: string; title: string; fallbackName: string }> = {
  submitted: { button: 'Export Submitted Transfers', title: 'Export Submitted Transfers', fallbackName: 'submitted-transfers.xlsx' },
  processed: { button: 'Export Processed Transfers', title: 'Export Processed Transfers', fallbackName: 'processed-transfers.xlsx' },
};

export const transferReportUrl = (kind: TransferReportKind, start: string, end: string) =>
  `/files/transfers/${kind}?${new URLSearchParams({ start, end })}`;

interface TransferReportDialogProps {
  kind: TransferReportKind;
  getAccessToken(): Promise<string | null>;
}

type Dates = { start: string; end: string };
type DateErrors = Partial<Record<keyof Dates, string>>;

function checkDates(dates: Dates): DateErrors {
  return ruleErrors(transferReportRule(isoToday()).safeParse(dates), { fields: ['start', 'end'] as const })?.fields ?? {};
}

/** A transfer report's button and its Start / End dates modal. */
export function TransferReportDialog({ kind, getAccessToken }: TransferReportDialogProps) {
  const report = REPORTS[kind];
  const [open, setOpen] = useState(false);
  return (
    <DialogShell
      open={open}
      onClose={() => setOpen(false)}
      trigger={
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          {report.button}
        </Button>
      }
    >
      {open && <TransferReportForm kind={kind} getAccessToken={getAccessToken} onDone={() => setOpen(false)} />}
    </DialogShell>
  );
}

function TransferReportForm({ kind, getAccessToken, onDone }: TransferReportDialogProps & { onDone(): void }) {
  const report = REPORTS[kind];
  const today = isoToday();
  const [dates, setDates] = useState<Dates>({ start: '', end: '' });
  const [errors, setErrors] = useState<DateErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const change = (field: keyof Dates, value: string) => {
    const next = { ...dates, [field]: value };
    setDates(next);
    // After a first attempt the messages follow the edits.
    if (submitted) setErrors(checkDates(next));
  };

  const download = async () => {
    setSubmitted(true);
    const found = checkDates(dates);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setError(null);
    try {
      await downloadFile(transferReportUrl(kind, dates.start, dates.end), {
        accessToken: await getAccessToken(),
        fallbackName: report.fallbackName,
      });
      onDone();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{report.title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <ErrorAlert error={error} onDismiss={() => setError(null)} tool="Patient Transfer" />
          <Field.Root invalid={Boolean(errors.start)} required>
            <Field.Label>
              Start Date <Field.RequiredIndicator />
            </Field.Label>
            <Input type="date" max={today} value={dates.start} onChange={(e) => change('start', e.currentTarget.value)} />
            <Field.ErrorText>{errors.start}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.end)} required>
            <Field.Label>
              End Date <Field.RequiredIndicator />
            </Field.Label>
            <Input type="date" max={today} value={dates.end} onChange={(e) => change('end', e.currentTarget.value)} />
            <Field.ErrorText>{errors.end}</Field.ErrorText>
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <DialogDismissButton label="Cancel" />
        <Button colorPalette="blue" loading={busy} loadingText="Exporting…" onClick={() => void download()}>
          Export
        </Button>
      </Dialog.Footer>
    </>
  );
}
