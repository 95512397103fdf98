import { useState } from 'react';
import { Button, Flex, Link, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { RescoreCampaignDocument, ResetExhaustedMembersDocument, type CampaignSummaryFragment } from '../../generated/graphql.ts';
import { downloadFile, gatewayUrl } from '../../shared/lib/download.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { ActionErrorModal, type ActionFailure } from '../../shared/ui/error-modal.tsx';
import { formatCount } from '../../shared/lib/format.ts';
import { RescoreResult, type RescoreState } from './rescore-result.tsx';

interface CampaignActionsProps {
  campaign: CampaignSummaryFragment;
  getAccessToken: () => Promise<string | null>;
}

/**
 * Export Call list, the score report, the type's documentation, and Rescore Campaign — or, for
 * Outreach-Dialer campaigns whose list the dialer works, Reset Exhausted Members.
 */
export function CampaignActions({ campaign, getAccessToken }: CampaignActionsProps) {
  const [downloading, setDownloading] = useState<'list' | 'scores' | null>(null);
  const [exportError, setExportError] = useState<unknown>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [rescore, setRescore] = useState<RescoreState>({ status: 'idle' });
  const [confirmingReset, setConfirmingReset] = useState(false);
  const [rescoreCampaign] = useMutation(RescoreCampaignDocument);
  const [resetExhausted, resetting] = useMutation(ResetExhaustedMembersDocument);
  const canManage = campaign.viewerCan.manage && campaign.active;

  const download = async (kind: 'list' | 'scores') => {
    setDownloading(kind);
    setExportError(null);
    try {
      const accessToken = await getAccessToken();
      if (kind === 'list') {
        await downloadFile(gatewayUrl(`/files/exports/call-list/${encodeURIComponent(campaign.id)}.csv`), {
          accessToken,
          fallbackName: `call-list-${campaign.id}.csv`,
        });
      } else {
        await downloadFile(gatewayUrl(`/files/campaigns/${encodeURIComponent(campaign.id)}/scores`), {
          accessToken,
          fallbackName: `campaign-${campaign.id}-scores.xlsx`,
        });
      }
    } catch (error) {
      if (kind === 'scores') setFailure({ action: 'Pulling Campaign Score Report', error });
      else setExportError(error);
    } finally {
      setDownloading(null);
    }
  };

  const runRescore = async () => {
    setRescore({ status: 'running' });
    try {
      const result = await rescoreCampaign({ variables: { id: campaign.id } });
      setRescore({ status: 'success', scores: result.data?.rescoreCampaign.scores ?? [] });
    } catch (error) {
      setRescore({ status: 'failed', error });
    }
  };

  const confirmReset = async () => {
    try {
      const result = await resetExhausted({ variables: { id: campaign.id } });
      const count = result.data?.resetExhaustedMembers.membersReset ?? 0;
      toast.success({ title: 'Exhausted members reset', description: `${formatCount(count)} ${count === 1 ? 'member' : 'members'} reset` });
    } catch {
      // Shown by the alert from the mutation's state.
    } finally {
      setConfirmingReset(false);
    }
  };

  return (
    <Stack gap="3">
      <Flex gap="2" wrap="wrap" align="center" role="toolbar" aria-label="Campaign actions">
        <Button size="sm" variant="outline" loading={downloading === 'list'} loadingText="Exporting…" onClick={() => void download('list')}>
          Export Call list
        </Button>
        <Button
          size="sm"
          variant="outline"
          loading={downloading === 'scores'}
          loadingText="Pulling…"
          onClick={() => void download('scores')}
        >
          Score Report
        </Button>
        {canManage && !campaign.type.isDialer && (
          <Button
            size="sm"
            colorPalette="blue"
            loading={rescore.status === 'running'}
            loadingText="Rescoring…"
            onClick={() => void runRescore()}
          >
            Rescore Campaign
          </Button>
        )}
        {canManage && campaign.type.isDialer && (
          <Button size="sm" colorPalette="orange" onClick={() => setConfirmingReset(true)}>
            Reset Exhausted Members
          </Button>
        )}
        {campaign.type.documentationUrl && (
          <Link href={campaign.type.documentationUrl} target="_blank" rel="noopener noreferrer" fontSize="sm" colorPalette="blue" ms="auto">
            Documentation
          </Link>
        )}
      </Flex>
      <ErrorAlert error={exportError} onDismiss={() => setExportError(null)} />
      <ErrorAlert error={resetting.error} onDismiss={resetting.reset} />
      <RescoreResult state={rescore} />
      <ConfirmDialog
        open={confirmingReset}
        title="Reset exhausted members"
        confirmLabel="Reset"
        busy={resetting.loading}
        onConfirm={() => void confirmReset()}
        onCancel={() => setConfirmingReset(false)}
      >
        {`Members the dialer exhausted on ${campaign.name} become eligible again. Continue?`}
      </ConfirmDialog>
      <ActionErrorModal failure={failure} onClose={() => setFailure(null)} />
    </Stack>
  );
}
