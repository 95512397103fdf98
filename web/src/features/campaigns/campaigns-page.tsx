import { useState } from 'react';
import { Box, Button, EmptyState, Flex, Grid, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from '../../shared/lib/router.ts';
import type { PageProps } from '../../shared/lib/page.ts';
import { CampaignCountsDocument, CampaignDetailDocument, CampaignPickerDocument } from '../../generated/graphql.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { useAccessTokenGetter } from '../../shared/auth/access-token.ts';
import { ActionErrorModal } from '../../shared/ui/error-modal.tsx';
import { CampaignActions } from './campaign-actions.tsx';
import { CampaignFormDialog } from './campaign-form-dialog.tsx';
import { CampaignPicker } from './campaign-picker.tsx';
import { CampaignSectionsNav } from './campaign-sections.tsx';
import { useCampaignSection } from './use-campaign-section.ts';
import { CampaignSummary } from './campaign-summary.tsx';
import { AssignmentsTab } from './assignments-tab.tsx';
import { ReportingTab } from './reporting-tab.tsx';
import { VariablesTab } from './variables-tab.tsx';

/** /campaigns and /campaigns/:id: pick, add, edit and work out a campaign's list. */
export default function CampaignsPage({ pageName }: PageProps) {
  const { id } = useParams();
  const navigate = useNavigate();
  const section = useCampaignSection();
  const getAccessToken = useAccessTokenGetter();
  const [dialog, setDialog] = useState<'add' | 'edit' | null>(null);
  const [dismissedCountsError, setDismissedCountsError] = useState<unknown>(null);

  const picker = useQuery(CampaignPickerDocument);
  const detail = useQuery(CampaignDetailDocument, { variables: { id: id ?? '' }, skip: !id });
  const campaign = id ? (detail.data?.campaign ?? null) : null;
  // The list statistics are their own request: a failing count must not hide the campaign.
  const counts = useQuery(CampaignCountsDocument, { variables: { id: id ?? '' }, skip: !campaign });
  const countsData = counts.data?.campaign?.counts ?? null;
  const countsFailure = counts.error && counts.error !== dismissedCountsError ? { action: 'List Count', error: counts.error } : null;

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {pageName}
      </Heading>
      <Flex gap="3" align="flex-end" wrap="wrap">
        <CampaignPicker
          campaigns={picker.data?.campaigns ?? []}
          selectedId={id ?? null}
          onSelect={(chosen) => void navigate(`/campaigns/${chosen}`)}
        />
        <Button colorPalette="blue" onClick={() => setDialog('add')}>
          Add Campaign
        </Button>
        {picker.loading && !picker.data && <Spinner size="sm" aria-label="Loading campaigns" />}
      </Flex>
      <ErrorAlert error={picker.error} />

      {!id && (
        <EmptyState.Root borderWidth="1px" rounded="md" borderStyle="dashed">
          <EmptyState.Content>
            <EmptyState.Title>No campaign chosen</EmptyState.Title>
            <EmptyState.Description>
              Choose a campaign above to see its variables, reporting and agents, or add a new one.
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      )}
      {id && <ErrorAlert error={detail.error} />}
      {id && detail.loading && !detail.data && (
        <Flex justify="center" py="10">
          <Spinner aria-label="Loading campaign" />
        </Flex>
      )}
      {id && detail.data && !campaign && <Text>Campaign {id} was not found.</Text>}

      {campaign && (
        <>
          <CampaignSummary
            campaign={campaign}
            listSize={countsData?.listSize ?? null}
            onEdit={() => setDialog('edit')}
            onDeactivated={() => void navigate('/campaigns')}
          />
          <CampaignActions key={campaign.id} campaign={campaign} getAccessToken={getAccessToken} />
          <Grid templateColumns={{ base: '1fr', md: '180px minmax(0, 1fr)' }} gap="6" alignItems="start">
            <CampaignSectionsNav current={section} />
            <Box minW="0">
              {section === '#variables' && <VariablesTab key={campaign.id} campaign={campaign} />}
              {section === '#reporting' && <ReportingTab campaignId={campaign.id} counts={countsData} />}
              {section === '#assignments' && <AssignmentsTab key={campaign.id} campaign={campaign} />}
            </Box>
          </Grid>
        </>
      )}

      <CampaignFormDialog
        open={dialog !== null}
        campaign={dialog === 'edit' ? campaign : null}
        getAccessToken={getAccessToken}
        onClose={() => setDialog(null)}
        onCreated={(createdId) => {
          setDialog(null);
          void navigate(`/campaigns/${createdId}#variables`);
        }}
      />
      <ActionErrorModal failure={countsFailure} onClose={() => setDismissedCountsError(counts.error)} />
    </Stack>
  );
}
