/**
 * The client bound to one request (`forRequest`): the user's token and request id on every call,
 * each call logged by its route template and counted, its failures mapped to client errors, and
 * each run on a fresh clock of its own deadline that follows the caller's signal.
 */
import type { RouteContract } from '@luminate/schema/rest';
import type { CallArgs, UpstreamFile } from '../../context.ts';
import {
  CallerAbortedError,
  errorForFailure,
  failureKind,
  isBreakerOpen,
  isNetworkError,
  isTimeout,
  UpstreamDeadlineError,
  UpstreamStatusError,
} from '../errors.ts';
import { prepareRequest, type PreparedRequest } from '../request-args.ts';
import { endSpan, injectTrace, SpanKind, startSpan } from '../../server/tracing/index.ts';
import { CallClock } from './clock.ts';
import type { Answer, Attempt, RequestIdentity, Send, UpstreamTelemetry } from './types.ts';

const ANONYMOUS = '(anonymous)';

/** A failed call's status as the metrics and spans report it: the 5xx code, or one word for what went wrong. */
function failureStatus(error: unknown): string {
  if (error instanceof UpstreamStatusError) return String(error.status);
  if (isBreakerOpen(error)) return 'breaker_open';
  if (error instanceof CallerAbortedError) return 'aborted';
  if (error instanceof UpstreamDeadlineError || isTimeout(error)) return 'timeout';
  return isNetworkError(error) ? 'network' : 'error';
}

export class RequestCaller {
  /** The request's own headers: its id, and the user's bearer and uid when signed in. */
  readonly authHeaders: Readonly<Record<string, string>>;
  /** Whose calls these are, for the breaker's count of failing users. */
  readonly user: string;

  constructor(
    readonly identity: RequestIdentity,
    /** The Care API's base URL, ending in a slash. */
    readonly base: URL,
    /** A call's deadline unless it sets its own. */
    readonly deadlineMs: number,
    private readonly send: Send,
    private readonly telemetry: UpstreamTelemetry = {},
  ) {
    const authHeaders: Record<string, string> = { 'x-request-id': identity.requestId };
    if (identity.token) authHeaders.authorization = `Bearer ${identity.token}`;
    if (identity.uid) authHeaders['x-user-id'] = identity.uid;
    this.authHeaders = authHeaders;
    this.user = identity.uid ?? ANONYMOUS;
  }

  /**
   * Sends and maps failures; the answer is 2xx-3xx or 4xx (mapped by the caller). `label` is the
   * contract's route template: it names the call in logs, metrics and its span (the filled URL
   * may carry search text typed by the user). The call's span is a child of the request's, and
   * its traceparent goes with the request.
   */
  async exchange(label: string, req: Attempt): Promise<Answer> {
    const { identity } = this;
    const { metrics, tracer = null } = this.telemetry;
    if (identity.counter) identity.counter.upstreamCalls++;
    const parent = identity.span;
    const span = startSpan(tracer, `${req.method} ${label}`, SpanKind.CLIENT, parent, {
      'http.request.method': req.method,
      'http.route': label,
    });
    injectTrace(span, req.headers);
    const started = performance.now();
    let status = 'error';
    try {
      const res = await this.send(req);
      status = String(res.statusCode);
      identity.log.debug(
        { upstream: { method: req.method, route: label, status: res.statusCode, ms: Math.round(performance.now() - started) } },
        'upstream call',
      );
      return res;
    } catch (error) {
      status = failureStatus(error);
      identity.log.warn(
        { upstream: { method: req.method, route: label, failure: failureKind(error), ms: Math.round(performance.now() - started) } },
        'upstream call failed',
      );
      throw errorForFailure(error);
    } finally {
      metrics?.upstreamDuration.observe({ route: label, method: req.method, status }, (performance.now() - started) / 1000);
      const code = Number(status);
      if (span !== parent)
        span?.setAttribute(Number.isInteger(code) ? 'http.response.status_code' : 'error.type', Number.isInteger(code) ? code : status);
      endSpan(span, parent, !/^[23]/.test(status));
    }
  }

  /** Counts one look-up of the reference answers kept across requests. */
  countCacheLookup(result: 'hit' | 'revalidated' | 'miss'): void {
    this.telemetry.metrics?.cacheLookups.inc({ cache: 'reference', result });
  }

  /** Runs `work` on a fresh clock, released when it settles. */
  async timed<T>(work: (clock: CallClock) => Promise<T>, callDeadlineMs = this.deadlineMs): Promise<T> {
    const clock = new CallClock(callDeadlineMs, this.identity.signal);
    try {
      clock.throwIfAborted();
      return await work(clock);
    } catch (error) {
      // A clock that ran out before anything was sent (e.g. an aborted caller) maps like a failure.
      if (error instanceof UpstreamDeadlineError || error instanceof CallerAbortedError) throw errorForFailure(error);
      throw error;
    } finally {
      clock.dispose();
    }
  }

  /**
   * A call answered by a stream: `send` (on a fresh clock of `callDeadlineMs`) answers once the
   * headers are in; from then on the stream is bounded per chunk (undici's body timeout) and
   * follows the caller's signal until it closes. `describe` makes the file of the answer.
   */
  async streamed(
    callDeadlineMs: number,
    send: (clock: CallClock) => Promise<Answer>,
    describe: (res: Answer, stream: NonNullable<Answer['stream']>, contentType: string) => UpstreamFile,
  ): Promise<UpstreamFile> {
    const clock = new CallClock(callDeadlineMs, this.identity.signal);
    let handedOver = false;
    try {
      clock.throwIfAborted();
      const res = await send(clock);
      const stream = res.stream!;
      clock.stopClock();
      stream.once('close', () => clock.dispose());
      handedOver = true;
      const contentType = typeof res.headers['content-type'] === 'string' ? res.headers['content-type'] : 'application/octet-stream';
      return describe(res, stream, contentType);
    } catch (error) {
      if (error instanceof UpstreamDeadlineError || error instanceof CallerAbortedError) throw errorForFailure(error);
      throw error;
    } finally {
      if (!handedOver) clock.dispose();
    }
  }

  /** The attempt of a contract route: params, query and body checked against the contract, on `clock`. */
  attemptFor(
    route: RouteContract,
    args: CallArgs<RouteContract> | undefined,
    accept: string,
    clock: CallClock,
    readBody: boolean,
    prepared: PreparedRequest = prepareRequest(route, args),
  ): Attempt {
    return {
      url: this.urlOf(prepared.pathAndQuery),
      method: route.method,
      headers: { ...this.authHeaders, accept, ...(prepared.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: prepared.body,
      user: this.user,
      signal: clock.signal,
      readBody,
    };
  }

  /** The Care API's URL of a path (with its query), relative to the base. */
  urlOf(pathAndQuery: string): URL {
    return new URL(pathAndQuery.replace(/^\//, ''), this.base);
  }
}
