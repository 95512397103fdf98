/**
 * Applies the gateway's call-list updates (Subscription.callListUpdates) to the list held.
 *
 * An update carries the whole list (the first one, and whenever the gateway saw the subscriber
 * fall behind), or the change from `previousVersion`: drop the members in `removed` and those in
 * `placed`, then insert each placed entry at its index, in the order given. A change for another
 * version than the one held means a delivery was missed: the caller subscribes again, which
 * starts over with the whole list.
 */
import type { CallListUpdateViewFragment, CallListViewFragment } from '../../generated/graphql.ts';

export type Applied = { kind: 'list'; list: CallListViewFragment } | { kind: 'gap' };

export function applyCallListUpdate(held: CallListViewFragment | null, update: CallListUpdateViewFragment): Applied {
  if (update.list) return { kind: 'list', list: update.list };
  if (!held || update.previousVersion !== held.version || update.campaignId !== held.campaignId) return { kind: 'gap' };
  const gone = new Set<string>([...update.removed, ...update.placed.map((p) => p.entry.memberId)]);
  const entries = held.entries.filter((e) => !gone.has(e.memberId));
  for (const { index, entry } of update.placed) entries.splice(index, 0, entry);
  return {
    kind: 'list',
    list: {
      ...held,
      version: update.version,
      listDate: update.listDate,
      generatedAt: update.generatedAt,
      size: update.size,
      entries,
    },
  };
}
