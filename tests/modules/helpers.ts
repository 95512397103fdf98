/**
 * Small helpers shared by the gateway module tests: error codes of a GraphQL answer, Care API
 * requests caused by one operation, authenticated downloads and token payloads.
 */
import { z } from 'zod';
import type { GqlResponse, Stack } from '../support/stack.ts';
import { graphql } from '../generated/gql.ts';
import type { AuditEventsOfRequestQuery, TypedDocumentString } from '../generated/graphql.ts';

export { careApiRequestsDuring, type CareApiRequest } from '../support/care-api-requests.ts';

/** The first error's code, or undefined when the answer has no errors. */
export function errorCode(res: GqlResponse<unknown>): string | undefined {
  const code = res.body.errors?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

export function errorMessage(res: GqlResponse<unknown>): string | undefined {
  return res.body.errors?.[0]?.message;
}

const fieldErrorsSchema = z.array(z.looseObject({ field: z.string(), message: z.string() }));

/** The first error's field errors (`extensions.fieldErrors`), none when it carries none. */
export function fieldErrorsOf(res: GqlResponse<unknown>): Array<{ field: string; message: string }> {
  const raw = res.body.errors?.[0]?.extensions?.fieldErrors;
  return raw === undefined ? [] : fieldErrorsSchema.parse(raw);
}

/** Asserting helper: the data of an answer that must have succeeded. */
export function dataOf<R>(res: GqlResponse<R>): R {
  if (res.status !== 200 || res.body.errors || res.body.data == null) {
    throw new Error(`GraphQL call failed (${res.status}): ${JSON.stringify(res.body.errors ?? res.body) ?? res.text}`);
  }
  return res.body.data;
}

/**
 * A typed document bound to its variables, sent as any persona: a table of operations of different
 * result and variables types, each checked against its own document.
 */
export const bound =
  <R, V>(stack: Stack, query: TypedDocumentString<R, V>, variables: V) =>
  (persona: string | null): Promise<GqlResponse<R>> =>
    stack.gql(persona, query, variables);

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
export function tokenPayload(token: string): Record<string, unknown> {
  const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
  if (typeof payload !== 'object' || payload === null) throw new Error('The token has no JSON payload');
  return payload as Record<string, unknown>;
}

const AUDIT_EVENTS = graphql(`
  query AuditEventsOfRequest($requestId: ID) {
    auditEvents(requestId: $requestId, take: 10) {
      nodes {
        action
        uid
        outcome
        rows
        targets {
          key
          value
        }
      }
    }
  }
`);

/** The audit events of one request, read back (as a superadmin) once the trail has them: it is written after the response. */
export async function auditEventsOf(stack: Stack, requestId: string): Promise<AuditEventsOfRequestQuery['auditEvents']['nodes']> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const events = dataOf(await stack.gql('superadmin', AUDIT_EVENTS, { requestId })).auditEvents.nodes;
    if (events.length > 0) return events;
    await new Promise((r) => setTimeout(r, 100));
  }
  return [];
}
