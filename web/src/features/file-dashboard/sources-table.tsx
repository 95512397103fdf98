import { useState } from 'react';
import { Button, Checkbox, Field, Flex, HStack, Input, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { fileSourceRule } from '@luminate/schema/rules';
import { FileSourcesDocument, UpdateFileSourceDocument, type FileSourceRowFragment } from '../../generated/graphql.ts';
import { placeFieldErrors, ruleErrors, serverFieldErrors, type PlacedErrors } from '../../shared/lib/form-errors.ts';
import { formatText, formatYesNo } from '../../shared/lib/format.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { DataTable, useTableState, type DataColumn } from '../../shared/ui/data-table/index.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { FormError } from '../../shared/ui/form-error.tsx';
import { AddSourceDialog } from './add-source-dialog.tsx';
import { placeSource } from './cache.ts';
import { CONFIG_PAGE_SIZES, localPage, type SortValue } from './local-page.ts';

interface Draft {
  id: string;
  name: string;
  payerId: string | null;
  displayOnDashboard: boolean;
}

const FIELDS = ['name', 'payerId', 'displayOnDashboard'] as const;
type DraftField = (typeof FIELDS)[number];

const SORT_VALUES: Record<string, SortValue<FileSourceRowFragment>> = {
  name: (s) => s.name,
  payer: (s) => s.payer?.name ?? '',
  display: (s) => (s.displayOnDashboard ? '1' : '0'),
};

/**
 * Sources: every source, its name and display-on-dashboard flag editable in place by those who may
 * edit sources, and Add Source for those who may add one.
 */
export function SourcesTable({ canAdd }: { canAdd: boolean }) {
  const { data, loading, error } = useQuery(FileSourcesDocument);
  const { state, setState } = useTableState(CONFIG_PAGE_SIZES[0]);
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problems, setProblems] = useState<PlacedErrors<DraftField> | null>(null);
  const [update, updating] = useMutation(UpdateFileSourceDocument, {
    update: (cache, { data: answer }) => answer && placeSource(cache, answer.updateFileSource),
  });
  const sources = data?.fileSources ?? [];
  const payers = (data?.payers ?? []).filter((p) => !p.selfPay);

  const edit = (s: FileSourceRowFragment) => {
    updating.reset();
    setProblems(null);
    setDraft({ id: s.id, name: s.name, payerId: s.payerId ?? null, displayOnDashboard: s.displayOnDashboard });
  };

  const save = async () => {
    if (!draft) return;
    const placement = { fields: FIELDS };
    const refused = ruleErrors(fileSourceRule.safeParse(draft), placement);
    if (refused) {
      setProblems(refused);
      return;
    }
    const { id, ...input } = draft;
    try {
      await update({ variables: { id, input: { ...input, name: input.name.trim() } } });
      toast.success({ title: 'Success!', description: `Source ${input.name.trim()} saved.` });
      setDraft(null);
      setProblems(null);
    } catch (failure) {
      const fieldErrors = serverFieldErrors(failure);
      if (fieldErrors.length) {
        updating.reset();
        setProblems(placeFieldErrors(fieldErrors, placement));
      }
    }
  };

  const editing = (s: FileSourceRowFragment) => draft?.id === s.id;
  const anyEditable = sources.some((s) => s.viewerCan.edit.allowed);
  const columns: DataColumn<FileSourceRowFragment>[] = [
    {
      id: 'name',
      field: 'name',
      header: 'Name',
      cell: (s) =>
        editing(s) && draft ? (
          <Field.Root invalid={Boolean(problems?.fields.name)} required minW="48">
            <Input
              size="sm"
              aria-label="Name"
              autoComplete="off"
              value={draft.name}
              onChange={(e) => {
                const name = e.currentTarget.value;
                setDraft((d) => (d ? { ...d, name } : d));
              }}
            />
            <Field.ErrorText>{problems?.fields.name}</Field.ErrorText>
          </Field.Root>
        ) : (
          s.name
        ),
    },
    { id: 'payer', field: 'payer', header: 'Payer', cell: (s) => formatText(s.payer?.name) },
    {
      id: 'display',
      field: 'display',
      header: 'Display on Dashboard',
      cell: (s) =>
        editing(s) && draft ? (
          <Checkbox.Root
            size="sm"
            checked={draft.displayOnDashboard}
            onCheckedChange={(c) => setDraft((d) => (d ? { ...d, displayOnDashboard: c.checked === true } : d))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Display on dashboard</Checkbox.Label>
          </Checkbox.Root>
        ) : (
          formatYesNo(s.displayOnDashboard)
        ),
    },
  ];
  if (anyEditable) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      cell: (s) =>
        editing(s) ? (
          <Stack gap="1" align="flex-end">
            <HStack gap="1">
              <Button size="xs" colorPalette="blue" loading={updating.loading} loadingText="Saving" onClick={() => void save()}>
                Save
              </Button>
              <Button size="xs" variant="outline" disabled={updating.loading} onClick={() => setDraft(null)}>
                Cancel
              </Button>
            </HStack>
            <FormError message={problems?.form} />
          </Stack>
        ) : (
          s.viewerCan.edit.allowed && (
            <Button size="xs" variant="outline" aria-label={`Edit source ${s.name}`} disabled={draft !== null} onClick={() => edit(s)}>
              Edit
            </Button>
          )
        ),
    });
  }

  return (
    <Stack gap="2">
      <ErrorAlert error={error} tool="Files" />
      <ErrorAlert error={updating.error} onDismiss={updating.reset} tool="Files" />
      {canAdd && (
        <Flex justify="flex-end">
          <Button size="sm" colorPalette="blue" onClick={() => setAdding(true)} disabled={!data}>
            Add Source
          </Button>
        </Flex>
      )}
      <DataTable
        caption="Sources"
        columns={columns}
        rows={localPage(sources, state, SORT_VALUES)}
        rowKey={(s) => s.id}
        totalCount={sources.length}
        loading={loading && !data}
        state={state}
        onStateChange={setState}
        pageSizeOptions={CONFIG_PAGE_SIZES}
      />
      <AddSourceDialog open={adding} payers={payers} onClose={() => setAdding(false)} />
    </Stack>
  );
}
