/**
 * The HTTP client of the Care API: one keep-alive connection pool per origin (undici Agent),
 * a circuit breaker per origin (opossum), retries for idempotent GETs only, and the mapping of
 * upstream failures to client errors. `forRequest` binds it to one user's token and request id.
 *
 * Every call has a total deadline (`deadlineMs`): all attempts, the response headers and, for
 * JSON answers, the whole body. undici's own timeouts (`timeoutMs`) are per wait — headers, then
 * each body chunk — so on their own a server dripping one byte at a time could hold a call for
 * ever. A file download's deadline covers getting its headers; the stream itself is then bounded
 * per chunk. The caller's signal (the GraphQL operation's deadline) stops calls under way and
 * keeps new ones from being sent.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, type Dispatcher } from 'undici';
import CircuitBreaker from 'opossum';
import type { Logger } from 'pino';
import { routes, type HttpMethod, type RouteContract } from '@luminate/schema/rest';
import type { CallArgs, OdataPage, UploadArgs, Upstream, UpstreamFile } from '../context.ts';
import { badUserInput } from '../errors.ts';
import {
  CallerAbortedError,
  errorForFailure,
  errorForStatus,
  failureKind,
  isBreakerOpen,
  isNetworkError,
  isUpstreamFault,
  UpstreamDeadlineError,
  UpstreamStatusError,
} from './errors.ts';
import { fileNameFromDisposition, sanitizeFileName } from './file-name.ts';
import { assertNoControlCharacters, prepareRequest, type PreparedRequest } from './request-args.ts';
import { SharedAnswers } from './shared-answers.ts';

export interface BreakerOptions {
  /** Failure percentage within the rolling window that opens the breaker. */
  errorThresholdPercentage: number;
  /** Milliseconds the breaker stays open before a trial request. */
  resetTimeout: number;
  /** Requests needed in the window before the breaker may open (default 10). */
  volumeThreshold?: number;
  /** Length of the rolling statistics window in ms (default 10 s). */
  rollingCountTimeout?: number;
  /**
   * Distinct users whose calls must have failed within the rolling window before the breaker
   * may open (default 3): one user's failing requests never open it for everyone.
   */
  minUsers?: number;
}

export interface UpstreamOptions {
  baseUrl: string;
  /** undici's per-wait timeout: for the response headers and for each body chunk. */
  timeoutMs: number;
  /** Total time one call may take, retries included (default 30 s). */
  deadlineMs?: number;
  retries: number;
  connections: number;
  breaker: BreakerOptions;
  logger: Logger;
  /** Base of the jittered exponential backoff between GET retries (default 100 ms). */
  retryBaseMs?: number;
  /** How long answers of routes declared `cache: 'shared'` are kept across requests (ms; default 0: not kept). */
  sharedAnswerTtlMs?: number;
}

export interface RequestIdentity {
  /** The viewer's bearer token; null for anonymous calls (only @public fields make them). */
  token: string | null;
  uid: string | null;
  requestId: string;
  log: Logger;
  /** Incremented per upstream call; the request's summary log line reports it. */
  counter?: { upstreamCalls: number };
  /** The operation's deadline: once aborted, calls still under way stop and new ones are not sent. */
  signal?: AbortSignal;
}

export interface UpstreamClient {
  forRequest(identity: RequestIdentity): Upstream;
  /** The answers kept across requests (reference data). */
  readonly sharedAnswers: SharedAnswers;
  /** True while the breaker of the Care API's origin is open. */
  isOpen(): boolean;
  close(): Promise<void>;
}

interface Attempt {
  url: URL;
  method: HttpMethod;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** Set for uploads: never retried, whatever the method. */
  noRetry?: boolean;
  /** Whose call this is: the breaker counts the users that saw failures, not failures alone. */
  user: string;
  /** The call's deadline together with the caller's signal. */
  signal: AbortSignal;
  /** Read the whole body within the attempt (JSON answers), so the deadline and the breaker cover it. */
  readBody: boolean;
  /** Longer waits than the client's for the headers and between body chunks (long uploads: see UploadArgs.timeoutMs). */
  waitMs?: number;
}

/** An answer below 500: its body read as text (JSON answers) or left as a stream (files). */
interface Answer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  text?: string;
  stream?: Dispatcher.ResponseData['body'];
}

