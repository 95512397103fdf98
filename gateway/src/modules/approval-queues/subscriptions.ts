/**
 * One subscriber's live approval page (Subscription.dncQueue, eligibilityChangeQueue,
 * officeTransferQueue): nothing at the start, then, after each change of its queue, the page and
 * the tab counts read again exactly as the list and tab-count queries read them — sent only when
 * they differ from what this subscriber was sent last.
 *
 * - Changes come from the queue change bus (server/queue-changes.ts), fed by the Care API's change
 *   feed, so a row decided, added or moved by anyone (through any replica, or by the Care API's own
 *   processes) counts. Changes of the staff assignments count for every queue: they change who may
 *   decide, hence the Mine view and each row's capabilities.
 * - Changes within COALESCE_MS of the first are read once; a change during a read is read again
 *   after it. Only the newest unsent view is kept for a slow subscriber.
 * - Every read gets a fresh request context for the subscriber (new DataLoaders, the same
 *   identity), and that context's data sources serve the update's fields too, so nothing read for
 *   an earlier update is reused.
 * - An update is compared with the last one sent through the rows and counts the Care API
 *   answered; a change of the staff assignments is always sent (it can change the capabilities
 *   alone, which are computed, not answered). The first read after subscribing has nothing to be
 *   compared with and is sent: the page may have changed between the client's query and its
 *   subscription.
 * - Authorisation lasts for the subscription's life: the token's expiry ends it with
 *   UNAUTHENTICATED (at expiry, and checked before every update); a read refused with
 *   UNAUTHENTICATED, FORBIDDEN or BAD_USER_INPUT ends it with that error. Other failures (the
 *   Care API briefly away) are logged and the next change tries again.
 */
import { GraphQLError } from 'graphql';
import type { ApprovalQueue } from '@luminate/schema/rest';
import type { RequestContext, Viewer } from '../../context.ts';
import { ErrorCode, gatewayError, unauthenticated } from '../../errors.ts';
import type { QueueChange } from '../../server/queue-changes.ts';

/** How long changes are gathered before the view is read again (ms). */
export const COALESCE_MS = 150;

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired; sign in again';

/** setTimeout's longest wait; an expiry further away re-arms when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Errors that end the subscription: the subscriber may not (or can no longer) read this view. */
const ENDING_CODES: ReadonlySet<string> = new Set([ErrorCode.UNAUTHENTICATED, ErrorCode.FORBIDDEN, ErrorCode.BAD_USER_INPUT]);

export interface QueueView<P, C> {
  page: P;
  tabCounts: C[];
}

export interface LiveQueueSpec<P, C> {
  /** The queue whose rows the view lists (staff assignment changes are followed too). */
  queue: Exclude<ApprovalQueue, 'assignments'>;
  /** Reads the view with the given (fresh) context, as the list and tab-count queries do. */
  read(ctx: RequestContext): Promise<QueueView<P, C>>;
}

const sessionExpired = () => gatewayError(ErrorCode.UNAUTHENTICATED, SESSION_EXPIRED_MESSAGE);
const hasExpired = (viewer: Viewer) => viewer.expiresAt !== undefined && Date.now() >= viewer.expiresAt;

type Event<P, C> = QueueView<P, C> | GraphQLError;

class LiveQueueStream<P, C> implements AsyncIterableIterator<Event<P, C>> {
  /** The newest view not yet taken, with the context that read it. */
  #pending: { view: QueueView<P, C>; ctx: RequestContext } | null = null;
  /** The error that ends the stream, delivered once after the pending view. */
  #final: GraphQLError | null = null;
  #ended = false;
  #waiting: ((result: IteratorResult<Event<P, C>>) => void) | null = null;
  #lastSent: string | null = null;
  #timer: NodeJS.Timeout | undefined;
  #expiryTimer: NodeJS.Timeout | undefined;
  #reading = false;
  /** Changes arrived since the last read started. */
  #dirty = false;
  /** A staff assignment changed since the last read started. */
  #assignmentsChanged = false;
  readonly #unsubscribe: Array<() => void>;

  constructor(
    private readonly ctx: RequestContext,
    private readonly viewer: Viewer,
    private readonly spec: LiveQueueSpec<P, C>,
  ) {
    const bus = ctx.queueChanges!;
    const onChange = (change: QueueChange) => this.#changed(change);
    this.#unsubscribe = [bus.subscribe(spec.queue, onChange), bus.subscribe('assignments', onChange)];
    this.#armExpiry();
  }

