/**
 * The Audit Trail page's graph: `auditEvents`, the trail's events newest first with filters,
 * for superAdmins. The trail itself is written by gateway/src/audit/.
 */
import type { GatewayModule } from '../../module.ts';
import { resolvers } from './resolvers.ts';
import { FIELD_ACCESS } from './policy.ts';

import { AuditSource } from './data-source.ts';

declare module '../../context.ts' {
  interface DataSources {
    /** The audit trail's events. */
    audit: AuditSource;
  }
}

export const auditModule: GatewayModule = {
  name: 'audit',
  resolvers,
  dataSources: { audit: (ctx) => new AuditSource(ctx) },
  fieldAccess: FIELD_ACCESS,
};
