import { useState } from 'react';
import { Button, Checkbox, Dialog, Fieldset, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  MEDICAL_RECORD_KIND_LABELS,
  MEDICAL_RECORD_KINDS,
  MEDICAL_RECORD_TEMPLATE,
  medicalRecordRequestRule,
} from '@luminate/schema/rules';
import { FreshFormDialog, FormDialogFooter } from '../../shared/ui/dialog-shell.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { WorkbookField } from '../../shared/ui/workbook-field.tsx';
import { downloadFile, gatewayUrl } from '../../shared/lib/download.ts';
import { requestFormResolver, type RequestFormResult, type RequestFormValues } from './request-form.ts';
import { MEDICAL_RECORD_TEMPLATE_PATH, uploadMedicalRecordRequest, type CreatedMedicalRecordRequest } from './upload.ts';
import { showFileMistake } from '../../shared/lib/upload-mistakes.ts';

interface RequestDialogProps {
  open: boolean;
  getAccessToken: () => Promise<string | null>;
  onClose: () => void;
  onRequested: (request: CreatedMedicalRecordRequest) => void;
}

/** Make Request: the kinds of file to extract and the .xlsx of member AaneelIds, sent as one request. */
export function RequestDialog({ open, getAccessToken, onClose, onRequested }: RequestDialogProps) {
  return (
    <FreshFormDialog open={open} onClose={onClose}>
      <RequestForm getAccessToken={getAccessToken} onRequested={onRequested} />
    </FreshFormDialog>
  );
}

const DEFAULTS: RequestFormValues = { ccdXml: false, ccdPdf: false, progNote: false, justAaneel: false, file: null };

function RequestForm({ getAccessToken, onRequested }: Omit<RequestDialogProps, 'open' | 'onClose'>) {
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isValid },
  } = useForm<RequestFormValues, unknown, RequestFormResult>({ defaultValues: DEFAULTS, resolver: requestFormResolver, mode: 'onChange' });
  const [failure, setFailure] = useState<unknown>(null);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [templateBusy, setTemplateBusy] = useState(false);
  // The kinds' message waits until a box was ticked or unticked (Send Request stays disabled meanwhile).
  const [kindsTouched, setKindsTouched] = useState(false);
  // The kinds are no field of their own, so react-hook-form keeps no error for them while typing:
  // the shared rule is asked about the ticked boxes directly.
  const ticked = useWatch({ control, name: [...MEDICAL_RECORD_KINDS] });
  const kindsError = medicalRecordRequestRule
    .safeParse({ ...Object.fromEntries(MEDICAL_RECORD_KINDS.map((k, i) => [k, ticked[i]])), fileName: MEDICAL_RECORD_TEMPLATE.fileName })
    .error?.issues.find((issue) => issue.path[0] === 'kinds')?.message;

  const send = async ({ file, ...kinds }: RequestFormResult) => {
    setFailure(null);
    setProgress({ sent: 0, total: file.size });
    try {
      onRequested(await uploadMedicalRecordRequest({ file, kinds }, await getAccessToken(), (sent, total) => setProgress({ sent, total })));
    } catch (error) {
      // A file that is not a workbook shows on its field; anything else is the alert.
      if (!showFileMistake(setError, error, 'file')) setFailure(error);
    } finally {
      setProgress(null);
    }
  };

  const downloadTemplate = async () => {
    setTemplateBusy(true);
    try {
      await downloadFile(gatewayUrl(MEDICAL_RECORD_TEMPLATE_PATH), {
        accessToken: await getAccessToken(),
        fallbackName: MEDICAL_RECORD_TEMPLATE.fileName,
      });
    } catch (error) {
      setFailure(error);
    } finally {
      setTemplateBusy(false);
    }
  };

  const percent = progress && progress.total > 0 ? Math.round((progress.sent / progress.total) * 100) : 0;

  return (
    <form noValidate aria-label="Make Request" onSubmit={(event) => void handleSubmit(send)(event)}>
      <Dialog.Header>
        <Dialog.Title>Make Request</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {/* A workbook the Care API refused (unknown ids, not ids) shows as a warning: fix it and send again. */}
          <ErrorAlert error={failure} onDismiss={() => setFailure(null)} />
          <Fieldset.Root invalid={Boolean(kindsError) && kindsTouched}>
            <Fieldset.Legend>Files to extract</Fieldset.Legend>
            <Stack gap="2" mt="2">
              {MEDICAL_RECORD_KINDS.map((kind) => (
                <Controller
                  key={kind}
                  control={control}
                  name={kind}
                  render={({ field }) => (
                    <Checkbox.Root
                      checked={field.value}
                      onCheckedChange={(c) => {
                        setKindsTouched(true);
                        field.onChange(c.checked === true);
                      }}
                      name={field.name}
                      disabled={isSubmitting}
                    >
                      <Checkbox.HiddenInput onBlur={field.onBlur} />
                      <Checkbox.Control />
                      <Checkbox.Label>{MEDICAL_RECORD_KIND_LABELS[kind]}</Checkbox.Label>
                    </Checkbox.Root>
                  )}
                />
              ))}
            </Stack>
            {kindsError && kindsTouched && <Fieldset.ErrorText>{kindsError}</Fieldset.ErrorText>}
          </Fieldset.Root>
          <HStack gap="1" wrap="wrap">
            <Text fontSize="sm">List the members' AaneelIds in the</Text>
            <Button
              variant="plain"
              size="sm"
              px="0"
              textDecoration="underline"
              loading={templateBusy}
              onClick={() => void downloadTemplate()}
            >
              member id template (.xlsx)
            </Button>
          </HStack>
          <WorkbookField
            label="Member Ids (.xlsx)"
            helperText="AaneelIds in column A under the AaneelId header."
            registration={register('file')}
            error={errors.file}
          />
          {progress && (
            <Progress.Root value={percent} size="sm" colorPalette="blue">
              <HStack justify="space-between">
                <Progress.Label>Uploading</Progress.Label>
                <Progress.ValueText>{percent}%</Progress.ValueText>
              </HStack>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
        </Stack>
      </Dialog.Body>
      <FormDialogFooter submitLabel="Send Request" busy={isSubmitting} busyLabel="Sending…" disabled={!isValid} />
    </form>
  );
}
