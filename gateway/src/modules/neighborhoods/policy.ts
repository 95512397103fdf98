/**
 * Who may add and edit neighborhoods and edit provider rows, and who sees the providers' full
 * columns. The same functions back the `viewerCan` fields, the mutations' checks and the root
 * fields' `@auth` lists (FIELD_ACCESS), so a button and the server cannot disagree.
 */
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import type { Viewer } from '../../context.ts';
import { viewerHasAll, viewerHasAny } from '../../auth/viewer.ts';
import { ALLOWED, refusal, type Capability } from '../shared/capability.ts';

/** The root fields whose `@auth` list mirrors a rule of this policy. */
export const FIELD_ACCESS = {
  'Mutation.addNeighborhood': CLAIM_GROUPS.neighborhoodManagers,
  'Mutation.updateNeighborhood': CLAIM_GROUPS.neighborhoodManagers,
  // Every provider editor holds one of these; the policy below then asks for the rest.
  'Mutation.updateProviderDetails': CLAIM_GROUPS.providerAdmins,
};

/** Adding and editing neighborhoods: nh-mgmt. */
export function neighborhoodDecision(viewer: Viewer | null): Capability {
  return viewerHasAny(viewer, CLAIM_GROUPS.neighborhoodManagers)
    ? ALLOWED
    : refusal('Only neighborhood management (nh-mgmt) may add or edit neighborhoods');
}

/** The providers' distance and modality columns: admins and provider management. */
export function canSeeFullProviderColumns(viewer: Viewer | null): boolean {
  return viewerHasAny(viewer, CLAIM_GROUPS.providerAdmins);
}

/**
 * Editing a provider row: nh-mgmt together with provider-mgmt, or an admin. Every editor also
 * sees the full columns (provider-mgmt and the admins are among those who do).
 */
export function providerEditDecision(viewer: Viewer | null): Capability {
  if (viewerHasAll(viewer, CLAIM_GROUPS.providerEditors) || viewerHasAny(viewer, CLAIM_GROUPS.providerAdminEditors)) return ALLOWED;
  return refusal('Editing providers needs both neighborhood management (nh-mgmt) and provider management (provider-mgmt), or an admin');
}
