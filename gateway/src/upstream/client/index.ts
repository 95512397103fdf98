/**
 * The HTTP client of the Care API: one keep-alive connection pool per origin (pool.ts), a circuit
 * breaker per origin (breaker.ts), retries for idempotent GETs only (retries.ts), and the mapping
 * of upstream failures to client errors. `forRequest` binds it to one user's token and request id
 * (caller.ts), for JSON calls (json.ts), file downloads (files.ts), uploads (uploads.ts) and
 * OData reads (odata.ts).
 *
 * Every call has a total deadline (`deadlineMs`): all attempts, the response headers and, for
 * JSON answers, the whole body. undici's own timeouts (`timeoutMs`) are per wait — headers, then
 * each body chunk — so on their own a server dripping one byte at a time could hold a call for
 * ever. A file download's deadline covers getting its headers; the stream itself is then bounded
 * per chunk. The caller's signal (the GraphQL operation's deadline) stops calls under way and
 * keeps new ones from being sent (clock.ts).
 */
import type { Upstream } from '../../context.ts';
import { SharedAnswers } from '../shared-answers.ts';
import { OriginBreakers } from './breaker.ts';
import { RequestCaller } from './caller.ts';
import { download } from './files.ts';
import { jsonCall } from './json.ts';
import { odata } from './odata.ts';
import { attemptOnce, createPool } from './pool.ts';
import { sendWithRetries } from './retries.ts';
import type { Attempt, RequestIdentity, UpstreamClient, UpstreamOptions } from './types.ts';
import { upload, uploadForStream } from './uploads.ts';

export type { RequestIdentity, UpstreamClient, UpstreamOptions } from './types.ts';

const DEFAULT_DEADLINE_MS = 30_000;

export function createUpstream(options: UpstreamOptions): UpstreamClient {
  const base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
  const agent = createPool(options);
  const breakers = new OriginBreakers(options.breaker, options.logger, (req) => attemptOnce(agent, req), {
    metrics: options.metrics,
    // The Care API by name; any other origin is file storage behind a signed URL.
    upstreamOf: (origin) => (origin === base.origin ? 'care-api' : 'file-storage'),
  });
  const retry = { retries: options.retries, retryBaseMs: options.retryBaseMs ?? 100 };
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
  const sharedAnswers = new SharedAnswers({ ttlMs: options.sharedAnswerTtlMs ?? 0 });
  const telemetry = { metrics: options.metrics, tracer: options.tracer ?? null };
  const send = (req: Attempt) => sendWithRetries(breakers.for(req.url.origin), req, retry);

  function forRequest(identity: RequestIdentity): Upstream {
    const caller = new RequestCaller(identity, base, deadlineMs, send, telemetry);
    return {
      call: (route, args) => jsonCall(caller, sharedAnswers, route, args),
      upload: (route, args) => upload(caller, sharedAnswers, route, args),
      uploadForStream: (route, args) => uploadForStream(caller, route, args),
      download: (route, args) => download(caller, route, args),
      odata: (entitySet, query) => odata(caller, entitySet, query),
    };
  }

  return {
    forRequest,
    sharedAnswers,
    isOpen: () => breakers.isOpen(base.origin),
    async close() {
      breakers.shutdown();
      await agent.close();
    },
  };
}
