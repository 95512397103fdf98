/**
 * The facts the hub needs about a campaign: whether it exists and is active, whether an employee
 * is assigned to it, and (for the gateway's access snapshot) every assigned employee.
 */
import type { Db } from '../db/index.ts';
import { isAssigned } from '../call-list/access.ts';

export type CampaignState = 'active' | 'inactive' | 'missing';

/** Who may work a campaign right now, apart from call-list managers (whose claim decides). */
export interface CampaignAgents {
  campaignId: number;
  active: boolean;
  /** Employee ids of the agents assigned to the campaign, ascending. */
  agentIds: number[];
}

export interface CampaignAccess {
  campaignState(campaignId: number): Promise<CampaignState>;
  isAssigned(campaignId: number, employeeId: number): Promise<boolean>;
  /** The campaign's agents; null when the campaign does not exist. Without it the hub sends no access snapshots. */
  agentsOf?(campaignId: number): Promise<CampaignAgents | null>;
}

export function campaignAccessFrom(db: Db): CampaignAccess {
  return {
    async campaignState(campaignId) {
      const { rows } = await db.query<{ active: boolean }>('select active from campaigns where id = $1', [campaignId]);
      if (rows.length === 0) return 'missing';
      return rows[0].active ? 'active' : 'inactive';
    },
    isAssigned: (campaignId, employeeId) => isAssigned(db, employeeId, campaignId),
    async agentsOf(campaignId) {
      const { rows } = await db.query<{ active: boolean; agent_ids: number[] }>(
        `SELECT c.active, COALESCE(array_agg(a.user_id ORDER BY a.user_id) FILTER (WHERE a.user_id IS NOT NULL), '{}') AS agent_ids
           FROM campaigns c LEFT JOIN campaign_assignments a ON a.campaign_id = c.id
          WHERE c.id = $1 GROUP BY c.id, c.active`,
        [campaignId],
      );
      const row = rows[0];
      if (!row) return null;
      return { campaignId, active: row.active, agentIds: row.agent_ids.map(Number) };
    },
  };
}
