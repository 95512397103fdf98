import { useState } from 'react';
import { Button, Card, Field, Input, Progress, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { showFileMistake } from '../../shared/lib/upload-mistakes.ts';
import { FILE_UPLOAD_MAX_BYTES, FILE_UPLOAD_MESSAGES, fieldErrorsOf, fileUploadRule } from '@luminate/schema/rules';
import { DataMgmtFileSourcesDocument } from '../../generated/graphql.ts';
import { useAccessTokenGetter } from '../../shared/auth/access-token.ts';
import { useLeaveGuard } from '../../shared/bulk/index.ts';
import { uploadSourceFile, type UploadedSourceFile } from '../../shared/lib/bulk-upload.ts';
import { formatBytes } from '../../shared/lib/format.ts';
import { placeFieldErrors, toFormErrors, type FieldError } from '../../shared/lib/form-errors.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { FILE_UPLOAD_LABEL } from './flows.ts';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { SuccessNotice } from '../../shared/ui/success-notice.tsx';

interface FileUploadValues {
  sourceId: string;
  file: FileList | null;
}

interface FileUploadResult {
  sourceId: string;
  name: string;
  file: File;
}

/**
 * The name the file is stored under: word characters, dots and hyphens only (anything else
 * becomes '_'), not starting with a dot or hyphen, at most 255 characters.
 */
export function storedFileName(name: string): string {
  return name
    .replace(/[^\w.-]/g, '_')
    .replace(/^[.-]+/, '')
    .slice(0, 255);
}

/** The shared fileUploadRule (a source, a storable name) plus a chosen file no larger than the cap. */
const fileUploadResolver: Resolver<FileUploadValues, unknown, FileUploadResult> = (
  values,
): ResolverResult<FileUploadValues, FileUploadResult> => {
  const file = values.file?.[0] ?? null;
  const parsed = fileUploadRule.safeParse({ sourceId: values.sourceId, name: file ? storedFileName(file.name) : '' });
  const failed: FieldError[] = parsed.success ? [] : fieldErrorsOf(parsed.error).filter((e) => file || e.field !== 'name');
  if (!file) failed.push({ field: 'file', message: FILE_UPLOAD_MESSAGES.file });
  else if (file.size > FILE_UPLOAD_MAX_BYTES) failed.push({ field: 'file', message: FILE_UPLOAD_MESSAGES.tooLarge });
  if (failed.length > 0 || !parsed.success || !file) {
    return {
      values: {},
      errors: toFormErrors<FileUploadValues>(placeFieldErrors(failed, { fields: ['sourceId', 'file'], rename: { name: 'file' } })),
    };
  }
  return { values: { sourceId: String(parsed.data.sourceId), name: parsed.data.name, file }, errors: {} };
};

/** File Upload: any file to the chosen source's outbound folder (the source's name in lower case), delivered within the hour. */
export function FileUploadCard() {
  const [uploaded, setUploaded] = useState<UploadedSourceFile | null>(null);
  // Each upload starts from an empty form (the file input cannot be emptied otherwise); the source stays.
  const [run, setRun] = useState({ key: 0, sourceId: '' });
  return (
    <Card.Root as="section" aria-label={FILE_UPLOAD_LABEL} data-flow="file-upload">
      <Card.Header>
        <Card.Title as="h2">{FILE_UPLOAD_LABEL}</Card.Title>
        <Card.Description>
          Any file, placed in an outbound folder named after the source (in lower case) and delivered within the hour.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {uploaded && (
            <SuccessNotice testId="file-uploaded" title={`${uploaded.name} uploaded (${formatBytes(uploaded.bytes)})`}>
              Placed in the outbound folder <strong>{uploaded.folder}</strong>; it is delivered within the hour.
            </SuccessNotice>
          )}
          <FileUploadForm
            key={run.key}
            sourceId={run.sourceId}
            onStart={() => setUploaded(null)}
            onUploaded={(placed, sourceId) => {
              setUploaded(placed);
              setRun((r) => ({ key: r.key + 1, sourceId }));
            }}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function FileUploadForm({
  sourceId: initialSource,
  onStart,
  onUploaded,
}: {
  sourceId: string;
  onStart: () => void;
  onUploaded: (placed: UploadedSourceFile, sourceId: string) => void;
}) {
  const getAccessToken = useAccessTokenGetter();
  const sources = useQuery(DataMgmtFileSourcesDocument);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isValid, isSubmitting },
  } = useForm<FileUploadValues, unknown, FileUploadResult>({
    defaultValues: { sourceId: initialSource, file: null },
    resolver: fileUploadResolver,
    mode: 'onChange',
  });
  const chosen = watch('file');
  const leaveGuard = useLeaveGuard((chosen?.length ?? 0) > 0 || isSubmitting);

  const upload = async ({ file, name, sourceId }: FileUploadResult) => {
    onStart();
    setFailure(null);
    setProgress({ sent: 0, total: file.size });
    try {
      const placed = await uploadSourceFile(
        { file, fileName: name, sourceId },
        { accessToken: await getAccessToken(), onProgress: (sent, total) => setProgress({ sent, total }) },
      );
      toast.success({ title: 'File uploaded', description: `${placed.name} is in the outbound folder ${placed.folder}` });
      onUploaded(placed, sourceId);
    } catch (error) {
      // An empty file or one over the cap is the user's to fix on the field; anything else is the alert.
      if (!showFileMistake(setError, error, 'file')) setFailure(error);
    } finally {
      setProgress(null);
    }
  };

  const file = chosen?.[0] ?? null;
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(upload)(event)}>
      <Stack gap="4">
        <ErrorAlert error={sources.error} />
        <ErrorAlert error={failure} onDismiss={() => setFailure(null)} />
        <SelectField
          label="File Source"
          required
          maxW="md"
          disabled={isSubmitting}
          choices={sources.data?.dataMgmt.fileSources ?? []}
          registration={register('sourceId')}
          emptyLabel={sources.loading ? 'Loading sources…' : 'Choose a source'}
          error={errors.sourceId?.message}
        />
        <Field.Root invalid={Boolean(errors.file)} required>
          <Field.Label>
            File <Field.RequiredIndicator />
          </Field.Label>
          <Input type="file" p="1" disabled={isSubmitting} {...register('file')} />
          {errors.file ? (
            <Field.ErrorText>{errors.file.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              {file ? `Stored as ${storedFileName(file.name)} (${formatBytes(file.size)})` : 'Any file up to 20 MB.'}
            </Field.HelperText>
          )}
        </Field.Root>
        {progress && (
          <Stack gap="1">
            <Progress.Root
              value={progress.sent}
              max={Math.max(progress.total, 1)}
              size="sm"
              colorPalette="blue"
              aria-label="Upload progress"
            >
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Text role="status" aria-live="polite" fontSize="sm">
              Uploading {formatBytes(progress.sent)} of {formatBytes(progress.total)}
            </Text>
          </Stack>
        )}
        <Stack direction="row">
          <Button type="submit" colorPalette="blue" disabled={!isValid} loading={isSubmitting} loadingText="Uploading…">
            Upload
          </Button>
        </Stack>
      </Stack>
      {leaveGuard}
    </form>
  );
}
