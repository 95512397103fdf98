/** What the sandbox playing the Care API received while a test's operation ran. */
import type { Stack } from './stack.ts';

/** One request the Care API received: its method (upper case) and its path with the query string. */
export interface CareApiRequest {
  method: string;
  path: string;
}

function normalise(entry: { url: string; method: string }): CareApiRequest {
  return { method: entry.method.toUpperCase(), path: entry.url.replace(/^https?:\/\/[^/]+/, '') };
}

/** The Care API requests (REST and OData; not the identity provider) made while `run` ran. */
export async function careApiRequestsDuring<T>(stack: Stack, run: () => Promise<T>): Promise<{ result: T; requests: CareApiRequest[] }> {
  stack.upstreamRequests.reset();
  const result = await run();
  const requests = stack.upstreamRequests
    .list()
    .map(normalise)
    .filter((r) => r.path.startsWith('/api/') || r.path.startsWith('/odata/'));
  return { result, requests };
}
