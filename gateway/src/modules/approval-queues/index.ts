/**
 * Live approval queues: Subscription.dncQueue, eligibilityChangeQueue and officeTransferQueue,
 * which send a subscriber's dashboard page and tab counts again whenever a change of the queue
 * (from the Care API's change feed, through the gateway's queue change bus) alters them.
 * The pages are read through the dnc, deattribution and transfers modules' data sources, by
 * their keys on the context, so the rules of the list queries apply unchanged.
 */
import type { GatewayModule } from '../../module.ts';
import { resolvers } from './resolvers.ts';

export const approvalQueuesModule: GatewayModule = {
  name: 'approval-queues',
  resolvers,
};
