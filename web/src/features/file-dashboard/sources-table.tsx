import { useState } from 'react';
import { Button, Checkbox, Field, Flex, Input, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { fileSourceRule, pickablePayers } from '@luminate/schema/rules';
import { FileSourcesDocument, UpdateFileSourceDocument, type FileSourceRowFragment } from '../../generated/graphql.ts';
import { formatText, formatYesNo } from '../../shared/lib/format.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { DataTable, useTableState, type DataColumn } from '../../shared/ui/data-table/index.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { AddSourceDialog } from './add-source-dialog.tsx';
import { placeSource } from './cache.ts';
import { CONFIG_PAGE_SIZES, localPage, type SortValue } from './local-page.ts';
import { RowEditActions } from './row-edit-actions.tsx';
import { useRowEditor } from './use-row-editor.ts';

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
  const [update, updating] = useMutation(UpdateFileSourceDocument, {
    update: (cache, { data: answer }) => answer && placeSource(cache, answer.updateFileSource),
  });
  const sources = data?.fileSources ?? [];
  const payers = pickablePayers(data?.payers ?? []);

  const editor = useRowEditor<Draft, DraftField>(fileSourceRule, FIELDS, updating.reset);
  const { draft, problems } = editor;
  const editing = (s: FileSourceRowFragment) => editor.editing(s.id);
  const edit = (s: FileSourceRowFragment) =>
    editor.edit({ id: s.id, name: s.name, payerId: s.payerId ?? null, displayOnDashboard: s.displayOnDashboard });
  const save = () =>
    editor.save(async ({ id, ...input }) => {
      await update({ variables: { id, input: { ...input, name: input.name.trim() } } });
      toast.success({ title: 'Success!', description: `Source ${input.name.trim()} saved.` });
    });

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
              onChange={(e) => editor.change({ name: e.currentTarget.value })}
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
            onCheckedChange={(c) => editor.change({ displayOnDashboard: c.checked === true })}
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
      cell: (s) => (
        <RowEditActions
          editor={editor}
          rowId={s.id}
          allowed={s.viewerCan.edit.allowed}
          editLabel={`Edit source ${s.name}`}
          saving={updating.loading}
          onEdit={() => edit(s)}
          onSave={() => void save()}
        />
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
