import { usePageVisible } from './use-page-visible.ts';
import { useUserActivity, type UserActivityOptions } from './use-user-activity.ts';

/** Why the live list is not connected; null when it may connect. */
export type PauseReason = 'hidden' | 'inactive' | 'no-campaign';

export interface LiveGate {
  open: boolean;
  reason: PauseReason | null;
}

/**
 * The call list connects only while the page is visible, the user is active and a
 * campaign is chosen. The reason tells the page what to say while it is paused.
 */
export function useLiveGate(campaignId: string | null, activity?: UserActivityOptions): LiveGate {
  const visible = usePageVisible();
  const active = useUserActivity(activity);
  const reason: PauseReason | null = !campaignId ? 'no-campaign' : !visible ? 'hidden' : !active ? 'inactive' : null;
  return { open: reason === null, reason };
}
