import type { GatewayModule } from '../module.ts';

export { DeattributionSource } from './data-source.ts';

export const deattributionModule: GatewayModule = { name: 'deattribution', resolvers: {} };
