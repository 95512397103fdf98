/**
 * The signed-in user's work: the approval queues they decide in with their Mine counts, and
 * the call lists they work with today's sizes (the home page).
 */
import type { GatewayModule } from '../../module.ts';
import { resolvers } from './resolvers.ts';

import { WorkSource } from './data-source.ts';

declare module '../../context.ts' {
  interface DataSources {
    /** The viewer's queues and call lists. */
    work: WorkSource;
  }
}

export const workModule: GatewayModule = {
  name: 'work',
  resolvers,
  dataSources: { work: (ctx) => new WorkSource(ctx) },
};
