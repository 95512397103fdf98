/**
 * Who may read the audit trail: superAdmins only. The `auditEvents` root field carries the same
 * rule as `@auth(anyOf: [SUPER_ADMIN])`; the resolver checks it again here, so the rule holds even
 * if the field's directive were changed.
 */
import { CLAIM_GROUPS, type Claim } from '@luminate/schema/claims';
import type { Viewer } from '../../context.ts';
import { viewerHasAny } from '../../auth/viewer.ts';
import { forbidden } from '../../errors.ts';

export const AUDIT_READERS: readonly Claim[] = CLAIM_GROUPS.superAdmins;

/** The root fields whose `@auth` list mirrors a rule of this policy. */
export const FIELD_ACCESS = {
  'Query.auditEvents': CLAIM_GROUPS.superAdmins,
};

export function canReadAuditTrail(viewer: Viewer | null): boolean {
  return viewerHasAny(viewer, AUDIT_READERS);
}

export function assertCanReadAuditTrail(viewer: Viewer | null): void {
  if (!canReadAuditTrail(viewer)) throw forbidden('You do not have permission to view the audit trail');
}
