import { Button, HStack, Stack } from '@chakra-ui/react';
import { FormError } from '../../shared/ui/form-error.tsx';
import type { RowEditor } from './use-row-editor.ts';

/**
 * The actions cell of an editable row: Save and Cancel (with the row's own message) while it is
 * edited, else Edit for those who may, disabled while another row is open.
 */
export function RowEditActions<D extends { id: string }, F extends string>({
  editor,
  rowId,
  allowed,
  editLabel,
  saving,
  onEdit,
  onSave,
}: {
  editor: RowEditor<D, F>;
  rowId: string;
  allowed: boolean;
  /** Accessible name of the Edit button, naming the row (e.g. 'Edit source Humana'). */
  editLabel: string;
  saving: boolean;
  onEdit: () => void;
  onSave: () => void;
}) {
  if (editor.editing(rowId)) {
    return (
      <Stack gap="1" align="flex-end">
        <HStack gap="1">
          <Button size="xs" colorPalette="blue" loading={saving} loadingText="Saving" onClick={onSave}>
            Save
          </Button>
          <Button size="xs" variant="outline" disabled={saving} onClick={() => editor.cancel()}>
            Cancel
          </Button>
        </HStack>
        <FormError message={editor.problems?.form} />
      </Stack>
    );
  }
  if (!allowed) return null;
  return (
    <Button size="xs" variant="outline" aria-label={editLabel} disabled={editor.draft !== null} onClick={onEdit}>
      Edit
    </Button>
  );
}
