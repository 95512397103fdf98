/**
 * Subscription.callListUpdates (and the older callList): authorise per subscriber, then stream
 * the campaign's list from the shared hub connection — the current list at once when the pool
 * has one, then every change. callListUpdates turns the lists into updates (the whole list
 * first, then only what changed: domain/call-list-changes.ts); callList hands out whole lists.
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
import { asError, ErrorCode, gatewayError, unauthenticated } from '../../errors.ts';
import { refused } from '../../audit.ts';
import { assertMayWorkCampaign, mayWorkCampaignBy } from './policy.ts';
import { updateFor } from './domain/call-list-changes.ts';
import type { CallListUpdateModel as CallListUpdate } from './types.ts';
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

/**
 * The per-subscriber source stream of Subscription.callList. A list is a full snapshot, so a
 * subscriber that has not taken the previous list yet only needs the newest one: pushes replace
 * the unconsumed value instead of queueing (memory per subscriber stays one list reference, even
 * when a socket is slow). A terminal value (an error) is queued behind it and ends the stream.
 *
 * Attached to a direct sink (the WebSocket transport's shared delivery), values are handed over
 * synchronously as they are pushed, with no promise per subscriber; the end (its last value and
 * completion) still goes through the iterator.
 */
class LatestValueStream<T> implements AsyncIterableIterator<T>, DirectSource<T> {
  #queue: T[] = [];
  #ending = false;
  #closed = false;
  #waiting: ((result: IteratorResult<T>) => void) | null = null;
  #sink: DirectSink<T> | null = null;

  /** From now on, pushed values go to `sink` as they come; what is queued goes first. */
  attach(sink: DirectSink<T>): void {
    this.#sink = sink;
    if (this.#closed || this.#ending) return;
    const queued = this.#queue;
    this.#queue = [];
    for (const value of queued) sink(value);
  }

  /** `onClose` runs once, when the consumer stops (return/throw) or the stream has ended. */
  constructor(private readonly onClose: () => void) {}

  /** True once the stream has been told to end (or the consumer stopped): later pushes are ignored. */
  get ended(): boolean {
    return this.#closed || this.#ending;
  }

  /** Offers the newest value; replaces one the consumer has not taken yet. */
  push(value: T): void {
    if (this.#closed || this.#ending) return;
    if (this.#sink) {
      this.#sink(value);
      return;
    }
    if (this.#deliver(value)) return;
    if (this.#queue.length > 0) this.#queue[this.#queue.length - 1] = value;
    else this.#queue.push(value);
  }

  /** Delivers `last` after anything pending, then ends the stream. */
  end(last?: T): void {
    if (this.#closed || this.#ending) return;
    if (last !== undefined && !this.#deliver(last)) this.#queue.push(last);
    this.#ending = true;
    if (this.#queue.length === 0) this.#finish();
  }

  /**
   * Drops whatever the consumer has not taken yet, delivers `last`, then ends the stream: for an
   * end that must not let one more value through (access revoked, session expired).
   */
  endNow(last: T): void {
    if (this.#closed || this.#ending) return;
    this.#queue = [];
    this.end(last);
  }

  #deliver(value: T): boolean {
    const waiting = this.#waiting;
    if (!waiting) return false;
    this.#waiting = null;
    waiting({ value, done: false });
    return true;
  }

  #finish(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#queue = [];
    const waiting = this.#waiting;
    this.#waiting = null;
    waiting?.({ value: undefined, done: true });
    this.onClose();
  }

  next(): Promise<IteratorResult<T>> {
    if (this.#queue.length > 0) {
      const value = this.#queue.shift() as T;
      if (this.#ending && this.#queue.length === 0) {
        // Hand out the last value, then close: the next call answers done.
        const result = Promise.resolve({ value, done: false as const });
        this.#finish();
        return result;
      }
      return Promise.resolve({ value, done: false });
    }
    if (this.#closed || this.#ending) {
      this.#finish();
      return Promise.resolve({ value: undefined, done: true });
    }
    return new Promise((resolve) => (this.#waiting = resolve));
  }

  return(): Promise<IteratorResult<T>> {
    this.#finish();
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error?: unknown): Promise<IteratorResult<T>> {
    this.#finish();
    return Promise.reject(asError(error));
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }
}

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
