/**
 * The HTTP client of the Care API: one keep-alive connection pool per origin (undici Agent),
 * a circuit breaker per origin (opossum), retries for idempotent GETs only, and the error
 * mapping of DESIGN §4. `forRequest` binds it to one user's token and request id.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, type Dispatcher } from 'undici';
import CircuitBreaker from 'opossum';
import type { Logger } from 'pino';
import { routes, type HttpMethod, type RouteContract } from '@luminate/schema/rest';
import type { CallArgs, OdataPage, UploadArgs, Upstream, UpstreamFile } from '../context.ts';
import { badUserInput } from '../errors.ts';
import { errorForFailure, errorForStatus, failureKind, isBreakerOpen, isNetworkError, UpstreamStatusError } from './errors.ts';
import { fileNameFromDisposition, sanitizeFileName } from './file-name.ts';
import { prepareRequest } from './request-args.ts';

export interface BreakerOptions {
  /** Failure percentage within the rolling window that opens the breaker. */
  errorThresholdPercentage: number;
  /** Milliseconds the breaker stays open before a trial request. */
  resetTimeout: number;
  /** Requests needed in the window before the breaker may open (default 10). */
  volumeThreshold?: number;
  /** Length of the rolling statistics window in ms (default 10 s). */
  rollingCountTimeout?: number;
}

export interface UpstreamOptions {
  baseUrl: string;
  timeoutMs: number;
  retries: number;
  connections: number;
  breaker: BreakerOptions;
  logger: Logger;
  /** Base of the jittered exponential backoff between GET retries (default 100 ms). */
  retryBaseMs?: number;
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
}

