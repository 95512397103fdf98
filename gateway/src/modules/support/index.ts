/**
 * Support tickets opened from error alerts.
 */
import type { GatewayModule } from '../module.ts';
import { resolvers } from './resolvers.ts';

export { SupportSource } from './data-source.ts';

export const supportModule: GatewayModule = {
  name: 'support',
  resolvers,
};
