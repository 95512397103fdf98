/** The signed-in user: identity and claims from the token, employee record from the Care API. */
import type { GatewayModule } from '../../module.ts';
import { resolvers } from './resolvers.ts';

export const viewerModule: GatewayModule = { name: 'viewer', resolvers };
