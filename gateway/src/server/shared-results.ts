/**
 * Fan-out for subscriptions whose payload is the same for every viewer (Subscription.callList:
 * CallList carries no viewer-dependent field). graphql-ws would execute and JSON-stringify every
 * event once per subscriber; with thousands of agents on one campaign that is thousands of
 * identical executions of a list of hundreds of rows per logged call. Here:
 *
 * - the source stream still comes from graphql-js's createSourceEventStream per subscriber, so
 *   @auth and the field's own authorisation run for each subscriber;
 * - each event is executed ONCE per (event, document text, operation name, variables): the event
 *   objects are the hub pool's list objects, shared by all subscribers of a campaign, so a memo
 *   keyed by the event object (a WeakMap: superseded lists are collected) and the operation key
 *   hands every subscriber the same ExecutionResult;
 * - that result's JSON is built once, as bytes; each subscriber's `next` message is its own small
 *   envelope (id) around those bytes, spliced at send time (`SharedPayload.toJSON` leaves a
 *   per-process random placeholder that `finishMessage` cuts out). A large payload then goes out
 *   as three WebSocket fragments — envelope head, the shared bytes, envelope tail — so it is never
 *   copied per subscriber (a 300-row list is ~45 kB; at 10,000 subscribers, copying it per socket
 *   cost more than the sockets' own writes); a small one (a change of a few hundred bytes) as one
 *   whole message, one write per socket.
 * - over WebSocket, a source that can hand its events over as they happen (DirectSource: the call
 *   lists' streams) skips graphql-ws's per-subscriber iteration: each change is sent to every
 *   subscriber in the same turn of the event loop it arrived in, with no promise per subscriber.
 *   The stream's end (an error such as a revoked access, completion) still takes graphql-ws's
 *   path, after every change delivered before it. A socket too far behind misses changes and
 *   then gets the whole list.
 *
 * Everything else (queries, mutations, other subscriptions) takes graphql-ws's normal path.
 */
import { randomUUID } from 'node:crypto';
import {
  createSourceEventStream,
  execute,
  getOperationAST,
  Kind,
  print,
  subscribe,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  OperationTypeNode,
} from 'graphql';

/**
 * A subscription's source stream that can also hand its events over as they happen, for the
 * WebSocket transport to execute (once, shared) and send at once: no promise and no graphql-ws
 * iteration per subscriber per event. `attach` hands over what is queued, then every later event;
 * the stream's end (its last value, completion) still goes through the async iterator.
 */
export interface DirectSource<T> {
  attach(sink: DirectSink<T>): void;
}
/** Takes one event; answers false when it could not be delivered (the subscriber is too far behind). */
export type DirectSink<T> = (event: T) => boolean;

/**
 * Sends one `next` message of a WebSocket operation at once (the transport's side of a direct
 * source); false when the socket is closed or too far behind to take more.
 */
export type DirectNext = (result: ExecutionResult) => boolean;

const isDirectSource = (value: unknown): value is DirectSource<unknown> =>
  typeof (value as Partial<DirectSource<unknown>>).attach === 'function';

/** Subscription root fields whose payload does not depend on the viewer (see the schema's comments). */
export const VIEWER_INDEPENDENT_SUBSCRIPTIONS: ReadonlySet<string> = new Set(['callList', 'callListUpdates']);

type PromiseOrValue<T> = T | Promise<T>;

/** One message in three parts: the envelope's head, the shared payload bytes, the envelope's tail. */
export type SplicedMessage = readonly [head: string, payload: Buffer, tail: string];

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/** Maps a source stream through `map`, forwarding return()/throw() so unsubscribing reaches the source. */
function mapEvents(
  source: AsyncIterable<unknown>,
  map: (event: unknown) => PromiseOrValue<ExecutionResult>,
): AsyncGenerator<ExecutionResult, void, void> {
  const iterator = source[Symbol.asyncIterator]();
  const done = { value: undefined, done: true } as const;
  const generator: AsyncGenerator<ExecutionResult, void, void> = {
    async next() {
      const step = await iterator.next();
      if (step.done) return done;
      // Most events map to a result already computed for another subscriber: no extra wait then.
      const mapped = map(step.value);
      return { value: mapped instanceof Promise ? await mapped : mapped, done: false };
    },
    async return() {
      await iterator.return?.();
      return done;
    },
    async throw(error: unknown) {
      if (iterator.throw) await iterator.throw(error);
      throw error;
    },
    [Symbol.asyncIterator]() {
      return generator;
    },
  };
  return generator;
}

/** A result's payload serialised once; stands in for the payload in each subscriber's message. */
/** Shared payloads up to this size are sent inside one whole message: one write per socket beats three small ones. */
const SPLICE_FROM_BYTES = 8_192;

class SharedPayload {
  constructor(
    readonly text: string,
    readonly bytes: Buffer,
    private readonly owner: SharedResults,
  ) {}

  toJSON(): string {
    return this.owner.placeholderFor(this);
  }
}

export interface SharedResultsStats {
  /** Executions of shared events (one per change, campaign and distinct selection). */
  executions: number;
  /** JSON serialisations of shared results. */
  serialisations: number;
  /** Messages sent with a shared payload spliced in. */
  deliveries: number;
  /** Events answered with a result already executed for another subscriber. */
  reuses: number;
}

export class SharedResults {
  readonly #placeholder = `\u0000shared-result-${randomUUID()}\u0000`;
  readonly #placeholderJson = JSON.stringify(this.#placeholder);
  readonly #results = new WeakMap<object, Map<string, PromiseOrValue<ExecutionResult>>>();
  readonly #shared = new WeakSet<object>();
  readonly #payloads = new WeakMap<ExecutionResult, SharedPayload>();
  readonly #sourceText = new WeakMap<DocumentNode, string>();
  /** Set by SharedPayload.toJSON while graphql-ws stringifies a message; consumed by the send right after. */
  #pending: SharedPayload | null = null;
  readonly counters: SharedResultsStats = { executions: 0, serialisations: 0, deliveries: 0, reuses: 0 };