const RETRY_STATUSES = new Set([502, 503, 504]);
const ENTITY_SET = /^[A-Za-z][A-Za-z0-9_]*$/;
const DEFAULT_DEADLINE_MS = 30_000;
const DEFAULT_MIN_USERS = 3;
const ANONYMOUS = '(anonymous)';
const odataRoutes = new Map<string, RouteContract>(
  Object.values(routes as Record<string, RouteContract>)
    .filter((r) => r.path.startsWith('/odata/'))
    .map((r) => [r.path.slice('/odata/'.length), r]),
);

/**
 * One call's clock. Its signal aborts with an UpstreamDeadlineError when the deadline passes,
 * or with a CallerAbortedError when the caller's own signal aborts. `stopClock` ends the
 * deadline but keeps following the caller (a file stream after its headers); `dispose` lets go
 * of the caller's signal, so a long-lived one does not collect listeners.
 */
class CallClock {
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

/**
 * The users whose calls failed through the Care API's fault within the rolling window: user →
 * time of their latest failure, kept in that order so expired entries are dropped from the front.
 */
class FailingUsers {
  readonly #lastFailure = new Map<string, number>();
  constructor(private readonly windowMs: number) {}

  record(user: string, now = Date.now()): void {
    this.#lastFailure.delete(user);
    this.#lastFailure.set(user, now);
  }

  count(now = Date.now()): number {
    for (const [user, at] of this.#lastFailure) {
      if (now - at <= this.windowMs) break;
      this.#lastFailure.delete(user);
    }
    return this.#lastFailure.size;
  }
}

/**
 * The shared breaker of one origin. Opossum decides from the failure rate in its rolling window;
 * opening is further gated on how many distinct users saw those failures: below `minUsers` the
 * breaker stays closed, so one user (or one user's bad record) cannot cut the Care API off for
 * everyone, while an outage — which every user hits — still opens it. A failed trial request in
 * the half-open state always reopens it: the breaker had already been opened by many users.
 *
 * Only the Care API's faults are counted at all: 5xx answers, timeouts and the call deadline,
 * network failures. 4xx answers are not failures, input refused by the gateway's own validation
 * never reaches the breaker, and calls the caller abandoned (its operation deadline) are not
 * counted. A user who keeps failing is slowed by the per-user rate limits, not by the breaker.
 */
class SharedBreaker<A extends unknown[], R> extends CircuitBreaker<A, R> {
  failingUsers?: FailingUsers;
  minUsers = 1;