  #changed(change: QueueChange): void {
    if (this.#ended) return;
    if (change.queue === 'assignments') this.#assignmentsChanged = true;
    this.#dirty = true;
    if (!this.#reading && !this.#timer) this.#timer = setTimeout(() => void this.#read(), COALESCE_MS);
  }

  async #read(): Promise<void> {
    this.#timer = undefined;
    if (this.#ended) return;
    if (hasExpired(this.viewer)) return this.#end(sessionExpired());
    this.#reading = true;
    this.#dirty = false;
    const forced = this.#assignmentsChanged;
    this.#assignmentsChanged = false;
    const started = performance.now();
    try {
      const fresh = this.ctx.freshContext ? this.ctx.freshContext() : this.ctx;
      // A staff assignment changed: the Mine views must not read the coverage kept from before it.
      if (forced) fresh.dataSources.assignments.forgetKeptCoverage();
      const view = await this.spec.read(fresh);
      if (this.#ended) return;
      const signature = JSON.stringify(view);
      fresh.log.debug(
        { queue: this.spec.queue, ms: Math.round(performance.now() - started), changed: signature !== this.#lastSent },
        'live queue read',
      );
      if (signature !== this.#lastSent || forced) {
        this.#lastSent = signature;
        this.#offer(view, fresh);
      }
    } catch (error) {
      const code = error instanceof GraphQLError && typeof error.extensions?.code === 'string' ? error.extensions.code : '';
      if (ENDING_CODES.has(code)) return this.#end(error as GraphQLError);
      this.ctx.log.warn(
        { queue: this.spec.queue, code: code || (error as Error)?.name },
        'live queue read failed; the next change reads again',
      );
      // Nothing sent: the next read must not be compared with a view this subscriber never got.
    } finally {
      this.#reading = false;
      if (this.#dirty && !this.#ended && !this.#timer) this.#timer = setTimeout(() => void this.#read(), COALESCE_MS);
    }
  }

  #offer(view: QueueView<P, C>, ctx: RequestContext): void {
    const waiting = this.#waiting;
    if (waiting) {
      this.#waiting = null;
      this.#useContext(ctx);
      waiting({ value: view, done: false });
    } else this.#pending = { view, ctx };
  }

  /** The update's own fields (rows' members, capabilities …) resolve with the context that read it. */
  #useContext(ctx: RequestContext): void {
    if (ctx !== this.ctx) this.ctx.dataSources = ctx.dataSources;
  }

  #armExpiry(): void {
    if (this.viewer.expiresAt === undefined || this.#ended) return;
    const wait = this.viewer.expiresAt - Date.now();
    if (wait <= 0) {
      this.ctx.log.info({ queue: this.spec.queue }, 'live queue ended: token expired');
      this.#end(sessionExpired());
      return;
    }
    this.#expiryTimer = setTimeout(() => this.#armExpiry(), Math.min(wait, MAX_TIMER_MS));
    this.#expiryTimer.unref();
  }

  #cleanUp(): void {
    clearTimeout(this.#timer);
    clearTimeout(this.#expiryTimer);
    this.#timer = undefined;
    for (const unsubscribe of this.#unsubscribe) unsubscribe();
  }

  /** Ends the stream with `error`, after any view still pending. */
  #end(error: GraphQLError): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#cleanUp();
    const waiting = this.#waiting;
    if (waiting) {
      this.#waiting = null;
      waiting({ value: error, done: false });
    } else this.#final = error;
  }

  next(): Promise<IteratorResult<Event<P, C>>> {
    if (this.#pending) {
      const { view, ctx } = this.#pending;
      this.#pending = null;
      if (hasExpired(this.viewer)) {
        this.#end(sessionExpired());
        return this.next();
      }
      this.#useContext(ctx);
      return Promise.resolve({ value: view, done: false });
    }
    if (this.#final) {
      const error = this.#final;
      this.#final = null;
      return Promise.resolve({ value: error, done: false });
    }
    if (this.#ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.#waiting = resolve));
  }

  return(): Promise<IteratorResult<Event<P, C>>> {
    this.#ended = true;
    this.#pending = null;
    this.#final = null;
    this.#cleanUp();
    const waiting = this.#waiting;
    this.#waiting = null;
    waiting?.({ value: undefined, done: true });
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error?: unknown): Promise<IteratorResult<Event<P, C>>> {
    void this.return();
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<Event<P, C>> {
    return this;
  }
}

/** The live view of one subscriber, after the checks every subscription makes at its start. */
export function openLiveQueue<P, C>(ctx: RequestContext, spec: LiveQueueSpec<P, C>): AsyncIterableIterator<Event<P, C>> {
  const viewer = ctx.viewer;
  if (!viewer) throw unauthenticated();
  // The token verifier allows some clock skew; a live queue stops exactly at expiry.
  if (hasExpired(viewer)) throw sessionExpired();
  if (!ctx.queueChanges) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'Subscriptions are served over WebSocket only');
  ctx.log.debug({ queue: spec.queue }, 'live queue subscribed');
  return new LiveQueueStream(ctx, viewer, spec);
}

/** The subscription field's value: the view, or the error that ends the subscription. */
export function throwIfError<T>(event: T | GraphQLError): T {
  if (event instanceof GraphQLError) throw event;
  return event;
}
