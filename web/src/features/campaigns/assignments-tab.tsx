import { useMemo, useState } from 'react';
import { Flex, IconButton, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  AssignCampaignAgentDocument,
  CampaignAgentCandidatesDocument,
  CampaignAssignmentsDocument,
  UnassignCampaignAgentDocument,
  type CampaignAssignmentRowFragment,
  type CampaignSummaryFragment,
} from '../../generated/graphql.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { ActionErrorModal, type ActionFailure } from '../../shared/ui/error-modal.tsx';
import { AgentPicker, type AgentCandidate } from './agent-picker.tsx';
import { formatDate } from '../../shared/lib/format.ts';
import { ListTable, type ListColumn } from '../../shared/ui/list-table.tsx';

const AGENT_COLUMNS: readonly ListColumn<CampaignAssignmentRowFragment>[] = [
  { key: 'name', header: 'Name', cellProps: { fontWeight: 'medium' }, cell: (row) => row.employeeName },
  { key: 'createdBy', header: 'Assigned By', cell: (row) => row.createdBy },
  { key: 'date', header: 'Date', cell: (row) => formatDate(row.createdAt) },
];

function removeColumn(onRemove: (row: CampaignAssignmentRowFragment) => void): ListColumn<CampaignAssignmentRowFragment> {
  return {
    key: 'actions',
    header: null,
    label: 'Actions',
    align: 'end',
    cell: (row) => (
      <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Remove ${row.employeeName}`} onClick={() => onRemove(row)}>
        ✕
      </IconButton>
    ),
  };
}

/** The agents working the campaign's list: assign and remove. */
export function AssignmentsTab({ campaign }: { campaign: CampaignSummaryFragment }) {
  const canManage = campaign.viewerCan.manage && campaign.active;
  const assignments = useQuery(CampaignAssignmentsDocument, { variables: { id: campaign.id } });
  const employees = useQuery(CampaignAgentCandidatesDocument, { skip: !canManage });
  const [assign, assigning] = useMutation(AssignCampaignAgentDocument);
  const [unassign, unassigning] = useMutation(UnassignCampaignAgentDocument);
  const [removing, setRemoving] = useState<CampaignAssignmentRowFragment | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const loaded = assignments.data?.campaign?.assignments;
  const rows = useMemo(() => loaded ?? [], [loaded]);
  const assignedIds = useMemo(() => new Set(rows.map((r) => r.employeeId)), [rows]);

  const assignAgent = async (employee: AgentCandidate) => {
    try {
      await assign({ variables: { campaignId: campaign.id, employeeId: employee.id } });
      toast.success({ title: 'Agent assigned', description: employee.fullName });
    } catch (error) {
      setFailure({ action: 'Creating a Campaign Assignment', error });
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await unassign({ variables: { assignmentId: removing.id } });
      toast.success({ title: 'Agent removed', description: removing.employeeName });
    } catch (error) {
      setFailure({ action: 'Deleting a Campaign Assignment', error });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Stack gap="3" aria-label="Assignments">
      <Text fontWeight="semibold" fontSize="lg">
        Assigned Agents
      </Text>
      {canManage && (
        <>
          <ErrorAlert error={employees.error} />
          <AgentPicker
            employees={employees.data?.employees ?? []}
            assignedIds={assignedIds}
            busy={assigning.loading}
            onAssign={(e) => void assignAgent(e)}
          />
        </>
      )}
      <ErrorAlert error={assignments.error} />
      {assignments.loading && !assignments.data ? (
        <Flex justify="center" py="6">
          <Spinner aria-label="Loading assignments" />
        </Flex>
      ) : (
        <ListTable
          caption="Campaign agents"
          columns={canManage ? [...AGENT_COLUMNS, removeColumn(setRemoving)] : AGENT_COLUMNS}
          rows={rows}
          rowKey={(row) => row.id}
          emptyText="No agents are assigned to this campaign."
          rowProps={(row) => ({ 'data-assignment-id': row.id })}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove agent"
        confirmLabel="Remove"
        destructive
        busy={unassigning.loading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      >
        {removing ? `Remove ${removing.employeeName} from ${campaign.name}? The campaign's list leaves their Call List.` : ''}
      </ConfirmDialog>
      <ActionErrorModal failure={failure} onClose={() => setFailure(null)} />
    </Stack>
  );
}
