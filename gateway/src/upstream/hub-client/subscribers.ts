/**
 * A campaign's subscribers in one process, kept alike by the pool's channels (channel.ts) and by a
 * worker's relay (relay-worker.ts): the listeners, and the newest list and access snapshot that a
 * new listener is handed at once. One listener's failure never keeps the others from their list.
 */
import type { CallListDto } from '@luminate/schema/rest';
import type { CallListHubRefusal, CallListHubStats, CallListListener, CampaignAccessSnapshot, CampaignHubStats } from './types.ts';

export interface CampaignSubscribers {
  readonly listeners: Set<CallListListener>;
  latest: CallListDto | null;
  access: CampaignAccessSnapshot | null;
}

/**
 * Adds a listener and hands it the access snapshot, then (unless the snapshot ended its
 * subscription) the latest list. Returns the removal, which does something once only and runs
 * `lastGone` when it removed the campaign's last listener.
 */
export function addSubscriber(campaign: CampaignSubscribers, listener: CallListListener, lastGone: () => void): () => void {
  campaign.listeners.add(listener);
  if (campaign.access) listener.access?.(campaign.access);
  if (campaign.latest && campaign.listeners.has(listener)) listener.next(campaign.latest);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    // Not there any more when the hub refused the campaign (its listeners were let go then).
    if (campaign.listeners.delete(listener) && campaign.listeners.size === 0) lastGone();
  };
}

/** Hands a new list (and the one it replaced, when the listeners were given that) to every listener. */
export function handList(
  campaign: CampaignSubscribers,
  list: CallListDto,
  replaced: CallListDto | undefined,
  failed: (error: unknown) => void,
): void {
  for (const listener of [...campaign.listeners]) {
    try {
      listener.next(list, replaced);
    } catch (error) {
      failed(error);
    }
  }
}

/** Hands a new access snapshot to every listener. */
export function handAccess(campaign: CampaignSubscribers, access: CampaignAccessSnapshot, failed: (error: unknown) => void): void {
  for (const listener of [...campaign.listeners]) {
    try {
      listener.access?.(access);
    } catch (error) {
      failed(error);
    }
  }
}

/**
 * The hub refused the campaign: its listeners are let go and the campaign dropped (`drop`, before
 * anyone hears of it, so a listener that subscribes again starts afresh), then each hears why.
 */
export function refuseSubscribers(campaign: CampaignSubscribers, error: CallListHubRefusal, drop: () => void): void {
  const listeners = [...campaign.listeners];
  campaign.listeners.clear();
  drop();
  for (const listener of listeners) {
    try {
      listener.error(error);
    } catch {
      // A listener's own failure must not stop the others from hearing about the refusal.
    }
  }
}

/** The process's figures from its campaigns' own. */
export function hubStats(campaigns: CampaignHubStats[], reconnects: number): CallListHubStats {
  return {
    connections: campaigns.length,
    connected: campaigns.filter((c) => c.state === 'connected').length,
    subscribers: campaigns.reduce((n, c) => n + c.subscribers, 0),
    reconnects,
    campaigns,
  };
}
