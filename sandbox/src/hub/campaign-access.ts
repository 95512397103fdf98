/**
 * The two facts the hub needs about a campaign before it follows its list: whether it exists and
 * is active, and whether an employee is assigned to it.
 */
import type { Db } from '../db/index.ts';

export type CampaignState = 'active' | 'inactive' | 'missing';

export interface CampaignAccess {
  campaignState(campaignId: number): Promise<CampaignState>;
  isAssigned(campaignId: number, employeeId: number): Promise<boolean>;
}

export function campaignAccessFrom(db: Db): CampaignAccess {
  return {
    async campaignState(campaignId) {
      const { rows } = await db.query<{ active: boolean }>('select active from campaigns where id = $1', [campaignId]);
      if (rows.length === 0) return 'missing';
      return rows[0]!.active ? 'active' : 'inactive';
    },
    async isAssigned(campaignId, employeeId) {
      const { rows } = await db.query('select 1 from campaign_assignments where campaign_id = $1 and user_id = $2 limit 1', [
        campaignId,
        employeeId,
      ]);
      return rows.length > 0;
    },
  };
}
