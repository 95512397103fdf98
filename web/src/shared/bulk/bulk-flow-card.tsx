import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Fieldset, HStack, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import {
  BULK_CLEAN_FILE_NAME,
  BULK_FLOW_LABELS,
  BULK_TEMPLATES,
  type BulkFlow,
  type BulkSubmitResult,
  type BulkValidation,
} from '@luminate/schema/rules';
import { useAccessTokenGetter } from '../auth/access-token.ts';
import { bulkTemplateUrl, submitBulkUpload, validateBulkUpload, workbookFromBase64, type BulkProgress } from '../lib/bulk-upload.ts';
import { toast } from '../lib/toasts.ts';
import { DownloadButton } from '../ui/download-button.tsx';
import { ErrorAlert } from '../ui/error-alert.tsx';
import { showFileMistake } from '../lib/upload-mistakes.ts';
import { RequiredTextField } from '../ui/required-text-field.tsx';
import { WorkbookField } from '../ui/workbook-field.tsx';
import { bulkFormResolver, type BulkFormValues } from './bulk-form.ts';
import { BulkProgressView } from './bulk-progress.tsx';
import { BulkResult } from './bulk-result.tsx';
import { useLeaveGuard } from './leave-guard.tsx';
import { SuccessNotice } from '../ui/success-notice.tsx';

export interface BulkFlowCardProps {
  flow: BulkFlow;
  /** The card's title; the flow's label by default. */
  title?: string;
  /** A line under the title: what the flow changes. */
  description?: ReactNode;
  /** The summary table's first header: 'Term Reason', 'Office', 'Records'. */
  summaryHeading: string;
  /** Where the change shows once submitted, e.g. 'Pending terms appear on the Deattribution dashboard.' */
  afterSubmit: string;
  /** New Members: the cohort the members are staged in (Validate waits for one). */
  cohortId?: string | null;
  /** Neighborhood update: move the members at once instead of through the Patient Transfer dashboard. */
  skipTransferDashboard?: boolean;
  /** Controls shown above the note (the cohort picker, the skip option); `locked` while a validation is held. */
  renderExtra?: (locked: boolean) => ReactNode;
  /** The notice while Submit runs; 'Submitting…' by default. */
  submittingNotice?: string;
  onSubmitted?: (result: BulkSubmitResult) => void;
}

type Stage =
  | { kind: 'edit' }
  | { kind: 'validating'; progress: BulkProgress }
  | { kind: 'validated'; result: BulkValidation; note: string; file: File }
  | { kind: 'submitting'; result: BulkValidation; note: string; file: File };

/**
 * One bulk staging flow: the template, the note (not for addresses), the .xlsx, Validate File with
 * its progress, the validation's result, then Submit (all valid rows, once) or Cancel (start over).
 * After a submit the card starts over and says where the change can be seen.
 */
