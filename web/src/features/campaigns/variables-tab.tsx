import { useState } from 'react';
import { Button, Flex, IconButton, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  CampaignVariablesDocument,
  CreateCampaignVariableDocument,
  DeleteCampaignVariableDocument,
  UpdateCampaignVariableDocument,
  type CampaignSummaryFragment,
  type CampaignVariableInput,
  type CampaignVariableRowFragment,
} from '../../generated/graphql.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { serverFieldErrors } from '../../shared/lib/form-errors.ts';
import { ActionErrorModal, type ActionFailure } from '../../shared/ui/error-modal.tsx';
import { formatDate, formatPoints } from '../../shared/lib/format.ts';
import { newVariableValues, offeredOptions, variableToFormValues } from './variable-form.ts';
import { VariableRowEditor } from './variable-row-editor.tsx';
import { EmptyTableRow } from '../../shared/ui/empty-table-row.tsx';

/** 'new' while a row is being added, a variable id while that row is edited. */
type Editing = string | null;

/** Variables change who is on the list, so the page's list statistics are fetched again. */
const AFTER_VARIABLE_CHANGE = ['CampaignCounts'];

/** The campaign's scoring variables with inline add / edit / delete, one row at a time. */
export function VariablesTab({ campaign }: { campaign: CampaignSummaryFragment }) {
  const { data, loading, error } = useQuery(CampaignVariablesDocument, { variables: { id: campaign.id } });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CampaignVariableRowFragment | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [createVariable, creating] = useMutation(CreateCampaignVariableDocument, { refetchQueries: AFTER_VARIABLE_CHANGE });
  const [updateVariable, updating] = useMutation(UpdateCampaignVariableDocument, { refetchQueries: AFTER_VARIABLE_CHANGE });
  const [deleteVariable, removing] = useMutation(DeleteCampaignVariableDocument, { refetchQueries: AFTER_VARIABLE_CHANGE });

  const isDialer = campaign.type.isDialer;
  const canManage = campaign.viewerCan.manage && campaign.active;
  const variables = data?.campaign?.variables ?? [];
  const options = data?.campaignOptions ?? [];
  const busy = editing !== null;

  const save = async (input: CampaignVariableInput) => {
    if (editing === 'new') {
      try {
        await createVariable({ variables: { campaignId: campaign.id, input } });
      } catch (failed) {
        // A rule the gateway refused goes back to the editor, which shows it on its field.
        if (serverFieldErrors(failed).length) throw failed;
        setFailure({ action: 'Creating a Campaign Variable', error: failed });
        return;
      }
      toast.success({ title: 'Variable added' });
    } else if (editing) {
      try {
        await updateVariable({ variables: { variableId: editing, campaignId: campaign.id, input } });
      } catch (failed) {
        if (serverFieldErrors(failed).length) throw failed;
        setFailure({ action: 'Updating a Campaign Variable', error: failed });
        return;
      }
      toast.success({ title: 'Variable saved' });
    }
    setEditing(null);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteVariable({ variables: { variableId: deleting.id, campaignId: campaign.id } });
      toast.success({ title: 'Variable deleted' });
    } catch (failed) {
      setFailure({ action: 'Deleting a Campaign Variable', error: failed });
    } finally {
      setDeleting(null);
    }
  };

  const editor = (variable: CampaignVariableRowFragment | null) => (
    <VariableRowEditor
      key={variable?.id ?? 'new'}
      options={offeredOptions(options, isDialer, variable?.option)}
      isDialer={isDialer}
      defaultValues={variable ? variableToFormValues(variable) : newVariableValues(isDialer)}
      saving={creating.loading || updating.loading}
      onSave={save}
      onCancel={() => setEditing(null)}
    />
  );

  return (
    <Stack gap="3" aria-label="Variables">
      <Flex align="center" gap="3">
        <Text fontWeight="semibold" fontSize="lg">
          Variables
        </Text>
        {isDialer && (
          <Text fontSize="sm" color="fg.muted">
            Dialer campaigns score by community adjustment only (points 0–100).
          </Text>
        )}
        {canManage && (
          <Button size="sm" colorPalette="blue" ms="auto" disabled={busy || !data} onClick={() => setEditing('new')}>
            Add Variable
          </Button>
        )}
      </Flex>
      <ErrorAlert error={error} />
      {loading && !data ? (
        <Flex justify="center" py="6">
          <Spinner aria-label="Loading variables" />
        </Flex>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label="Campaign variables">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader minW="220px">Option</Table.ColumnHeader>
                <Table.ColumnHeader minW="160px">Value</Table.ColumnHeader>
                <Table.ColumnHeader minW="110px">Points</Table.ColumnHeader>
                <Table.ColumnHeader>Added</Table.ColumnHeader>
                <Table.ColumnHeader aria-label="Actions" />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {variables.length === 0 && editing !== 'new' && (
                <EmptyTableRow colSpan={5}>No variables yet: members score no points on this campaign.</EmptyTableRow>
              )}
              {variables.map((variable) =>
                editing === variable.id ? (
                  editor(variable)
                ) : (
                  <Table.Row key={variable.id} data-variable-id={variable.id}>
                    <Table.Cell>{variable.option.name}</Table.Cell>
                    <Table.Cell>{variable.valueShown}</Table.Cell>
                    <Table.Cell>{formatPoints(variable.points)}</Table.Cell>
                    <Table.Cell>{formatDate(variable.createdAt)}</Table.Cell>
                    <Table.Cell>
                      {canManage && (
                        <Flex gap="1" justify="flex-end">
                          <Button
                            size="xs"
                            variant="outline"
                            disabled={busy}
                            aria-label={`Edit ${variable.option.name}`}
                            onClick={() => setEditing(variable.id)}
                          >
                            Edit
                          </Button>
                          <IconButton
                            size="xs"
                            variant="ghost"
                            colorPalette="red"
                            disabled={busy}
                            aria-label={`Delete ${variable.option.name}`}
                            onClick={() => setDeleting(variable)}
                          >
                            ✕
                          </IconButton>
                        </Flex>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ),
              )}
              {editing === 'new' && editor(null)}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete variable"
        confirmLabel="Delete"
        destructive
        busy={removing.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting ? `Delete the ${deleting.option.name} variable (${deleting.valueShown}, ${formatPoints(deleting.points)} points)?` : ''}
      </ConfirmDialog>
      <ActionErrorModal failure={failure} onClose={() => setFailure(null)} />
    </Stack>
  );
}
