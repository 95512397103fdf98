/**
 * The audit trail of patient-data access: who exported, downloaded, uploaded or changed what,
 * when, and how it ended. Appended to its own store (a Redis stream shared by the replicas with
 * REDIS_URL, else the file AUDIT_LOG_FILE), never to the application log, and read back by
 * superAdmins through `auditEvents`.
 */
export type { AuditEvent, AuditEventInput, AuditIds, AuditOutcome, AuditTransport } from './event.ts';
export { filterTargets, idTargets, MAX_TARGETS } from './event.ts';
export { FileAuditTrail, type AuditFilter, type AuditTrail } from './trail.ts';
export { AUDIT_STREAM_FIELD, AUDIT_STREAM_KEY, RedisAuditTrail } from './redis-trail.ts';
export { createAuditTrail } from './store.ts';
export { audited, auditCode, beginAudit, markFileRoute, refused, type AuditContext } from './recorder.ts';
export { auditMutations } from './mutations.ts';
