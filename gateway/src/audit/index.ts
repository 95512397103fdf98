/**
 * The audit trail of patient-data access: who exported, downloaded, uploaded or changed what,
 * when, and how it ended. Written to its own append-only file (AUDIT_LOG_FILE), never to the
 * application log, and read back by superAdmins through `auditEvents`.
 */
export type { AuditEvent, AuditEventInput, AuditIds, AuditOutcome, AuditTransport } from './event.ts';
export { filterTargets, idTargets, MAX_TARGETS } from './event.ts';
export { AuditTrail, type AuditFilter } from './trail.ts';
export { audited, auditCode, beginAudit, markFileRoute, refused, type AuditContext } from './recorder.ts';
export { auditMutations } from './mutations.ts';
