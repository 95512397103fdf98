/**
 * One call's clock. Its signal aborts with an UpstreamDeadlineError when the deadline passes,
 * or with a CallerAbortedError when the caller's own signal aborts. `stopClock` ends the
 * deadline but keeps following the caller (a file stream after its headers); `dispose` lets go
 * of the caller's signal, so a long-lived one does not collect listeners.
 */
import { CallerAbortedError, UpstreamDeadlineError } from '../errors.ts';

export class CallClock {
  readonly #controller = new AbortController();
  readonly #timer: NodeJS.Timeout;
  readonly #caller: AbortSignal | undefined;
  readonly #onCallerAbort = () => this.#controller.abort(new CallerAbortedError(this.#caller?.reason));

  constructor(deadlineMs: number, caller: AbortSignal | undefined) {
    this.#caller = caller;
    this.#timer = setTimeout(() => this.#controller.abort(new UpstreamDeadlineError(deadlineMs)), deadlineMs);
    this.#timer.unref();
    if (caller?.aborted) this.#onCallerAbort();
    else caller?.addEventListener('abort', this.#onCallerAbort, { once: true });
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** Throws the abort reason when the call must not go on (deadline passed or caller gone). */
  throwIfAborted(): void {
    if (this.signal.aborted) throw this.signal.reason;
  }

  stopClock(): void {
    clearTimeout(this.#timer);
  }

  dispose(): void {
    clearTimeout(this.#timer);
    this.#caller?.removeEventListener('abort', this.#onCallerAbort);
  }
}
