/**
 * Small helpers shared by the gateway module tests: error codes of a GraphQL answer, Care API
 * requests caused by one operation, authenticated downloads and token payloads.
 */
import type { GqlResponse, Stack } from '../support/stack.ts';

export interface CareApiRequest {
  method: string;
  path: string;
}

/** The first error's code, or undefined when the answer has no errors. */
export function errorCode(res: GqlResponse): string | undefined {
  return res.body?.errors?.[0]?.extensions?.code;
}

export function errorMessage(res: GqlResponse): string | undefined {
  return res.body?.errors?.[0]?.message;
}

/** Asserting helper: the data of an answer that must have succeeded. */
export function dataOf(res: GqlResponse): any {
  if (res.status !== 200 || res.body?.errors) {
    throw new Error(`GraphQL call failed (${res.status}): ${JSON.stringify(res.body?.errors ?? res.body)}`);
  }
  return res.body.data;
}

function normalise(entry: any): CareApiRequest {
  const raw: string = entry.url ?? entry.path ?? '';
  return { method: String(entry.method ?? 'GET').toUpperCase(), path: raw.replace(/^https?:\/\/[^/]+/, '') };
}

/** The Care API requests (REST and OData; not the identity provider) made while `run` ran. */
export async function careApiRequestsDuring<T>(stack: Stack, run: () => Promise<T>): Promise<{ result: T; requests: CareApiRequest[] }> {
  stack.upstreamRequests.reset();
  const result = await run();
  const requests = (stack.upstreamRequests.list() as unknown[])
    .map(normalise)
    .filter((r) => r.path.startsWith('/api/') || r.path.startsWith('/odata/'));
  return { result, requests };
}

/** GETs a gateway route with the persona's token (none for null) and reads the whole body. */
export async function download(stack: Stack, persona: string | null, path: string, requestId?: string) {
  const headers: Record<string, string> = {};
  if (persona) headers.authorization = `Bearer ${await stack.token(persona)}`;
  if (requestId) headers['x-request-id'] = requestId;
  const res = await fetch(`${stack.gatewayUrl}${path}`, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, body };
}

/** The payload of a JWT (not verified: the gateway and sandbox do that). */
export function tokenPayload(token: string): Record<string, any> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

const AUDIT_EVENTS = `query($requestId: ID) { auditEvents(requestId: $requestId, take: 10) { nodes { action uid outcome rows targets { key value } } } }`;

/** The audit events of one request, read back (as a superadmin) once the trail has them: it is written after the response. */
export async function auditEventsOf(stack: Stack, requestId: string): Promise<any[]> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const events = dataOf(await stack.gql('superadmin', AUDIT_EVENTS, { requestId })).auditEvents.nodes;
    if (events.length > 0) return events;
    await new Promise((r) => setTimeout(r, 100));
  }
  return [];
}
