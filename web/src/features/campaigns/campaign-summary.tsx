import { useState } from 'react';
import { Badge, Button, Card, DataList, Flex, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { CampaignPickerDocument, DeactivateCampaignDocument, type CampaignSummaryFragment } from '../../generated/graphql.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { formatCount, formatDate } from '../../shared/lib/format.ts';

interface CampaignSummaryProps {
  campaign: CampaignSummaryFragment;
  /** Today's list size; null while the counts load or when they failed. */
  listSize: number | null;
  onEdit: () => void;
  /** After the campaign was deactivated (the page returns to /campaigns). */
  onDeactivated: () => void;
}

/** The summary card of the chosen campaign with Edit and Deactivate. */
export function CampaignSummary({ campaign, listSize, onEdit, onDeactivated }: CampaignSummaryProps) {
  const [confirming, setConfirming] = useState(false);
  const [deactivate, { loading, error, reset }] = useMutation(DeactivateCampaignDocument, { refetchQueries: [CampaignPickerDocument] });
  const canManage = campaign.viewerCan.manage && campaign.active;

  const confirmDeactivate = async () => {
    try {
      await deactivate({ variables: { id: campaign.id } });
    } catch {
      setConfirming(false);
      return; // Shown by the alert from the mutation's state.
    }
    setConfirming(false);
    toast.success({ title: 'Campaign deactivated', description: campaign.name });
    onDeactivated();
  };

  const items: { label: string; value: string }[] = [
    { label: 'Type', value: campaign.type.type },
    { label: 'Market', value: campaign.market?.name ?? 'All markets' },
    { label: 'Rest Days', value: String(campaign.restDays) },
    { label: 'Agents Assigned', value: String(campaign.numAgentsAssigned) },
    { label: 'Created', value: formatDate(campaign.createdAt) },
    { label: 'List Size', value: formatCount(listSize) },
  ];
  if (campaign.deactivatedAt) items.push({ label: 'Deactivated', value: formatDate(campaign.deactivatedAt) });
  if (campaign.isExclusive) items.push({ label: 'Global Filters', value: 'Not applied (exclusive)' });

  return (
    <Card.Root size="sm" aria-label="Campaign summary">
      <Card.Header>
        <Flex align="center" gap="3" wrap="wrap">
          <Card.Title fontSize="lg">{campaign.name}</Card.Title>
          <Badge colorPalette={campaign.active ? 'green' : 'gray'}>{campaign.active ? 'Active' : 'Deactivated'}</Badge>
          <Flex gap="2" ms="auto">
            {canManage && (
              <>
                <Button size="sm" variant="outline" onClick={onEdit}>
                  Edit
                </Button>
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
                  Deactivate
                </Button>
              </>
            )}
          </Flex>
        </Flex>
      </Card.Header>
      <Card.Body gap="3">
        <ErrorAlert error={error} onDismiss={reset} />
        {campaign.note && <Text color="fg.muted">{campaign.note}</Text>}
        <DataList.Root
          orientation="horizontal"
          size="sm"
          display="grid"
          gridTemplateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }}
          gap="2"
        >
          {items.map((item) => (
            <DataList.Item key={item.label}>
              <DataList.ItemLabel>{item.label}</DataList.ItemLabel>
              <DataList.ItemValue>{item.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
      <ConfirmDialog
        open={confirming}
        title="Deactivate campaign"
        confirmLabel="Deactivate"
        destructive
        busy={loading}
        onConfirm={() => void confirmDeactivate()}
        onCancel={() => setConfirming(false)}
      >
        {`Deactivate ${campaign.name}? Its list stops being worked and the campaign can no longer be edited.`}
      </ConfirmDialog>
    </Card.Root>
  );
}
