/**
 * Outreach-Dialer bookkeeping: the dialer gives up on a member after DIALER_MAX_ATTEMPTS calls
 * for the campaign; such members stay off its list until a manager resets them ("Ready for
 * Dialer - Previously Exhausted").
 */
import type { Queryable } from '../db/index.ts';

export const DIALER_MAX_ATTEMPTS = 3;

/** After a logged dialer call: marks the member exhausted once the attempts are used up. */
export async function recordDialerAttempt(tx: Queryable, campaignId: number, memberId: number, at: Date): Promise<boolean> {
  const { rows } = await tx.query<{ exhausted: boolean }>(
    `INSERT INTO dialer_exhausted_members (campaign_id, member_id, exhausted_at)
     SELECT $1, $2, $3 WHERE (SELECT count(*) FROM calls_popped WHERE campaign_id = $1 AND member_id = $2) >= $4
     ON CONFLICT (campaign_id, member_id) DO NOTHING RETURNING true AS exhausted`,
    [campaignId, memberId, at.toISOString(), DIALER_MAX_ATTEMPTS],
  );
  return rows.length > 0;
}

/** Clears the campaign's exhausted members; answers how many were reset. */
export async function resetExhausted(tx: Queryable, campaignId: number): Promise<number> {
  const { rows } = await tx.query('DELETE FROM dialer_exhausted_members WHERE campaign_id = $1 RETURNING member_id', [campaignId]);
  return rows.length;
}
