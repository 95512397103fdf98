import { Code, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { fileTypeEditRule } from '@luminate/schema/rules';
import { FileChoicesDocument, TypeConfigsDocument, UpdateFileTypeDocument, type TypeConfigRowFragment } from '../../generated/graphql.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { DataTable, useTableState, type DataColumn } from '../../shared/ui/data-table/index.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { DestinationsPicker } from './destinations-picker.tsx';
import { CONFIG_PAGE_SIZES, localPage, type SortValue } from './local-page.ts';
import { RowEditActions } from './row-edit-actions.tsx';
import { useRowEditor } from './use-row-editor.ts';

interface Draft {
  id: string;
  regex: string;
  sourceId: string;
  categoryId: string;
  destinationIds: string[];
}

const FIELDS = ['regex', 'sourceId', 'categoryId', 'destinationIds'] as const;
type DraftField = (typeof FIELDS)[number];

const SORT_VALUES: Record<string, SortValue<TypeConfigRowFragment>> = {
  regex: (t) => t.regex,
  source: (t) => t.source.name,
  category: (t) => t.category.name,
};

const draftOf = (t: TypeConfigRowFragment): Draft => ({
  id: t.id,
  regex: t.regex,
  sourceId: t.source.id,
  categoryId: t.category.id,
  destinationIds: t.destinations.map((d) => d.id),
});

/**
 * Type Configs: every file type, each row editable in place (regex, source, category,
 * destinations) by those who may edit types; the row is checked by the shared rule before saving.
 */
export function TypeConfigs() {
  const { data, loading, error } = useQuery(TypeConfigsDocument);
  const choices = useQuery(FileChoicesDocument);
  const { state, setState } = useTableState(CONFIG_PAGE_SIZES[0]);
  const [update, updating] = useMutation(UpdateFileTypeDocument);
  const types = data?.typeConfigs ?? [];
  const sources = choices.data?.fileSources ?? [];
  const categories = (choices.data?.fileCategories ?? []).filter((c) => !c.adhoc);

  const editor = useRowEditor<Draft, DraftField>(fileTypeEditRule, FIELDS, updating.reset);
  const { draft, problems, change } = editor;
  const editing = (t: TypeConfigRowFragment) => editor.editing(t.id);
  const save = () =>
    editor.save(async ({ id, ...input }) => {
      const saved = (await update({ variables: { id, input } })).data?.updateFileType;
      toast.success({ title: 'Success!', description: `File type ${saved?.regex ?? input.regex} saved.` });
    });

  const anyEditable = types.some((t) => t.viewerCan.edit.allowed);

  const columns: DataColumn<TypeConfigRowFragment>[] = [
    {
      id: 'regex',
      field: 'regex',
      header: 'Regex',
      cell: (t) =>
        editing(t) && draft ? (
          <Field.Root invalid={Boolean(problems?.fields.regex)} minW="48">
            <Input size="sm" aria-label="Regex" value={draft.regex} onChange={(e) => change({ regex: e.currentTarget.value })} />
            <Field.ErrorText>{problems?.fields.regex}</Field.ErrorText>
          </Field.Root>
        ) : (
          <Code wordBreak="break-all">{t.regex}</Code>
        ),
    },
    {
      id: 'source',
      field: 'source',
      header: 'Source',
      cell: (t) =>
        editing(t) && draft ? (
          <Choice
            label="Source"
            value={draft.sourceId}
            options={sources}
            error={problems?.fields.sourceId}
            onChange={(sourceId) => change({ sourceId })}
          />
        ) : (
          t.source.name
        ),
    },
    {
      id: 'category',
      field: 'category',
      header: 'Category',
      cell: (t) =>
        editing(t) && draft ? (
          <Choice
            label="Category"
            value={draft.categoryId}
            options={categories}
            error={problems?.fields.categoryId}
            onChange={(categoryId) => change({ categoryId })}
          />
        ) : (
          t.category.name
        ),
    },
    {
      id: 'destinations',
      header: 'Destinations',
      cell: (t) =>
        editing(t) && draft ? (
          <DestinationsPicker
            compact
            label="Destinations"
            sources={sources.filter((s) => s.id !== draft.sourceId)}
            value={draft.destinationIds}
            onChange={(destinationIds) => change({ destinationIds })}
            error={problems?.fields.destinationIds}
          />
        ) : (
          <Text fontSize="sm">{t.destinations.map((d) => d.name).join(', ')}</Text>
        ),
    },
  ];
  if (anyEditable) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      cell: (t) => (
        <RowEditActions
          editor={editor}
          rowId={t.id}
          allowed={t.viewerCan.edit.allowed}
          editLabel={`Edit file type ${t.regex}`}
          saving={updating.loading}
          onEdit={() => editor.edit(draftOf(t))}
          onSave={() => void save()}
        />
      ),
    });
  }

  return (
    <Stack gap="2">
      <ErrorAlert error={error ?? choices.error} tool="Files" />
      <ErrorAlert error={updating.error} onDismiss={updating.reset} tool="Files" />
      <DataTable
        caption="Type configs"
        columns={columns}
        rows={localPage(types, state, SORT_VALUES)}
        rowKey={(t) => t.id}
        totalCount={types.length}
        loading={loading && !data}
        state={state}
        onStateChange={setState}
        pageSizeOptions={CONFIG_PAGE_SIZES}
      />
    </Stack>
  );
}

function Choice({
  label,
  value,
  options,
  error,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { id: string; name: string }[];
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root invalid={Boolean(error)} minW="36">
      <NativeSelect.Root size="sm">
        <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">Choose</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
