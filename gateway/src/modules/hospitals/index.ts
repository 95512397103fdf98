/** Hospital facilities and the CESs assigned to them: the Hospital Assignments page. */
import type { GatewayModule } from '../../module.ts';
import { resolvers } from './resolvers.ts';
import { FIELD_ACCESS } from './policy.ts';
import { hospitalFileRoutes } from './http-routes.ts';
import { HospitalsSource } from './data-source.ts';

declare module '../../context.ts' {
  interface DataSources {
    /** Hospital facilities, their CESs and change histories. */
    hospitals: HospitalsSource;
  }
}

export const hospitalsModule: GatewayModule = {
  name: 'hospitals',
  resolvers,
  dataSources: { hospitals: (ctx) => new HospitalsSource(ctx) },
  fieldAccess: FIELD_ACCESS,
  httpRoutes: hospitalFileRoutes,
};
