/**
 * The test harness itself: a stack starts, personas sign in, queries go over HTTP and
 * WebSocket, and the sandbox's request log sees the gateway's upstream calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack.ts';
import { graphql } from '../generated/gql.ts';

describe('startStack', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('answers a persona over HTTP and counts the upstream requests it caused', async () => {
    stack.upstreamRequests.reset();
    const res = await stack.gql(
      'superadmin',
      graphql(`
        query StackViewer {
          viewer {
            name
          }
          markets {
            id
            name
          }
        }
      `),
    );
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.viewer.name).toBe('Sam Super');
    expect(res.body.data!.markets.length).toBeGreaterThan(0);
    expect(stack.upstreamRequests.list()).toContainEqual({ method: 'GET', path: '/api/Markets', url: '/api/Markets' });
  });

  it('caches a token per persona unless a fresh one is asked for', async () => {
    const first = await stack.token('datamanager');
    expect(await stack.token('datamanager')).toBe(first);
    expect(await stack.token('datamanager', { fresh: true })).not.toBe(first);
  });

  it('answers without a token with HTTP 401', async () => {
    const res = await stack.gql(
      null,
      graphql(`
        query StackMarkets {
          markets {
            id
          }
        }
      `),
    );
    expect(res.status).toBe(401);
  });

  it('runs an operation over graphql-ws with the persona signed in', async () => {
    const client = stack.ws('superadmin');
    const results = [];
    for await (const result of client.iterate({ query: '{ viewer { name } }' })) results.push(result);
    expect(results).toEqual([{ data: { viewer: { name: 'Sam Super' } } }]);
  });
});
