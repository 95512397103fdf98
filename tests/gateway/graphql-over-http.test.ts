/**
 * The GraphQL-over-HTTP conformance audits (graphql/graphql-http) against the running gateway,
 * signed in, so that generic GraphQL clients and tools work with it unchanged. Two kinds of
 * non-MUST audits do not pass, by choice: GET requests without a preflight header are refused
 * (CSRF prevention), and parse/validation failures under application/json answer 400 (Apollo
 * Server's behaviour) where the spec suggests 200.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverAudits } from 'graphql-http';
import { startStack, type Stack } from '../support/stack.ts';
import { graphql } from '../generated/gql.ts';

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  token = await stack.token('staff');
});
afterAll(() => stack?.close());

describe('GraphQL over HTTP', () => {
  it('passes every MUST audit', async () => {
    const audits = serverAudits({
      url: () => `${stack.gatewayUrl}/graphql`,
      fetchFn: (input: RequestInfo | URL, init?: RequestInit) => {
        const headers = new Headers(init?.headers);
        headers.set('authorization', `Bearer ${token}`);
        return fetch(input, { ...init, headers });
      },
    });
    const failures: string[] = [];
    for (const audit of audits) {
      const result = await audit.fn();
      if (result.status === 'error' || (result.status === 'warn' && audit.name.startsWith('MUST'))) {
        failures.push(`${audit.name}: ${result.reason}`);
      }
    }
    expect(audits.filter((a) => a.name.startsWith('MUST')).length).toBeGreaterThan(10);
    expect(failures).toEqual([]);
  });

  it('answers with the length of its body, not in chunks', async () => {
    const res = await stack.gql(
      'staff',
      graphql(`
        query HttpAnswerLength {
          viewer {
            uid
          }
        }
      `),
    );
    expect(res.status).toBe(200);
    expect(res.body.data?.viewer?.uid).toBeTruthy();
    expect(res.headers.get('transfer-encoding')).toBeNull();
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(res.text));
  });
});