  /** Remembers the query text a document was parsed from (cheaper and exacter than printing it back). */
  rememberSource(document: DocumentNode, text: string): void {
    this.#sourceText.set(document, text);
  }

  /** True for a subscription whose only root selection is a plain viewer-independent field. */
  isShareable(args: ExecutionArgs): boolean {
    const operation = getOperationAST(args.document, args.operationName);
    if (operation?.operation !== OperationTypeNode.SUBSCRIPTION) return false;
    const selections = operation.selectionSet.selections;
    if (selections.length !== 1) return false;
    const [field] = selections;
    return field.kind === Kind.FIELD && !field.directives?.length && VIEWER_INDEPENDENT_SUBSCRIPTIONS.has(field.name.value);
  }

  /** graphql-ws `subscribe` hook. */
  subscribe = async (args: ExecutionArgs): Promise<AsyncIterable<ExecutionResult> | ExecutionResult> => {
    if (!this.isShareable(args)) return subscribe(args);
    const source = await createSourceEventStream(args);
    if (!isAsyncIterable(source)) return source; // refused: errors, no stream
    const key = [
      this.#sourceText.get(args.document) ?? print(args.document),
      args.operationName ?? '',
      JSON.stringify(args.variableValues ?? {}),
    ].join('\u0000');
    const map = (event: unknown) => this.#resultFor(event, key, args);
    const directNext = (args.contextValue as { directNext?: DirectNext } | undefined)?.directNext;
    if (directNext && isDirectSource(source)) source.attach(this.#directSink(map, directNext));
    return mapEvents(source, map);
  };

  /**
   * Events executed (once per event and operation, shared) and sent as they arrive. Execution is
   * synchronous for the shared subscriptions; should a result be a promise, this subscriber's
   * later events wait behind it, so its messages keep their order.
   */
  #directSink(map: (event: unknown) => PromiseOrValue<ExecutionResult>, directNext: DirectNext): DirectSink<unknown> {
    let pending: Promise<unknown> | null = null;
    return (event) => {
      const result = map(event);
      if (!pending && !(result instanceof Promise)) return directNext(result);
      const previous: Promise<unknown> = pending ?? Promise.resolve();
      // A failed execution sends nothing here: the subscription's own error path reports it.
      const sent = previous.then(async () => directNext(await result)).catch(() => false);
      pending = sent;
      void sent.then(() => {
        if (pending === sent) pending = null;
      });
      return true;
    };
  }

  #resultFor(event: unknown, key: string, args: ExecutionArgs): PromiseOrValue<ExecutionResult> {
    if (typeof event !== 'object' || event === null) return execute({ ...args, rootValue: event });
    let byOperation = this.#results.get(event);
    if (!byOperation) this.#results.set(event, (byOperation = new Map<string, PromiseOrValue<ExecutionResult>>()));
    const cached = byOperation.get(key);
    if (cached) {
      this.counters.reuses++;
      return cached;
    }
    this.counters.executions++;
    const result = execute({ ...args, rootValue: event });
    const remember = (r: ExecutionResult) => {
      this.#shared.add(r);
      // Later subscribers get the result itself, not a settled promise to wait on.
      byOperation.set(key, r);
      return r;
    };
    const entry = result instanceof Promise ? result.then(remember) : remember(result);
    byOperation.set(key, entry);
    return entry;
  }

  /** For onNext: the stand-in payload of a shared, error-free result; undefined otherwise. */
  payloadFor(result: ExecutionResult): SharedPayload | undefined {
    if (!this.#shared.has(result) || result.errors?.length) return undefined;
    let payload = this.#payloads.get(result);
    if (!payload) {
      this.counters.serialisations++;
      // The same object graphql-ws would have sent: the result without `errors`.
      const text = JSON.stringify(result);
      payload = new SharedPayload(text, Buffer.from(text), this);
      this.#payloads.set(result, payload);
    }
    return payload;
  }

  /**
   * A `next` message for a direct delivery: `head` is the operation's envelope up to its payload
   * (`{"id":…,"type":"next","payload":`). Small payloads as one string, large ones as fragments.
   */
  directMessage(head: string, result: ExecutionResult): string | SplicedMessage | undefined {
    const payload = this.payloadFor(result);
    if (!payload) return undefined;
    return this.#spliced(head, payload, '}');
  }

  placeholderFor(payload: SharedPayload): string {
    this.#pending = payload;
    return this.#placeholder;
  }

  /**
   * Called with every outgoing message: cuts the envelope graphql-ws just stringified around the
   * pending shared payload, answering [head, shared bytes, tail] to be sent as the fragments of
   * one text message; other messages come back unchanged. Must run for every message (it clears
   * the pending payload).
   */
  finishMessage(data: string): string | SplicedMessage {
    const payload = this.#pending;
    if (!payload) return data;
    this.#pending = null;
    const at = data.lastIndexOf(this.#placeholderJson);
    if (at < 0) return data;
    return this.#spliced(data.slice(0, at), payload, data.slice(at + this.#placeholderJson.length));
  }

  /**
   * One subscriber's message around a shared payload: a small payload (a list's change) as one
   * string, a large one (a whole list) as three fragments, so its bytes are written, not copied.
   */
  #spliced(head: string, payload: SharedPayload, tail: string): string | SplicedMessage {
    this.counters.deliveries++;
    if (payload.bytes.length < SPLICE_FROM_BYTES) return head + payload.text + tail;
    return [head, payload.bytes, tail];
  }
}
