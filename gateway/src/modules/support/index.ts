/**
 * Support tickets opened from error alerts.
 */
import type { GatewayModule } from '../../module.ts';
import { resolvers } from './resolvers.ts';

import { SupportSource } from './data-source.ts';

declare module '../../context.ts' {
  interface DataSources {
    /** Support tickets. */
    support: SupportSource;
  }
}

export const supportModule: GatewayModule = {
  name: 'support',
  resolvers,
  dataSources: { support: (ctx) => new SupportSource(ctx) },
};
