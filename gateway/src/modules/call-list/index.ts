/**
 * The live call list (Subscription.callList), served from one upstream hub connection per
 * campaign (upstream/hub-client.ts). The queries and mutations of the campaigns graph live in
 * the campaigns module.
 */
import type { GatewayModule } from '../module.ts';
import { callListSubscription } from './subscription.ts';

export { LatestValueStream } from './latest-value-stream.ts';

export const callListModule: GatewayModule = {
  name: 'call-list',
  // CallList's own field resolvers live with the campaigns module (Query.callList shares the type).
  resolvers: { Subscription: { callList: callListSubscription } },
};
