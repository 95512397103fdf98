import { HIGH_NEEDS_COST_TOP_FRACTION } from '@luminate/schema/rules';
import type { Queryable } from '../db/index.ts';

/**
 * The high-needs cost rule in SQL, written once: a member is in the top 20% of cost when fewer
 * than 20% of the other eligible members cost more. Two spellings of the same set:
 *
 * - `COST_RANKS_SQL`, every eligible member's percent rank by cost (0 = the costliest), for queries
 *   that flag or list members in one statement (`cost_rank < HIGH_NEEDS_COST_TOP_FRACTION`);
 * - `costCut(db)`, the lowest cost still in the top fraction, for queries that test many members
 *   against one number (`annual_cost >= cut`): with the costs sorted from the highest, a percent
 *   rank below 0.2 holds exactly for costs at or above the j-th, j = ceil(0.2 × (n − 1)), and for
 *   nobody when j is 0. It reads j rows through the cost index instead of ranking everyone.
 */
export const COST_RANKS_SQL = `SELECT mm.member_id, mm.annual_cost, percent_rank() OVER (ORDER BY mm.annual_cost DESC) AS cost_rank
  FROM member_metrics mm JOIN members m ON m.id = mm.member_id
  WHERE m.eligible`;

const COST_CUT_SQL = `WITH
eligible_count AS (
  SELECT ceil(${HIGH_NEEDS_COST_TOP_FRACTION} * (count(*) - 1))::int AS j FROM members WHERE eligible
),
cost_cut AS (
  SELECT CASE WHEN (SELECT j FROM eligible_count) >= 1 THEN (
    SELECT mm.annual_cost FROM member_metrics mm JOIN members m ON m.id = mm.member_id
    WHERE m.eligible ORDER BY mm.annual_cost DESC OFFSET (SELECT j - 1 FROM eligible_count) LIMIT 1) END AS cut
)
SELECT cut::text FROM cost_cut`;

/** The lowest annual cost in the top fraction (as text, exact), or null when nobody is in it. */
export async function costCut(db: Queryable): Promise<string | null> {
  const { rows } = await db.query<{ cut: string | null }>(COST_CUT_SQL);
  return rows[0]?.cut ?? null;
}
