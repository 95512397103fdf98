/**
 * Subscription.callList: authorise per subscriber, then stream the campaign's list from the
 * shared hub connection — the current list at once when the pool has one, then every change.
 *
 * The source stream yields the pool's list objects themselves (the same object for every
 * subscriber of a campaign), which is what lets the WebSocket transport execute and serialise a
 * change once for all subscribers with the same selection (server/shared-results.ts).
 */
import { GraphQLError } from 'graphql';
import type { CallListDto } from '@luminate/schema/rest';
import type { SubscriptionResolvers } from '../../generated/graphql.ts';
import { ErrorCode, gatewayError } from '../../errors.ts';
import { callListHubOf } from '../../upstream/hub-client.ts';
import { assertMayWorkCampaign } from '../campaigns/access.ts';
import { LatestValueStream } from './latest-value-stream.ts';

export type CallListEvent = CallListDto | GraphQLError;

export const callListSubscription: SubscriptionResolvers['callList'] = {
  async subscribe(_root, args, ctx) {
    // Same rule as Query.callList: call-list managers, or agents assigned to the campaign.
    const campaignId = await assertMayWorkCampaign(ctx, args.campaignId);
    const hub = callListHubOf(ctx);
    if (!hub) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'Subscriptions are served over WebSocket only');

    let unsubscribe: () => void = () => undefined;
    const stream = new LatestValueStream<CallListEvent>(() => unsubscribe());
    unsubscribe = hub.subscribe(campaignId, {
      next: (list) => stream.push(list),
      error: () =>
        stream.end(gatewayError(ErrorCode.NOT_FOUND, `Campaign ${campaignId} has no call list (it is unknown or inactive)`)),
    });
    ctx.log.debug({ campaignId }, 'call list subscribed');
    return stream;
  },
  resolve(event: CallListEvent) {
    if (event instanceof GraphQLError) throw event;
    return event;
  },
};
