/**
 * Subscription.callListUpdates (and the older callList): authorise per subscriber, then stream
 * the campaign's list from the shared hub connection — the current list at once when the pool
 * has one, then every change. callListUpdates turns the lists into updates (the whole list
 * first, then only what changed: call-list-changes.ts); callList hands out whole lists.
 *
 * The source stream yields the pool's list objects themselves (the same object for every
 * subscriber of a campaign), which is what lets the WebSocket transport execute and serialise a
 * change once for all subscribers with the same selection (server/shared-results.ts).
 *
 * Authorisation holds for the life of the subscription, not only at its start:
 * - when the hub says who may work the campaign (with the first list, and whenever the
 *   campaign's agents or the campaign change), each subscriber is decided against that snapshot
 *   with the same rule as the subscribe-time check (a set look-up: no upstream call, whatever
 *   the number of subscribers). A subscriber who lost access gets FORBIDDEN and the stream ends;
 *   a list it had not taken yet is dropped, not delivered. The refusal is audited.
 * - the token's expiry ends the stream with UNAUTHENTICATED: a timer ends an idle subscription
 *   at expiry, and every delivery compares the clock first. Re-subscribing with a renewed token
 *   (a new connection) continues.
 */
import { GraphQLError } from 'graphql';
import type { CallListDto } from '@luminate/schema/rest';
import type { SubscriptionResolvers } from '../../generated/graphql.ts';
import type { RequestContext, Viewer } from '../../context.ts';
import { ErrorCode, gatewayError, unauthenticated } from '../../errors.ts';
import { refused } from '../../audit.ts';
import { assertMayWorkCampaign, mayWorkCampaignBy } from './policy.ts';
import { LatestValueStream } from './latest-value-stream.ts';
import { updateFor, type CallListUpdateModel as CallListUpdate } from './call-list-changes.ts';
import type { DirectSink, DirectSource } from '../../server/shared-results.ts';

export type CallListEvent = CallListDto | GraphQLError;

export const ACCESS_REVOKED_MESSAGE = 'You no longer have access to this campaign';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired; sign in again';

/** setTimeout's longest wait; an expiry further away re-arms when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const sessionExpired = () => gatewayError(ErrorCode.UNAUTHENTICATED, SESSION_EXPIRED_MESSAGE);
const hasExpired = (viewer: Viewer) => viewer.expiresAt !== undefined && Date.now() >= viewer.expiresAt;

/**
 * Which list each list replaced at the hub (the same objects for every subscriber of a campaign).
 * Weakly both ways: a list must not keep the one before it (and so the whole day's chain) alive.
 */
const replacedBy = new WeakMap<CallListDto, WeakRef<CallListDto>>();
const previousOf = (list: CallListDto) => replacedBy.get(list)?.deref();

