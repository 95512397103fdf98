/**
 * The audit helpers modules use: `audited()` around a write and `refused()` for a refusal. Both
 * feed the audit trail (gateway/src/audit/), never the application log.
 */
export { audited, refused } from './audit/index.ts';
