/**
 * Who may see and change permission claims. The same functions back the
 * `viewerCan…` fields, the claims list and the grant/revoke mutations.
 */
import { CLAIM_GROUPS, PRIVILEGED_CLAIMS, type Claim } from '@luminate/schema/claims';
import type { Viewer } from '../../context.ts';
import { viewerHas, viewerHasAny } from '../../auth/viewer.ts';

/** Users page: end-user support, data management and admins manage claims. */
export const CLAIM_MANAGERS: readonly Claim[] = CLAIM_GROUPS.claimManagers;

/** The root fields whose `@auth` list mirrors a rule of this policy. */
export const FIELD_ACCESS = {
  'Query.users': CLAIM_GROUPS.claimManagers,
  'Query.user': CLAIM_GROUPS.claimManagers,
  'Query.claims': CLAIM_GROUPS.claimManagers,
  'Mutation.grantClaim': CLAIM_GROUPS.claimManagers,
  'Mutation.revokeClaim': CLAIM_GROUPS.claimManagers,
};

const isSuperAdmin = (viewer: Viewer | null) => viewerHas(viewer, 'superAdmin');

export function canManageClaims(viewer: Viewer | null): boolean {
  return viewerHasAny(viewer, CLAIM_MANAGERS);
}

/** admin and superAdmin are visible only to a superAdmin. */
export function canSeeClaim(viewer: Viewer | null, claim: Claim): boolean {
  return !PRIVILEGED_CLAIMS.includes(claim) || isSuperAdmin(viewer);
}

/**
 * The part of a user's granted claims the viewer is shown: the catalogue's rule, applied to
 * every answer that lists a user's claims (one user, the users list, grant and revoke answers).
 */
export function visibleClaims(viewer: Viewer | null, claims: readonly Claim[]): Claim[] {
  return claims.filter((claim) => canSeeClaim(viewer, claim));
}

export function canGrantClaim(viewer: Viewer | null, claim: Claim): boolean {
  return canManageClaims(viewer) && canSeeClaim(viewer, claim);
}

/** The claims workbook lists every user's claims: superAdmin only. */
export function canExportClaims(viewer: Viewer | null): boolean {
  return viewerHasAny(viewer, CLAIM_GROUPS.superAdmins);
}
