/**
 * Approval steps change the flags call lists block on (eligible, term date, pending
 * termination, DNC, pending DNC) and the member's office and market. Every such step marks the
 * lists of the campaigns that can hold the member as changed inside its transaction, and tells
 * the call-list hub once it has committed, so a termed or DNC member leaves the live lists.
 */
import type { Queryable } from '../db/index.ts';
import type { CallListEvents } from '../call-list/events.ts';
import { bumpListVersions } from '../call-list/ranking.ts';

/** Active campaigns whose scope includes any of these members (campaigns of every market, or of a member's market). */
export async function campaignsOfMembers(tx: Queryable, memberIds: readonly number[]): Promise<number[]> {
  if (memberIds.length === 0) return [];
  const { rows } = await tx.query<{ id: number }>(
    `SELECT c.id FROM campaigns c
     WHERE c.active AND (c.market_id IS NULL OR c.market_id IN (SELECT m.market_id FROM members m WHERE m.id = ANY($1::int[])))
     ORDER BY c.id`,
    [memberIds],
  );
  return rows.map((r) => r.id);
}

/**
 * Call inside the changing transaction, before and (for market moves) after the change: bumps
 * the affected campaigns' list versions and returns their ids for `announce`.
 */
export async function markListsChanged(tx: Queryable, memberIds: readonly number[]): Promise<number[]> {
  const campaigns = await campaignsOfMembers(tx, memberIds);
  await bumpListVersions(tx, campaigns);
  return campaigns;
}

/** After commit: one hub notification per affected campaign. */
export function announce(events: CallListEvents | undefined, campaignIds: Iterable<number>): void {
  if (!events) return;
  // The member now meets (or no longer meets) a blocking rule, the same effect a filter change has.
  for (const id of new Set(campaignIds)) events.changed(id, 'filters');
}