  override open(): void {
    if (!this.halfOpen && !this.opened && this.failingUsers && this.failingUsers.count() < this.minUsers) return;
    super.open();
  }
}

export function createUpstream(options: UpstreamOptions): UpstreamClient {
  const base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
  const agent = new Agent({
    connections: options.connections,
    keepAliveTimeout: 30_000,
    keepAliveMaxTimeout: 600_000,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
    connect: { timeout: Math.min(options.timeoutMs, 10_000) },
  });
  const breakers = new Map<string, SharedBreaker<[Attempt], Answer>>();
  const retryBaseMs = options.retryBaseMs ?? 100;
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
  const rollingWindowMs = options.breaker.rollingCountTimeout ?? 10_000;
  const sharedAnswers = new SharedAnswers({ ttlMs: options.sharedAnswerTtlMs ?? 0 });

  async function attemptOnce(req: Attempt): Promise<Answer> {
    const res = await agent.request({
      origin: req.url.origin,
      path: req.url.pathname + req.url.search,
      method: req.method,
      headers: req.headers,
      body: req.body,
      signal: req.signal,
      ...(req.waitMs ? { headersTimeout: req.waitMs, bodyTimeout: req.waitMs } : {}),
    });
    if (res.statusCode >= 500) {
      // The breaker counts server failures; the body is discarded (it may hold internals).
      await res.body.dump().catch(() => undefined);
      throw new UpstreamStatusError(res.statusCode);
    }
    if (!req.readBody) return { statusCode: res.statusCode, headers: res.headers, stream: res.body };
    return { statusCode: res.statusCode, headers: res.headers, text: await res.body.text() };
  }

  function breakerFor(origin: string) {
    let breaker = breakers.get(origin);
    if (!breaker) {
      const created = new SharedBreaker(attemptOnce, {
        timeout: false, // the call's deadline and undici's per-wait timeouts bound each attempt
        errorThresholdPercentage: options.breaker.errorThresholdPercentage,
        resetTimeout: options.breaker.resetTimeout,
        volumeThreshold: options.breaker.volumeThreshold ?? 10,
        rollingCountTimeout: rollingWindowMs,
        // Not the Care API's fault (the caller gave up): not a failure for the breaker — except for
        // the half-open trial, which must not close the breaker without having succeeded.
        errorFilter: (error: unknown) => !isUpstreamFault(error) && !breakers.get(origin)?.halfOpen,
        name: origin,
      });
      created.failingUsers = new FailingUsers(rollingWindowMs);
      created.minUsers = options.breaker.minUsers ?? DEFAULT_MIN_USERS;
      // 'failure' is emitted for counted failures just before opossum decides whether to open.
      created.on('failure', (_error: unknown, _latency: number, args: [Attempt]) => created.failingUsers?.record(args[0].user));
      created.on('open', () =>
        options.logger.warn({ upstream: origin, failingUsers: created.failingUsers?.count() }, 'circuit breaker opened'),
      );
      created.on('halfOpen', () => options.logger.info({ upstream: origin }, 'circuit breaker half-open'));
      created.on('close', () => options.logger.info({ upstream: origin }, 'circuit breaker closed'));
      breakers.set(origin, created);
      breaker = created;
    }
    return breaker;
  }

  /** One logical request: breaker-guarded attempts, retried only when idempotent and transient, all within the deadline. */
  async function send(req: Attempt): Promise<Answer> {
    const breaker = breakerFor(req.url.origin);
    for (let attempt = 0; ; attempt++) {
      // Nothing new is sent once the deadline has passed or the caller has gone.
      if (req.signal.aborted) throw req.signal.reason;
      try {
        return await breaker.fire(req);
      } catch (error) {
        const transient = isNetworkError(error) || (error instanceof UpstreamStatusError && RETRY_STATUSES.has(error.status));
        if (req.method !== 'GET' || req.noRetry || attempt >= options.retries || isBreakerOpen(error) || !transient) throw error;
        const backoff = retryBaseMs * 2 ** attempt;
        await sleep(backoff / 2 + Math.random() * (backoff / 2), undefined, { signal: req.signal }).catch(() => {
          throw req.signal.reason;
        });
      }
    }
  }

  function parseJson(text: string | undefined): unknown {
    if (!text) return null;
    try {
      return JSON.parse(text);
    } catch {
      return null;
    }
  }

  function forRequest(identity: RequestIdentity): Upstream {
    const authHeaders: Record<string, string> = { 'x-request-id': identity.requestId };
    if (identity.token) authHeaders.authorization = `Bearer ${identity.token}`;
    if (identity.uid) authHeaders['x-user-id'] = identity.uid;
    const user = identity.uid ?? ANONYMOUS;

    /** Sends and maps failures; the answer is 2xx-3xx or 4xx (mapped by the caller). */
    async function exchange(label: string, req: Attempt): Promise<Answer> {
      if (identity.counter) identity.counter.upstreamCalls++;
      const started = performance.now();
      try {
        const res = await send(req);
        identity.log.debug(
          { upstream: { method: req.method, route: label, status: res.statusCode, ms: Math.round(performance.now() - started) } },
          'upstream call',
        );
        return res;
      } catch (error) {
        // Route template only: the filled URL may carry search text typed by the user.
        identity.log.warn(
          { upstream: { method: req.method, route: label, failure: failureKind(error), ms: Math.round(performance.now() - started) } },
          'upstream call failed',
        );
        throw errorForFailure(error);
      }
    }

    /** Maps a 4xx answer to its client error (reading a streamed body for its message). */
    async function failIfError(label: string, res: Answer): Promise<void> {
      if (res.statusCode < 400) return;
      const text = res.text ?? (res.stream ? await res.stream.text().catch(() => '') : '');
      identity.log.info({ upstream: { route: label, status: res.statusCode } }, 'upstream refused');
      throw errorForStatus(res.statusCode, parseJson(text));
    }

    /** The JSON answer of a call: 204 is undefined, 4xx its mapped error. */
    async function jsonOf(label: string, res: Answer): Promise<never> {
      await failIfError(label, res);
      return (res.statusCode === 204 ? undefined : parseJson(res.text)) as never;
    }

    /** Runs `work` on a fresh clock, released when it settles. */
    async function timed<T>(work: (clock: CallClock) => Promise<T>, callDeadlineMs = deadlineMs): Promise<T> {
      const clock = new CallClock(callDeadlineMs, identity.signal);
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

    function attemptFor(
      route: RouteContract,
      args: CallArgs<RouteContract> | undefined,
      accept: string,
      clock: CallClock,
      readBody: boolean,
      prepared: PreparedRequest = prepareRequest(route, args),
    ): Attempt {
      return {
        url: new URL(prepared.pathAndQuery.replace(/^\//, ''), base),
        method: route.method,
        headers: { ...authHeaders, accept, ...(prepared.body !== undefined ? { 'content-type': 'application/json' } : {}) },
        body: prepared.body,
        user,
        signal: clock.signal,
        readBody,
      };
    }

    /**
     * A call answered by a stream: `send` (on a fresh clock of `callDeadlineMs`) answers once the
     * headers are in; from then on the stream is bounded per chunk (undici's body timeout) and
     * follows the caller's signal until it closes. `describe` makes the file of the answer.
     */
    async function streamed(
      callDeadlineMs: number,
      send: (clock: CallClock) => Promise<Answer>,
      describe: (res: Answer, stream: NonNullable<Answer['stream']>, contentType: string) => UpstreamFile,
    ): Promise<UpstreamFile> {
      const clock = new CallClock(callDeadlineMs, identity.signal);
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

    /** An upload's request: params and query checked against the contract, the body the caller's checked bytes. */
    function prepareUpload(route: RouteContract, args: UploadArgs<RouteContract>): PreparedRequest {
      if (!route.rawBody) throw new Error(`${route.path} takes no raw body`);
      if (!Buffer.isBuffer(args.body)) throw new Error(`Upload to ${route.path} needs a Buffer body`);
      return prepareRequest(route, { params: args.params, query: args.query });
    }

    /** An upload's one attempt: the bytes as the body, sent once (never retried), with the upload's own waits. */
    function uploadAttempt(
      route: RouteContract,
      args: UploadArgs<RouteContract>,
      prepared: PreparedRequest,
      accept: string,
      clock: CallClock,
      readBody: boolean,
    ): Attempt {
      return {
        url: new URL(prepared.pathAndQuery.replace(/^\//, ''), base),
        method: route.method,
        headers: {
          ...authHeaders,
          accept,
          'content-type': 'application/octet-stream',
          'content-length': String(args.body.length),
        },
        body: args.body,
        noRetry: true,
        user,
        signal: clock.signal,
        readBody,
        waitMs: args.timeoutMs,
      };
    }

    /**
     * A GET of reference data: a fresh kept answer costs no call; a stale one with an ETag is
     * revalidated (304 renews it); otherwise the answer is fetched and kept. Signed-in callers only.
     */
    async function sharedCall(route: RouteContract, args: CallArgs<RouteContract> | undefined): Promise<never> {
      const prepared = prepareRequest(route, args);
      const kept = sharedAnswers.get(route.path, prepared.pathAndQuery);
      if (kept && sharedAnswers.isFresh(kept)) return kept.value as never;
      const generation = sharedAnswers.generation(route.path);
      return timed(async (clock) => {
        const attempt = attemptFor(route, args, 'application/json', clock, true, prepared);
        if (kept?.etag) attempt.headers['if-none-match'] = kept.etag;
        const res = await exchange(route.path, attempt);
        if (res.statusCode === 304 && kept) {
          sharedAnswers.renew(kept, res.headers, generation, route.path);
          return kept.value as never;
        }
        const value = await jsonOf(route.path, res);
        if (res.statusCode !== 200) return value;
        return sharedAnswers.keep(route.path, prepared.pathAndQuery, value, res.text?.length ?? 0, res.headers, generation) as never;
      });
    }

    const upstream: Upstream = {
      async call(route, args) {
        if (route.cache === 'shared' && route.method === 'GET' && identity.uid && sharedAnswers.enabled) {
          return sharedCall(route, args);
        }
        // A write drops what it changes both as it is sent and once answered (it may have been applied even if it failed).
        if (route.invalidates) sharedAnswers.invalidate(route.invalidates);
        try {
          return await timed(async (clock) =>
            jsonOf(
              route.path,
              await exchange(route.path, attemptFor(route, args as CallArgs<RouteContract>, 'application/json', clock, true)),
            ),
          );
        } finally {
          if (route.invalidates) sharedAnswers.invalidate(route.invalidates);
        }
      },

      async upload(route, args: UploadArgs<RouteContract>) {
        const prepared = prepareUpload(route, args);
        // As for call(): what the upload changes is dropped as it is sent and once answered.
        if (route.invalidates) sharedAnswers.invalidate(route.invalidates);
        try {
          return await timed(async (clock) => {
            const res = await exchange(route.path, uploadAttempt(route, args, prepared, 'application/json', clock, true));
            return jsonOf(route.path, res);
          }, args.timeoutMs ?? deadlineMs);
        } finally {
          if (route.invalidates) sharedAnswers.invalidate(route.invalidates);
        }
      },

      async uploadForStream(route, args: UploadArgs<RouteContract>) {
        const prepared = prepareUpload(route, args);
        return streamed(
          args.timeoutMs ?? deadlineMs,
          async (clock) => {
            const res = await exchange(route.path, uploadAttempt(route, args, prepared, '*/*', clock, false));
            await failIfError(route.path, res);
            return res;
          },
          (_res, stream, contentType) => ({ stream, fileName: 'answer', contentType }),
        );
      },

      async download(route, args) {
        let fallbackName = route.path.split('/').filter(Boolean).pop() ?? 'download';
        return streamed(
          deadlineMs,
          async (clock) => {
            let res = await exchange(route.path, attemptFor(route, args, '*/*', clock, false));
            await failIfError(route.path, res);
            const signed = res.headers['x-signed-url'];
            if (typeof signed === 'string' && signed) {
              await res.stream?.dump().catch(() => undefined);
              let url: URL;
              try {
                url = new URL(signed);
              } catch {
                url = new URL('invalid:');
              }
              if (url.protocol !== 'http:' && url.protocol !== 'https:') {
                identity.log.warn({ upstream: { route: route.path } }, 'upstream signed url rejected');
                throw errorForStatus(502, null);
              }
              fallbackName = decodeURIComponent(url.pathname.split('/').filter(Boolean).pop() ?? fallbackName);
              // A signed URL carries its own authorisation; the user's bearer must not travel to storage.
              res = await exchange('signed-url', {
                url,
                method: 'GET',
                headers: { accept: '*/*', 'x-request-id': identity.requestId },
                user,
                signal: clock.signal,
                readBody: false,
              });
              await failIfError('signed-url', res);
            }
            return res;
          },
          (res, stream, contentType) => {
            const length = Number(res.headers['content-length']);
            const rows = Number(res.headers['x-row-count']);
            return {
              stream,
              fileName: sanitizeFileName(fileNameFromDisposition(res.headers['content-disposition']) ?? fallbackName),
              contentType,
              contentLength: Number.isFinite(length) && length >= 0 ? length : undefined,
              ...(res.headers['x-row-count'] !== undefined && Number.isInteger(rows) && rows >= 0 ? { rows } : {}),
            };
          },
        );
      },

      async odata<T>(entitySet: string, query: string): Promise<OdataPage<T>> {
        if (!ENTITY_SET.test(entitySet)) throw new Error(`Invalid OData entity set ${entitySet}`);
        const qs = query.replace(/^\?/, '');
        const options = Object.fromEntries(new URLSearchParams(qs));
        // The built query, decoded as the Care API will read it, carries no control character.
        assertNoControlCharacters(options, 'query');
        const route = odataRoutes.get(entitySet);
        if (route?.query) {
          const parsed = route.query.safeParse(options);
          if (!parsed.success)
            throw badUserInput(`Invalid query: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
        }
        const label = `/odata/${entitySet}`;
        return timed(async (clock) => {
          const res = await exchange(label, {
            url: new URL(`odata/${entitySet}${qs ? `?${qs}` : ''}`, base),
            method: 'GET',
            headers: { ...authHeaders, accept: 'application/json' },
            user,
            signal: clock.signal,
            readBody: true,
          });
          await failIfError(label, res);
          const body = parseJson(res.text) as { value?: T[]; '@odata.count'?: number } | null;
          const value = Array.isArray(body?.value) ? body.value : [];
          return { value, count: typeof body?.['@odata.count'] === 'number' ? body['@odata.count'] : value.length };
        });
      },
    };
    return upstream;
  }

  return {
    forRequest,
    sharedAnswers,
    isOpen: () => breakers.get(base.origin)?.opened ?? false,
    async close() {
      for (const breaker of breakers.values()) breaker.shutdown();
      await agent.close();
    },
  };
}
