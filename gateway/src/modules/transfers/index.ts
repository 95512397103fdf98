import type { GatewayModule } from '../module.ts';

export { TransfersSource } from './data-source.ts';

export const transfersModule: GatewayModule = { name: 'transfers', resolvers: {} };
