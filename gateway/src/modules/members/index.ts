/** Members (patients): the server-driven members table and its CSV export. */
import type { GatewayModule } from '../module.ts';
import { resolvers } from './resolvers.ts';
import { membersExportRoutes } from './export-route.ts';

export { MembersSource, type MemberPage } from './data-source.ts';
export { membersTable, MEMBERS_MAX_PAGE, MEMBERS_EXPORT_PAGE } from './members-table.ts';
export { canExportMembers, memberExportDecision, type MemberExport, type PolicyDecision } from './policy.ts';

export const membersModule: GatewayModule = { name: 'members', resolvers, httpRoutes: membersExportRoutes };