/** The campaign's lists (or the error that ends them) for one authorised subscriber. */
async function openCallListStream(campaignIdArg: string, ctx: RequestContext): Promise<LatestValueStream<CallListEvent>> {
  const viewer = ctx.viewer;
  if (!viewer) throw unauthenticated();
  // The token verifier allows some clock skew; a live list stops exactly at expiry.
  if (hasExpired(viewer)) throw sessionExpired();
  // An access snapshot that arrives after this instant may be newer than the check below.
  const checkStartedAt = performance.now();
  // Same rule as Query.callList: call-list managers, or agents assigned to the campaign.
  const campaignId = await assertMayWorkCampaign(ctx, campaignIdArg);
  const hub = ctx.callListHub;
  if (!hub) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'Subscriptions are served over WebSocket only');

  let unsubscribe: () => void = () => undefined;
  let expiryTimer: NodeJS.Timeout | undefined;
  const stream = new LatestValueStream<CallListEvent>(() => {
    clearTimeout(expiryTimer);
    unsubscribe();
  });

  const expire = () => {
    if (stream.ended) return;
    ctx.log.info({ campaignId }, 'call list subscription ended: token expired');
    stream.endNow(sessionExpired());
  };
  const armExpiry = () => {
    if (viewer.expiresAt === undefined || stream.ended) return;
    const wait = viewer.expiresAt - Date.now();
    if (wait <= 0) return expire();
    expiryTimer = setTimeout(armExpiry, Math.min(wait, MAX_TIMER_MS));
    expiryTimer.unref();
  };

  unsubscribe = hub.subscribe(campaignId, {
    next: (list, replaced) => {
      if (replaced && !replacedBy.has(list)) replacedBy.set(list, new WeakRef(replaced));
      if (hasExpired(viewer)) expire();
      else stream.push(list);
    },
    access: (snapshot) => {
      // A snapshot older than the subscribe-time check does not overrule it.
      if (stream.ended || snapshot.receivedAt < checkStartedAt || mayWorkCampaignBy(viewer, snapshot)) return;
      ctx.log.info({ campaignId, accessVersion: snapshot.version }, 'call list subscription ended: access revoked');
      stream.endNow(refused(ctx, 'callList.revoked', ACCESS_REVOKED_MESSAGE, { campaignId }));
    },
    error: () => stream.end(gatewayError(ErrorCode.NOT_FOUND, `Campaign ${campaignId} has no call list (it is unknown or inactive)`)),
  });
  armExpiry();
  ctx.log.debug({ campaignId }, 'call list subscribed');
  return stream;
}

/**
 * A subscriber's updates: each list it takes becomes the change from the list it took before
 * (shared by everyone at that version) or, when it skipped a version or has none yet, the whole
 * list. A list it already holds (a repeated snapshot) is not sent again.
 */
class CallListUpdates implements AsyncIterableIterator<CallListUpdate | GraphQLError>, DirectSource<CallListUpdate | GraphQLError> {
  #held: CallListDto | null = null;

  constructor(private readonly lists: LatestValueStream<CallListEvent>) {}

  /**
   * The same updates handed over as the lists arrive. A delivery the sink could not make (a
   * socket too far behind) leaves this subscriber holding nothing: its next update is the whole list.
   */
  attach(sink: DirectSink<CallListUpdate | GraphQLError>): void {
    this.lists.attach((event) => {
      if (event instanceof GraphQLError) return sink(event);
      if (event === this.#held) return true;
      const delivered = sink(updateFor(this.#held, event, previousOf));
      this.#held = delivered ? event : null;
      return delivered;
    });
  }

  async next(): Promise<IteratorResult<CallListUpdate | GraphQLError>> {
    for (;;) {
      const step = await this.lists.next();
      if (step.done || step.value instanceof GraphQLError) return step as IteratorResult<GraphQLError>;
      const list = step.value;
      if (list === this.#held) continue;
      const update = updateFor(this.#held, list, previousOf);
      this.#held = list;
      return { value: update, done: false };
    }
  }

  return(): Promise<IteratorResult<CallListUpdate | GraphQLError>> {
    return this.lists.return() as Promise<IteratorResult<never>>;
  }

  throw(error?: unknown): Promise<IteratorResult<CallListUpdate | GraphQLError>> {
    return this.lists.throw(error) as Promise<IteratorResult<never>>;
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<CallListUpdate | GraphQLError> {
    return this;
  }
}

const throwIfError = <T>(event: T | GraphQLError): T => {
  if (event instanceof GraphQLError) throw event;
  return event;
};

export const callListSubscription: SubscriptionResolvers['callList'] = {
  subscribe: (_root, args, ctx) => openCallListStream(args.campaignId, ctx),
  resolve: (event: CallListEvent) => throwIfError(event),
};

export const callListUpdatesSubscription: SubscriptionResolvers['callListUpdates'] = {
  subscribe: async (_root, args, ctx) => new CallListUpdates(await openCallListStream(args.campaignId, ctx)),
  resolve: (event: CallListUpdate | GraphQLError) => throwIfError(event),
};
