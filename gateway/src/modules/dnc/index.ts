import type { GatewayModule } from '../module.ts';

export { DncSource } from './data-source.ts';

export const dncModule: GatewayModule = { name: 'dnc', resolvers: {} };
