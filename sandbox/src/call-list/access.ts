/**
 * The campaign facts both the Care API and the call-list hub authorise with: who manages call
 * lists, and whether an employee is assigned to a campaign.
 */
import { CALL_LIST_MANAGER_CLAIMS } from '@luminate/schema/claims';
import type { Queryable } from '../db/index.ts';

export { CALL_LIST_MANAGER_CLAIMS };

export async function isAssigned(db: Queryable, employeeId: number | null, campaignId: number): Promise<boolean> {
  if (employeeId === null) return false;
  const { rows } = await db.query('SELECT 1 FROM campaign_assignments WHERE campaign_id = $1 AND user_id = $2 LIMIT 1', [
    campaignId,
    employeeId,
  ]);
  return rows.length > 0;
}
