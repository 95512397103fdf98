/**
 * Record-level rules for markets. The same functions back the `viewerCan` fields and the
 * mutations, so the client's buttons and the server's checks cannot disagree.
 */
import { CLAIM_GROUPS, type Claim } from '@luminate/schema/claims';
import type { Viewer } from '../../context.ts';
import { viewerHasAny } from '../../auth/viewer.ts';
import { canExportMembers } from '../shared/member-export-policy.ts';

/** Markets are edited by admins and end-user support (superAdmin can do what admin can). */
export const MARKET_EDITORS: readonly Claim[] = CLAIM_GROUPS.marketEditors;

/** The root fields whose `@auth` list mirrors a rule of this policy. */
export const FIELD_ACCESS = {
  'Mutation.updateMarket': CLAIM_GROUPS.marketEditors,
};

export function canUpdateMarket(viewer: Viewer | null): boolean {
  return viewerHasAny(viewer, MARKET_EDITORS);
}

/** A market's members workbook holds patient data: the members policy decides who may export it. */
export function canExportMarketMembers(viewer: Viewer | null): boolean {
  return canExportMembers(viewer, 'marketMembers');
}