export function BulkFlowCard(props: BulkFlowCardProps) {
  // Each run of the flow is a fresh form: Cancel and a finished submit start the next one empty.
  const [run, setRun] = useState(0);
  const [lastSubmit, setLastSubmit] = useState<BulkSubmitResult | null>(null);
  const title = props.title ?? BULK_FLOW_LABELS[props.flow];
  return (
    <Card.Root as="section" aria-label={title} data-flow={props.flow}>
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
        {props.description && <Card.Description>{props.description}</Card.Description>}
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {lastSubmit && (
            <SuccessNotice testId="bulk-submitted" title={lastSubmit.message}>
              {props.afterSubmit}
            </SuccessNotice>
          )}
          <BulkFlowRun
            key={run}
            {...props}
            onStart={() => setLastSubmit(null)}
            onCancel={() => setRun((n) => n + 1)}
            onDone={(result) => {
              setLastSubmit(result);
              setRun((n) => n + 1);
              props.onSubmitted?.(result);
            }}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

interface RunProps extends BulkFlowCardProps {
  onStart: () => void;
  onCancel: () => void;
  onDone: (result: BulkSubmitResult) => void;
}

function BulkFlowRun({
  flow,
  summaryHeading,
  afterSubmit,
  cohortId = null,
  skipTransferDashboard = false,
  renderExtra,
  submittingNotice,
  onStart,
  onCancel,
  onDone,
}: RunProps) {
  const template = BULK_TEMPLATES[flow];
  const getAccessToken = useAccessTokenGetter();
  const [stage, setStage] = useState<Stage>({ kind: 'edit' });
  const [failure, setFailure] = useState<unknown>(null);
  const abort = useRef<AbortController | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const [resolver] = useState(() => bulkFormResolver(flow));
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors, isValid },
  } = useForm<BulkFormValues, unknown, { note: string; file: File }>({
    defaultValues: { note: '', file: null },
    resolver,
    mode: 'onChange',
  });

  // Stop an upload still running when the card goes away.
  useEffect(() => () => abort.current?.abort(), []);

  const fileRegistration = register('file');
  const chosen = watch('file');
  const holding = stage.kind !== 'edit' || (chosen?.length ?? 0) > 0;
  const leaveGuard = useLeaveGuard(holding);

  useEffect(() => {
    if (stage.kind === 'validated') resultHeading.current?.focus();
  }, [stage.kind]);

  const validate = async ({ note, file }: { note: string; file: File }) => {
    onStart();
    setFailure(null);
    const controller = new AbortController();
    abort.current = controller;
    setStage({ kind: 'validating', progress: { phase: 'uploading', sent: 0, total: file.size } });
    try {
      const result = await validateBulkUpload(
        { flow, file, note, cohortId, skipTransferDashboard },
        {
          accessToken: await getAccessToken(),
          signal: controller.signal,
          onProgress: (progress) => setStage({ kind: 'validating', progress }),
        },
      );
      let submitFile = file;
      if (template.returnsCleanFile && result.cleanFile) {
        // Emails and phones: the clean workbook of the valid rows replaces the chosen file.
        submitFile = new File([workbookFromBase64(result.cleanFile)], BULK_CLEAN_FILE_NAME, { type: file.type });
        // The picker shows the file that will be sent (Submit sends the validated file it holds).
        if (typeof DataTransfer !== 'undefined') {
          const replaced = new DataTransfer();
          replaced.items.add(submitFile);
          setValue('file', replaced.files);
          if (fileInput.current) fileInput.current.files = replaced.files;
        }
      }
      setStage({ kind: 'validated', result, note, file: submitFile });
    } catch (error) {
      setStage({ kind: 'edit' });
      // The user's own mistake about the file shows on the file field; anything else is the alert.
      if (!(error instanceof DOMException && error.name === 'AbortError') && !showFileMistake(setError, error, 'file')) setFailure(error);
    } finally {
      abort.current = null;
    }
  };

  const submit = async () => {
    if (stage.kind !== 'validated') return;
    setFailure(null);
    setStage({ ...stage, kind: 'submitting' });
    try {
      const result = await submitBulkUpload(
        { flow, file: stage.file, note: stage.note, cohortId, skipTransferDashboard },
        await getAccessToken(),
      );
      toast.success({ title: result.message, description: afterSubmit });
      onDone(result);
    } catch (error) {
      setFailure(error);
      setStage({ ...stage, kind: 'validated' });
    }
  };

  const locked = stage.kind !== 'edit';
  const submitting = stage.kind === 'submitting';
  const validated = stage.kind === 'validated' || stage.kind === 'submitting' ? stage : null;

  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap">
        <DownloadButton
          url={bulkTemplateUrl(flow)}
          getAccessToken={getAccessToken}
          fallbackName={template.fileName}
          label="Download Template"
          loadingText="Downloading…"
          onStart={() => setFailure(null)}
          onError={setFailure}
        />
        <Text fontSize="sm" color="fg.muted">
          Columns: {template.columns.join(', ')}
        </Text>
      </HStack>

      <form noValidate onSubmit={(event) => void handleSubmit(validate)(event)}>
        <Stack gap="4">
          {renderExtra?.(locked)}
          <Fieldset.Root disabled={locked}>
            <Stack gap="4">
              {template.needsNote && <RequiredTextField label="Note" rows={3} registration={register('note')} error={errors.note} />}
              <WorkbookField
                label="Workbook (.xlsx)"
                helperText={`The ${BULK_FLOW_LABELS[flow]} template with one change per row.`}
                registration={{
                  ...fileRegistration,
                  ref: (element: HTMLInputElement | null) => {
                    fileRegistration.ref(element);
                    fileInput.current = element;
                  },
                }}
                error={errors.file}
              />
            </Stack>
          </Fieldset.Root>
          {stage.kind === 'edit' && (
            <HStack>
              <Button type="submit" colorPalette="blue" disabled={!isValid || (template.needsCohort === true && !cohortId)}>
                Validate File
              </Button>
            </HStack>
          )}
        </Stack>
      </form>

      <ErrorAlert error={failure} onDismiss={() => setFailure(null)} />

      {stage.kind === 'validating' && (
        <Stack gap="3">
          <BulkProgressView progress={stage.progress} />
          <HStack>
            <Button variant="outline" onClick={() => abort.current?.abort()}>
              Stop
            </Button>
          </HStack>
        </Stack>
      )}

      {validated && (
        <Stack gap="4">
          <BulkResult result={validated.result} summaryHeading={summaryHeading} headingRef={resultHeading} />
          {template.returnsCleanFile && validated.result.cleanFile && (
            <Text fontSize="sm" data-testid="bulk-clean-file">
              The valid records replaced the chosen file: Submit sends <strong>{validated.file.name}</strong> with the note.
            </Text>
          )}
          {submitting && (
            <Alert.Root status="info" variant="subtle" role="status" data-testid="bulk-submitting">
              <Alert.Indicator />
              <Alert.Description>{submittingNotice ?? 'Submitting…'}</Alert.Description>
            </Alert.Root>
          )}
          <HStack gap="2">
            <Button
              colorPalette="blue"
              onClick={() => void submit()}
              loading={submitting}
              loadingText="Submitting…"
              disabled={validated.result.validRows === 0}
            >
              Submit
            </Button>
            <Button variant="outline" onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
          </HStack>
          {validated.result.validRows === 0 && (
            <Text fontSize="sm" color="fg.muted">
              No valid rows to submit: correct the file and validate it again.
            </Text>
          )}
        </Stack>
      )}
      {leaveGuard}
    </Stack>
  );
}
