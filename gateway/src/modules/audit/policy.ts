/**
 * Who may read the audit trail: superAdmins only. The `auditEvents` root field carries the same
 * rule as `@auth(anyOf: [SUPER_ADMIN])`; the resolver checks it again here, so the rule holds even
 * if the field's directive were changed.
 */
import type { Claim } from '@luminate/schema/claims';
import type { Viewer } from '../../context.ts';
import { viewerHasAny } from '../../auth/viewer.ts';
import { forbidden } from '../../errors.ts';

export const AUDIT_READERS: readonly Claim[] = ['superAdmin'];

export function canReadAuditTrail(viewer: Viewer | null): boolean {
  return viewerHasAny(viewer, AUDIT_READERS);
}

export function assertCanReadAuditTrail(viewer: Viewer | null): void {
  if (!canReadAuditTrail(viewer)) throw forbidden('You do not have permission to view the audit trail');
}
