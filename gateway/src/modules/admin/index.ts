/**
 * Users page: users, their permission claims and the superAdmin claims export.
 */
import type { GatewayModule } from '../../module.ts';
import { resolvers } from './resolvers.ts';
import { FIELD_ACCESS } from './policy.ts';
import { adminFileRoutes } from './http-routes.ts';

import { AdminSource } from './data-source.ts';

declare module '../../context.ts' {
  interface DataSources {
    /** Users and claims. */
    admin: AdminSource;
  }
}

export const adminModule: GatewayModule = {
  name: 'admin',
  resolvers,
  dataSources: { admin: (ctx) => new AdminSource(ctx) },
  fieldAccess: FIELD_ACCESS,
  httpRoutes: adminFileRoutes,
};
