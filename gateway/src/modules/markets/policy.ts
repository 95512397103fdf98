/**
 * Record-level rules for markets. The same functions back the `viewerCan` fields and the
 * mutations, so the client's buttons and the server's checks cannot disagree.
 */
import type { Claim } from '@luminate/schema/claims';
import type { Viewer } from '../../context.ts';
import { viewerHasAny } from '../../auth/viewer.ts';

/** Spec 4 §6: markets are edited by admins and end-user support (superAdmin can do what admin can). */
export const MARKET_EDITORS: readonly Claim[] = ['admin', 'superAdmin', 'eus'];

export function canUpdateMarket(viewer: Viewer | null): boolean {
  return viewerHasAny(viewer, MARKET_EDITORS);
}

/** Members exports contain patient data: data management and superAdmin only. */
export const MEMBER_EXPORTERS: readonly Claim[] = ['dataMgmt', 'superAdmin'];

export function canExportMarketMembers(viewer: Viewer | null): boolean {
  return viewerHasAny(viewer, MEMBER_EXPORTERS);
}
