/**
 * Record-level rules for markets. The same functions back the `viewerCan` fields and the
 * mutations, so the client's buttons and the server's checks cannot disagree.
 */
import type { Claim } from '@luminate/schema/claims';
import type { Viewer } from '../../context.ts';
import { viewerHasAny } from '../../auth/viewer.ts';
import { canExportMembers } from '../members/policy.ts';

/** Spec 4 §6: markets are edited by admins and end-user support (superAdmin can do what admin can). */
export const MARKET_EDITORS: readonly Claim[] = ['admin', 'superAdmin', 'eus'];

export function canUpdateMarket(viewer: Viewer | null): boolean {
  return viewerHasAny(viewer, MARKET_EDITORS);
}

/** A market's members workbook holds patient data: the members policy decides who may export it. */
export function canExportMarketMembers(viewer: Viewer | null): boolean {
  return canExportMembers(viewer, 'marketMembers');
}
