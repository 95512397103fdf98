import { useState } from 'react';
import { Alert, Checkbox } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { BULK_MESSAGES } from '@luminate/schema/rules';
import { NeighborhoodUpdateCapabilitiesDocument } from '../../generated/graphql.ts';
import { ErrorAlert } from '../ui/error-alert.tsx';
import { LoadingBlock } from '../ui/loading-block.tsx';
import { BulkFlowCard } from './bulk-flow-card.tsx';

export const NEIGHBORHOOD_UPDATE_TITLE = 'Bulk Neighborhood Update';
export const SKIP_TRANSFER_DASHBOARD_LABEL = 'Skip the Patient Transfer dashboard';

/**
 * The bulk neighborhood update (nh-mgmt): a note and the exact template (no filters, no extra
 * columns), validation by office and count, then Submit, which moves the members through the
 * Patient Transfer dashboard, or at once with the skip option (superAdmin, transfer-mgmt,
 * assignment type 9 or 10). 'Changes are processing' shows while it runs.
 */
export function NeighborhoodUpdateCard() {
  const { data, loading, error } = useQuery(NeighborhoodUpdateCapabilitiesDocument);
  const [skip, setSkip] = useState(false);
  const can = data?.viewer.can;

  if (!can) return loading ? <LoadingBlock label="Loading the bulk neighborhood update" /> : <ErrorAlert error={error} />;
  if (!can.bulkUpdateNeighborhoods.allowed) {
    return (
      <Alert.Root status="info" variant="subtle" aria-label={NEIGHBORHOOD_UPDATE_TITLE}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{NEIGHBORHOOD_UPDATE_TITLE}</Alert.Title>
          <Alert.Description>{can.bulkUpdateNeighborhoods.reason ?? 'Not available to you.'}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const skipping = skip && can.skipTransferDashboard.allowed;
  return (
    <BulkFlowCard
      flow="neighborhoods"
      title={NEIGHBORHOOD_UPDATE_TITLE}
      description="Moves members to other neighborhoods: one row per member with the new office's name (for example 1.001.002)."
      summaryHeading="Office"
      afterSubmit={
        skipping ? 'The members now belong to their new offices.' : 'The moves wait for approval on the Patient Transfer dashboard.'
      }
      skipTransferDashboard={skipping}
      submittingNotice={BULK_MESSAGES.processing}
      renderExtra={(locked) =>
        can.skipTransferDashboard.allowed && (
          <Checkbox.Root checked={skip} disabled={locked} onCheckedChange={(e) => setSkip(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{SKIP_TRANSFER_DASHBOARD_LABEL}</Checkbox.Label>
          </Checkbox.Root>
        )
      }
    />
  );
}
