/**
 * The connection pool of the Care API: one keep-alive undici Agent for every origin the client
 * calls, and one attempt sent through it. undici's own timeouts (`timeoutMs`) are per wait —
 * headers, then each body chunk — so the call's deadline (clock.ts) bounds the attempt as a whole.
 */
import { Agent } from 'undici';
import { UpstreamStatusError } from '../errors.ts';
import type { Answer, Attempt, UpstreamOptions } from './types.ts';

export function createPool(options: Pick<UpstreamOptions, 'connections' | 'timeoutMs'>): Agent {
  return new Agent({
    connections: options.connections,
    keepAliveTimeout: 30_000,
    keepAliveMaxTimeout: 600_000,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
    connect: { timeout: Math.min(options.timeoutMs, 10_000) },
  });
}

/**
 * One attempt: a 5xx answer is thrown as an UpstreamStatusError (for the breaker and the retries);
 * below that the answer's body is read whole (`readBody`) or handed over as a stream.
 */
export async function attemptOnce(agent: Agent, req: Attempt): Promise<Answer> {
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
