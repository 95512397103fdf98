/** Members (patients): the server-driven members table, its CSV export and Add member. */
import type { GatewayModule } from '../../module.ts';
import { resolvers } from './resolvers.ts';
import { membersExportRoutes } from './http-routes.ts';
import { FIELD_ACCESS } from './policy.ts';

import { MembersSource } from './data-source.ts';

declare module '../../context.ts' {
  interface DataSources {
    /** Members. */
    members: MembersSource;
  }
}

export const membersModule: GatewayModule = {
  name: 'members',
  resolvers,
  dataSources: { members: (ctx) => new MembersSource(ctx) },
  fieldAccess: FIELD_ACCESS,
  httpRoutes: membersExportRoutes,
};
