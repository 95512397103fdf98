/**
 * App Availability: the providers' IVs, open IV slots, free time and time used per day, market →
 * community → provider, and one provider's day summary.
 */
import type { GatewayModule } from '../../module.ts';
import { resolvers } from './resolvers.ts';
import { FIELD_ACCESS } from './policy.ts';
import { AvailabilitySource } from './data-source.ts';

declare module '../../context.ts' {
  interface DataSources {
    /** The availability grid and day summaries. */
    availability: AvailabilitySource;
  }
}

export const availabilityModule: GatewayModule = {
  name: 'availability',
  resolvers,
  dataSources: { availability: (ctx) => new AvailabilitySource(ctx) },
  fieldAccess: FIELD_ACCESS,
};