const RETRY_STATUSES = new Set([502, 503, 504]);
const ENTITY_SET = /^[A-Za-z][A-Za-z0-9_]*$/;
const odataRoutes = new Map<string, RouteContract>(
  Object.values(routes as Record<string, RouteContract>)
    .filter((r) => r.path.startsWith('/odata/'))
    .map((r) => [r.path.slice('/odata/'.length), r]),
);

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
  const breakers = new Map<string, CircuitBreaker<[Attempt], Dispatcher.ResponseData>>();
  const retryBaseMs = options.retryBaseMs ?? 100;

  async function attemptOnce(req: Attempt): Promise<Dispatcher.ResponseData> {
    const res = await agent.request({
      origin: req.url.origin,
      path: req.url.pathname + req.url.search,
      method: req.method,
      headers: req.headers,
      body: req.body,
    });
    if (res.statusCode >= 500) {
      // The breaker counts server failures; the body is discarded (it may hold internals).
      await res.body.dump().catch(() => undefined);
      throw new UpstreamStatusError(res.statusCode);
    }
    return res;
  }

  function breakerFor(origin: string) {
    let breaker = breakers.get(origin);
    if (!breaker) {
      breaker = new CircuitBreaker(attemptOnce, {
        timeout: false, // undici's headers/body timeouts bound each attempt
        errorThresholdPercentage: options.breaker.errorThresholdPercentage,
        resetTimeout: options.breaker.resetTimeout,
        volumeThreshold: options.breaker.volumeThreshold ?? 10,
        rollingCountTimeout: options.breaker.rollingCountTimeout ?? 10_000,
        name: origin,
      });
      breaker.on('open', () => options.logger.warn({ upstream: origin }, 'circuit breaker opened'));
      breaker.on('halfOpen', () => options.logger.info({ upstream: origin }, 'circuit breaker half-open'));
      breaker.on('close', () => options.logger.info({ upstream: origin }, 'circuit breaker closed'));
      breakers.set(origin, breaker);
    }
    return breaker;
  }

  /** One logical request: breaker-guarded attempts, retried only when idempotent and transient. */
  async function send(req: Attempt): Promise<Dispatcher.ResponseData> {
    const breaker = breakerFor(req.url.origin);
    for (let attempt = 0; ; attempt++) {
      try {
        return await breaker.fire(req);
      } catch (error) {
        const transient = isNetworkError(error) || (error instanceof UpstreamStatusError && RETRY_STATUSES.has(error.status));
        if (req.method !== 'GET' || req.noRetry || attempt >= options.retries || isBreakerOpen(error) || !transient) throw error;
        const backoff = retryBaseMs * 2 ** attempt;
        await sleep(backoff / 2 + Math.random() * (backoff / 2));
      }
    }
  }

  async function readJson(body: Dispatcher.ResponseData['body']): Promise<unknown> {
    const text = await body.text();
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

    /** Sends and maps failures; the answer is 2xx-3xx or 4xx (mapped by the caller after reading the body). */
    async function exchange(label: string, req: Attempt): Promise<Dispatcher.ResponseData> {
      if (identity.counter) identity.counter.upstreamCalls++;
      const started = performance.now();
      try {
        const res = await send(req);
        identity.log.debug({ upstream: { method: req.method, route: label, status: res.statusCode, ms: Math.round(performance.now() - started) } }, 'upstream call');
        return res;
      } catch (error) {
        // Route template only: the filled URL may carry search text typed by the user.
        identity.log.warn({ upstream: { method: req.method, route: label, failure: failureKind(error), ms: Math.round(performance.now() - started) } }, 'upstream call failed');
        throw errorForFailure(error);
      }
    }

    async function failIfError(label: string, res: Dispatcher.ResponseData): Promise<void> {
      if (res.statusCode < 400) return;
      const body = await readJson(res.body).catch(() => null);
      identity.log.info({ upstream: { route: label, status: res.statusCode } }, 'upstream refused');
      throw errorForStatus(res.statusCode, body);
    }

    function attemptFor(route: RouteContract, args: CallArgs<RouteContract> | undefined, accept: string): Attempt {
      const prepared = prepareRequest(route, args);
      return {
        url: new URL(prepared.pathAndQuery.replace(/^\//, ''), base),
        method: route.method,
        headers: { ...authHeaders, accept, ...(prepared.body !== undefined ? { 'content-type': 'application/json' } : {}) },
        body: prepared.body,
      };
    }

    const upstream: Upstream = {
      async call(route, args) {
        const res = await exchange(route.path, attemptFor(route, args as CallArgs<RouteContract>, 'application/json'));
        await failIfError(route.path, res);
        if (res.statusCode === 204) {
          await res.body.dump();
          return undefined as never;
        }
        return (await readJson(res.body)) as never;
      },

      async upload(route, args: UploadArgs<RouteContract>) {
        if (!route.rawBody) throw new Error(`${route.path} takes no raw body`);
        if (!Buffer.isBuffer(args.body)) throw new Error(`Upload to ${route.path} needs a Buffer body`);
        // params and query are validated against the contract; the body is the caller's checked bytes.
        const prepared = prepareRequest(route, { params: args.params, query: args.query });
        const res = await exchange(route.path, {
          url: new URL(prepared.pathAndQuery.replace(/^\//, ''), base),
          method: route.method,
          headers: {
            ...authHeaders,
            accept: 'application/json',
            'content-type': 'application/octet-stream',
            'content-length': String(args.body.length),
          },
          body: args.body,
          noRetry: true,
        });
        await failIfError(route.path, res);
        if (res.statusCode === 204) {
          await res.body.dump();
          return undefined as never;
        }
        return (await readJson(res.body)) as never;
      },

      async download(route, args) {
        let res = await exchange(route.path, attemptFor(route, args as CallArgs<RouteContract>, '*/*'));
        await failIfError(route.path, res);
        let fallbackName = route.path.split('/').filter(Boolean).pop() ?? 'download';
        const signed = res.headers['x-signed-url'];
        if (typeof signed === 'string' && signed) {
          await res.body.dump();
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
          res = await exchange('signed-url', { url, method: 'GET', headers: { accept: '*/*', 'x-request-id': identity.requestId } });
          await failIfError('signed-url', res);
        }
        const contentType = typeof res.headers['content-type'] === 'string' ? res.headers['content-type'] : 'application/octet-stream';
        const length = Number(res.headers['content-length']);
        const file: UpstreamFile = {
          stream: res.body,
          fileName: sanitizeFileName(fileNameFromDisposition(res.headers['content-disposition']) ?? fallbackName),
          contentType,
          contentLength: Number.isFinite(length) && length >= 0 ? length : undefined,
        };
        return file;
      },

      async odata<T>(entitySet: string, query: string): Promise<OdataPage<T>> {
        if (!ENTITY_SET.test(entitySet)) throw new Error(`Invalid OData entity set ${entitySet}`);
        const qs = query.replace(/^\?/, '');
        const route = odataRoutes.get(entitySet);
        if (route?.query) {
          const parsed = route.query.safeParse(Object.fromEntries(new URLSearchParams(qs)));
          if (!parsed.success) throw badUserInput(`Invalid query: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
        }
        const label = `/odata/${entitySet}`;
        const res = await exchange(label, {
          url: new URL(`odata/${entitySet}${qs ? `?${qs}` : ''}`, base),
          method: 'GET',
          headers: { ...authHeaders, accept: 'application/json' },
        });
        await failIfError(label, res);
        const body = (await readJson(res.body)) as { value?: T[]; '@odata.count'?: number } | null;
        const value = Array.isArray(body?.value) ? body.value : [];
        return { value, count: typeof body?.['@odata.count'] === 'number' ? body['@odata.count'] : value.length };
      },
    };
    return upstream;
  }

  return {
    forRequest,
    isOpen: () => breakers.get(base.origin)?.opened ?? false,
    async close() {
      for (const breaker of breakers.values()) breaker.shutdown();
      await agent.close();
    },
  };
}
