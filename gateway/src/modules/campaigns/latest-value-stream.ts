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
import { asError } from '../../errors.ts';
import type { DirectSink, DirectSource } from '../../server/shared-results.ts';

export class LatestValueStream<T> implements AsyncIterableIterator<T>, DirectSource<T> {
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
