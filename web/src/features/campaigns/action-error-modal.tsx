import { useMemo } from 'react';
import { describeError } from '../../shared/lib/errors.ts';
import { MessageModal } from '../../shared/ui/error-modal.tsx';

/** Outreach actions name their failures (spec 4 §8), e.g. 'Creating a Campaign'. */
export type CampaignAction =
  | 'Creating a Campaign'
  | 'Updating a Campaign'
  | 'Creating a Campaign Assignment'
  | 'Deleting a Campaign Assignment'
  | 'Creating a Campaign Variable'
  | 'Updating a Campaign Variable'
  | 'Deleting a Campaign Variable'
  | 'Pulling Campaign Score Report'
  | 'List Count';

export interface ActionFailure {
  action: CampaignAction;
  error: unknown;
}

/** The '{type} Error!' modal of spec 1 §8 with the failed action as its type. */
export function ActionErrorModal({ failure, onClose }: { failure: ActionFailure | null; onClose(): void }) {
  const message = useMemo(() => (failure ? describeError(failure.error).message : ''), [failure]);
  return <MessageModal open={failure !== null} title={failure ? `${failure.action} Error!` : ''} message={message} onClose={onClose} />;
}
