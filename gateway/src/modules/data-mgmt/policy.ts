/**
 * Who may use data management's bulk flows. Pure functions of the viewer (and the assignment
 * types the viewer holds anywhere), used by `viewer.can`, by createCohort before it writes, and
 * by the file routes before anything is read or sent; the Care API checks the same claims again.
 * - The Data Mgmt page and its flows (eligibility changes, new members, member ids, emails,
 *   addresses, Add Cohort): dataMgmt.
 * - Phone numbers: dataMgmt and pt-mgmt together.
 * - The bulk neighborhood update (Geodeployment Reports): nh-mgmt.
 * - Its skip-transfer-dashboard option: superAdmin, transfer-mgmt, or assignment type 9 or 10.
 */
import { CLAIM_GROUPS, type Claim } from '@luminate/schema/claims';
import { AssignmentType } from '@luminate/schema/constants';
import type { BulkFlow } from '@luminate/schema/rules';
import type { Viewer } from '../../context.ts';
import { viewerHasAny } from '../../auth/viewer.ts';
import { ALLOWED, refusal, type Capability } from '../shared/capability.ts';

export const DATA_MGMT_REFUSAL = 'Only data management may use the Data Mgmt page';
export const PHONES_REFUSAL = 'Bulk phone number updates need both data management and pt-mgmt';
export const NEIGHBORHOODS_REFUSAL = 'Only neighborhood management (nh-mgmt) may run a bulk neighborhood update';
export const SKIP_TRANSFER_REFUSAL = 'Only superAdmin, transfer-mgmt, a regional VP or a CD may skip the transfer dashboard';

/** The root fields whose `@auth` list mirrors a rule of this policy. */
export const FIELD_ACCESS: Readonly<Record<string, readonly Claim[]>> = {
  'Query.dataMgmt': CLAIM_GROUPS.dataManagers,
  'Mutation.createCohort': CLAIM_GROUPS.dataManagers,
};

/** Assignment types that may skip the transfer dashboard: regional VP (9) and CD (10). */
export const SKIP_TRANSFER_TYPES: readonly number[] = [AssignmentType.RVP, AssignmentType.CD];

export const useDataMgmtDecision = (viewer: Viewer | null): Capability =>
  viewerHasAny(viewer, CLAIM_GROUPS.dataManagers) ? ALLOWED : refusal(DATA_MGMT_REFUSAL);

export function bulkPhonesDecision(viewer: Viewer | null): Capability {
  const page = useDataMgmtDecision(viewer);
  if (!page.allowed) return page;
  return viewerHasAny(viewer, CLAIM_GROUPS.bulkPhoneUpdaters) ? ALLOWED : refusal(PHONES_REFUSAL);
}

export const bulkNeighborhoodsDecision = (viewer: Viewer | null): Capability =>
  viewerHasAny(viewer, CLAIM_GROUPS.neighborhoodManagers) ? ALLOWED : refusal(NEIGHBORHOODS_REFUSAL);

export function skipTransferDashboardDecision(viewer: Viewer | null, typesAnywhere: ReadonlySet<number>): Capability {
  if (viewerHasAny(viewer, CLAIM_GROUPS.transferDashboardSkippers)) return ALLOWED;
  return SKIP_TRANSFER_TYPES.some((t) => typesAnywhere.has(t)) ? ALLOWED : refusal(SKIP_TRANSFER_REFUSAL);
}

/** Whether the viewer may validate, submit (and download the template of) a flow. */
export function bulkFlowDecision(viewer: Viewer | null, flow: BulkFlow): Capability {
  if (flow === 'phones') return bulkPhonesDecision(viewer);
  if (flow === 'neighborhoods') return bulkNeighborhoodsDecision(viewer);
  return useDataMgmtDecision(viewer);
}
