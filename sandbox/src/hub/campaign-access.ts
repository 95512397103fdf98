/**
 * The two facts the hub needs about a campaign before it follows its list: whether it exists and
 * is active, and whether an employee is assigned to it.
 */
import type { Db } from '../db/index.ts';
import { isAssigned } from '../call-list/access.ts';

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
    isAssigned: (campaignId, employeeId) => isAssigned(db, employeeId, campaignId),
  };
}
