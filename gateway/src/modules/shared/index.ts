/**
 * The modules' declared shared folder: the one place modules import from besides their own
 * folder and the core. It also registers, as a module of its own, the resolvers of graph types
 * that several modules share.
 */
import type { GatewayModule } from '../../module.ts';
import { approvalRowResolvers } from './approval-rows.ts';

export const sharedModule: GatewayModule = { name: 'shared', resolvers: approvalRowResolvers };
